import { z } from 'zod';
import { defineRoute, wsParams, wsIdParams } from './route';
import { isoDate, TEXT_MAX } from './fields';
import { normalizePhone } from './rules';
import { CHANNEL_TYPES, INTERACTION_EVENT_TYPES, INTERACTION_RESULTS, PHONE_TYPES } from './workflow-graph';

/**
 * Recorded interactions (spec 3 §3 "Interaction"), the call dashboard (§2.5, "Aegis dashboard data") and call search
 * (§2.6): one screened call, text or ETL record as the workflow decided it, the counts the dashboard shows, and the
 * server-paged search with its asynchronous download.
 */

/** Texts of the call dashboard and call search (spec 3 §8, and ours where the spec is silent). */
export const INTERACTION_TEXTS = {
  downloadRequested: 'Your request is processing. You will be notified when the file is ready to download.',
  /** Shown when a search fails without a message of the server's (spec 3 §8, "Usage / call search fallbacks"). */
  loadFailed: 'An error occurred while loading usage data.',
  /** Shown when a download fails without a message of the server's (spec 3 §8). */
  preconditionsFailed: 'Your request did not meet the required preconditions. Please adjust your filters and try again.',
  phoneInvalid: 'Enter a valid US or Canadian phone number.',
  periodInvalid: 'The end of the period must be after its start.',
  timezoneInvalid: 'Choose a time zone from the list.',
  pageSizeInvalid: 'Page size must be 25, 100, 250 or 500.',
  downloadsUnavailable: 'Downloads are not available on this server yet.',
  noInteractions: 'No interactions match these filters.',
  noData: 'Nothing recorded in this period.',
  allWorkflows: 'All workflows',
} as const;

/** Call search (spec 3 §9): page sizes, default 25, newest first, only Time sortable. */
export const INTERACTION_PAGE_SIZES = [25, 100, 250, 500] as const;
export const INTERACTION_SEARCH_DEFAULTS = { size: 25, sortBy: 'timestamp', sortOrder: 'desc' } as const;
/** Call dashboard (spec 3 §9): refresh every 30 s for today; blocks show 5 rows and the workflow table 4 at first; 12 ticks at most. */
export const AEGIS_DASHBOARD = { refreshMs: 30_000, blockRows: 5, workflowRows: 4, maxTicks: 12, bucketMinutes: 15, hourlyUnderHours: 25 } as const;

export const interactionEvent = z.object({
  type: z.enum(INTERACTION_EVENT_TYPES),
  message: z.string(),
  timestamp: isoDate,
});
export type InteractionEventRecord = z.infer<typeof interactionEvent>;

/** What the DataBoost node found about the callee's number (domain: is_valid, activity_score, line_type, carrier, is_prepaid). */
export const interactionValidation = z.object({
  isValid: z.boolean(),
  activityScore: z.number(),
  lineType: z.string(),
  carrier: z.string(),
  isPrepaid: z.boolean(),
});
export type InteractionValidation = z.infer<typeof interactionValidation>;

/** The known-litigator check: whether the number was found, and the actions on record. */
export const knownLitigatorCheck = z.object({ Found: z.boolean(), actions: z.string().nullable() });
export type KnownLitigatorCheck = z.infer<typeof knownLitigatorCheck>;

/** How the call itself went on a SIP trunk: the SIP status (the reject code when the call was rejected), hang-up cause, seconds. */
export const sipCallResult = z.object({ status: z.number().int().nullable(), hangupCause: z.string().nullable(), duration: z.number().nullable() });
export type SipCallResult = z.infer<typeof sipCallResult>;

export const interaction = z.object({
  id: z.string(),
  timestamp: isoDate,
  workflowId: z.string(),
  /** Ten digits ('' when the request gave no calling number). */
  from: z.string(),
  /** Ten digits. */
  to: z.string(),
  /** The local caller ID a CallerId node chose from a Core pool. */
  pcidFromNumber: z.string().nullable(),
  /** The ZIP the request gave. */
  originalZip: z.string().nullable(),
  externId: z.string().nullable(),
  phoneType: z.enum(PHONE_TYPES).nullable(),
  channelType: z.enum(CHANNEL_TYPES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  timezone: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  sipCallResult: sipCallResult.nullable(),
  validationResult: interactionValidation.nullable(),
  knownLitigatorCheck: knownLitigatorCheck.nullable(),
  result: z.enum(INTERACTION_RESULTS),
  reason: z.string().nullable(),
  isTest: z.boolean(),
  isSipTrunk: z.boolean(),
  runTimeInSeconds: z.number(),
  events: z.array(interactionEvent),
});
export type InteractionRecord = z.infer<typeof interaction>;

/** A row of call search: the interaction without its event log (the Call detail reads the whole interaction). */
export const interactionRow = interaction.omit({ events: true });
export type InteractionRow = z.infer<typeof interactionRow>;

/** True for an IANA time zone name the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** State codes as typed in call search: comma-separated (spaces too), trimmed, upper-cased, blanks and repeats dropped. */
export function parseStates(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(/[\s,;]+/) : input.flatMap((v) => v.split(/[\s,;]+/));
  return [...new Set(parts.map((p) => p.trim().toUpperCase()).filter(Boolean))];
}

/** A US or Canadian number as the ten digits interactions store, or null when it is not one. */
export function tenDigitPhone(input: string): string | null {
  const e164 = normalizePhone(input);
  return e164 ? e164.slice(2) : null;
}

export const idList = z.union([z.string().max(TEXT_MAX.name), z.array(z.string().max(TEXT_MAX.name))]).optional()
  .transform((v) => [...new Set((v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))])
  .refine((v) => v.length <= 500, 'Choose at most 500');

const instant = z.iso.datetime({ offset: true }).max(TEXT_MAX.short);
export const timezone = z.string().max(TEXT_MAX.short).trim().default('UTC').refine(isTimeZone, { message: INTERACTION_TEXTS.timezoneInvalid });
export const phoneFilter = z.string().trim().max(30).optional().transform((v, ctx) => {
  if (!v) return undefined;
  const digits = tenDigitPhone(v);
  if (!digits) {
    ctx.addIssue({ code: 'custom', message: INTERACTION_TEXTS.phoneInvalid });
    return z.NEVER;
  }
  return digits;
});

/** The period of a search: earliest inclusive, latest exclusive, the end after the start. */
export const period = { earliest: instant, latest: instant };
export const periodOrder = (v: { earliest: string; latest: string }) => Date.parse(v.latest) > Date.parse(v.earliest);
export const periodIssue = { path: ['latest'], message: INTERACTION_TEXTS.periodInvalid };

/**
 * POST /aegis/dashboard: the period (earliest inclusive, latest exclusive, computed in the chosen time zone by the
 * console), the workflows (none: all), and the time zone the chart's hours or days are counted in.
 */
export const aegisDashboardRequest = z.object({
  ...period,
  workflowId: idList,
  timezone,
}).refine(periodOrder, periodIssue);
export type AegisDashboardRequest = z.input<typeof aegisDashboardRequest>;

/** How the chart groups its 15-minute buckets: by hour under 25 hours, otherwise by day (spec 3 §9). */
export const DASHBOARD_INTERVALS = ['HOUR', 'DAY'] as const;
export type DashboardInterval = (typeof DASHBOARD_INTERVALS)[number];

const count = z.number().int();
export const aegisDashboard = z.object({
  /** One row per period and workflow that had interactions: `campaignId` is the workflow (spec 3 §3). */
  metrics: z.array(z.object({
    id: z.object({ period: isoDate, campaignId: z.string() }),
    count, accepted: count, rejected: count,
  })),
  reasonCounts: z.array(z.object({ reason: z.string(), count })),
  stateCounts: z.array(z.object({ state: z.string(), count })),
  carrierCounts: z.array(z.object({ carrier: z.string(), count })),
  lineTypeCounts: z.array(z.object({ lineType: z.string(), count })),
  /** How the periods are grouped, and the start of every period of the range in order (the chart's zero-filled axis). */
  interval: z.enum(DASHBOARD_INTERVALS),
  periods: z.array(isoDate),
});
export type AegisDashboard = z.infer<typeof aegisDashboard>;

export const INTERACTION_SORT_FIELDS = ['timestamp'] as const;
const sortOrder = z.string().max(TEXT_MAX.short).trim().toLowerCase().default('desc').pipe(z.enum(['asc', 'desc']));

const searchFields = z.object({
  ...period,
  workflowId: idList,
  to: phoneFilter,
  from: phoneFilter,
  states: z.union([z.string().max(TEXT_MAX.short), z.array(z.string().max(TEXT_MAX.short))]).optional().transform((v) => (v === undefined ? [] : parseStates(v))),
  results: z.union([z.enum(INTERACTION_RESULTS), z.array(z.enum(INTERACTION_RESULTS))]).optional()
    .transform((v) => [...new Set(v === undefined ? [] : Array.isArray(v) ? v : [v])]),
  /** Part of the reason, any case. */
  reasonFilter: z.string().trim().max(200).optional().transform((v) => v || undefined),
  includeTestData: z.boolean().default(false),
  /** The chosen time zone, used for the Time column of a download. */
  timezone,
});

/** POST /aegis/dashboard/interactions: the filters, a 0-based page of 25, 100, 250 or 500, newest first unless asked. */
export const interactionSearchRequest = searchFields.extend({
  page: z.number().int().min(0).default(0),
  size: z.number().int().default(INTERACTION_SEARCH_DEFAULTS.size)
    .refine((v) => (INTERACTION_PAGE_SIZES as readonly number[]).includes(v), INTERACTION_TEXTS.pageSizeInvalid),
  sortBy: z.enum(INTERACTION_SORT_FIELDS).default('timestamp'),
  sortOrder,
}).refine(periodOrder, periodIssue);
export type InteractionSearchRequest = z.input<typeof interactionSearchRequest>;
export type InteractionSearch = z.output<typeof interactionSearchRequest>;

/** POST /aegis/dashboard/interactions/download: the same filters (paging is ignored: every matching interaction). */
export const interactionDownloadRequest = searchFields.extend({
  page: z.number().int().min(0).optional(),
  size: z.number().int().optional(),
  sortBy: z.enum(INTERACTION_SORT_FIELDS).default('timestamp'),
  sortOrder,
}).refine(periodOrder, periodIssue);
export type InteractionDownloadRequest = z.input<typeof interactionDownloadRequest>;
export type InteractionDownload = z.output<typeof interactionDownloadRequest>;

export const interactionPage = z.object({
  content: z.array(interactionRow),
  totalElements: z.number().int(),
});
export type InteractionPage = z.infer<typeof interactionPage>;

/** A workflow the dashboard and search can filter by (deleted workflows whose interactions remain included). */
export const interactionWorkflow = z.object({ id: z.string(), name: z.string() });
export type InteractionWorkflow = z.infer<typeof interactionWorkflow>;

export const interactionDownloadStarted = z.object({ reportId: z.string(), message: z.string() });

const tag = 'Aegis dashboard';
const base = '/api/orgs/:orgId/workspaces/:ws/aegis/dashboard';
export const interactionsRoutes = {
  dashboard: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', params: wsParams, body: aegisDashboardRequest, response: aegisDashboard,
    summary: 'Call dashboard: interactions per period and workflow, and the top reasons, states, carriers and line types (test calls excluded)',
  }),
  search: defineRoute({
    method: 'POST', path: `${base}/interactions`, tag, auth: 'user', params: wsParams, body: interactionSearchRequest, response: interactionPage,
    summary: 'Call search: a page of interactions matching the filters, with the total',
  }),
  get: defineRoute({
    method: 'GET', path: `${base}/interactions/:id`, tag, auth: 'user', params: wsIdParams, response: interaction,
    summary: 'One interaction with its events (Call detail)',
  }),
  download: defineRoute({
    method: 'POST', path: `${base}/interactions/download`, tag, auth: 'user', params: wsParams, body: interactionDownloadRequest,
    response: interactionDownloadStarted,
    summary: 'Starts a CSV export of every interaction matching the filters; the user is notified when the file is ready',
  }),
  workflows: defineRoute({
    method: 'GET', path: `${base}/workflows`, tag, auth: 'user', params: wsParams, response: z.array(interactionWorkflow),
    summary: 'The workflows the dashboard and call search filter by, by name',
  }),
};
