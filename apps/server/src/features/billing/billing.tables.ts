import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingProfileValues, BillingUsageLine } from '@trueline/contract';
import { organizations } from '../organizations/organizations.tables';

/** Stored with its commissions' ids assigned. */
export type StoredBillingProfile = Omit<BillingProfileValues, 'commissions'> & { commissions: (BillingProfileValues['commissions'][number] & { id: string })[] };

/**
 * An organisation's billing profile (spec 3 §3): one document, validated by the contract on every save. Its amounts
 * are decimal texts, so that no rate is rounded on its way in or out.
 */
export const billingProfiles = pgTable('billing_profiles', {
  orgId: text('org_id').primaryKey().references(() => organizations.id),
  profile: jsonb('profile').$type<StoredBillingProfile>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** The agents a commission may be paid to: kept by the platform's staff, offered to SuperAdmins. */
export const commissionAgents = pgTable('commission_agents', {
  id: text('id').primaryKey(),
  accountingName: text('accounting_name').notNull(),
});

/** An adjustment to a month (spec 3 §3): units at a rate, a negative rate a credit. Added and deleted by SuperAdmin. */
export const billingAdjustments = pgTable('billing_adjustments', {
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.id),
  /** YYYY-MM. */
  period: text('period').notNull(),
  description: text('description').notNull(),
  units: integer('units').notNull(),
  rate: text('rate').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
}, (t) => [index('billing_adjustments_org_period').on(t.orgId, t.period)]);

/** A closed month's usage lines as rated when first read after it closed: later profile edits do not change them. */
export const billingStatements = pgTable('billing_statements', {
  orgId: text('org_id').notNull().references(() => organizations.id),
  period: text('period').notNull(),
  lines: jsonb('lines').$type<BillingUsageLine[]>().notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.orgId, t.period] })]);

/** An Owner's threshold on the month's spend (of the bill or a product) or a product's quantity. */
export const usageAlerts = pgTable('usage_alerts', {
  id: text('id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.id),
  metric: text('metric', { enum: ['SPEND', 'QUANTITY'] }).notNull(),
  product: text('product'),
  threshold: text('threshold').notNull(),
  createdBy: text('created_by'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('usage_alerts_org').on(t.orgId)]);

/** Each month an alert fired in: it notifies once a month. */
export const usageAlertFirings = pgTable('usage_alert_firings', {
  alertId: text('alert_id').notNull().references(() => usageAlerts.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.alertId, t.period] })]);
