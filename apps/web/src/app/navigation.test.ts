import { describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationOf, visibleEntries } from './navigation';

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

  it('shows the Outbox only to a SuperAdmin, and only while mail stays in the local outbox', () => {
    const admin = APPLICATIONS.find((a) => a.key === 'admin')!;
    const titles = (superAdmin: boolean, outboxEnabled: boolean | undefined) => visibleEntries(admin, { superAdmin, outboxEnabled }).map((e) => e.title);
    expect(titles(true, true)).toContain('Outbox');
    expect(titles(true, false)).not.toContain('Outbox');
    expect(titles(true, undefined)).not.toContain('Outbox');
    expect(titles(false, true)).toEqual(['Workspaces', 'Team', 'Watchtower', 'Billing profile', 'Webhooks']);
  });
});
