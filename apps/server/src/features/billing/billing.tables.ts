import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingProfileValues } from '@trueline/contract';
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
