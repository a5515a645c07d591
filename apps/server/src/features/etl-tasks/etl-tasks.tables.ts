import { pgTable, text, timestamp, boolean, integer, jsonb, index } from 'drizzle-orm/pg-core';
import type { EtlEventType, EtlExecutionStatus, EtlNodeOutput, EtlSchedule, EtlTaskStatus, EtlTimeUnit, EtlTimeZone } from '@trueline/contract';

/** ETL tasks (spec 3 §3): what to read, how to walk it, and when. DELETED tasks stay (hidden) for their executions. */
export const etlTasks = pgTable(
  'etl_tasks',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    workflowId: text('workflow_id'),
    recordSetId: text('record_set_id'),
    phoneAttribute: text('phone_attribute'),
    zipCodeAttribute: text('zip_code_attribute'),
    autoDeleteRecords: boolean('auto_delete_records').notNull().default(true),
    maxRecords: integer('max_records').notNull().default(0),
    status: text('status').$type<EtlTaskStatus>().notNull().default('DISABLED'),
    scheduleTimezone: text('schedule_timezone').$type<EtlTimeZone>().notNull(),
    frequencyDuration: integer('frequency_duration').notNull().default(1),
    frequencyUnit: text('frequency_unit').$type<EtlTimeUnit>().notNull().default('DAYS'),
    schedule: jsonb('schedule').$type<EtlSchedule>().notNull(),
    folderId: text('folder_id'),
    lastRunTime: timestamp('last_run_time', { withTimezone: true }),
    /** When the scheduler starts the task next (null: DISABLED, or no run window). */
    nextRunTime: timestamp('next_run_time', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('etl_tasks_workspace').on(t.workspaceId, t.status), index('etl_tasks_due').on(t.nextRunTime)],
);
export type EtlTaskRow = typeof etlTasks.$inferSelect;

/** A task's event log: saves, runs, skipped runs, deliveries and failures. */
export const etlTaskEvents = pgTable(
  'etl_task_events',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<EtlEventType>().notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('etl_task_events_task').on(t.taskId, t.timestamp)],
);

/**
 * One run of a task. Progress (counts, the last record key read, the node outputs) is saved after each batch, so a run
 * interrupted by a restart continues after the last batch it saved.
 */
export const etlExecutions = pgTable(
  'etl_executions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    taskId: text('task_id').notNull(),
    trigger: text('trigger').$type<'SCHEDULE' | 'MANUAL'>().notNull(),
    status: text('status').$type<EtlExecutionStatus>().notNull(),
    statusMessage: text('status_message'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    success: integer('success').notNull().default(0),
    failure: integer('failure').notNull().default(0),
    /** The key of the last record read: the next batch reads after it. */
    cursor: text('cursor'),
    coreCampaigns: jsonb('core_campaigns').$type<EtlNodeOutput[]>().notNull().default([]),
    messageCampaigns: jsonb('message_campaigns').$type<EtlNodeOutput[]>().notNull().default([]),
    resultFileId: text('result_file_id'),
  },
  (t) => [index('etl_executions_task').on(t.taskId, t.created), index('etl_executions_status').on(t.status)],
);
export type EtlExecutionRow = typeof etlExecutions.$inferSelect;
