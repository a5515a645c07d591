import { describe, expect, it } from 'vitest';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { mailsTo as mailsInOutbox } from '../../testing/auth-fixtures';

const team = setUpDemoTeam({ start: true });

const url = (ws: string = DEMO.ws.collections, org: string = DEMO.orgId) => `/api/orgs/${org}/workspaces/${ws}/featureRequests`;
const request = (s: Session | undefined, body: object, ws?: string, org?: string) =>
  team.t.app.inject({ method: 'POST', url: url(ws, org), headers: s?.headers, payload: body });

// Mail leaves through the durable queue: wait for it to be delivered to the outbox.
const mailsTo = (to: string) => mailsInOutbox(team.t, to);
const requestsOf = async (ws: string) =>
  (await team.t.deps.sql.query<{ feature: string; requested_by: string }>('select feature, requested_by from feature_requests where workspace_id = $1', [ws])).rows;

describe('featureRequests.create', () => {
  it("mails the organization's support contact and records who asked", async () => {
    const before = (await mailsTo('support@trueline.test')).length;
    const res = await request(team.admin, { feature: 'rnd' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const mails = await mailsTo('support@trueline.test');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Feature activation request: Reassigned Numbers (RND) for Demo Co');
    expect(mails.at(-1)!.text).toContain('admin@demo.test asks to activate Reassigned Numbers (RND) for the workspace "Collections"');
    expect(await requestsOf(DEMO.ws.collections)).toEqual([{ feature: 'rnd', requested_by: team.admin.user.id }]);
  });

  it("falls back to the organization's SuperAdmins when no support contact is set", async () => {
    await team.t.deps.sql.query('update organizations set support_email = null where id = $1', [DEMO.orgId]);
    try {
      const res = await request(team.owner, { feature: 'activeProspect' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await mailsTo(DEMO.superadmin)).at(-1)!.subject).toBe('Feature activation request: Active Prospect for Demo Co');
    } finally {
      await team.t.deps.sql.query('update organizations set support_email = $1 where id = $2', ['support@trueline.test', DEMO.orgId]);
    }
  });

  it('refuses a feature that is already active (409) and an unknown feature (400)', async () => {
    const active = await request(team.owner, { feature: 'rnd' }, DEMO.ws.sales);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('This feature is already active on this workspace.');
    const unknown = await request(team.owner, { feature: 'teleport' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('feature');
    expect((await request(team.owner, {})).statusCode).toBe(400);
  });

  it('answers 401 without a token, 404 for another organisation, 403 for an API key', async () => {
    expect((await request(undefined, { feature: 'verisk' })).statusCode).toBe(401);
    expect((await request(team.otherOwner, { feature: 'verisk' })).statusCode).toBe(404);
    expect((await request(team.otherOwner, { feature: 'verisk' }, DEMO.ws.collections, DEMO.otherOrgId)).statusCode).toBe(404);
    const me = { kind: 'user' as const, userId: team.owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
    const { key } = await team.t.services.apiKeys.create(await team.t.services.workspaces.scope(me, DEMO.orgId, DEMO.ws.collections), 'Requester');
    const viaKey = await team.t.app.inject({ method: 'POST', url: url(), headers: { 'x-api-key': key }, payload: { feature: 'verisk' } });
    expect(viaKey.statusCode).toBe(403);
    expect((await requestsOf(DEMO.ws.collections)).map((r) => r.feature)).not.toContain('verisk');
  });

  it('lets a person ask at most 10 times an hour (429)', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await request(team.superadmin, { feature: 'doNotCall' })).statusCode;
    expect(last).toBe(429);
  });
});
