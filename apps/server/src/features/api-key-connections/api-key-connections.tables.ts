import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The table of one kind of lead-verification account reached with an API key (ActiveProspect TrustedForm,
 * Verisk Jornaya LeadiD): every kind has its own table of this shape; the API key is sealed with the server key.
 */
export function apiKeyConnectionsTable(name: string) {
  return pgTable(
    name,
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
    (t) => [index(`${name}_workspace`).on(t.workspaceId)],
  );
}
export type ApiKeyConnectionsTable = ReturnType<typeof apiKeyConnectionsTable>;
