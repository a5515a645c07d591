import { z } from 'zod';
import { interaction } from './interactions';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, isoDate, TEXT_MAX, tooLong } from './fields';
import { NANP_COUNTRIES, normalizePhone } from './rules';
import {
  CHANNEL_TYPES, PHONE_TYPES, WORKFLOW_TYPES, workflowGraph, type WorkflowType,
} from './workflow-graph';

/**
 * Aegis workflows (spec 3 §2.7, §2.8, §3 "Workflow" and "Workflow test request", §4, §5, §7 "Aegis"): the list, the
 * editor's calls, revisions, the `.aegis` file, the test call and the pickers the node forms choose from.
 */

export const WORKFLOW_STATUSES = ['Active', 'Disabled'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** The list's status filter: Active by default (spec 3 §2.7). */
export const WORKFLOW_STATUS_FILTERS = ['Active', 'Disabled', 'All'] as const;
export type WorkflowStatusFilter = (typeof WORKFLOW_STATUS_FILTERS)[number];
export const matchesWorkflowStatusFilter = (status: WorkflowStatus, filter: WorkflowStatusFilter) => filter === 'All' || status === filter;

/** The Type column's words, and the add menu's entries. */
export const WORKFLOW_TYPE_LABELS: Record<WorkflowType, string> = { RealTime: 'Real-time', ETL: 'ETL' };
export const WORKFLOW_ADD_LABELS: Record<WorkflowType, string> = { RealTime: 'Real-time calls', ETL: 'ETL tasks' };

/** Revisions table: 10 per page, newest first (spec 3 §9). */
export const REVISIONS_PAGE_SIZE = 10;
export const WORKFLOW_NAME_MAX = 200;
/** The name a new workflow starts with, and the prefix of a duplicate's. */
export const NEW_WORKFLOW_NAME: Record<WorkflowType, string> = { RealTime: 'New workflow', ETL: 'New ETL workflow' };
export const duplicateName = (name: string) => `Copy of ${name}`.slice(0, WORKFLOW_NAME_MAX);

/** Texts of this feature the spec leaves to us; the spec's own are in MESSAGES. */
export const WORKFLOW_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this workflow? Calls screened with it will no longer be answered by it.',
  deleteMismatch: 'Type DELETE to confirm.',
  deleted: 'Workflow deleted',
  published: 'Workflow published',
  publishConfirm: 'Publish this workflow? Calls screened with it will follow the saved version from now on.',
  nothingToPublish: 'There are no changes to publish.',
  closeConfirm: 'Save your changes before closing?',
  importFileType: 'Import accepts only .aegis files containing JSON.',
} as const;

/** The word typed to confirm a delete (spec 3 §2.8). */
export const WORKFLOW_DELETE_WORD = 'DELETE';

/** A row of the workflow list: everything but the graph. */
export const workflowSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(WORKFLOW_TYPES),
  status: z.enum(WORKFLOW_STATUSES),
  /** The saved graph differs from the published one (or was never published). */
  draft: z.boolean(),
  publishedTimestamp: isoDate.nullable(),
  folderId: z.string().nullable(),
  created: isoDate,
  updated: isoDate,
});
export type WorkflowSummary = z.infer<typeof workflowSummary>;

/** A workflow as the editor opens it: the row and its saved graph (`flow`). */
export const workflow = workflowSummary.extend({ flow: workflowGraph });
export type Workflow = z.infer<typeof workflow>;

/** A saved version of a workflow: numbered by count (1 is the first save), with its author. */
export const workflowRevision = z.object({
  id: z.string(),
  number: z.number().int(),
  timestamp: isoDate,
  simpleUser: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type WorkflowRevision = z.infer<typeof workflowRevision>;

export const revisionsPage = z.object({ content: z.array(workflowRevision), totalElements: z.number().int() });
export type RevisionsPage = z.infer<typeof revisionsPage>;

/** Save in the editor: the name (required), the status and the whole graph. */
export const workflowBody = z.object({
  name: requiredString(MESSAGES.workflowNameRequired).max(WORKFLOW_NAME_MAX),
  status: z.enum(WORKFLOW_STATUSES).default('Active'),
  flow: workflowGraph,
});
export type WorkflowBody = z.input<typeof workflowBody>;

export const publishResult = z.object({ draft: z.boolean(), publishedTimestamp: isoDate });
export type PublishResult = z.infer<typeof publishResult>;

/** The `.aegis` file: one workflow as JSON, what export writes and import reads. */
export const AEGIS_FILE_EXTENSION = '.aegis';
export const AEGIS_FILE_VERSION = 1;
export const aegisFile = z.object({
  aegisVersion: z.literal(AEGIS_FILE_VERSION).default(AEGIS_FILE_VERSION),
  name: requiredString(MESSAGES.workflowNameRequired).max(WORKFLOW_NAME_MAX),
  type: z.enum(WORKFLOW_TYPES),
  status: z.enum(WORKFLOW_STATUSES).default('Active'),
  flow: workflowGraph,
});
export type AegisFile = z.infer<typeof aegisFile>;

/** The file name an export is saved under: the workflow's name made safe for a file name. */
export const aegisFileName = (name: string) => `${name.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || 'workflow'}${AEGIS_FILE_EXTENSION}`;

/** Reads an `.aegis` file's text: the parsed workflow, or null when it is not JSON or not a workflow. */
export function parseAegisFile(text: string): AegisFile | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = aegisFile.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A US or Canadian number as ten digits (the interaction's form of a phone). */
const nanpPhone = (message: string) =>
  z.string({ error: message }).max(TEXT_MAX.short, tooLong(TEXT_MAX.short)).trim().refine((v) => normalizePhone(v, NANP_COUNTRIES) !== null, message)
    .transform((v) => normalizePhone(v, NANP_COUNTRIES)!.slice(2));

export const TEST_CHANNEL_TYPES = ['Voice', 'SMS'] as const satisfies readonly (typeof CHANNEL_TYPES)[number][];

/** The editor's test call (spec 3 §3 "Workflow test request"): the meta data rows travel as the `data` map. */
export const workflowTestRequest = z.object({
  to: nanpPhone(MESSAGES.phoneInvalid),
  from: z.string().max(TEXT_MAX.short).trim().nullable().optional()
    .refine((v) => !v || normalizePhone(v, NANP_COUNTRIES) !== null, MESSAGES.phoneInvalid)
    .transform((v) => (v ? normalizePhone(v, NANP_COUNTRIES)!.slice(2) : null)),
  zip: z.string().trim().max(10).nullable().optional().transform((v) => v || null),
  externId: z.string().trim().max(200).nullable().optional().transform((v) => v || null),
  channelType: z.enum(TEST_CHANNEL_TYPES).default('Voice'),
  phoneType: z.enum(PHONE_TYPES).nullable().optional().transform((v) => v ?? null),
  data: z.record(z.string().trim().min(1).max(200), z.string().max(2000)).default({}),
  /** Runs the workflow as if it were this time (time of day, state hours, velocity windows). */
  emulatedTime: z.iso.datetime({ offset: true, error: MESSAGES.mustBeDate }).max(TEXT_MAX.short).nullable().optional().transform((v) => v ?? null),
});
export type WorkflowTestRequest = z.input<typeof workflowTestRequest>;

/** What the test call answers: the interaction the run recorded (marked as test data) with its events. */
export const workflowTestResult = interaction.pick({
  id: true, timestamp: true, workflowId: true, from: true, to: true, pcidFromNumber: true, originalZip: true, externId: true,
  phoneType: true, channelType: true, city: true, state: true, zip: true, timezone: true, data: true,
  result: true, reason: true, isTest: true, runTimeInSeconds: true, events: true,
}).extend({ sipResponseCode: z.number().int().nullable() });
export type WorkflowTestResult = z.infer<typeof workflowTestResult>;

/**
 * The workspace lists node forms choose from (spec 3 §7 "Pickers fetch per workspace"). Same names as the
 * `PickerSource` of packages/workflow's form fields.
 */
export const PICKER_SOURCES = [
  'recordSets', 'workflows', 'coreCampaigns', 'messagingCampaigns', 'webhooks', 'ftcSans', 'activeProspectConnections',
  'rndConnections', 'veriskConnections', 'dialerLists',
] as const;
export type PickerSourceName = (typeof PICKER_SOURCES)[number];

/**
 * One choice of a picker. The optional fields are what node forms filter on (`status` of campaigns and record sets,
 * `eventType` of webhooks, `type` of workflows) and what record-set forms read (`attributes`).
 */
export const pickerOption = z.object({
  id: z.string(),
  name: z.string(),
  /** A second line telling similar choices apart (an FTC SAN, an RND company id). */
  detail: z.string().optional(),
  status: z.string().optional(),
  type: z.string().optional(),
  eventType: z.string().optional(),
  attributes: z.array(z.object({ name: z.string(), type: z.string(), locked: z.boolean().optional() })).optional(),
});
export type PickerOption = z.infer<typeof pickerOption>;

const tag = 'Aegis workflows';
const base = '/api/orgs/:orgId/workspaces/:ws/aegis/workflows';
const idp = wsParams.extend({ id: z.string().max(TEXT_MAX.name) });

export const workflowsRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', summary: 'Workflows of the workspace (deleted ones left out); the list filters and sorts itself',
    params: wsParams, response: z.array(workflowSummary),
  }),
  get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: 'One workflow with its saved graph', params: idp, response: workflow }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', summary: 'Create a workflow of a type (RealTime by default) holding a Start node',
    params: wsParams, query: z.object({ type: z.enum(WORKFLOW_TYPES).default('RealTime') }), response: workflow,
  }),
  update: defineRoute({
    method: 'PUT', path: `${base}/:id`, tag, auth: 'user',
    summary: 'Save the name, status and graph; the structure is checked (node types usable and enabled, one Start, connections) and a revision recorded',
    params: idp, body: workflowBody, response: workflow,
  }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:id/folder`, tag, auth: 'user', summary: 'Move a workflow into a folder (no folderId: out of any)',
    params: idp, query: z.object({ folderId: z.string().max(TEXT_MAX.name).optional() }), response: workflowSummary,
  }),
  publish: defineRoute({
    method: 'POST', path: `${base}/:id/publish`, tag, auth: 'user',
    summary: 'Publish the saved graph: screening uses it from now on. Every node\'s settings are checked; problems come back as field errors naming the nodes',
    params: idp, response: publishResult,
  }),
  remove: defineRoute({
    method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: 'Delete a workflow (confirm=DELETE)',
    params: idp, query: z.object({ confirm: z.string().max(TEXT_MAX.name).optional() }), response: ok,
  }),
  revisions: defineRoute({
    method: 'GET', path: `${base}/:id/revisions`, tag, auth: 'user', summary: `Saved versions, newest first, ${REVISIONS_PAGE_SIZE} per page (page is 0-based)`,
    params: idp, query: z.object({ page: z.coerce.number().int().min(0).default(0) }), response: revisionsPage,
  }),
  revert: defineRoute({
    method: 'POST', path: `${base}/:id/revisions/:revisionId/revert`, tag, auth: 'user',
    summary: 'Replace the saved graph (and name) with a revision\'s; recorded as a new revision',
    params: idp.extend({ revisionId: z.string() }), response: workflow,
  }),
  duplicate: defineRoute({
    method: 'POST', path: `${base}/:id/duplicate`, tag, auth: 'user', summary: 'Copy a workflow\'s saved graph into a new, unpublished workflow named "Copy of …"',
    params: idp, response: workflow,
  }),
  importFile: defineRoute({
    method: 'POST', path: `${base}/import`, tag, auth: 'user', summary: 'Create a workflow from a parsed .aegis file',
    params: wsParams, body: z.unknown(), response: workflow,
  }),
  exportFile: defineRoute({
    method: 'GET', path: `${base}/:id/export`, tag, auth: 'user', summary: 'The workflow as an .aegis file (its saved graph)', params: idp, response: aegisFile,
  }),
  test: defineRoute({
    method: 'POST', path: `${base}/:id/test`, tag, auth: 'user', summary: 'Run a test call through the saved graph; the interaction is recorded as test data',
    params: idp, body: workflowTestRequest, response: workflowTestResult,
  }),
  pickerOptions: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/workspaces/:ws/aegis/pickers/:source', tag, auth: 'user',
    summary: 'What a node form\'s picker offers: record sets, workflows, campaigns, webhooks, FTC SANs, connections, dialer lists (of campaignId)',
    params: wsParams.extend({ source: z.enum(PICKER_SOURCES) }), query: z.object({ campaignId: z.string().max(TEXT_MAX.name).optional() }), response: z.array(pickerOption),
  }),
};
