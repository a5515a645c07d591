import { pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.tables';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull().references(() => workspaces.id),
    name: text('name').notNull(),
    /** The first 8 characters, kept to show the key in lists. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the key: keys are long and random, so a fast hash is safe and lets look-ups use the index. */
    keyHash: text('key_hash').notNull().unique(),
    createdBy: text('created_by'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
  },
  (t) => [index('api_keys_workspace').on(t.workspaceId)],
);
