import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folders_workspace_scope').on(t.workspaceId, t.scope)],
);
