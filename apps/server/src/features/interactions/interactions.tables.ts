import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CHANNEL_TYPES, INTERACTION_RESULTS, PHONE_TYPES,
  type InteractionValidation, type KnownLitigatorCheck, type SipCallResult,
} from '@trueline/contract';

/** An event as stored: the contract's fields and the node that logged it (for the editor). */
export interface StoredInteractionEvent {
  type: 'SUCCESS' | 'INFO' | 'WARNING' | 'ERROR';
  message: string;
  timestamp: string;
  nodeId?: string;
}

/**
 * Every screened call, text and ETL record, with its events. Unbounded: written in batches by the recorder, read by
 * time within a workspace (call search, downloads), by the callee's number or extern ID over a window (the Velocity
 * node, call search by phone), and never scanned whole — the dashboard reads `interaction_rollups`.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    workflowId: text('workflow_id').notNull(),
    channelType: text('channel_type', { enum: CHANNEL_TYPES }).notNull(),
    /** The called party, ten digits. */
    toPhone: text('to_phone').notNull(),
    /** The calling number, ten digits ('' when not given). */
    fromPhone: text('from_phone').notNull(),
    pcidFromNumber: text('pcid_from_number'),
    originalZip: text('original_zip'),
    externId: text('extern_id'),
    phoneType: text('phone_type', { enum: PHONE_TYPES }),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    timezone: text('timezone'),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    sipCallResult: jsonb('sip_call_result').$type<SipCallResult>(),
    validationResult: jsonb('validation_result').$type<InteractionValidation>(),
    /** The validation's carrier and line type, as columns for the dashboard's counts. */
    carrier: text('carrier'),
    lineType: text('line_type'),
    knownLitigatorCheck: jsonb('known_litigator_check').$type<KnownLitigatorCheck>(),
    result: text('result', { enum: INTERACTION_RESULTS }).notNull(),
    reason: text('reason'),
    isTest: boolean('is_test').notNull(),
    isSipTrunk: boolean('is_sip_trunk').notNull(),
    runTimeMs: integer('run_time_ms').notNull(),
    events: jsonb('events').$type<StoredInteractionEvent[]>().notNull(),
  },
  (t) => [
    // Call search and downloads page by time (newest first, id breaking ties); the dashboard's edges read it too.
    index('interactions_workspace_time').on(t.workspaceId, t.timestamp, t.id),
    // Velocity by phone and call search by To; call search by From.
    index('interactions_workspace_to_time').on(t.workspaceId, t.toPhone, t.timestamp),
    index('interactions_workspace_from_time').on(t.workspaceId, t.fromPhone, t.timestamp),
    // Velocity by extern ID (most interactions have none).
    index('interactions_workspace_extern_time').on(t.workspaceId, t.externId, t.timestamp).where(sql`extern_id is not null`),
  ],
);
export type InteractionDbRow = typeof interactions.$inferSelect;

/**
 * Rollup grains: 15-minute, hourly, daily and monthly buckets (UTC). Totals keep all four (a chart's hours and days
 * in any time zone are made of 15-minute or hourly buckets); the dimensions keep hours, days and months.
 */
export const ROLLUP_GRAINS = ['Q', 'H', 'D', 'M'] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];
/** What the dimension rollups count interactions by. */
export const ROLLUP_DIMENSIONS = ['reason', 'state', 'carrier', 'lineType'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * How many interactions each workspace had per bucket, workflow and test flag, and how many of them were accepted
 * and rejected (the rest were ignored). Kept by the recorder in the same statement that inserts the interactions,
 * so they always agree with the rows; the dashboard's chart, its per-workflow table and call-search totals read
 * these instead of the rows (only a range's unaligned edges read rows). The primary key also carries the counts
 * (INCLUDE, in a custom migration), so those reads are index-only scans.
 */
export const interactionTotals = pgTable(
  'interaction_totals',
  {
    workspaceId: text('workspace_id').notNull(),
    grain: text('grain', { enum: ROLLUP_GRAINS }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    workflowId: text('workflow_id').notNull(),
    isTest: boolean('is_test').notNull(),
    orgId: text('org_id').notNull(),
    total: integer('total').notNull(),
    accepted: integer('accepted').notNull(),
    rejected: integer('rejected').notNull(),
  },
  (t) => [primaryKey({ name: 'interaction_totals_pk', columns: [t.workspaceId, t.grain, t.bucket, t.workflowId, t.isTest] })],
);

/**
 * Interactions per reason, state, carrier and line type, per workspace, bucket, workflow, result and test flag: the
 * dashboard's blocks, and call-search totals filtered by states or a reason. Kept like the totals; the primary key
 * carries the count (INCLUDE, custom migration).
 */
export const interactionRollups = pgTable(
  'interaction_rollups',
  {
    workspaceId: text('workspace_id').notNull(),
    grain: text('grain', { enum: ROLLUP_GRAINS }).notNull(),
    dimension: text('dimension', { enum: ROLLUP_DIMENSIONS }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    workflowId: text('workflow_id').notNull(),
    result: text('result', { enum: INTERACTION_RESULTS }).notNull(),
    isTest: boolean('is_test').notNull(),
    value: text('value').notNull(),
    orgId: text('org_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'interaction_rollups_pk', columns: [t.workspaceId, t.grain, t.dimension, t.bucket, t.workflowId, t.result, t.isTest, t.value] })],
);
