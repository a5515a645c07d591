import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DAY, MINUTE, testClock } from '../../testing/auth-fixtures';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_DIALER_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { sandboxReputation } from '../../providers/reputation/sandbox-reputation';
import type { ReputationProvider } from '../../providers/reputation/reputation';
import { DEMO_CAMPAIGNS, addNumbers, fakeNumbers, poolRows, poolsOf, queued } from './pools.test-fixtures';
import type { Pools } from './pools.module';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
const carrier = fakeNumbers();
/** Numbers the reputation engines flag (every other number is as the sandbox scores it, made clean here). */
const flagged = new Set<string>();
const sandbox = sandboxReputation({ latencyScale: 0, now: clock.now });
const reputation: ReputationProvider = {
  ...sandbox,
  async scan(items) {
    const out = await sandbox.scan(items);
    return out.map((o) => ('error' in o ? o : { ...o, spam: { ...o.spam, alert: flagged.has(o.number), riskLevel: flagged.has(o.number) ? 'HIGH' : 'LOW' } }));
  },
};

let t: TestApp;
let pools: Pools;
let owner: Session;
let superadmin: Session;

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now, reputation, numbers: carrier.provider } });
  pools = poolsOf(t);
  ({ owner, superadmin } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const campaignsUrl = (rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/campaigns${rest}`;
async function cnamId(name: string) {
  return (await t.services.businessRecords.activeCnams(DEMO.ws.sales)).find((c) => c.name === name)!.id;
}
async function createCampaign(body: object): Promise<Campaign> {
  const res = await call(t, 'POST', campaignsUrl(), owner, {
    name: `Pool test ${Math.random().toString(36).slice(2, 8)}`, businessIdentityId: await cnamId('ACME HOME'),
    dialerCampaignId: DEMO_DIALER_CAMPAIGNS.sales.winBackEast, ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const fresh = async (id: string) => (await t.services.campaigns.findById(id))!;
const live = async (id: string) => (await poolRows(t, id)).filter((r) => r.status === 'ACTIVE' || r.status === 'PENDING');
async function events(id: string) {
  const res = await call(t, 'GET', campaignsUrl(`/${id}/events`), superadmin);
  return (res.json().data as { type: string; category: string; message: string }[]);
}

describe('provisioning', () => {
  it('shows how far a new pool has got while its numbers are ordered: "Ordering numbers: 2 of 6"', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    const progress = async () => {
      const res = await call(t, 'GET', campaignsUrl(`/${c.id}/pool/progress`), owner);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { ordering: boolean; ordered: number; target: number };
    };
    // Queued, nothing ordered yet: Texas has three locations in the test carrier's catalogue, 2 × 3.
    expect(await progress()).toEqual({ ordering: true, ordered: 0, target: 6 });

    // The carrier answers the first order at once and holds the others: the first answer's numbers already count.
    const order = carrier.provider.order;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let calls = 0;
    carrier.provider.order = async (req) => {
      if (calls++ > 0) await gate;
      return order(req);
    };
    try {
      const running = pools.jobs.run('provision', { campaignId: c.id });
      let seen = await progress();
      for (let i = 0; i < 100 && seen.ordered === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await progress();
      }
      expect(seen).toEqual({ ordering: true, ordered: 2, target: 6 });
      open();
      await running;
    } finally {
      carrier.provider.order = order;
    }
    expect(await progress()).toEqual({ ordering: false, ordered: 6, target: 6 });
    // Every number was announced to the webhooks once, together, as before.
    expect((await events(c.id)).filter((e) => e.message.startsWith('PhoneProvisioned: '))).toHaveLength(1);
  });

  it('shows no ordering for a pool of the customer\'s own numbers, and 404 for another organisation', async () => {
    const c = await createCampaign({ provisioningType: 'BringYourOwnPool' });
    expect((await call(t, 'GET', campaignsUrl(`/${c.id}/pool/progress`), owner)).json().data).toEqual({ ordering: false, ordered: 0, target: 0 });
    expect((await call(t, 'GET', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/campaigns/${c.id}/pool/progress`, owner)).statusCode).toBe(404);
  });

  it('queues provisioning when a campaign is created, and gives a FullCoverage pool its count in every location of its states', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    expect((await queued(t, 'pools.provision')).map((j) => j.data)).toContainEqual({ campaignId: c.id });

    await pools.jobs.run('provision', { campaignId: c.id });
    const rows = await live(c.id);
    // Texas has three locations in the test carrier's catalogue: 2 × 3.
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Austin', 'Dallas', 'Houston']));
    expect(rows.every((r) => r.status === 'PENDING' && r.cnam === 'ACME HOME' && r.cnamStatus === 'PENDING')).toBe(true);
    expect((await queued(t, 'pools.cnam-check')).map((j) => j.data)).toContainEqual({ campaignId: c.id, attempt: 0 });
    expect((await events(c.id)).some((e) => e.category === 'Pool' && e.message.startsWith('PhoneProvisioned: '))).toBe(true);

    // The caller names are confirmed by the follow-up: the numbers go into service.
    await pools.jobs.run('cnamCheck', { campaignId: c.id, attempt: 0 });
    expect((await live(c.id)).every((r) => r.status === 'ACTIVE' && r.cnamStatus === 'REGISTERED')).toBe(true);
    expect((await fresh(c.id)).activePoolCount).toBe(6);
    // The campaign's coverage area codes follow its pool.
    expect((await fresh(c.id)).coverageAreaCodes).toEqual([...new Set(rows.map((r) => r.areaCode))].sort());

    // A second run orders nothing: the pool is at its target.
    await pools.jobs.run('provision', { campaignId: c.id });
    expect(await live(c.id)).toHaveLength(6);
  });

  it('reprovisions when the count or coverage changes, retiring what is no longer needed', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'Arizona', country: 'US' }, { stateName: 'Nevada', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    expect(await live(c.id)).toHaveLength(4);
    const res = await call(t, 'POST', campaignsUrl(`/${c.id}`), superadmin, { name: c.name, forwardingNumber: '+15125550199', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Arizona', country: 'US' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await queued(t, 'pools.provision')).map((j) => j.data)).toContainEqual({ campaignId: c.id });
    await pools.jobs.run('provision', { campaignId: c.id });
    const rows = await poolRows(t, c.id);
    expect((await live(c.id)).map((r) => r.city)).toEqual(['Phoenix']);
    expect(rows.filter((r) => r.status === 'AGING').map((r) => r.retiredReason)).toEqual(['SURPLUS', 'SURPLUS', 'SURPLUS']);
  });

  it('orders what the carrier could not supply again later, logging a warning', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'New York', country: 'US' }] });
    carrier.failing.add('US-NY-buffalo');
    // The job queued at creation has no worker here; drop it so the retry can be seen.
    await t.deps.sql.query("delete from pgboss.job where name = 'pools.provision' and data->>'campaignId' = $1", [c.id]);
    await pools.jobs.run('provision', { campaignId: c.id });
    expect((await live(c.id)).map((r) => r.city)).toEqual(['New York']);
    expect((await events(c.id)).find((e) => e.type === 'WARNING')?.message).toBe('PhoneProvisioning: 1 number could not be ordered in Buffalo, NY: No numbers available. Retrying later.');
    expect((await queued(t, 'pools.provision')).map((j) => j.data)).toContainEqual({ campaignId: c.id, attempt: 1 });
    carrier.failing.delete('US-NY-buffalo');
    await pools.jobs.run('provision', { campaignId: c.id, attempt: 1 });
    expect((await live(c.id)).map((r) => r.city).sort()).toEqual(['Buffalo', 'New York']);
  });

  it('provisions a profile’s area codes, and leaves a bring-your-own pool to the customer', async () => {
    await pools.jobs.run('provision', { campaignId: DEMO_CAMPAIGNS.winBackMetro });
    const rows = await live(DEMO_CAMPAIGNS.winBackMetro);
    const profile = (await t.services.provisioningProfiles.find(DEMO.ws.sales, (await fresh(DEMO_CAMPAIGNS.winBackMetro)).provisioningProfileId!))!;
    const served = profile.values.filter((code) => carrier.provider.locationsForAreaCodes([code]).length > 0);
    expect(served.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.areaCode).sort()).toEqual([...served].sort());
    const before = carrier.orders.length;
    await pools.jobs.run('provision', { campaignId: DEMO_CAMPAIGNS.ownNumbers });
    expect(carrier.orders.length).toBe(before);
    expect(await live(DEMO_CAMPAIGNS.ownNumbers)).toEqual([]);
  });

  it('gives an SMS campaign a small pool near the business, assigned to the 10DLC campaign', async () => {
    await pools.jobs.run('provision', { campaignId: DEMO_CAMPAIGNS.appointmentAlerts });
    const rows = await live(DEMO_CAMPAIGNS.appointmentAlerts);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.appToPersonStatus === 'ASSIGNED' && r.appToPersonCampaignId === 'CX7QJ2A')).toBe(true);
    const res = await call(t, 'GET', campaignsUrl(`/${DEMO_CAMPAIGNS.appointmentAlerts}/pool`), owner);
    expect(res.json().data.every((n: { appToPersonValid: boolean }) => n.appToPersonValid)).toBe(true);
  });
});

describe('Sentry', () => {
  it('retires a flagged number and an over-age one, replacing each in its own area code, and counts them for the chart', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Georgia', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    const [first] = await live(c.id);
    // Older than the default sentry age of 60 days.
    const old = new Date(clock.ms - 61 * DAY);
    const [aged] = await addNumbers(t, c.id, [{ number: '4045559001', city: 'Atlanta', state: 'GA', created: old }]);
    flagged.add(first!.number);

    // The campaign shows SENTRY while the run replaces numbers, then ACTIVE again, each change published.
    const statuses: string[] = [];
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = async (channel, e) => {
      if (channel === `campaign:${c.id}` && e.type === 'Campaign') statuses.push(String(e.payload.status));
      return publish(channel, e);
    };
    await pools.sentry.run(await fresh(c.id));
    t.deps.realtime.publish = publish;
    expect(statuses).toEqual(['SENTRY', 'ACTIVE']);
    expect((await fresh(c.id)).status).toBe('ACTIVE');
    const rows = await poolRows(t, c.id);
    expect(rows.find((r) => r.number === first!.number)).toMatchObject({ status: 'AGING', retiredReason: 'FLAGGED', riskLevel: 'HIGH' });
    expect(rows.find((r) => r.number === aged!.number)).toMatchObject({ status: 'AGING', retiredReason: 'AGE' });
    const replacements = (await live(c.id));
    expect(replacements).toHaveLength(2);
    expect(replacements.every((r) => r.areaCode === '404' && r.city === 'Atlanta')).toBe(true);
    const log = await events(c.id);
    expect(log.some((e) => e.category === 'Sentry' && e.message.startsWith(`PhoneDeactivated: ${first!.number} (Atlanta, GA) flagged as spam`))).toBe(true);
    expect(log.some((e) => e.category === 'Sentry' && e.message.includes(`replaces ${aged!.number} (Atlanta, GA)`))).toBe(true);
    expect((await fresh(c.id)).nextSentry).toBe(new Date(clock.ms + DAY).toISOString());
    const today = new Date(clock.ms).toISOString().slice(0, 10);
    expect(await pools.service.sentryStats({ workspaceId: DEMO.ws.sales, campaignId: c.id }, [today], 'UTC')).toEqual([{ date: today, replaced: 2 }]);
    flagged.clear();
  });

  it('replaces in the same city, then the same state, when the area code or the city has no numbers', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    const austin = (await live(c.id)).find((r) => r.city === 'Austin')!;
    const dallas = (await live(c.id)).find((r) => r.city === 'Dallas')!;
    flagged.add(austin.number).add(dallas.number);
    carrier.dry.add(austin.areaCode);
    carrier.failing.add('US-TX-dallas');
    await pools.sentry.run(await fresh(c.id));
    carrier.dry.clear();
    carrier.failing.clear();
    flagged.clear();
    const now = await live(c.id);
    // Austin's other area code; Dallas's replacement in the nearest other Texas city (Austin, nearer than Houston).
    expect(now.filter((r) => r.city === 'Austin').map((r) => r.areaCode)).toEqual(['737', '737']);
    expect(now.filter((r) => r.city === 'Dallas')).toEqual([]);
    expect(now.filter((r) => r.city === 'Houston')).toHaveLength(1);
  });

  it('replaces the whole pool when one number is flagged and full replacement is on, and tops locations up when forced', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Texas', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    const before = await live(c.id);
    await t.deps.db.execute(`update campaigns set enable_full_sentry_replacement = true, force_full_coverage_sentry = true where id = '${c.id}'` as never);
    flagged.add(before[0]!.number);
    await pools.sentry.run(await fresh(c.id));
    flagged.clear();
    const after = await live(c.id);
    expect(after).toHaveLength(3);
    expect(after.some((r) => before.some((b) => b.number === r.number))).toBe(false);

    // A location left empty (its number released) is topped back up by the next run.
    await t.deps.db.execute(`update pool_numbers set status = 'DELETED' where number = '${after[0]!.number}'` as never);
    await pools.sentry.run(await fresh(c.id));
    expect(await live(c.id)).toHaveLength(3);
  });

  it('releases AGING numbers once their 30 days of rest are over', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Nevada', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    const [n] = await live(c.id);
    flagged.add(n!.number);
    await pools.sentry.run(await fresh(c.id));
    flagged.clear();
    clock.advance(29 * DAY);
    await pools.jobs.sweep();
    expect((await poolRows(t, c.id)).find((r) => r.number === n!.number)?.status).toBe('AGING');
    expect(carrier.released).not.toContain(n!.number);
    clock.advance(DAY + MINUTE);
    await pools.jobs.sweep();
    // Sessions signed in 30 days ago have expired.
    ({ owner, superadmin } = await signInDemoTeam(t));
    expect((await poolRows(t, c.id)).find((r) => r.number === n!.number)).toMatchObject({ status: 'DELETED', retiredReason: 'FLAGGED' });
    expect(carrier.released).toContain(n!.number);
    expect((await events(c.id)).some((e) => e.message === 'PhoneReleased: 1 number released after 30 days of aging.')).toBe(true);
  });

  it('queues a run for every campaign that is due', async () => {
    clock.advance(2 * DAY);
    await pools.jobs.sweep();
    ({ owner, superadmin } = await signInDemoTeam(t));
    const due = (await queued(t, 'sentry.run')).map((j) => j.data.campaignId);
    expect(due).toContain(DEMO_CAMPAIGNS.q4HomeServices);
    expect(due).not.toContain(DEMO_CAMPAIGNS.springPromo);
  });
});

describe('deactivation and CNAM changes', () => {
  it('releases every number at once when the campaign is deactivated, a customer’s own ones included', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Arizona', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    const [n] = await live(c.id);
    const res = await call(t, 'DELETE', campaignsUrl(`/${c.id}?confirmName=${encodeURIComponent(c.name)}`), owner);
    expect(res.statusCode, res.body).toBe(200);
    expect((await queued(t, 'pools.release')).map((j) => j.data)).toContainEqual({ campaignId: c.id });
    await pools.jobs.run('release', { campaignId: c.id });
    expect((await poolRows(t, c.id)).map((r) => [r.status, r.retiredReason])).toEqual([['DELETED', 'DEACTIVATED']]);
    expect(carrier.released).toContain(n!.number);

    const byop = await createCampaign({ provisioningType: 'BringYourOwnPool' });
    await addNumbers(t, byop.id, [{ number: '2015558001', source: 'BYOP' }]);
    await call(t, 'DELETE', campaignsUrl(`/${byop.id}?confirmName=${encodeURIComponent(byop.name)}`), owner);
    await pools.jobs.run('release', { campaignId: byop.id });
    expect((await poolRows(t, byop.id))[0]!.status).toBe('DELETED');
    expect(carrier.released).toContain('2015558001');
  });

  it('re-registers the new CNAM on every number, or with Replace pool flags them all and cycles new ones in', async () => {
    const c = await createCampaign({ provisioningType: 'FullCoverage', fullCoverageNumberCount: 1, coverageStates: [{ stateName: 'Arizona', country: 'US' }] });
    await pools.jobs.run('provision', { campaignId: c.id });
    await pools.jobs.run('cnamCheck', { campaignId: c.id });
    const [original] = await live(c.id);

    const service = await cnamId('ACME SERVICE');
    let res = await call(t, 'POST', campaignsUrl(`/${c.id}/update-cnam?identity=${service}&replacePool=false`), superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await queued(t, 'pools.cnam')).map((j) => j.data)).toContainEqual({ campaignId: c.id });
    await pools.jobs.run('cnam', { campaignId: c.id });
    expect(await live(c.id)).toMatchObject([{ number: original!.number, status: 'ACTIVE', cnam: 'ACME SERVICE', cnamStatus: 'PENDING' }]);

    res = await call(t, 'POST', campaignsUrl(`/${c.id}/update-cnam?identity=${await cnamId('ACME HOME')}&replacePool=true`), superadmin);
    expect(res.statusCode, res.body).toBe(200);
    // Flagged at once; the job orders the replacements.
    expect((await poolRows(t, c.id)).map((r) => [r.number, r.status, r.retiredReason])).toEqual([[original!.number, 'FLAGGED', 'CNAM_CHANGE']]);
    await pools.jobs.run('replace', { campaignId: c.id });
    const rows = await poolRows(t, c.id);
    expect(rows.find((r) => r.number === original!.number)?.status).toBe('AGING');
    expect(await live(c.id)).toMatchObject([{ city: 'Phoenix', cnam: 'ACME HOME', status: 'PENDING' }]);
  });
});
