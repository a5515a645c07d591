import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables';

/**
 * The usage ledger: one entry per billable event, written by the feature that causes it at the moment it happens.
 * Its key (unique in the organisation) names the event — a list's batch, an interaction, a number's month — so a
 * retry or a re-run writes nothing twice.
 */
export const usageLedger = pgTable('usage_ledger', {
  orgId: text('org_id').notNull().references(() => organizations.id),
  key: text('key').notNull(),
  workspaceId: text('workspace_id'),
  product: text('product').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.orgId, t.key] })]);

/**
 * The ledger summed per UTC hour, kept in the statement that writes the entries: a month is rated from these
 * (some thousands of rows) however many entries it holds, and hours fit any time zone's month.
 */
export const usageHourly = pgTable('usage_hourly', {
  orgId: text('org_id').notNull(),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  product: text('product').notNull(),
  /** '' for usage of the organisation as a whole. */
  workspaceId: text('workspace_id').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.orgId, t.hour, t.product, t.workspaceId] })]);
