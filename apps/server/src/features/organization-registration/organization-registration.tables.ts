import { pgTable, text, timestamp, jsonb } from 'drizzle-orm/pg-core';

/** The organisation's caller-reputation registration: one row per organisation, kept after unregistering for re-use. */
export const organizationRegistrations = pgTable('organization_registrations', {
  orgId: text('org_id').primaryKey(),
  /** Null when not registered (never, or unregistered). */
  businessId: text('business_id'),
  legalName: text('legal_name').notNull().default(''),
  primaryName: text('primary_name').notNull().default(''),
  dunsNumber: text('duns_number').notNull().default(''),
  city: text('city').notNull().default(''),
  region: text('region').notNull().default(''),
  country: text('country', { enum: ['US', 'CA'] }).notNull().default('US'),
  industry: text('industry').notNull().default(''),
  numberOfEmployees: text('number_of_employees').notNull().default(''),
  website: text('website').notNull().default(''),
  /** '' when not registered, else one of REGISTRATION_STATUSES. */
  status: text('status').notNull().default(''),
  contact: jsonb('contact').$type<{ firstName: string; lastName: string; email: string; title: string; phone: string }>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
export type OrganizationRegistrationRow = typeof organizationRegistrations.$inferSelect;
