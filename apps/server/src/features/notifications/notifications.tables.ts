import { pgTable, text, timestamp, boolean, jsonb, index } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    read: boolean('read').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    notificationType: text('notification_type').notNull(),
    payload: jsonb('payload').$type<{ heading: string; message: string; workspaceId?: string | null; campaignId?: string | null; reportName?: string | null }>().notNull(),
  },
  (t) => [index('notifications_user_time').on(t.userId, t.sentAt)],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: text('user_id').notNull(),
  keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
