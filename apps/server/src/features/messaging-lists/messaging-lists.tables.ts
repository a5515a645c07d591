import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MappedCol, MessagingListStatus } from '@trueline/contract';
import { messagingCampaigns } from '../messaging-campaigns/messaging-campaigns.tables';

/** What the job needs to process a list, fixed when processing was requested (the campaign's checks read then). */
export interface StoredMessagingRequest {
  mappedCols: MappedCol[];
  /** The campaign's DNC record sets: a number in any of them is SUPPRESSED. */
  dncRecordSets: string[];
  /** The Aegis workflow each lead walks before it may be sent ("Run workflow before send"), or null. */
  workflowId: string | null;
  /** ACTIVE: the list is activated when processing ends, if the campaign is approved (an ETL node's "List status"). */
  initStatus?: 'READY' | 'ACTIVE';
  /** Where the processed list is POSTed when processing ends (a list loaded through the public API). */
  webhookUrl?: string | null;
}

/** The scrub's counts (spec 3 §3 metrics without sent / delivered / failed, which are read from the leads). */
export interface MessagingListCounters {
  supplied: number;
  loaded: number;
  invalid: number;
  landline: number;
  suppressed: number;
  duplicate: number;
}

/**
 * Engage lead lists (spec 3 §3 Messaging list): the uploaded file of a messaging campaign, the processing request and
 * the job's progress. The job commits each batch of leads with `processed_rows`, so it resumes where it stopped.
 */
export const messagingLists = pgTable(
  'messaging_lists',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull().references(() => messagingCampaigns.id),
    name: text('name').notNull(),
    status: text('status').$type<MessagingListStatus>().notNull(),
    uploaded: timestamp('uploaded', { withTimezone: true }).notNull().defaultNow(),
    fileId: text('file_id'),
    /** The file's first row (the headers), and its data rows after it. */
    firstRow: text('first_row').array().notNull().default([]),
    rowCount: integer('row_count'),
    request: jsonb('request').$type<StoredMessagingRequest>(),
    processedByFirstName: text('processed_by_first_name'),
    processedByLastName: text('processed_by_last_name'),
    processingStart: timestamp('processing_start', { withTimezone: true }),
    processingFinish: timestamp('processing_finish', { withTimezone: true }),
    processedRows: integer('processed_rows').notNull().default(0),
    counters: jsonb('counters').$type<MessagingListCounters>().notNull(),
    /** Carrier label → leads loaded on it. */
    carrierBreakDown: jsonb('carrier_break_down').$type<Record<string, number>>().notNull().default({}),
    errorMessage: text('error_message'),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messaging_lists_campaign_uploaded').on(t.campaignId, t.uploaded),
    index('messaging_lists_workspace_uploaded').on(t.workspaceId, t.uploaded),
    // The lists that may become COMPLETE: those sending or paused.
    index('messaging_lists_sending').on(t.id).where(sql`${t.status} in ('ACTIVE', 'PAUSED')`),
  ],
);
export type MessagingListRow = typeof messagingLists.$inferSelect;
export type NewMessagingList = typeof messagingLists.$inferInsert;
