import { sql } from 'drizzle-orm';
import { businessRecordBody, createCampaignBody, type CreateCampaignBody, type UpdateCampaignBody, updateCampaignBody } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_COMPLIANCE } from './04-compliance';
import { DEMO_BUSINESS_RECORDS, DEMO_SMS_CAMPAIGNS } from './05-business-records';
import { DEMO_PROVISIONING_PROFILES } from './06-provisioning-profiles';

/** Fixed ids, so other features' demo data (lists, leads) and the e2e journeys can name these campaigns. */
export const DEMO_CAMPAIGNS = {
  q4HomeServices: '00000000-0000-4000-8000-0000000ca001',
  northeastRenewals: '00000000-0000-4000-8000-0000000ca002',
  ownNumbers: '00000000-0000-4000-8000-0000000ca003',
  appointmentAlerts: '00000000-0000-4000-8000-0000000ca004',
  winBackMetro: '00000000-0000-4000-8000-0000000ca005',
  springPromo: '00000000-0000-4000-8000-0000000ca006',
  /** The CoreFlux demo: elastic scaling over the metro area codes, with a week of calls (09-coreflux.ts). */
  metroElastic: '00000000-0000-4000-8000-0000000ca007',
  collectionsManaged: '00000000-0000-4000-8000-0000000ca101',
};
/** Campaigns the sandbox dialers answer for the demo accounts (FIVE9 ids are names; RING ids are numbers). */
export const DEMO_DIALER_CAMPAIGNS = {
  sales: { winBackEast: 'Win-back East', appointmentSettingNorth: 'Appointment Setting North', debtReliefSouth: 'Debt Relief South', collectionsCentral: 'Collections Central' },
  collections: { collectionsSouth: '518747' },
};
export const DEMO_COLLECTIONS_RECORD = '00000000-0000-4000-8000-0000000b0101';
const FOLDERS = { q4Outreach: '00000000-0000-4000-8000-00000000f001', retention: '00000000-0000-4000-8000-00000000f002' };

/** `daysAgo`: when the campaign was created (before its demo lists); `deactivate`: how many days ago it was deactivated. */
type Seeded = { id: string; ws: string; daysAgo: number; body: CreateCampaignBody; settings?: Omit<UpdateCampaignBody, 'name'>; deactivate?: { daysAgo: number } };

/**
 * Demo campaigns of every provisioning type, created through the campaigns service so the lifecycle runs (pools provision
 * them). Full-coverage campaigns cover a few states only, to keep first start quick.
 */
export async function seedCampaigns(app: App, ctx: SeedContext): Promise<void> {
  const { campaigns, businessRecords, workspaces } = app.services;
  const superadmin = { kind: 'user', userId: ctx.userIds.superadmin, orgId: ctx.demoOrgId, userType: 'SuperAdmin', email: 'superadmin@demo.test' } as const;
  const owner = { kind: 'user', userId: ctx.userIds.owner, orgId: ctx.demoOrgId, userType: 'Owner', email: 'owner@demo.test' } as const;

  // Collections (RING) gets a business record of its own, whose CNAM its managed campaign shows.
  await businessRecords.create(await workspaces.scope(superadmin, ctx.demoOrgId, DEMO_WORKSPACES.collections), businessRecordBody.parse({
    legalName: 'Northstar Recovery Partners LLC', ein: '83-4410627', website: 'https://northstar-recovery.example', phone: '+12145550163',
    address: { address1: '1201 Elm Street', address2: 'Floor 18', city: 'Dallas', state: 'TX', zip: '75270' },
    contact: { firstName: 'Janelle', lastName: 'Brooks', title: 'Compliance Officer', email: 'jbrooks@northstar-recovery.example', phone: '+12145550164' },
    callCategory: 'Collections', callsPerMonth: 60_000, cnams: [{ name: 'NORTHSTAR' }],
  }), DEMO_COLLECTIONS_RECORD);

  const cnam = async (ws: string, name: string) => (await businessRecords.activeCnams(ws)).find((c) => c.name === name)!.id;
  const [acmeHome, acmeService, northstar] = await Promise.all([
    cnam(DEMO_WORKSPACES.sales, 'ACME HOME'), cnam(DEMO_WORKSPACES.sales, 'ACME SERVICE'), cnam(DEMO_WORKSPACES.collections, 'NORTHSTAR'),
  ]);
  const dialer = DEMO_DIALER_CAMPAIGNS.sales;
  const sales = DEMO_WORKSPACES.sales;

  const seeded: Seeded[] = [
    {
      id: DEMO_CAMPAIGNS.q4HomeServices, ws: sales, daysAgo: 24,
      body: {
        name: 'Q4 Home Services Outreach', businessIdentityId: acmeHome, dialerCampaignId: dialer.appointmentSettingNorth, provisioningType: 'FullCoverage',
        fullCoverageNumberCount: 2, coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'Arizona', country: 'US' }], folderId: FOLDERS.q4Outreach,
      },
      settings: {
        forwardingNumber: '+15125550199',
        features: { duplicatePrevention: true, knownLitigatorScrubEnabled: true, dncScrubEnabled: true, ftcSanId: DEMO_COMPLIANCE.ftcSanFull, dataBoostEnabled: true },
        validationDataMapping: { line_type: 'Lead Source', sendOnlyActiveLeads: true },
      },
    },
    {
      id: DEMO_CAMPAIGNS.northeastRenewals, ws: sales, daysAgo: 38,
      body: { name: 'Northeast Renewals', businessIdentityId: acmeService, dialerCampaignId: dialer.winBackEast, provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.northeast },
      settings: { forwardingNumber: '+12125550148', features: { stateDncScrubEnabled: true, duplicatePrevention: true } },
    },
    {
      id: DEMO_CAMPAIGNS.ownNumbers, ws: sales, daysAgo: 12,
      body: { name: 'Own Numbers Pilot', businessIdentityId: acmeHome, dialerCampaignId: dialer.debtReliefSouth, provisioningType: 'BringYourOwnPool' },
    },
    {
      id: DEMO_CAMPAIGNS.appointmentAlerts, ws: sales, daysAgo: 30,
      body: {
        name: 'Appointment Alerts SMS', businessIdentityId: acmeService, provisioningType: 'SmsMessaging',
        messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts },
      },
    },
    {
      id: DEMO_CAMPAIGNS.winBackMetro, ws: sales, daysAgo: 52,
      body: {
        name: 'Win-back Metro', businessIdentityId: acmeHome, dialerCampaignId: dialer.winBackEast, provisioningType: 'ProvisioningProfile',
        provisioningProfileId: DEMO_PROVISIONING_PROFILES.metroAreaCodes, folderId: FOLDERS.retention,
      },
      settings: { forwardingNumber: '(312) 555-0117', forwardViaSipTrunk: true },
    },
    {
      id: DEMO_CAMPAIGNS.springPromo, ws: sales, daysAgo: 95, deactivate: { daysAgo: 21 },
      body: { name: 'Spring Promo 2026', businessIdentityId: acmeService, dialerCampaignId: dialer.collectionsCentral, coverageStates: [{ stateName: 'Nevada', country: 'US' }] },
    },
    {
      id: DEMO_CAMPAIGNS.collectionsManaged, ws: DEMO_WORKSPACES.collections, daysAgo: 60,
      body: {
        name: 'Collections Managed Dialing', businessIdentityId: northstar, dialerCampaignId: DEMO_DIALER_CAMPAIGNS.collections.collectionsSouth,
        isManaged: true, reimportInterval: 7, coverageStates: [{ stateName: 'Texas', country: 'US' }],
      },
      settings: { forwardingNumber: '+12145550163' },
    },
  ];

  const now = app.deps.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  for (const s of seeded) {
    const scope = await workspaces.scope(owner, ctx.demoOrgId, s.ws);
    const created = await campaigns.create(scope, createCampaignBody.parse(s.body), s.id);
    if (s.settings) await campaigns.update(scope, s.id, updateCampaignBody.parse({ name: created.name, ...s.settings }));
    // Dated back with what was logged about it: created (and set up) some weeks ago, deactivated later.
    await app.deps.db.execute(sql`update campaigns set created = ${ago(s.daysAgo).toISOString()}::timestamptz where id = ${s.id}`);
    await dateCampaignEvents(app, s.id, ago(s.daysAgo));
    if (s.deactivate) {
      await campaigns.deactivate(scope, s.id, created.name);
      await app.deps.db.execute(sql`update campaigns set deactivated_at = ${ago(s.deactivate.daysAgo).toISOString()}::timestamptz where id = ${s.id}`);
      await dateCampaignEvents(app, s.id, ago(s.deactivate.daysAgo), ago(1));
    }
  }
}

const DAY_MS = 86_400_000;

/**
 * Dates a demo campaign's event log entries written since `after` (all of them without it) at `at`, a second apart in
 * the order they were written, so the Event log tab reads like the campaign's past rather than the moment of seeding.
 */
export async function dateCampaignEvents(app: App, campaignId: string, at: Date, after?: Date): Promise<void> {
  await app.deps.db.execute(sql`
    update campaign_events e set timestamp = ${at.toISOString()}::timestamptz + ((o.n - 1) * interval '1 second')
    from (select id, row_number() over (order by timestamp, id) as n from campaign_events
          where campaign_id = ${campaignId} and (${after?.toISOString() ?? null}::timestamptz is null or timestamp > ${after?.toISOString() ?? null}::timestamptz)) o
    where e.id = o.id`);
}
