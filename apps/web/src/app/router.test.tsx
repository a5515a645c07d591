import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { pageTitle } from './navigation';
import { router } from './router';

const paths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('page titles', () => {
  it('gives every route of the router its own title, not just "Trueline"', () => {
    const all = paths(router.routes).filter((p) => p !== '*' && p !== '/');
    expect(all.length).toBeGreaterThan(30);
    const untitled = all.filter((p) => ['Trueline', 'Page not found · Trueline'].includes(pageTitle(p.replace(/:id/g, 'x1'))));
    expect(untitled).toEqual([]);
  });

  it('follows navigation: the tab says where the user is', async () => {
    await router.navigate('/campaigns');
    expect(document.title).toBe('Campaigns · Trueline');
    await router.navigate('/aegis-calls');
    expect(document.title).toBe('Interactions · Trueline');
    await router.navigate('/sign-in');
    expect(document.title).toBe('Sign in · Trueline');
  });
});
