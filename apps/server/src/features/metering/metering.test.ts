import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call } from '../../testing/session';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';
import { monthOf } from '../billing/billing-month';
import { usageHourly, usageLedger } from './metering.tables';

/** Each metered feature writes one ledger entry per billable event, however often the event is written or counted again. */
const team = setUpDemoTeam();

const entries = (orgId: string, keyPattern: string) =>
  team.t.deps.db.select().from(usageLedger).where(and(eq(usageLedger.orgId, orgId), like(usageLedger.key, keyPattern)));
const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;

describe('screening', () => {
  it('bills a screened call once, as the workspace tier, and a test call not at all; a batch written again adds nothing', async () => {
    const key = (await call(team.t, 'POST', `${ws}/apiKeys?name=metering`, team.owner)).json().data.key;
    const screen = await team.t.app.inject({ method: 'POST', url: '/api/v1/aegis/screen', headers: { 'x-api-key': key }, payload: { workflowId: DEMO_WORKFLOWS.inbound, to: '5125550123', zip: '78701' } });
    expect(screen.statusCode, screen.body).toBe(200);
    const id = screen.json().data.interactionId;
    const test = await call(team.t, 'POST', `${ws}/aegis/workflows/${DEMO_WORKFLOWS.inbound}/test`, team.owner, { to: '5125550124', zip: '78701' });
    expect(test.statusCode, test.body).toBe(200);
    const recorder = team.t.services.interactions.recorder;
    await recorder.flush();
    expect(await entries(DEMO.orgId, `interaction:${id}`)).toEqual([
      expect.objectContaining({ workspaceId: DEMO.ws.sales, product: 'aegis', quantity: 1 }),
    ]);
    expect(await entries(DEMO.orgId, `interaction:${test.json().data.id}`)).toEqual([]);
    // The recorder writes a batch again after a failure it cannot see the end of: the interaction and its entry stay single.
    const hourBefore = await team.t.deps.db.select().from(usageHourly).where(and(eq(usageHourly.orgId, DEMO.orgId), eq(usageHourly.product, 'aegis')));
    await team.t.services.metering.record([{ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, product: 'aegis', quantity: 1, key: `interaction:${id}`, at: new Date() }]);
    expect(await team.t.deps.db.select().from(usageHourly).where(and(eq(usageHourly.orgId, DEMO.orgId), eq(usageHourly.product, 'aegis')))).toEqual(hourBefore);
  });
});

describe('the number utility', () => {
  it("bills each look-up of the organisation's users once, and none of the platform's SuperAdmins", async () => {
    const url = (path: string) => `/api/orgs/${DEMO.otherOrgId}/utility/${path}?number=${encodeURIComponent('(512) 555-0123')}`;
    const before = (await entries(DEMO.otherOrgId, 'utility:%')).length;
    expect((await team.t.app.inject({ url: url('cnamCheck'), headers: team.otherOwner.headers })).statusCode).toBe(200);
    expect((await team.t.app.inject({ url: url('spamCheck'), headers: team.otherOwner.headers })).statusCode).toBe(200);
    expect((await team.t.app.inject({ url: url('cnamCheck'), headers: team.superadmin.headers })).statusCode).toBe(200);
    const after = await entries(DEMO.otherOrgId, 'utility:%');
    expect(after.length - before).toBe(2);
    expect(after.every((e) => e.product === 'numberUtility' && e.quantity === 1 && e.workspaceId === null)).toBe(true);
  });
});

describe('the monthly census', () => {
  it('bills each running campaign, rented number, monitored number and active SMS campaign once a month, however often it runs', async () => {
    const metering = team.t.services.metering;
    await metering.runCensus();
    const period = monthOf(team.t.deps.now()).period;
    const counted = async () => (await team.t.deps.db.select().from(usageLedger).where(and(eq(usageLedger.orgId, DEMO.orgId), like(usageLedger.key, `%:${period}`))))
      .filter((e) => ['campaigns', 'poolNumbers', 'byopNumbers', 'protect', 'smsCampaignsLongCode', 'smsCampaignsShortCode', 'smsCampaignsTollFree'].includes(e.product));
    const first = await counted();
    const { rows: [{ n: running }] } = await team.t.deps.sql.query<{ n: number }>(
      "select count(*)::int as n from campaigns where org_id = $1 and status in ('ACTIVE', 'SENTRY')", [DEMO.orgId]);
    expect(first.filter((e) => e.product === 'campaigns')).toHaveLength(running);
    const { rows: [{ n: monitored }] } = await team.t.deps.sql.query<{ n: number }>('select count(*)::int as n from protect_numbers where org_id = $1', [DEMO.orgId]);
    expect(first.filter((e) => e.product === 'protect')).toHaveLength(monitored);
    expect(first.some((e) => e.product === 'poolNumbers')).toBe(true);
    expect(first.some((e) => e.product === 'smsCampaignsLongCode')).toBe(true);
    expect(await metering.runCensus()).toBe(0);
    expect(await counted()).toHaveLength(first.length);
  });
});
