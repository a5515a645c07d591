import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Webhook, WebhookEventType } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signIn, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS, DEMO_DIALER_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { DEMO_BUSINESS_RECORDS } from '../../db/seed/05-business-records';
import { sandboxReputation } from '../../providers/reputation/sandbox-reputation';
import { REPUTATION_SANDBOX } from '../../providers/reputation/sandbox-reputation';
import type { ReputationProvider } from '../../providers/reputation/reputation';
import { addNumbers, fakeNumbers, poolsOf } from '../pools/pools.test-fixtures';
import type { Lists } from '../lists/lists.module';
import * as repo from './webhooks.repo';

/**
 * Every event type whose feature exists fires from the feature that owns it. The app's workers are not started: what
 * is checked here is the delivery each event queues (its receiver's side is webhook-delivery.test.ts).
 */
const carrier = fakeNumbers();
const flagged = new Set<string>();
const sandbox = sandboxReputation({ latencyScale: 0, now: () => new Date() });
const reputation: ReputationProvider = {
  ...sandbox,
  async scan(items) {
    const out = await sandbox.scan(items);
    return out.map((o) => ('error' in o || !flagged.has(o.number) ? o : { ...o, spam: { ...o.spam, alert: true, riskLevel: 'HIGH' } }));
  },
};

let t: TestApp;
let owner: Session;
let apiKey: string;
const hooks = new Map<WebhookEventType, Webhook>();
const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;

beforeAll(async () => {
  t = await testApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' }, overrides: { reputation, numbers: carrier.provider } });
  owner = await signIn(t, DEMO.owner);
  apiKey = (await call(t, 'POST', `${ws}/apiKeys?name=events`, owner)).json().data.key;
  for (const eventType of ['CampaignList', 'RealTimeListLoad', 'PhoneProvisioned', 'PhoneDeactivated', 'Sentry', 'UCProtect'] as const) {
    const res = await call(t, 'POST', `${ws}/webhooks`, owner, { name: eventType, url: `http://127.0.0.1:9/${eventType}`, eventType });
    expect(res.statusCode, res.body).toBe(200);
    hooks.set(eventType, res.json().data);
  }
});
afterAll(async () => t.close());

/** The deliveries queued for the test's webhook of `type`, oldest first. */
const queued = async (type: WebhookEventType) => (await repo.recentDeliveries(t.deps.db, hooks.get(type)!.id, 100)).reverse();
const payloadOf = (d: repo.DeliveryRow) => d.payload as Record<string, unknown>;

async function createCampaign(body: object): Promise<Campaign> {
  const cnam = (await t.services.businessRecords.activeCnams(DEMO.ws.sales)).find((c) => c.name === 'ACME HOME')!.id;
  const res = await call(t, 'POST', `${ws}/campaigns`, owner, {
    name: `Events ${Math.random().toString(36).slice(2, 8)}`, businessIdentityId: cnam, dialerCampaignId: DEMO_DIALER_CAMPAIGNS.sales.winBackEast, ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('events fired by the features that own them', () => {
  it('CampaignList when a list is processed, and RealTimeListLoad as well for a list of the public API', async () => {
    const before = (await queued('CampaignList')).length;
    const body = await multipartBody({
      file: { bytes: Buffer.from('phone,state\n2125550701,NY\nnope,NY\n'), filename: 'events.csv' },
      processRequest: JSON.stringify({ dialerListId: 'Win-back East list 1', mappedCols: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'state' }] }),
      campaignId: DEMO_CAMPAIGNS.ownNumbers,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/lists/load', headers: { 'x-api-key': apiKey, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const { listId } = res.json().data;
    await (t.services as unknown as { lists: Lists }).lists.processor.run(listId);

    const lists = (await queued('CampaignList')).slice(before);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ eventType: 'CampaignList', campaignId: DEMO_CAMPAIGNS.ownNumbers, status: 'PENDING', workspaceId: DEMO.ws.sales, orgId: DEMO.orgId });
    expect(payloadOf(lists[0]!)).toMatchObject({ id: listId, status: 'PROCESSED', metrics: { total: 2, valid: 1, invalid: 1 } });
    const realTime = (await queued('RealTimeListLoad')).filter((d) => payloadOf(d).source === 'lists/load');
    expect(realTime).toHaveLength(1);
    expect(payloadOf(realTime[0]!)).toMatchObject({ source: 'lists/load', list: { id: listId, status: 'PROCESSED' } });
  });

  it('RealTimeListLoad for each lead of leads/load, accepted or rejected', async () => {
    const load = (phone: string) => t.app.inject({
      method: 'POST', url: '/api/v1/leads/load', headers: { 'x-api-key': apiKey },
      payload: { campaignId: DEMO_CAMPAIGNS.winBackMetro, phone, state: 'NY', dialerListId: 'Win-back East list 1' },
    });
    expect((await load('(212) 555-0711')).json().data.status).toBe('Accepted');
    expect((await load('555-0134')).json().data.status).toBe('Rejected');
    // A refused request (400) is not a load result.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/leads/load', headers: { 'x-api-key': apiKey }, payload: { phone: '2125550712' } })).statusCode).toBe(400);
    const leads = (await queued('RealTimeListLoad')).filter((d) => payloadOf(d).source === 'leads/load');
    expect(leads.map((d) => [d.campaignId, payloadOf(d).phone, payloadOf(d).status, payloadOf(d).reason])).toEqual([
      [DEMO_CAMPAIGNS.winBackMetro, '(212) 555-0711', 'Accepted', null],
      [DEMO_CAMPAIGNS.winBackMetro, '555-0134', 'Rejected', 'INVALID'],
    ]);
  });

  it('PhoneProvisioned when numbers join a pool, PhoneDeactivated when they are released', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Georgia', country: 'US' }] });
    await poolsOf(t).jobs.run('provision', { campaignId: c.id });
    const provisioned = (await queued('PhoneProvisioned')).filter((d) => d.campaignId === c.id);
    expect(provisioned).toHaveLength(1);
    expect(payloadOf(provisioned[0]!)).toEqual({
      campaignId: c.id, campaignName: c.name, numbers: [{ number: expect.stringMatching(/^404555\d{4}$/), city: 'Atlanta', state: 'GA', areaCode: '404', source: 'ORDERED' }],
    });

    await t.services.campaigns.deactivate(await t.services.workspaces.scope({ kind: 'user', userId: owner.user.id, orgId: DEMO.orgId, userType: 'Owner', email: DEMO.owner }, DEMO.orgId, DEMO.ws.sales), c.id, c.name);
    await poolsOf(t).jobs.run('release', { campaignId: c.id });
    const released = (await queued('PhoneDeactivated')).filter((d) => d.campaignId === c.id);
    expect(released).toHaveLength(1);
    expect(payloadOf(released[0]!)).toMatchObject({ campaignId: c.id, reason: 'DEACTIVATED', numbers: [{ number: (payloadOf(provisioned[0]!).numbers as { number: string }[])[0]!.number }] });
  });

  it('Sentry when a run retires flagged numbers and orders their replacements', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Georgia', country: 'US' }] });
    await poolsOf(t).jobs.run('provision', { campaignId: c.id });
    const [spammy] = await addNumbers(t, c.id, [{ number: '4045559301', city: 'Atlanta', state: 'GA' }]);
    flagged.add(spammy!.number);
    await poolsOf(t).sentry.run((await t.services.campaigns.findById(c.id))!);
    flagged.clear();
    const runs = (await queued('Sentry')).filter((d) => d.campaignId === c.id);
    expect(runs).toHaveLength(1);
    const payload = payloadOf(runs[0]!);
    expect(payload).toMatchObject({ campaignId: c.id, campaignName: c.name, checked: 2, fullReplacement: false, retired: { flagged: [spammy!.number], overAge: [], setupFailed: [] }, shortfall: 0 });
    expect(payload.replacements).toEqual([{ number: spammy!.number, replacedBy: expect.stringMatching(/^404555\d{4}$/) }]);
    // A run that retires nothing sends nothing.
    await poolsOf(t).sentry.run((await t.services.campaigns.findById(c.id))!);
    expect((await queued('Sentry')).filter((d) => d.campaignId === c.id)).toHaveLength(1);
  });

  it('UCProtect when a scan raises SPAM activity alerts', async () => {
    // The demo manages the always-HIGH test number already (alerted quietly by its baseline scan): it comes back as new.
    for (const path of ['deRegister', 'register']) {
      const body = await multipartBody({ file: { bytes: Buffer.from(`${REPUTATION_SANDBOX.alwaysHigh}\n`), filename: 'numbers.csv', type: 'text/csv' }, businessRecordId: DEMO_BUSINESS_RECORDS.acme });
      const up = await t.app.inject({ method: 'POST', url: `${ws}/protect/${path}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
      expect(up.statusCode, up.body).toBe(200);
    }
    const summary = await t.services.protect.scanner.run({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }, { onlyNew: true, before: new Date() });
    expect(summary.alerted).toContain(REPUTATION_SANDBOX.alwaysHigh);
    const alerts = await queued('UCProtect');
    expect(alerts).toHaveLength(1);
    expect(payloadOf(alerts[0]!)).toMatchObject({ kind: 'alert' });
    expect(payloadOf(alerts[0]!).alerts).toContainEqual({ phone: REPUTATION_SANDBOX.alwaysHigh, riskLevel: 'HIGH' });
    expect((payloadOf(alerts[0]!).alerts as unknown[]).length).toBe(summary.alerted.length);
  });
});
