import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, index, integer, jsonb, primaryKey, serial, uniqueIndex, bigint } from 'drizzle-orm/pg-core';

/** Authorisation codes the sandbox CXone has exchanged: a code works once (kept until it would have expired anyway). */
export const sandboxCxoneCodes = pgTable(
  'sandbox_cxone_codes',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_cxone_codes_expires').on(t.expiresAt)],
);

/** The dialer lists deliveries went to (CONNECT, which has no lists, uses '' as the list). */
export const sandboxDialerLists = pgTable(
  'sandbox_dialer_lists',
  {
    id: serial('id').primaryKey(),
    /** `dialerAccountKey(account)`: the dialer account, e.g. `five9:acme` or `ring:42`. */
    accountKey: text('account_key').notNull(),
    provider: text('provider').notNull(),
    dialerCampaignId: text('dialer_campaign_id').notNull(),
    dialerListId: text('dialer_list_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_dialer_lists_scope').on(t.accountKey, t.provider, t.dialerCampaignId, t.dialerListId)],
);

/**
 * What reached a sandbox dialer, one row per record in list order. `leadKey` is what the dialer matches records on
 * (the phone as a number; FIVE9 lead key fields hashed), kept numeric so million-record lists stay cheap to index.
 * `recordKey` is the record's own id hashed (the lead's unique ID; not for FIVE9): a list holds each id once.
 * The table is UNLOGGED (migration 0016): a sandbox's store, not the application's data, so it skips the write-ahead log.
 */
export const sandboxDialerRecords = pgTable(
  'sandbox_dialer_records',
  {
    listId: integer('list_id').notNull(),
    position: integer('position').notNull(),
    leadKey: bigint('lead_key', { mode: 'bigint' }).notNull(),
    record: jsonb('record').$type<Record<string, string>>().notNull(),
    recordKey: bigint('record_key', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.position] }),
    index('sandbox_dialer_records_key').on(t.listId, t.leadKey),
    uniqueIndex('sandbox_dialer_records_record_key').on(t.listId, t.recordKey).where(sql`record_key is not null`),
  ],
);
