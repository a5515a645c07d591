import { z } from 'zod';
import { defineRoute, ok, wsParams } from './route';
import { MESSAGES } from './messages';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { RECORD_SET_TIME_ZONES } from './record-sets';
import { SCHEDULE_MESSAGES, WEEK_DAY_LABELS, WEEK_DAYS, schedulePeriod, weekSchedule, weekScheduleOut, type SchedulePeriod, type WeekDay, type WeekSchedule } from './week-schedule';

/**
 * ETL tasks (spec 3 §2.10, §3, §5, §7, §9): on a schedule, a task reads records of a record set, walks each through an
 * ETL workflow (whose insert nodes collect leads for Core and messaging campaigns), and records what became of them.
 */

export const ETL_TASK_STATUSES = ['ACTIVE', 'DISABLED', 'DELETED'] as const;
export type EtlTaskStatus = (typeof ETL_TASK_STATUSES)[number];
/** What a task may be set to (DELETED only by deleting it). */
export const ETL_TASK_EDITABLE_STATUSES = ['ACTIVE', 'DISABLED'] as const;

/** Frequency units (spec 3 §9). */
export const ETL_TIME_UNITS = ['DAYS', 'HOURS', 'MINUTES'] as const;
export type EtlTimeUnit = (typeof ETL_TIME_UNITS)[number];
export const ETL_TIME_UNIT_LABELS: Record<EtlTimeUnit, string> = { DAYS: 'Days', HOURS: 'Hours', MINUTES: 'Minutes' };

/** The task run time zones (spec 3 §9): the same as record sets' calendar time zones. */
export const ETL_TIME_ZONES = RECORD_SET_TIME_ZONES;
export type EtlTimeZone = (typeof ETL_TIME_ZONES)[number];

/** Days of the run windows, Sunday to Saturday. */
export const ETL_WEEK_DAYS = WEEK_DAYS;
export type EtlWeekDay = WeekDay;
export const ETL_WEEK_DAY_LABELS = WEEK_DAY_LABELS;

/** Max records per run (spec 3 §5): No limit (0), 500 to 10,000 step 500, 11,000 to 100,000 step 1,000. */
export const ETL_MAX_RECORDS_OPTIONS: readonly number[] = [
  0,
  ...Array.from({ length: 20 }, (_, i) => (i + 1) * 500),
  ...Array.from({ length: 90 }, (_, i) => 11_000 + i * 1000),
];
export const maxRecordsLabel = (n: number) => (n === 0 ? 'No limit' : n.toLocaleString('en-US'));

/** Auto delete options (spec 3 §9). */
export const ETL_AUTO_DELETE_LABELS = { yes: 'Yes, remove after processing', no: 'No, remove via a workflow node' } as const;

export const ETL_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  /** Frequency durations per unit: up to a year in any unit. */
  maxDuration: { DAYS: 365, HOURS: 8760, MINUTES: 525_600 } as Record<EtlTimeUnit, number>,
  /** Events kept on a task and shown. */
  eventsShown: 200,
  /** Executions answered by the executions list, newest first. */
  executionsShown: 100,
  /** Records read per batch of a run (progress is saved and cancel is checked between batches, and between records). */
  batch: 100,
  lastMinute: 1439,
} as const;

export const ETL_MESSAGES = {
  fieldRequired: MESSAGES.fieldRequired,
  saved: 'Task successfully saved',
  submitted: 'Task submitted for execution',
  defaultName: 'New ETL task',
  nameMismatch: 'Type the task name to confirm.',
  confirmDelete: 'Are you sure you want to delete this ETL task? Type the name of the task to confirm.',
  workflowNotEtl: 'Choose an ETL workflow of this workspace.',
  recordSetMissing: 'Choose an active record set of this workspace.',
  attributeUnknown: 'Not an attribute of the record set: {name}',
  maxRecordsInvalid: 'Choose one of the offered numbers of records.',
  durationInvalid: 'Must be a whole number from 1 to {max}',
  endBeforeStart: SCHEDULE_MESSAGES.endBeforeStart,
  overlap: SCHEDULE_MESSAGES.overlap,
  minuteRange: SCHEDULE_MESSAGES.minuteRange,
  notReady: 'The task needs a workflow, a record set and a phone attribute before it can run.',
  alreadyRunning: 'An execution of this task is already queued or running.',
  notCancellable: 'Only a queued or running execution can be cancelled.',
  noWindows: 'Disabled',
  workflowNotPublished: 'The workflow has no published version.',
} as const;

/** A run window of a day in minutes from midnight; the end after the start. */
export const etlPeriod = schedulePeriod;
export type EtlPeriod = SchedulePeriod;

export const etlSchedule = weekSchedule;
export type EtlSchedule = WeekSchedule;
/** A new task's windows: every day, all day. */
export const ETL_DEFAULT_SCHEDULE: EtlSchedule = Object.fromEntries(ETL_WEEK_DAYS.map((d) => [d, [{ start: 0, end: ETL_LIMITS.lastMinute }]])) as EtlSchedule;

export const etlFrequency = z.object({ duration: z.number().int(), timeUnit: z.enum(ETL_TIME_UNITS) });
export type EtlFrequency = z.infer<typeof etlFrequency>;

export const ETL_EVENT_TYPES = ['SUCCESS', 'INFO', 'WARNING', 'ERROR'] as const;
export type EtlEventType = (typeof ETL_EVENT_TYPES)[number];
export const etlEvent = z.object({ timestamp: isoDate, type: z.enum(ETL_EVENT_TYPES), message: z.string() });
export type EtlEvent = z.infer<typeof etlEvent>;

export const etlTask = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  workflowId: z.string().nullable(),
  recordSetId: z.string().nullable(),
  phoneAttribute: z.string().nullable(),
  zipCodeAttribute: z.string().nullable(),
  autoDeleteRecords: z.boolean(),
  /** 0: no limit. */
  maxRecordsPerExecution: z.number().int(),
  status: z.enum(ETL_TASK_STATUSES),
  created: isoDate,
  updated: isoDate,
  lastRunTime: isoDate.nullable(),
  /** When the scheduler runs it next: null when DISABLED, or when no run window is left. */
  nextRunTime: isoDate.nullable(),
  scheduleTimezone: z.enum(ETL_TIME_ZONES),
  frequency: etlFrequency,
  /** Run windows per weekday (no window: the task does not run that day). */
  schedule: weekScheduleOut,
  folderId: z.string().nullable(),
  /** The task's event log, newest first (only in the answer for one task; the list leaves it empty). */
  events: z.array(etlEvent),
});
export type EtlTask = z.infer<typeof etlTask>;

const requiredId = z.string({ error: ETL_MESSAGES.fieldRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, ETL_MESSAGES.fieldRequired);
const optionalText = z.string().max(TEXT_MAX.name).trim().nullable().optional().transform((v) => v || null);

/** PUT: the whole task as the detail page edits it. */
export const etlTaskBody = z.object({
  name: z.string({ error: ETL_MESSAGES.fieldRequired }).trim().min(1, ETL_MESSAGES.fieldRequired).max(ETL_LIMITS.nameMax),
  description: z.string().trim().max(ETL_LIMITS.descriptionMax).nullable().optional().transform((v) => v ?? ''),
  workflowId: requiredId,
  recordSetId: requiredId,
  phoneAttribute: requiredId,
  zipCodeAttribute: optionalText,
  autoDeleteRecords: z.boolean({ error: ETL_MESSAGES.fieldRequired }),
  maxRecordsPerExecution: z.number({ error: ETL_MESSAGES.fieldRequired }).int(ETL_MESSAGES.maxRecordsInvalid)
    .refine((n) => ETL_MAX_RECORDS_OPTIONS.includes(n), ETL_MESSAGES.maxRecordsInvalid),
  status: z.enum(ETL_TASK_EDITABLE_STATUSES, { error: ETL_MESSAGES.fieldRequired }),
  scheduleTimezone: z.enum(ETL_TIME_ZONES, { error: ETL_MESSAGES.fieldRequired }),
  frequency: z.object({
    duration: z.number({ error: ETL_MESSAGES.fieldRequired }).int(ETL_MESSAGES.fieldRequired).min(1, ETL_MESSAGES.durationInvalid.replace('{max}', String(ETL_LIMITS.maxDuration.MINUTES))),
    timeUnit: z.enum(ETL_TIME_UNITS, { error: ETL_MESSAGES.fieldRequired }),
  }, { error: ETL_MESSAGES.fieldRequired }).superRefine((f, ctx) => {
    const max = ETL_LIMITS.maxDuration[f.timeUnit];
    if (f.duration > max) ctx.addIssue({ code: 'custom', path: ['duration'], message: ETL_MESSAGES.durationInvalid.replace('{max}', String(max)) });
  }),
  schedule: etlSchedule.prefault({}),
}).meta({
  example: {
    name: 'Nightly lead load', description: 'Loads the day\'s inquiries into Q4 Home Services', workflowId: 'wf_1', recordSetId: 'rs_1',
    phoneAttribute: 'phone', zipCodeAttribute: 'zip', autoDeleteRecords: true, maxRecordsPerExecution: 5000, status: 'ACTIVE',
    scheduleTimezone: 'America/Chicago', frequency: { duration: 1, timeUnit: 'HOURS' },
    schedule: { monday: [{ start: 1200, end: 1380 }], tuesday: [{ start: 1200, end: 1380 }] },
  },
});
export type EtlTaskBody = z.input<typeof etlTaskBody>;

export const etlCreateBody = z.object({
  name: z.string({ error: ETL_MESSAGES.fieldRequired }).trim().min(1, ETL_MESSAGES.fieldRequired).max(ETL_LIMITS.nameMax),
});

export const ETL_EXECUTION_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type EtlExecutionStatus = (typeof ETL_EXECUTION_STATUSES)[number];
export const ETL_EXECUTION_STATUS_LABELS: Record<EtlExecutionStatus, string> = {
  QUEUED: 'Queued', RUNNING: 'Running', COMPLETED: 'Completed', FAILED: 'Failed', CANCELLED: 'Cancelled',
};
export const isExecutionActive = (s: EtlExecutionStatus) => s === 'QUEUED' || s === 'RUNNING';

/** What became of an insert node's records: delivered to its campaign as a list, failed to deliver, or none collected. */
export const ETL_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'EMPTY'] as const;
export type EtlDeliveryStatus = (typeof ETL_DELIVERY_STATUSES)[number];

/** One campaign-insert node of the workflow and the records it collected in an execution. */
export const etlNodeOutput = z.object({
  nodeId: z.string(),
  label: z.string(),
  campaignId: z.string().nullable(),
  records: z.number().int(),
  /** The node's file (its collected records as CSV), downloadable by this id. */
  fileId: z.string().nullable(),
  /** The Core campaign list the file became. */
  listId: z.string().nullable(),
  status: z.enum(ETL_DELIVERY_STATUSES),
  message: z.string().nullable(),
});
export type EtlNodeOutput = z.infer<typeof etlNodeOutput>;

export const etlExecution = z.object({
  id: z.string(),
  taskId: z.string(),
  trigger: z.enum(['SCHEDULE', 'MANUAL']),
  created: isoDate,
  startTime: isoDate.nullable(),
  endTime: isoDate.nullable(),
  success: z.number().int(),
  failure: z.number().int(),
  status: z.enum(ETL_EXECUTION_STATUSES),
  statusMessage: z.string().nullable(),
  /** A cancel was asked and the run stops before its next record. */
  cancelRequested: z.boolean(),
  coreCampaigns: z.array(etlNodeOutput),
  messageCampaigns: z.array(etlNodeOutput),
  /** The result file (each record with its outcome) can be downloaded. */
  hasResultFile: z.boolean(),
});
export type EtlExecution = z.infer<typeof etlExecution>;

/** The result file of an execution, and a node's file. */
export const etlResultFileName = (taskName: string, startedAt: string | null) => `${taskName}-${(startedAt ?? '').slice(0, 19).replace(/[:T]/g, '-')}-results.csv`;
export const etlNodeFileName = (label: string, startedAt: string | null) => `${label}-${(startedAt ?? '').slice(0, 19).replace(/[:T]/g, '-')}.csv`;

// ---------------------------------------------------------------------------------------------------------------------
// Routes (spec 3 §7).

const tag = 'ETL tasks';
const base = '/api/orgs/:orgId/workspaces/:ws/etl/tasks';
const idp = wsParams.extend({ id: z.string().max(TEXT_MAX.name) });
const exp = idp.extend({ executionId: z.string() });

export const etlTasksRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'ETL tasks of the workspace (DELETED ones left out), by name', params: wsParams, response: z.array(etlTask) }),
  get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: 'One ETL task with its event log', params: idp, response: etlTask }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', params: wsParams, body: etlCreateBody, response: etlTask,
    summary: 'Create a DISABLED task with this name (the console names it New ETL task); every day is a run window, daily, America/New_York',
  }),
  update: defineRoute({
    method: 'PUT', path: `${base}/:id`, tag, auth: 'user', params: idp, body: etlTaskBody, response: etlTask,
    summary: 'Save a task: an ETL workflow and an ACTIVE record set of the workspace, attributes of that set; the next run is computed again',
  }),
  remove: defineRoute({
    method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', params: idp, query: z.object({ confirmName: z.string().max(TEXT_MAX.name).optional() }), response: ok,
    summary: 'Delete a task (confirm with its name): it is marked DELETED, leaves the list and never runs again; a running execution is cancelled',
  }),
  run: defineRoute({
    method: 'POST', path: `${base}/:id/run`, tag, auth: 'user', params: idp, response: etlExecution,
    summary: 'Run the task now (outside its schedule and whatever its status): an execution is queued at once',
  }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:id/folder`, tag, auth: 'user', params: idp, query: z.object({ folderId: z.string().max(TEXT_MAX.name).optional() }), response: etlTask,
    summary: 'Move a task into a folder (no folderId: out of any)',
  }),
  executions: defineRoute({
    method: 'GET', path: `${base}/:id/executions`, tag, auth: 'user', params: idp, response: z.array(etlExecution),
    summary: `The task's executions, newest first (up to ${ETL_LIMITS.executionsShown})`,
  }),
  execution: defineRoute({ method: 'GET', path: `${base}/:id/executions/:executionId`, tag, auth: 'user', params: exp, response: etlExecution, summary: 'One execution' }),
  cancel: defineRoute({
    method: 'POST', path: `${base}/:id/executions/:executionId/cancel`, tag, auth: 'user', params: exp, response: etlExecution,
    summary: 'Cancel a queued execution at once, or a running one before its next record (the records already processed stay processed)',
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/:id/executions/:executionId/download`, tag, auth: 'user', params: exp, response: 'file',
    summary: 'The result file: each record read, with its phone, result, reason and the insert nodes it reached (CSV)',
  }),
  downloadFile: defineRoute({
    method: 'GET', path: `${base}/:id/executions/:executionId/download/:fileId`, tag, auth: 'user', params: exp.extend({ fileId: z.string() }), response: 'file',
    summary: 'An insert node\'s file: the records it collected for its campaign, one column per mapped field (CSV)',
  }),
};
