import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Caller names and categories registered with branded-calling vendors, per workspace. */
export const brandedCallingProfiles = pgTable(
  'branded_calling_profiles',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    label: text('label').notNull(),
    callerNameShort: text('caller_name_short').notNull(),
    callerNameLong: text('caller_name_long').notNull(),
    legalName: text('legal_name').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    callPurpose: text('call_purpose').notNull(),
    businessCategory: text('business_category').notNull(),
    tmoBusinessCategory: text('tmo_business_category').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branded_calling_profiles_workspace').on(t.workspaceId)],
);
