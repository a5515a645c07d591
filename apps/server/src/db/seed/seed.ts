import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { seedOrganizations } from './01-organizations';
import { seedWorkspaces } from './02-workspaces';
import { seedNotifications } from './03-notifications';
import { seedBusinessRecords } from './05-business-records';
import { seedProvisioningProfiles } from './06-provisioning-profiles';
import { DEMO_CAMPAIGNS, seedCampaigns } from './07-campaigns';
import { seedLists } from './08-lists';
import { seedCoreFlux } from './09-coreflux';
import { seedProtect } from './10-protect';
import { seedCompliance } from './04-compliance';
import { seedWebhooks } from './20-webhooks';
import { seedReports } from './21-reports';
import { seedRecordSets } from './11-record-sets';
import { seedWorkflows } from './12-workflows';
import { seedInteractions } from './11-interactions';
import { seedEtlTasks } from './13-etl-tasks';
import { seedMessagingCampaigns } from './14-messaging-campaigns';
import { seedOptOuts } from './15-opt-outs';
import { seedMessagingLeads } from './16-messaging-leads';
import { seedSpringTuneUpList } from './17-spring-tune-up-list';
import { seedBilling } from './22-billing';
import { seedUsage } from './23-usage';

/** True when the database has no organisation yet (a first start). */
export async function isEmpty(app: App): Promise<boolean> {
  const result = await app.deps.db.execute(sql`select count(*)::int as n from organizations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

/** The demo data of design §8: two organisations, their team, workspaces with sandbox dialers, notifications. */
export async function seedDemo(app: App): Promise<void> {
  const ctx = await seedOrganizations(app);
  await seedWorkspaces(app, ctx);
  await seedNotifications(app, ctx);
  await seedCompliance(app, ctx);
  await seedBusinessRecords(app, ctx);
  await seedProvisioningProfiles(app, ctx);
  await seedCampaigns(app, ctx);
  await seedLists(app, ctx);
  await seedCoreFlux(app, ctx);
  await seedProtect(app, ctx);
  await seedWebhooks(app, ctx);
  await seedReports(app, ctx);
  await seedRecordSets(app, ctx);
  await seedWorkflows(app, ctx);
  await seedInteractions(app, ctx);
  await seedEtlTasks(app, ctx);
  await seedMessagingCampaigns(app, ctx);
  await seedOptOuts(app);
  await seedMessagingLeads(app, ctx);
  await seedSpringTuneUpList(app, ctx);
  await seedBilling(app, ctx);
  await seedUsage(app, ctx);
  // A week of callbacks, once the pool jobs have provisioned the campaigns' numbers.
  await app.services.callbacks.history.request([DEMO_CAMPAIGNS.q4HomeServices, DEMO_CAMPAIGNS.winBackMetro, DEMO_CAMPAIGNS.northeastRenewals], 7);
}
export type { SeedContext } from './01-organizations';
