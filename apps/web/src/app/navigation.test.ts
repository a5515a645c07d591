import { describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationOf } from './navigation';

describe('navigation', () => {
  it('maps each route to its application, detail routes included', () => {
    expect(applicationOf('/campaigns')?.key).toBe('core');
    expect(applicationOf('/campaigns/abc')?.key).toBe('core');
    expect(applicationOf('/etl-tasks/42')?.key).toBe('aegis');
    expect(applicationOf('/engage/campaigns/7')?.key).toBe('engage');
    expect(applicationOf('/usage/messaging')?.key).toBe('engage');
    expect(applicationOf('/usage/billing')?.key).toBe('reports');
    expect(applicationOf('/team')?.key).toBe('admin');
    expect(applicationOf('/profile')).toBeNull();
  });

  it('gives each application the default route of spec 1 §2.2', () => {
    const defaults = Object.fromEntries(APPLICATIONS.map((a) => [a.name, a.defaultRoute]));
    expect(defaults).toEqual({
      Core: '/campaigns', 'Aegis One': '/aegis-one', Engage: '/engage/dashboard', 'UC Protect': '/protect', Reports: '/usage/billing', Admin: '/workspaces',
    });
  });
});
