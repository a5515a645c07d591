import { pgTable, text, timestamp, boolean, integer, jsonb, index } from 'drizzle-orm/pg-core';
import type { SmsCampaignStatus, SmsCampaignType, SmsPoolProvider, SmsRateLimits } from '@trueline/contract';
import { workspaces } from '../workspaces/workspaces.tables';

export interface StoredAddress { address1: string; address2: string | null; city: string; state: string; zip: string }
export interface StoredContact { firstName: string; lastName: string; title: string; email: string; phone: string }

/** A business record (KYC profile) of a workspace; deleted ones keep their row (other features may still name them) but are hidden. */
export const businessRecords = pgTable(
  'business_records',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull().references(() => workspaces.id),
    resourceStatus: text('resource_status', { enum: ['ACTIVE', 'DISABLED'] }).notNull().default('ACTIVE'),
    legalName: text('legal_name').notNull(),
    callCategory: text('call_category').notNull().default('Informational'),
    callsPerMonth: integer('calls_per_month').notNull().default(10_000),
    ein: text('ein').notNull(),
    website: text('website').notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    contact: jsonb('contact').$type<StoredContact>().notNull(),
    ucProtectBrandedCallingProfileId: text('uc_protect_branded_calling_profile_id'),
    smsRateLimits: jsonb('sms_rate_limits').$type<SmsRateLimits>().notNull(),
    folderId: text('folder_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('business_records_workspace').on(t.workspaceId, t.legalName), index('business_records_folder').on(t.workspaceId, t.folderId)],
);

/** Approved caller names of a business record, in the order the panel lists them. */
export const businessRecordCnams = pgTable(
  'business_record_cnams',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    businessRecordId: text('business_record_id').notNull().references(() => businessRecords.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_record_cnams_record').on(t.businessRecordId), index('business_record_cnams_workspace').on(t.workspaceId)],
);

/** Approved SMS campaigns of a business record; the client makes up the id; a removed one is marked deleted. */
export const businessRecordSmsCampaigns = pgTable(
  'business_record_sms_campaigns',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    businessRecordId: text('business_record_id').notNull().references(() => businessRecords.id),
    vendorCampaignId: text('vendor_campaign_id').notNull(),
    poolProviderType: text('pool_provider_type').$type<SmsPoolProvider>().notNull().default('INFOBIP'),
    name: text('name').notNull(),
    campaignType: text('campaign_type').$type<SmsCampaignType>().notNull(),
    optInMessage: text('opt_in_message').notNull(),
    optOutMessage: text('opt_out_message').notNull(),
    helpMessage: text('help_message').notNull(),
    senderNumber: text('sender_number'),
    shortenedUrl: text('shortened_url'),
    mmsEnabled: boolean('mms_enabled').notNull().default(false),
    status: text('status').$type<SmsCampaignStatus>().notNull().default('NOT_READY'),
    vendors: jsonb('vendors').$type<SmsPoolProvider[]>().notNull(),
    position: integer('position').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('business_record_sms_campaigns_record').on(t.businessRecordId), index('business_record_sms_campaigns_workspace').on(t.workspaceId)],
);
