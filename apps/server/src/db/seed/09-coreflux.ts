import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { createCampaignBody, DEFAULT_STATS_TIME_ZONE, updateCampaignBody, type ElasticConfig } from '@trueline/contract';
import type { App } from '../../app';
import type { Actor } from '../../platform/auth-context';
import { seeded } from '../../providers/sandbox';
import { poolHistory } from '../../features/pools/pool-history';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_CAMPAIGNS, DEMO_DIALER_CAMPAIGNS, dateCampaignEvents } from './07-campaigns';
import { DEMO_PROVISIONING_PROFILES } from './06-provisioning-profiles';

const DAY_MS = 86_400_000;
/** The pool has been in service this long (so its numbers are past their warm-up and take a full day's calls). */
const IN_SERVICE_DAYS = 42;
/** Days of calls kept: CoreFlux's longer window. */
const CALL_DAYS = 7;

const ELASTIC: ElasticConfig = { threshold: 10, minPerCity: 1, maxPerCity: 6, scaleUpWindow: 3, scaleDownWindow: 7, weekendWeight: 0.5, ignoreZeroDays: true };

/**
 * Calls a day per area code of the metro profile (New York 212/646/718, Miami 305/786, Chicago 312, San Francisco 415,
 * Austin 512, Houston 713) and, where the last three days differ, those days' calls. At 10 calls per number New York
 * outgrows its maximum, Chicago and Austin (busy lately) grow, Miami shrinks, San Francisco and Houston hold.
 */
const VOLUME: { areaCode: string; zip: string; state: string; perDay: number; lately?: number }[] = [
  { areaCode: '212', zip: '10001', state: 'NY', perDay: 24 },
  { areaCode: '646', zip: '10011', state: 'NY', perDay: 20 },
  { areaCode: '718', zip: '11201', state: 'NY', perDay: 22 },
  { areaCode: '305', zip: '33130', state: 'FL', perDay: 4 },
  { areaCode: '786', zip: '33125', state: 'FL', perDay: 2 },
  { areaCode: '312', zip: '60601', state: 'IL', perDay: 26 },
  { areaCode: '415', zip: '94103', state: 'CA', perDay: 8 },
  { areaCode: '512', zip: '78701', state: 'TX', perDay: 4, lately: 15 },
  { areaCode: '713', zip: '77002', state: 'TX', perDay: 0 },
];

/** A real-looking local number of the area code (exchange 200-999, never 555 or an N11 code). */
function phoneIn(areaCode: string, rand: () => number): string {
  let exchange = 0;
  while (exchange < 200 || exchange === 555 || exchange % 100 === 11) exchange = 200 + Math.floor(rand() * 800);
  return `${areaCode}${exchange}${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`;
}

/**
 * The CoreFlux demo campaign: elastic scaling over the metro area codes, its pool in service for six weeks, a week of
 * calls (leads loaded through the public API, each with the local caller ID the pool gave it that day), then one real
 * CoreFlux run, so the CoreFlux tab's map and city table show what CoreFlux computed from those calls.
 */
export async function seedCoreFlux(app: App, ctx: SeedContext): Promise<void> {
  const { campaigns, businessRecords, pools, coreflux, leads, workspaces } = app.services;
  const db = app.deps.db;
  const superadmin: Actor = { kind: 'user', userId: ctx.userIds.superadmin, orgId: ctx.demoOrgId, userType: 'SuperAdmin', email: 'superadmin@demo.test' };
  const owner: Actor = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' };
  const ws = DEMO_WORKSPACES.sales;
  const id = DEMO_CAMPAIGNS.metroElastic;
  const now = app.deps.now();
  const since = new Date(now.getTime() - IN_SERVICE_DAYS * DAY_MS);

  const identity = (await businessRecords.activeCnams(ws)).find((c) => c.name === 'ACME HOME')!.id;
  const created = await campaigns.create(await workspaces.scope(owner, ctx.demoOrgId, ws), createCampaignBody.parse({
    name: 'Metro Elastic Outreach', businessIdentityId: identity, dialerCampaignId: DEMO_DIALER_CAMPAIGNS.sales.appointmentSettingNorth,
    provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.metroAreaCodes, fullCoverageNumberCount: 1,
  }), id);
  // The pool, built now as its profile asks (a number the carrier cannot supply yet is ordered again by the provisioning
  // job after start), then dated back with what was logged about it.
  await pools.work.provision((await campaigns.findById(id))!, { trim: true });
  await pools.work.followCnam((await campaigns.findById(id))!);
  // Then it went elastic (CoreFlux settings are SuperAdmin's).
  await campaigns.update(await workspaces.scope(superadmin, ctx.demoOrgId, ws), id, updateCampaignBody.parse({
    name: created.name, forwardingNumber: '+12125550175', enableElasticScaling: true, elasticConfig: ELASTIC,
  }));

  const history = poolHistory(app.deps);
  await history.inServiceSince(id, since);
  await db.execute(sql`update campaigns set created = ${since.toISOString()}::timestamptz where id = ${id}`);
  await dateCampaignEvents(app, id, since);

  // A week of calls, a calling day at a time (oldest first), between 9:00 and 18:00 in New York.
  const c = { id, workspaceId: ws };
  const rand = seeded('demo:coreflux');
  const today = DateTime.fromJSDate(now).setZone(DEFAULT_STATS_TIME_ZONE).startOf('day');
  const taken = new Set<string>();
  const freshPhone = (areaCode: string) => {
    let phone = phoneIn(areaCode, rand);
    while (taken.has(phone)) phone = phoneIn(areaCode, rand);
    taken.add(phone);
    return phone;
  };
  const days = [];
  for (let d = CALL_DAYS; d >= 1; d--) {
    const day = today.minus({ days: d }).toMillis();
    const leads = VOLUME.flatMap((v) => {
      // The same volume every day, so what CoreFlux decides does not depend on the weekday of the first start.
      const n = d <= 3 && v.lately !== undefined ? v.lately : v.perDay;
      return Array.from({ length: n }, () => ({ phone: freshPhone(v.areaCode), zip: v.zip, state: v.state, loaded: new Date(day + (540 + Math.floor(rand() * 540)) * 60_000) }));
    }).sort((a, b) => a.loaded.getTime() - b.loaded.getTime());
    days.push({ at: new Date(day + 18 * 3_600_000), leads });
  }
  const callerIds = await history.assignOverDays(c, days);
  const rows = days.flatMap((d, i) => d.leads.map((l, j) => ({
    orgId: ctx.demoOrgId, workspaceId: ws, campaignId: id, listId: null, phone: l.phone, status: 'LOADED' as const,
    zip: l.zip, state: l.state, callerId: callerIds[i]![j] ?? null, uniqueId: null, loaded: l.loaded,
  })));
  await leads.insertBatch(rows);

  // CoreFlux sizes each city from those calls, as its hourly run does.
  await coreflux.run(id);
}
