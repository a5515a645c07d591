import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignEvent, CityUtilization, ElasticConfig, RealtimeEvent } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DAY, HOUR, testClock } from '../../testing/auth-fixtures';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS, fakeNumbers, poolRows, poolsOf, queued } from '../pools/pools.test-fixtures';
import { campaignsUrl, createCampaign, salesBody, saveCampaign } from '../campaigns/campaigns.test-helpers';
import { DEMO_PROVISIONING_PROFILES as DEMO_PROFILES } from '../../db/seed/06-provisioning-profiles';
import { COREFLUX_JOBS, type CoreFlux } from './coreflux.module';
import { CITY_EVENTS_KEPT } from './coreflux-run';

// Wednesday 12:00 in New York: the calling days below are whole days before it.
const clock = testClock(Date.parse('2026-03-04T17:00:00Z'));
const carrier = fakeNumbers();
const NYC = 'US-NY-new-york';
const BUFFALO = 'US-NY-buffalo';
const FORWARDING = '+12125550100';
const ELASTIC: ElasticConfig = { threshold: 50, minPerCity: 1, maxPerCity: 5, scaleUpWindow: 3, scaleDownWindow: 7, weekendWeight: 1, ignoreZeroDays: true };

let t: TestApp;
let coreflux: CoreFlux;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now, numbers: carrier.provider } as never });
  coreflux = (t.services as unknown as { coreflux: CoreFlux }).coreflux;
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const fresh = async (id: string) => (await t.services.campaigns.findById(id))!;
const inService = async (id: string, locationId: string) =>
  (await poolRows(t, id)).filter((r) => r.locationId === locationId && (r.status === 'ACTIVE' || r.status === 'PENDING'));
const cities = async (c: { id: string }, s: Session = owner): Promise<CityUtilization[]> => {
  const res = await call(t, 'GET', campaignsUrl(DEMO.ws.sales, `/${c.id}/cityUtilization`), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const city = (rows: CityUtilization[], id: string) => rows.find((r) => r.city.id === id)!;
const coreFluxEvents = async (c: { id: string }): Promise<CampaignEvent[]> =>
  ((await call(t, 'GET', campaignsUrl(DEMO.ws.sales, `/${c.id}/events`), superadmin)).json().data as CampaignEvent[]).filter((e) => e.category === 'CoreFlux');

/** A FullCoverage campaign over New York State (New York City and Buffalo), 2 numbers each, callers' names registered. */
async function elasticCampaign(config: Partial<ElasticConfig> = {}): Promise<Campaign> {
  const created = await createCampaign(t, owner, await salesBody(t, { fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'New York', country: 'US' }] }));
  expect((await saveCampaign(t, owner, created, { forwardingNumber: FORWARDING })).statusCode).toBe(200);
  const pools = poolsOf(t);
  await pools.work.provision(await fresh(created.id), { trim: true });
  await pools.work.followCnam(await fresh(created.id));
  const res = await saveCampaign(t, superadmin, await fresh(created.id), { enableElasticScaling: true, elasticConfig: { ...ELASTIC, ...config } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** `perDay` leads a day over the last `days` days (today included), each given one of the city's numbers as caller ID. */
async function callsFrom(c: Campaign, locationId: string, perDay: number, days: number) {
  const numbers = (await inService(c.id, locationId)).map((n) => n.number);
  const rows = [];
  for (let d = 0; d < days; d++) {
    const loaded = new Date(clock.ms - d * DAY - HOUR);
    for (let i = 0; i < perDay; i++) {
      rows.push({
        orgId: c.orgId, workspaceId: c.workspaceId, campaignId: c.id, listId: null, phone: `716${String(d).padStart(2, '0')}${String(i).padStart(5, '0')}`,
        status: 'LOADED' as const, zip: null, state: 'NY', callerId: numbers[i % numbers.length]!, uniqueId: null, loaded,
      });
    }
  }
  await t.services.leads.insertBatch(rows);
}

describe('coreflux.run', () => {
  it('scales a busy city up and an idle one down within min and max, and records both', async () => {
    const c = await elasticCampaign();
    expect((await inService(c.id, NYC)).length).toBe(2);
    expect((await inService(c.id, BUFFALO)).length).toBe(2);
    await callsFrom(c, NYC, 180, 5);

    expect(await coreflux.run(c.id)).toBe('done');

    // New York: 180 calls a day at 50 per number needs 4. Buffalo: no calls at all, down to the minimum of 1.
    expect((await inService(c.id, NYC)).length).toBe(4);
    const buffalo = (await poolRows(t, c.id)).filter((r) => r.locationId === BUFFALO);
    expect(buffalo.filter((r) => r.status === 'ACTIVE').length).toBe(1);
    expect(buffalo.filter((r) => r.status === 'AGING')).toEqual([expect.objectContaining({ retiredReason: 'SURPLUS' })]);

    const rows = await cities(c);
    expect(rows.map((r) => r.city.id).sort()).toEqual([BUFFALO, NYC]);
    expect(city(rows, NYC)).toMatchObject({
      city: { id: NYC, city: 'New York', state: 'NY', country: 'US', lat: 40.71, lon: -74.01 },
      utilization: {
        targetPoolCount: 4, activeNumberCount: 2, incompleteOrderCount: 2, // the two new numbers wait for their caller name
        events: [{ timestamp: clock.now().toISOString(), message: 'Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number' }],
      },
    });
    expect(city(rows, BUFFALO).utilization).toMatchObject({
      targetPoolCount: 1, activeNumberCount: 1, incompleteOrderCount: 0,
      events: [{ message: 'Scaled down from 2 to 1: no calls over 7 days and no calls over 3 days; min per city is 1' }],
    });

    // Live counts: once the caller names are registered the new numbers count as active.
    await poolsOf(t).work.followCnam(await fresh(c.id));
    expect(city(await cities(c), NYC).utilization).toMatchObject({ activeNumberCount: 4, incompleteOrderCount: 0 });

    expect((await coreFluxEvents(c)).map((e) => [e.type, e.message]).sort()).toEqual([
      ['INFO', 'Buffalo, NY: Scaled down from 2 to 1: no calls over 7 days and no calls over 3 days; min per city is 1'],
      ['INFO', 'New York, NY: Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number'],
    ]);
    expect((await fresh(c.id)).activePoolCount).toBe(5);
  });

  it('changes nothing on a repeated run (hysteresis holds the count), and caps a city at maxPerCity', async () => {
    const c = await elasticCampaign();
    await callsFrom(c, NYC, 180, 7);
    await coreflux.run(c.id);
    const before = await poolRows(t, c.id);
    clock.advance(1000);
    await coreflux.run(c.id);
    expect((await poolRows(t, c.id)).map((r) => [r.number, r.status])).toEqual(before.map((r) => [r.number, r.status]));
    expect(city(await cities(c), NYC).utilization.events).toHaveLength(1);
    expect(await coreFluxEvents(c)).toHaveLength(2);

    // The maximum lowered below the count: the city comes down to it.
    await saveCampaign(t, superadmin, await fresh(c.id), { elasticConfig: { ...ELASTIC, maxPerCity: 3 } });
    await coreflux.run(c.id);
    expect((await inService(c.id, NYC)).length).toBe(3);
    const nyc = city(await cities(c), NYC).utilization;
    expect(nyc.targetPoolCount).toBe(3);
    expect(nyc.events.map((e) => e.message)).toEqual(['Scaled down from 4 to 3: max per city is 3', 'Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number']);
  });

  it('never scales above maxPerCity however busy the city', async () => {
    const c = await elasticCampaign({ maxPerCity: 3 });
    await callsFrom(c, NYC, 600, 3);
    await coreflux.run(c.id);
    expect((await inService(c.id, NYC)).length).toBe(3);
    expect(city(await cities(c), NYC).utilization.events[0]!.message).toBe('Scaled up from 2 to 3: 600 calls/day over 3 days exceeds 50 per number (capped at max per city 3)');
  });

  it('says what the carrier could not supply, counts it as ordered, and orders it again on the next run', async () => {
    const c = await elasticCampaign();
    await callsFrom(c, NYC, 180, 3);
    carrier.failing.add(NYC);
    try {
      await coreflux.run(c.id);
    } finally {
      carrier.failing.delete(NYC);
    }
    const nyc = city(await cities(c), NYC).utilization;
    expect(nyc).toMatchObject({ targetPoolCount: 4, activeNumberCount: 2, incompleteOrderCount: 2 });
    expect(nyc.events[0]!.message).toBe('Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number; 2 numbers could not be ordered yet (No numbers available), ordered again on the next run');
    expect((await coreFluxEvents(c)).find((e) => e.message.startsWith('New York'))).toMatchObject({ type: 'WARNING' });

    clock.advance(1000);
    await coreflux.run(c.id);
    expect((await inService(c.id, NYC)).length).toBe(4);
    expect(city(await cities(c), NYC).utilization).toMatchObject({ targetPoolCount: 4, incompleteOrderCount: 2 });
  });

  it('keeps the latest events of a city, newest first', async () => {
    const c = await elasticCampaign({ threshold: 1, maxPerCity: 3 });
    await callsFrom(c, NYC, 5, 3);
    // Alternate the maximum so every run changes New York's count.
    for (let i = 0; i < CITY_EVENTS_KEPT + 3; i++) {
      await saveCampaign(t, superadmin, await fresh(c.id), { elasticConfig: { ...ELASTIC, threshold: 1, maxPerCity: i % 2 === 0 ? 2 : 3 } });
      clock.advance(1000);
      await coreflux.run(c.id);
    }
    const events = city(await cities(c), NYC).utilization.events;
    expect(events).toHaveLength(CITY_EVENTS_KEPT);
    expect(events[0]!.timestamp > events[1]!.timestamp).toBe(true);
  });

  it('publishes CityUtilization on the campaign channel each time it records the cities (not for a busy or skipped run)', async () => {
    const c = await elasticCampaign();
    const published: { channel: string; event: RealtimeEvent }[] = [];
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = async (channel, event) => {
      published.push({ channel, event });
      return publish(channel, event);
    };
    try {
      expect(await coreflux.run(c.id)).toBe('done');
      const cityEvents = () => published.filter((p) => p.event.type === 'CityUtilization');
      expect(cityEvents()).toEqual([
        { channel: `campaign:${c.id}`, event: { type: 'CityUtilization', payload: { campaignId: c.id, cities: 2, updated: clock.now().toISOString() } } },
      ]);
      // A run that changes nothing still refreshes the counts the tab shows.
      clock.advance(1000);
      expect(await coreflux.run(c.id)).toBe('done');
      expect(cityEvents()).toHaveLength(2);
      expect(await coreflux.run('no-such-campaign')).toBe('skipped');
      const { takeLease, dropLease } = await import('../pools/pools.repo');
      expect(await takeLease(t.deps.db, c.id, 'someone-else', clock.now(), new Date(clock.ms + 60_000))).toBe(true);
      expect(await coreflux.run(c.id)).toBe('busy');
      await dropLease(t.deps.db, c.id, 'someone-else');
      expect(cityEvents()).toHaveLength(2);
    } finally {
      t.deps.realtime.publish = publish;
    }
  });

  it('provisioning keeps an elastic city of several area-code slots at the floor CoreFlux set, not one number per area code', async () => {
    const created = await createCampaign(t, owner, await salesBody(t, {
      provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROFILES.metroAreaCodes, fullCoverageNumberCount: 1,
    }));
    expect((await saveCampaign(t, owner, created, { forwardingNumber: FORWARDING })).statusCode).toBe(200);
    const pools = poolsOf(t);
    await pools.work.provision(await fresh(created.id), { trim: true });
    // The profile's 212 and 646 are both New York's.
    expect((await inService(created.id, NYC)).map((n) => n.areaCode).sort()).toEqual(['212', '646']);
    await saveCampaign(t, superadmin, await fresh(created.id), { enableElasticScaling: true, elasticConfig: ELASTIC });
    expect(await coreflux.run(created.id)).toBe('done');
    expect(await inService(created.id, NYC)).toHaveLength(1);
    // The provisioning job (after start, or any reprovisioning) leaves New York at CoreFlux's count.
    await pools.work.provision(await fresh(created.id), { trim: true });
    expect(await inService(created.id, NYC)).toHaveLength(1);
  });

  it('leaves campaigns without elastic scaling, BYOP pools and deactivated campaigns alone', async () => {
    const plain = await createCampaign(t, owner, await salesBody(t, { coverageStates: [{ stateName: 'New York', country: 'US' }] }));
    expect(await coreflux.run(plain.id)).toBe('skipped');
    expect(await cities(plain)).toEqual([]);
    expect(await coreflux.run('no-such-campaign')).toBe('skipped');

    const byop = await createCampaign(t, owner, await salesBody(t, { provisioningType: 'BringYourOwnPool' }));
    expect((await saveCampaign(t, superadmin, byop, { forwardingNumber: FORWARDING, enableElasticScaling: true })).statusCode).toBe(200);
    expect(await coreflux.run(byop.id)).toBe('skipped');

    const gone = await elasticCampaign();
    expect((await call(t, 'DELETE', campaignsUrl(DEMO.ws.sales, `/${gone.id}?confirmName=${encodeURIComponent(gone.name)}`), owner)).statusCode).toBe(200);
    expect(await coreflux.run(gone.id)).toBe('skipped');
  });

  it('waits for other pool work of the campaign (the pool lease) and runs again shortly', async () => {
    const c = await elasticCampaign();
    const { takeLease, dropLease } = await import('../pools/pools.repo');
    const now = clock.now();
    expect(await takeLease(t.deps.db, c.id, 'someone-else', now, new Date(now.getTime() + 60_000))).toBe(true);
    expect(await coreflux.run(c.id)).toBe('busy');
    await dropLease(t.deps.db, c.id, 'someone-else');
    expect(await coreflux.run(c.id)).toBe('done');
  });
});

describe('coreflux jobs', () => {
  it('sweeps every elastic campaign into one queued run each', async () => {
    const c = await elasticCampaign();
    const queuedBefore = (await queued(t, COREFLUX_JOBS.run)).map((j) => j.data.campaignId);
    // Switching elastic scaling on already queued a run; the sweep does not queue a second.
    expect(queuedBefore.filter((id) => id === c.id)).toHaveLength(1);
    const swept = await coreflux.sweep();
    expect(swept).toBeGreaterThanOrEqual(1);
    const ids = (await queued(t, COREFLUX_JOBS.run)).map((j) => j.data.campaignId);
    expect(ids.filter((id) => id === c.id)).toHaveLength(1);
    expect(ids).not.toContain(DEMO_CAMPAIGNS.q4HomeServices);
  });

  it('switching elastic scaling off hands the pool back to its normal count per location', async () => {
    const c = await elasticCampaign();
    const res = await saveCampaign(t, superadmin, await fresh(c.id), { enableElasticScaling: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await queued(t, 'pools.provision')).map((j) => j.data)).toContainEqual(expect.objectContaining({ campaignId: c.id }));
  });
});

describe('GET cityUtilization', () => {
  it('answers every role of the organisation, and 404 to another organisation', async () => {
    const c = await elasticCampaign();
    await coreflux.run(c.id);
    for (const s of [superadmin, owner, admin]) expect((await cities(c, s)).map((r) => r.city.id).sort()).toEqual([BUFFALO, NYC]);
    const path = `/${c.id}/cityUtilization`;
    expect((await call(t, 'GET', campaignsUrl(DEMO.ws.sales, path), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', campaignsUrl(DEMO.ws.other, path, DEMO.otherOrgId), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', campaignsUrl(DEMO.ws.collections, path), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', campaignsUrl(DEMO.ws.sales, path))).statusCode).toBe(401);
  });
});
