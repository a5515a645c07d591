import { pgTable, text, timestamp, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import type {
  MessageField, MessagingCampaignStatus, MessagingDisposition, MessagingEventType, MessagingWebhookKey, SmsCampaignType, WeekSchedule,
} from '@trueline/contract';

/** The five texts of a campaign (spec 3 §3). */
export type MessagingTexts = Record<MessageField, string>;
/** An MMS media file of the initial message: its name in the campaign, and the stored bytes. */
export interface MessagingMediaFile { fileName: string; size: number; fileId: string; contentType: string }
export type MessagingSchedule = WeekSchedule & { exceptions: { id: string; date: string; schedule: { start: number; end: number }[] }[] };
export type MessagingWebhooks = Record<MessagingWebhookKey, string | null>;
export interface MessagingNotifications {
  sendConversationEmail: boolean;
  conversationEmail: { to: string[]; cc: string[]; subject: string; htmlBody: string };
}

/**
 * Engage messaging campaigns (spec 3 §3): an SMS campaign sent through a Core messaging campaign's pool. DELETED ones
 * stay (status DELETED) and show under the Inactive filter.
 */
export const messagingCampaigns = pgTable(
  'messaging_campaigns',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    campaignStatus: text('campaign_status').$type<MessagingCampaignStatus>().notNull().default('DRAFT'),
    status: text('status').$type<'ACTIVE' | 'DELETED'>().notNull().default('ACTIVE'),
    senderSourceType: text('sender_source_type').$type<SmsCampaignType>().notNull().default('LONG_CODE'),
    /** The Core campaign whose pool sends. */
    senderSourceId: text('sender_source_id'),
    aegisWorkflowId: text('aegis_workflow_id'),
    runWorkflowBeforeSend: boolean('run_workflow_before_send').notNull().default(false),
    dncRecordSets: jsonb('dnc_record_sets').$type<string[]>().notNull().default([]),
    customFields: jsonb('custom_fields').$type<string[]>().notNull().default([]),
    dispositions: jsonb('dispositions').$type<MessagingDisposition[]>().notNull().default([]),
    messages: jsonb('messages').$type<MessagingTexts>().notNull(),
    mediaFiles: jsonb('media_files').$type<MessagingMediaFile[]>().notNull().default([]),
    schedule: jsonb('schedule').$type<MessagingSchedule>().notNull(),
    webhooks: jsonb('webhooks').$type<MessagingWebhooks>().notNull(),
    notifications: jsonb('notifications').$type<MessagingNotifications>().notNull(),
    /** The reviewer's reason when last rejected; cleared when approval is requested again. */
    rejectionReason: text('rejection_reason'),
    folderId: text('folder_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messaging_campaigns_workspace').on(t.workspaceId, t.status)],
);
export type MessagingCampaignRow = typeof messagingCampaigns.$inferSelect;

/** A campaign's event log: saves, status changes and (from sending) warnings and errors; ERROR ones only SuperAdmin reads. */
export const messagingCampaignEvents = pgTable(
  'messaging_campaign_events',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<MessagingEventType>().notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('messaging_campaign_events_campaign').on(t.campaignId, t.timestamp)],
);
export type MessagingCampaignEventRow = typeof messagingCampaignEvents.$inferSelect;
