import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Verisk (Jornaya LeadiD) accounts; the API key is sealed with the server key. */
export const veriskConnections = pgTable(
  'verisk_connections',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    companyName: text('company_name').notNull(),
    /** Encrypted with deps.cipher; never leaves the server. */
    apiKey: text('api_key').notNull(),
    resourceStatus: text('resource_status', { enum: ['ACTIVE', 'DISABLED'] }).notNull().default('ACTIVE'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verisk_connections_workspace').on(t.workspaceId)],
);
