import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PAGE_VIEW_PATH_MAX } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import type { Session } from '../../testing/session';
import { DEMO, testClock } from '../../testing/auth-fixtures';
import { pageViews } from './page-views.tables';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
const team = setUpDemoTeam({ overrides: { now: clock.now } });

const view = (s: Session | null, path: unknown, orgId: string = DEMO.orgId) =>
  team.t.app.inject({ method: 'POST', url: `/api/orgs/${orgId}/pageViews`, headers: s?.headers, payload: path === undefined ? {} : { path } });
const viewsOf = (userId: string) => team.t.deps.db.select().from(pageViews).where(eq(pageViews.userId, userId));

describe('pageViews.record', () => {
  it('answers 401 without a token', async () => {
    const res = await view(null, '/campaigns');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('records a view of an Owner and of an Admin, with the time', async () => {
    for (const s of [team.owner, team.admin]) {
      const res = await view(s, '/campaigns?status=Active');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
      const rows = await viewsOf(s.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ orgId: DEMO.orgId, userId: s.user.id, path: '/campaigns?status=Active' });
      expect(rows[0]!.at.toISOString()).toBe('2026-03-02T15:00:00.000Z');
    }
  });

  it('does not track a SuperAdmin', async () => {
    const res = await view(team.superadmin, '/workspaces');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await viewsOf(team.superadmin.user.id)).toHaveLength(0);
    expect((await view(team.superadmin, '/team', DEMO.otherOrgId)).statusCode).toBe(200);
    expect(await viewsOf(team.superadmin.user.id)).toHaveLength(0);
  });

  it('answers 404 under another organisation and records nothing', async () => {
    const res = await view(team.otherOwner, '/campaigns', DEMO.orgId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await view(team.owner, '/x', DEMO.otherOrgId)).statusCode).toBe(404);
    expect(await viewsOf(team.otherOwner.user.id)).toHaveLength(0);
  });

  it.each([[undefined], [''], ['x'.repeat(PAGE_VIEW_PATH_MAX + 1)], [42]])('refuses the path %j', async (path) => {
    const before = (await viewsOf(team.owner.user.id)).length;
    const res = await view(team.owner, path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'path' }] });
    expect(await viewsOf(team.owner.user.id)).toHaveLength(before);
  });
});
