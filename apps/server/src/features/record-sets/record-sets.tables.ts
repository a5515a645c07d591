import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, boolean, integer, jsonb, index, primaryKey, uniqueIndex, customType } from 'drizzle-orm/pg-core';
import {
  RECORD_SET_STATUSES, RECORD_SET_TIME_UNITS, RECORD_SET_TIME_ZONES,
  type AttributeValue, type RecordSetAttribute, type RecordSetTimeUnit, type RecordSetTimeZone,
} from '@trueline/contract';

/**
 * Keys compare byte by byte ("C" collation), whatever the database's own: key order is the same everywhere (ETL reads in
 * it), a prefix search (`like '512%'`) walks the primary key's index, and a million-row load does not pay for
 * locale-aware comparisons in every index insertion.
 */
const keyText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** Record sets (spec 3 §3): their definition, TTL and approximate record count, per workspace. */
export const recordSets = pgTable(
  'record_sets',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: RECORD_SET_STATUSES }).notNull().default('ACTIVE'),
    ttlEnabled: boolean('ttl_enabled').notNull().default(true),
    ttlDuration: integer('ttl_duration').notNull().default(365),
    ttlUnit: text('ttl_unit', { enum: RECORD_SET_TIME_UNITS }).$type<RecordSetTimeUnit>().notNull().default('DAYS'),
    ttlTimeZone: text('ttl_time_zone', { enum: RECORD_SET_TIME_ZONES }).$type<RecordSetTimeZone>(),
    strictPhoneKey: boolean('strict_phone_key').notNull().default(true),
    attributes: jsonb('attributes').$type<RecordSetAttribute[]>().notNull(),
    folderId: text('folder_id'),
    /** Live (unexpired) records when last counted: about every 6 hours, and after each bulk upload. */
    recordCount: integer('record_count').notNull().default(0),
    recordCountUpdated: timestamp('record_count_updated', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    deleted: timestamp('deleted', { withTimezone: true }),
  },
  (t) => [
    index('record_sets_workspace').on(t.workspaceId, t.status),
    // The public API finds a set by name: one ACTIVE set per name (any case) in a workspace.
    uniqueIndex('record_sets_workspace_name').on(t.workspaceId, sql`lower(${t.name})`).where(sql`${t.status} = 'ACTIVE'`),
  ],
);
export type RecordSetRow = typeof recordSets.$inferSelect;

/**
 * The records of every set, keyed by (set, key): a 10-digit phone, or an extern ID when the set's strictPhoneKey is
 * off. Tenancy is the set's: a record is only ever reached through its set, which carries the organisation and
 * workspace. `expires_at` is null for sets without TTL; expired records are invisible at once and deleted by a job.
 */
export const recordSetRecords = pgTable(
  'record_set_records',
  {
    recordSetId: keyText('record_set_id').notNull(),
    key: keyText('key').notNull(),
    attributes: jsonb('attributes').$type<Record<string, AttributeValue>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.recordSetId, t.key] }),
    index('record_set_records_expiry').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
export type RecordRow = typeof recordSetRecords.$inferSelect;
