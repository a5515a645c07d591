import { describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationOf, pageTitle, visibleEntries } from './navigation';

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

describe('pageTitle', () => {
  it('titles each route from the navigation, naming the application of a shared title', () => {
    expect(pageTitle('/campaigns')).toBe('Campaigns · Trueline');
    expect(pageTitle('/dashboard')).toBe('Dashboard · Trueline');
    expect(pageTitle('/aegis-one')).toBe('Dashboard · Aegis One · Trueline');
    expect(pageTitle('/protect')).toBe('Dashboard · UC Protect · Trueline');
    expect(pageTitle('/engage/campaigns')).toBe('Campaigns · Engage · Trueline');
    expect(pageTitle('/team')).toBe('Team · Trueline');
    expect(pageTitle('/workflows')).toBe('Workflows · Trueline');
  });

  it('titles the routes outside the navigation, detail pages included', () => {
    expect(pageTitle('/sign-in')).toBe('Sign in · Trueline');
    expect(pageTitle('/activate-account')).toBe('Activate your account · Trueline');
    expect(pageTitle('/campaigns/abc')).toBe('Campaign · Trueline');
    expect(pageTitle('/workflows/42')).toBe('Workflow editor · Trueline');
    expect(pageTitle('/profile')).toBe('Profile · Trueline');
    expect(pageTitle('/no-such-page')).toBe('Page not found · Trueline');
  });
});
