import { pgTable, text, timestamp, boolean, date, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Subscription account numbers of the National Do Not Call Registry, per workspace. */
export const ftcSans = pgTable(
  'ftc_sans',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    ftcOrgName: text('ftc_org_name').notNull(),
    ftcOrgId: text('ftc_org_id').notNull(),
    ftcSan: text('ftc_san').notNull(),
    expires: date('expires', { mode: 'string' }),
    fullCoverage: boolean('full_coverage').notNull().default(true),
    areaCodes: text('area_codes').array().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ftc_sans_workspace').on(t.workspaceId), uniqueIndex('ftc_sans_workspace_san').on(t.workspaceId, t.ftcSan)],
);
