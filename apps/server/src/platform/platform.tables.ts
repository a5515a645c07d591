import { pgTable, text, timestamp, integer, index } from 'drizzle-orm/pg-core';

/** Mail kept locally when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_sent').on(t.sentAt)],
);

/** Metadata of stored files; the bytes live in the file storage. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Realtime events too large for a NOTIFY payload wait here for their listeners. */
export const realtimeSpill = pgTable('realtime_spill', {
  id: text('id').primaryKey(),
  message: text('message').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters of the rate limiter (sign-in and reset attempts…), shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
