import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Engage opt-outs (spec 3 §3 Opt-out): one row per number of a workspace that must not be texted; `campaignId` is the
 * campaign the opt-out came through. Every campaign of the workspace checks it before sending.
 */
export const messagingOptOuts = pgTable(
  'messaging_opt_outs',
  {
    workspaceId: text('workspace_id').notNull(),
    /** Ten digits. */
    phone: text('phone').notNull(),
    campaignId: text('campaign_id').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.phone] }), index('messaging_opt_outs_created').on(t.workspaceId, t.created)],
);

/** Free-text replies that read as an opt-out (FCC 24-24), waiting for a person to confirm or dismiss them. */
export const messagingOptOutReviews = pgTable(
  'messaging_opt_out_reviews',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    phone: text('phone').notNull(),
    campaignId: text('campaign_id').notNull(),
    message: text('message').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    resolved: timestamp('resolved', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    /** OPTED_OUT or DISMISSED once resolved. */
    resolution: text('resolution'),
  },
  (t) => [index('messaging_opt_out_reviews_open').on(t.workspaceId, t.resolved, t.created)],
);
