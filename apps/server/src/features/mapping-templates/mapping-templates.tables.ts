import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MappedCol } from '@trueline/contract';
import { workspaces } from '../workspaces/workspaces.tables';

/** Saved column mappings of a workspace; a name is used once per workspace (any case). */
export const mappingTemplates = pgTable(
  'mapping_templates',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull().references(() => workspaces.id),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<MappedCol[]>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mapping_templates_workspace_name').on(t.workspaceId, sql`lower(${t.name})`)],
);
export type MappingTemplateRow = typeof mappingTemplates.$inferSelect;
