import { pgTable, text, timestamp, boolean, integer, bigint, jsonb, index } from 'drizzle-orm/pg-core';
import type { ListMetrics, ListStatus, ListType, MappedCol } from '@trueline/contract';
import { campaigns } from '../campaigns/campaigns.tables';

/** What the job needs to process a list, fixed when processing was requested (options already resolved). */
export interface StoredProcessRequest {
  type: ListType;
  mode: 'REPLACE' | 'APPEND';
  dialerListId: string | null;
  dialerListName: string | null;
  dedupe: string | null;
  mappedCols: MappedCol[];
  firstRowHasHeaders: boolean;
  crmAddMode: string | null;
  crmUpdateMode: string | null;
  listAddMode: string | null;
  leadKeyFields: string[];
  /** Where the result is POSTed when done (lists loaded through the public API). */
  webhookUrl: string | null;
  /** Loaded through the public API (lists/load): its result also fires the RealTimeListLoad webhooks. */
  viaApi?: boolean;
}

/**
 * Lead lists of campaigns: the uploaded (or imported) file, the processing request, and the job's progress and results.
 * The job records its progress here after every batch (rows handled, metrics, bytes of the processed file written),
 * so it resumes where it stopped.
 */
export const campaignLists = pgTable(
  'campaign_lists',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id),
    name: text('name').notNull(),
    status: text('status').$type<ListStatus>().notNull(),
    type: text('type').$type<ListType>().notNull().default('DIALER'),
    uploaded: timestamp('uploaded', { withTimezone: true }).notNull().defaultNow(),
    /** The stored source file (null for an import until its records are read from the dialer). */
    fileId: text('file_id'),
    /** The file's first row, and its data rows (after the first). */
    firstRow: text('first_row').array().notNull().default([]),
    rowCount: integer('row_count'),
    dialerListId: text('dialer_list_id'),
    dialerListName: text('dialer_list_name'),
    imported: boolean('imported').notNull().default(false),
    request: jsonb('request').$type<StoredProcessRequest>(),
    processedByFirstName: text('processed_by_first_name'),
    processedByLastName: text('processed_by_last_name'),
    processingStart: timestamp('processing_start', { withTimezone: true }),
    processingFinish: timestamp('processing_finish', { withTimezone: true }),
    /** The processed file (input rows with their outcome), written by the job, and how many of its bytes are committed. */
    processedFileId: text('processed_file_id'),
    outputBytes: bigint('output_bytes', { mode: 'number' }).notNull().default(0),
    /** Data rows the job has handled and committed. */
    processedRows: integer('processed_rows').notNull().default(0),
    /** Whether a first batch reached the dialer (REPLACE empties the list on the first one only). */
    delivered: boolean('delivered').notNull().default(false),
    metrics: jsonb('metrics').$type<ListMetrics>().notNull(),
    dialerResponse: text('dialer_response'),
    errorMessage: text('error_message'),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_lists_workspace_uploaded').on(t.workspaceId, t.uploaded),
    index('campaign_lists_campaign_uploaded').on(t.campaignId, t.uploaded),
    index('campaign_lists_campaign_dialer_list').on(t.campaignId, t.dialerListId),
    index('campaign_lists_workspace_finish').on(t.workspaceId, t.processingFinish),
  ],
);
export type CampaignListRow = typeof campaignLists.$inferSelect;
