import { pgTable, text, timestamp, boolean, integer, jsonb, index } from 'drizzle-orm/pg-core';
import type {
  CampaignEventCategory, CampaignEventType, CampaignFeatures, CampaignStatus, CoverageState, ElasticConfig, MessagingConfig,
  ProvisioningType, ValidationDataMapping,
} from '@trueline/contract';
import { workspaces } from '../workspaces/workspaces.tables';

/** Dialer and messaging campaigns of a workspace (spec 1 §3.4, spec 2 §3). Deactivated ones keep their row. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull().references(() => workspaces.id),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('ACTIVE'),
    provisioningType: text('provisioning_type').$type<ProvisioningType>().notNull(),
    forwardingNumber: text('forwarding_number'),
    forwardViaSipTrunk: boolean('forward_via_sip_trunk').notNull().default(false),
    defaultMappingTemplate: text('default_mapping_template'),
    /** The CNAM identity: a CNAM id of one of the workspace's business records. */
    businessIdentityId: text('business_identity_id'),
    dialerCampaignId: text('dialer_campaign_id'),
    dialerCampaignName: text('dialer_campaign_name'),
    isManaged: boolean('is_managed').notNull().default(false),
    folderId: text('folder_id'),
    nextSentry: timestamp('next_sentry', { withTimezone: true }),
    sentryAge: integer('sentry_age').notNull().default(60),
    enableFullSentryReplacement: boolean('enable_full_sentry_replacement').notNull().default(false),
    forceFullCoverageSentry: boolean('force_full_coverage_sentry').notNull().default(false),
    enableElasticScaling: boolean('enable_elastic_scaling').notNull().default(false),
    fullCoverageNumberCount: integer('full_coverage_number_count').notNull().default(1),
    provisioningProfileId: text('provisioning_profile_id'),
    reimportInterval: integer('reimport_interval').notNull().default(45),
    /** When a managed campaign's dialer list was last imported (the periodic reimport counts from it). */
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    coverageAreaCodes: text('coverage_area_codes').array().notNull().default([]),
    coverageStates: jsonb('coverage_states').$type<CoverageState[]>().notNull().default([]),
    messagingConfig: jsonb('messaging_config').$type<MessagingConfig>().notNull(),
    validationDataMapping: jsonb('validation_data_mapping').$type<ValidationDataMapping>().notNull(),
    features: jsonb('features').$type<CampaignFeatures>().notNull(),
    elasticConfig: jsonb('elastic_config').$type<ElasticConfig>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [index('campaigns_workspace').on(t.workspaceId, t.name), index('campaigns_folder').on(t.workspaceId, t.folderId), index('campaigns_next_sentry').on(t.nextSentry)],
);

/** The campaign event log: what Sentry, provisioning, CNAM updates, lists and CoreFlux did, newest read first. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<CampaignEventType>().notNull(),
    category: text('category').$type<CampaignEventCategory>().notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('campaign_events_campaign_time').on(t.campaignId, t.timestamp)],
);
