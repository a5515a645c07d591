import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGING_LEAD_STATUSES, SMS_MESSAGE_STATUSES, type MessagingLeadStatus, type SmsMessageStatus } from '@trueline/contract';
import type { SmsCarrier, SmsProviderEvent } from '../../providers/sms/sms';

/** Byte-order text: phone prefixes search the index whatever the database's collation (as record set keys do). */
const phoneText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Engage leads (spec 3 §3 Messaging lead): one number of a messaging campaign, from a list or the public API. The
 * sending engine claims READY leads whose `retry_after` has come, texts each once, and follows its conversation.
 */
export const messagingLeads = pgTable(
  'messaging_leads',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    /** Null for a lead loaded one at a time through the public API. */
    listId: text('list_id'),
    /** Ten digits. */
    phone: phoneText('phone').notNull(),
    status: text('status', { enum: MESSAGING_LEAD_STATUSES }).$type<MessagingLeadStatus>().notNull(),
    statusMessage: text('status_message'),
    /** A READY lead waits until then: outside the schedule, or its carrier's cap spent. */
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    carrier: text('carrier'),
    normalizedCarrier: text('normalized_carrier').$type<SmsCarrier>(),
    /** The time zones the lead may be in, resolved when it was loaded (ZIP, state, area code). */
    zones: text('zones').array().notNull(),
    /** The pool number that first texted the lead (sticky sender). */
    senderNumber: text('sender_number'),
    leadData: jsonb('lead_data').$type<Record<string, string>>().notNull(),
    /** Initial messages handed to the carrier (a temporary carrier error is retried a few times). */
    attempts: integer('attempts').notNull().default(0),
    sent: timestamp('sent', { withTimezone: true }),
    result: text('result'),
    finalized: timestamp('finalized', { withTimezone: true }),
    dispositionId: text('disposition_id'),
    disposition: text('disposition'),
    dispositionAt: timestamp('disposition_at', { withTimezone: true }),
    conversationAt: timestamp('conversation_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The engine's batches: a campaign's READY leads whose time has come, oldest wait first, in the index's order (no sort).
    index('messaging_leads_ready').on(t.campaignId, t.retryAfter, t.id).where(sql`${t.status} = 'READY'`),
    // A number is texted once per campaign: refused rows (invalid, duplicate) may repeat it.
    uniqueIndex('messaging_leads_campaign_phone').on(t.campaignId, t.phone).where(sql`${t.status} not in ('INVALID', 'DUPLICATE')`),
    // A reply finds its lead by the two numbers of the conversation; lead search by prefix uses the unique index.
    index('messaging_leads_reply').on(t.phone, t.senderNumber),
    index('messaging_leads_list').on(t.listId),
    // A list's leads still to be texted or awaiting their receipt (few, while the list's final ones may be millions):
    // whether a list is COMPLETE is read from here (messaging-lists/complete-lists.ts).
    index('messaging_leads_list_open').on(t.listId).where(sql`${t.status} in ('READY', 'SENDING', 'SENT')`),
    // Leads still awaiting their receipt, oldest hand-out first: the receipt time-out's sweep (receipt-timeout.ts).
    index('messaging_leads_awaiting_receipt').on(t.sent).where(sql`${t.status} = 'SENT'`),
  ],
);
export type MessagingLeadRow = typeof messagingLeads.$inferSelect;

/** Every SMS of a conversation, both ways. The id of an outbound message is the carrier's idempotency key. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    leadId: text('lead_id').notNull(),
    direction: text('direction', { enum: ['OUT', 'IN'] }).notNull(),
    author: text('author', { enum: ['CAMPAIGN', 'AGENT', 'LEAD'] }).notNull(),
    /** What the message is: the initial text, an automatic reply (ENGAGED, HELP, OPT_OUT, OPT_IN), an agent's, or a reply. */
    kind: text('kind', { enum: ['INITIAL', 'ENGAGED', 'HELP', 'OPT_OUT', 'OPT_IN', 'AGENT', 'REPLY'] }).notNull(),
    body: text('body').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    status: text('status', { enum: SMS_MESSAGE_STATUSES }).$type<SmsMessageStatus>().notNull(),
    providerMessageId: text('provider_message_id'),
    segments: integer('segments').notNull().default(1),
    carrier: text('carrier').$type<SmsCarrier>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_lead').on(t.leadId, t.created),
    uniqueIndex('sms_messages_provider_id').on(t.providerMessageId),
    // Messages handed out but not yet acknowledged by the carrier: resent (same key) after a crash.
    index('sms_messages_queued').on(t.campaignId).where(sql`${t.status} = 'QUEUED' and ${t.direction} = 'OUT'`),
    // The circuit breaker's window: a campaign's newest initial messages, read in order instead of sorting them all.
    index('sms_messages_initial_recent').on(t.campaignId, t.created, t.id).where(sql`${t.direction} = 'OUT' and ${t.kind} = 'INITIAL'`),
    // The Messages report: a workspace's texts by time.
    index('sms_messages_workspace_time').on(t.workspaceId, t.created, t.id),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;

/**
 * Final receipts that came before the carrier's answer to the send was recorded (the message still QUEUED): each is
 * applied once that answer is (receipts.ts), so QUEUED keeps meaning "handed out, answer not recorded" for recovery.
 */
export const smsEarlyReceipts = pgTable('sms_early_receipts', {
  messageId: text('message_id').primaryKey(),
  event: jsonb('event').$type<Extract<SmsProviderEvent, { kind: 'status' }>>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Segments counted against a business record's carrier caps, per UTC minute and day window. */
export const smsRateCounters = pgTable(
  'sms_rate_counters',
  {
    businessRecordId: text('business_record_id').notNull(),
    carrier: text('carrier').$type<SmsCarrier>().notNull(),
    /** 'm' a minute window, 'd' a day window. */
    window: text('window', { enum: ['m', 'd'] }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessRecordId, t.carrier, t.window, t.windowStart] })],
);

/** When each sending number may carry its next message (its per-second rate), shared by every campaign using it. */
export const smsSenderClock = pgTable('sms_sender_clock', {
  number: text('number').primaryKey(),
  nextFreeAt: timestamp('next_free_at', { withTimezone: true }).notNull(),
});

/** A roll-up table: counts per workspace, campaign, bucket (of the table's grain), dimension and key. */
const rollupTable = (name: string) => pgTable(
  name,
  {
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.bucket, t.campaignId, t.dimension, t.key] })],
);

/**
 * The dashboard's roll-ups (spec 3 "Messaging dashboard data"): counts per campaign, 15-minute bucket, dimension and
 * key (activity: outbound / inbound / delivered / failed; carrier.<status>: a carrier; status, disposition, action,
 * sentiment, conversation), moved as messages change state, so the dashboard never scans messages.
 */
export const messagingRollups = rollupTable('messaging_rollups');

/**
 * The activity counts (outbound, inbound, delivered, failed) per hour (UTC), written with the 15-minute ones: the
 * dashboard's chart over a long range by day in a zone whole hours off UTC (a year of them is 4 rows a campaign and
 * sending hour, where the 15-minute roll-ups of every dimension are 35 a quarter).
 */
export const messagingRollupsHourly = rollupTable('messaging_rollups_hourly');

/** The same counts per UTC day, written with the 15-minute ones: the whole days of a long range read from here. */
export const messagingRollupsDaily = rollupTable('messaging_rollups_daily');

/** Who sends for a campaign now: one sender at a time across instances; a lease that ran out is taken over. */
export const messagingSendLeases = pgTable('messaging_send_leases', {
  campaignId: text('campaign_id').primaryKey(),
  holder: text('holder').notNull(),
  expires: timestamp('expires', { withTimezone: true }).notNull(),
});
