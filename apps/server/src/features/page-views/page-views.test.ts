import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PAGE_VIEW_PATH_MAX } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/session';
import { DEMO, testClock } from '../../testing/auth-fixtures';
import { pageViews } from './page-views.tables';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;
let as: Record<'superadmin' | 'owner' | 'admin' | 'otherOwner', Session>;

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now } });
  as = {
    superadmin: await signIn(t, DEMO.superadmin),
    owner: await signIn(t, DEMO.owner),
    admin: await signIn(t, DEMO.admin),
    otherOwner: await signIn(t, DEMO.otherOwner),
  };
});
afterAll(async () => t.close());

const view = (s: Session | null, path: unknown, orgId: string = DEMO.orgId) =>
  t.app.inject({ method: 'POST', url: `/api/orgs/${orgId}/pageViews`, headers: s?.headers, payload: path === undefined ? {} : { path } });
const viewsOf = (userId: string) => t.deps.db.select().from(pageViews).where(eq(pageViews.userId, userId));

describe('pageViews.record', () => {
  it('answers 401 without a token', async () => {
    const res = await view(null, '/campaigns');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('records a view of an Owner and of an Admin, with the time', async () => {
    for (const s of [as.owner, as.admin]) {
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
    const res = await view(as.superadmin, '/workspaces');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await viewsOf(as.superadmin.user.id)).toHaveLength(0);
    expect((await view(as.superadmin, '/team', DEMO.otherOrgId)).statusCode).toBe(200);
    expect(await viewsOf(as.superadmin.user.id)).toHaveLength(0);
  });

  it('answers 404 under another organisation and records nothing', async () => {
    const res = await view(as.otherOwner, '/campaigns', DEMO.orgId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await view(as.owner, '/x', DEMO.otherOrgId)).statusCode).toBe(404);
    expect(await viewsOf(as.otherOwner.user.id)).toHaveLength(0);
  });

  it.each([[undefined], [''], ['x'.repeat(PAGE_VIEW_PATH_MAX + 1)], [42]])('refuses the path %j', async (path) => {
    const before = (await viewsOf(as.owner.user.id)).length;
    const res = await view(as.owner, path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'path' }] });
    expect(await viewsOf(as.owner.user.id)).toHaveLength(before);
  });
});
