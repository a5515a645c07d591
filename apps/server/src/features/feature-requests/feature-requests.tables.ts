import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Requests to switch a feature on, kept so support can see who asked and when. */
export const featureRequests = pgTable(
  'feature_requests',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    feature: text('feature').notNull(),
    requestedBy: text('requested_by').notNull(),
    /** The addresses the request was mailed to, comma-separated. */
    sentTo: text('sent_to').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_requests_workspace_feature').on(t.workspaceId, t.feature)],
);
