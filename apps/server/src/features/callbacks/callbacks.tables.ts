import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CallbackStatus } from '@trueline/contract';

/**
 * Calls back to the pool numbers (spec 3 §3 "Usage rows", voice), one per call the carrier reported: who called,
 * the number they called, where it was forwarded and how, its outcome and billable duration.
 */
export const callbacks = pgTable('callbacks', {
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull(),
  workspaceId: text('workspace_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  /** The carrier's id of the call: a report posted twice is stored once. */
  providerCallId: text('provider_call_id').notNull().unique(),
  caller: text('caller').notNull(),
  called: text('called').notNull(),
  forwardedTo: text('forwarded_to'),
  routing: text('routing', { enum: ['PSTN', 'SIP'] }).notNull(),
  callStatus: text('call_status').$type<CallbackStatus>().notNull(),
  billableSeconds: integer('billable_seconds').notNull(),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
}, (t) => [
  index('callbacks_workspace_time').on(t.workspaceId, t.timestamp, t.id),
  index('callbacks_campaign_time').on(t.campaignId, t.timestamp),
  // The report's to and from filters (a person calls back a few times a year: without these, a year's scan).
  index('callbacks_workspace_caller_time').on(t.workspaceId, t.caller, t.timestamp),
  index('callbacks_workspace_called_time').on(t.workspaceId, t.called, t.timestamp),
]);
