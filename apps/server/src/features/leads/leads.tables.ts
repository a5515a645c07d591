import { pgTable, text, timestamp, bigint, index } from 'drizzle-orm/pg-core';
import type { LeadStatus } from '@trueline/contract';

/**
 * Leads of Core campaigns: one row per phone a list (or the public API) delivered or refused after scrubbing, with the
 * local caller ID it was given. The lead key is (campaign, phone). Unbounded: written in batches by list processing.
 */
export const campaignLeads = pgTable(
  'campaign_leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    /** The list that brought the lead; null for single leads of the public API. */
    listId: text('list_id'),
    /** Ten digits. */
    phone: text('phone').notNull(),
    status: text('status').$type<LeadStatus>().notNull(),
    zip: text('zip'),
    state: text('state'),
    callerId: text('caller_id'),
    uniqueId: text('unique_id'),
    loaded: timestamp('loaded', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lead searches match the start of the number: a pattern-ops index serves `like '512%'`.
    index('campaign_leads_workspace_phone').on(t.workspaceId, t.phone.op('text_pattern_ops')),
    // A campaign's leads in the order they came (downloads). Its duplicate checks probe the (workspace, phone) index
    // above: a (campaign, phone) index cost each of a million-row list's inserts as much as the two others together.
    index('campaign_leads_campaign').on(t.campaignId, t.id),
    index('campaign_leads_caller_id').on(t.workspaceId, t.callerId, t.loaded),
    index('campaign_leads_list').on(t.listId),
  ],
);
