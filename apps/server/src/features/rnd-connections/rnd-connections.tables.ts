import { pgTable, text, timestamp, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts with the Reassigned Numbers Database; the API token is sealed with the server key. */
export const rndConnections = pgTable(
  'rnd_connections',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    companyNumber: text('company_number').notNull(),
    companyName: text('company_name').notNull(),
    /** Encrypted with deps.cipher; never leaves the server. */
    apiToken: text('api_token').notNull(),
    resourceStatus: text('resource_status', { enum: ['ACTIVE', 'DISABLED'] }).notNull().default('ACTIVE'),
    tokenValid: boolean('token_valid').notNull().default(false),
    refreshTokenValid: boolean('refresh_token_valid').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rnd_connections_workspace').on(t.workspaceId), uniqueIndex('rnd_connections_workspace_company').on(t.workspaceId, t.companyNumber)],
);
