import { pgTable, text, timestamp, bigserial, index } from 'drizzle-orm/pg-core';

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    path: text('path').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_org_time').on(t.orgId, t.at)],
);
