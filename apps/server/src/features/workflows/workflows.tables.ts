import { pgTable, text, timestamp, boolean, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WorkflowGraph } from '@trueline/contract';

/**
 * Aegis workflows: the graph the editor saves (`flow`) and the one screening runs (`published_flow`), apart, so a
 * save never changes what calls get until it is published. Deleted workflows stay (hidden) for the interactions that
 * name them.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    /** RealTime or ETL. */
    type: text('type').notNull(),
    /** Active or Disabled. */
    status: text('status').notNull().default('Active'),
    folderId: text('folder_id'),
    flow: jsonb('flow').$type<WorkflowGraph>().notNull(),
    /** The saved graph differs from the published one (or none was published). */
    draft: boolean('draft').notNull().default(true),
    publishedFlow: jsonb('published_flow').$type<WorkflowGraph>(),
    publishedTimestamp: timestamp('published_timestamp', { withTimezone: true }),
    /** How many revisions were recorded: the next one's number is this plus one. */
    revisionCount: integer('revision_count').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflows_workspace').on(t.workspaceId, t.deleted), index('workflows_folder').on(t.workspaceId, t.folderId)],
);

/** Every save of a workflow: its name and graph then, who saved and when, numbered 1, 2, 3… per workflow. */
export const workflowRevisions = pgTable(
  'workflow_revisions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    flow: jsonb('flow').$type<WorkflowGraph>().notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
  },
  (t) => [uniqueIndex('workflow_revisions_number').on(t.workflowId, t.number)],
);
