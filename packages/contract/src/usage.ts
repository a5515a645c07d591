import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { TEXT_MAX } from './fields';
import { idList, INTERACTION_PAGE_SIZES, INTERACTION_TEXTS, period, periodIssue, periodOrder, phoneFilter, timezone } from './interactions';

/**
 * Usage reports (spec 3 §2.12, §3 "Usage rows", §7 "Usage"): the calls back to the pool numbers (Callbacks) and the
 * texts of Engage (Messages), each a server-paged table with an asynchronous download.
 */
export const USAGE_TYPES = ['calls', 'messaging'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export const USAGE_TEXTS = {
  callsTitle: 'Callbacks',
  callsHeader: 'Inbound calls',
  messagingTitle: 'Messages',
  messagingHeader: 'SMS messages',
  allCampaigns: 'All campaigns',
  noCalls: 'No calls match these filters.',
  noMessages: 'No messages match these filters.',
  loadFailed: INTERACTION_TEXTS.loadFailed,
  preconditionsFailed: INTERACTION_TEXTS.preconditionsFailed,
  downloadRequested: INTERACTION_TEXTS.downloadRequested,
  pageTooDeep: 'Only the first 10,000 rows are shown in pages: narrow the filters, or download the report for every row.',
} as const;

/**
 * The rows a report counts and pages through: past it the total reads "more than 10,000" (counting millions of rows
 * exactly for a page of 25 costs a second; the download has every row).
 */
export const USAGE_COUNT_CAP = 10_000;

export const CALLBACK_STATUSES = ['ANSWERED', 'BUSY', 'NO_ANSWER', 'FAILED'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export const CALLBACK_STATUS_LABELS: Record<CallbackStatus, string> = { ANSWERED: 'Answered', BUSY: 'Busy', NO_ANSWER: 'No answer', FAILED: 'Failed' };
export const CALLBACK_ROUTINGS = ['PSTN', 'SIP'] as const;

/** A call back to a pool number (spec 3 §3 "Usage rows", voice), with how it was forwarded. */
export const voiceUsageRow = z.object({
  id: z.string(),
  timestamp: z.string(),
  /** Who called (ten digits). */
  caller: z.string(),
  /** The pool number called (ten digits). */
  called: z.string(),
  forwardedTo: z.string().nullable(),
  routing: z.enum(CALLBACK_ROUTINGS),
  campaignId: z.string(),
  callStatus: z.enum(CALLBACK_STATUSES),
  /** Seconds billed (whole minutes are billed: 61 s is two). */
  billableDuration: z.number().int(),
});
export type VoiceUsageRow = z.infer<typeof voiceUsageRow>;

/** A text of Engage (spec 3 §3 "Usage rows", SMS). */
export const smsUsageRow = z.object({
  id: z.string(),
  timestamp: z.string(),
  status: z.string(),
  direction: z.enum(['OUTBOUND', 'INBOUND']),
  from: z.string(),
  to: z.string(),
  messagingCampaignId: z.string(),
  message: z.string(),
  segments: z.number().int(),
});
export type SmsUsageRow = z.infer<typeof smsUsageRow>;

export const USAGE_SORT_FIELDS = ['timestamp'] as const;
const sortOrder = z.string().max(TEXT_MAX.short).trim().toLowerCase().default('desc').pipe(z.enum(['asc', 'desc']));
const filters = { ...period, campaignId: idList, to: phoneFilter, from: phoneFilter, timezone };

/** POST /usage/{type}: the period, campaigns (none: all), to and from, a 0-based page of 25, 100, 250 or 500, newest first. */
export const usageSearchRequest = z.object({
  ...filters,
  page: z.number().int().min(0).max(1_000_000).default(0),
  size: z.number().int().default(25).refine((v) => (INTERACTION_PAGE_SIZES as readonly number[]).includes(v), INTERACTION_TEXTS.pageSizeInvalid),
  sortBy: z.enum(USAGE_SORT_FIELDS).default('timestamp'),
  sortOrder,
}).refine(periodOrder, periodIssue)
  .refine((q) => q.page * q.size < USAGE_COUNT_CAP, { message: USAGE_TEXTS.pageTooDeep, path: ['page'] });
export type UsageSearchRequest = z.input<typeof usageSearchRequest>;
export type UsageSearch = z.output<typeof usageSearchRequest>;

/** POST /usage/{type}/download: the same filters; every matching row. */
export const usageDownloadRequest = z.object({
  ...filters,
  page: z.number().int().min(0).optional(),
  size: z.number().int().optional(),
  sortBy: z.enum(USAGE_SORT_FIELDS).default('timestamp'),
  sortOrder,
}).refine(periodOrder, periodIssue);
export type UsageDownloadRequest = z.input<typeof usageDownloadRequest>;
export type UsageDownload = z.output<typeof usageDownloadRequest>;

/** `totalCapped`: more rows match than `totalElements`, which is then USAGE_COUNT_CAP. */
const usagePage = <T extends z.ZodTypeAny>(row: T) => z.object({ content: z.array(row), totalElements: z.number().int(), totalCapped: z.boolean() });
export const voiceUsagePage = usagePage(voiceUsageRow);
export const smsUsagePage = usagePage(smsUsageRow);
export const usageDownloadStarted = z.object({ reportId: z.string(), message: z.string() });

/** The carrier's signed events about calls to our pool numbers (x-voice-timestamp, x-voice-signature). */
export const voiceEventsRoute = defineRoute({
  method: 'POST', path: '/api/v1/voice/provider-events', tag: 'Usage', auth: 'public', response: z.object({ ok: z.literal(true) }),
  summary: 'Calls to the pool numbers, as the voice carrier reports them when they end (signed: x-voice-timestamp, x-voice-signature)',
});

const tag = 'Usage';
const base = '/api/orgs/:orgId/workspaces/:ws/usage';
export const usageRoutes = {
  calls: defineRoute({
    method: 'POST', path: `${base}/calls`, tag, auth: 'user', params: wsParams, body: usageSearchRequest, response: voiceUsagePage,
    summary: 'Callbacks: a page of the calls back to the pool numbers matching the filters, with the total',
  }),
  callsDownload: defineRoute({
    method: 'POST', path: `${base}/calls/download`, tag, auth: 'user', params: wsParams, body: usageDownloadRequest, response: usageDownloadStarted,
    summary: 'Starts a CSV export of every matching callback; the user is notified when it is ready',
  }),
  messaging: defineRoute({
    method: 'POST', path: `${base}/messaging`, tag, auth: 'user', params: wsParams, body: usageSearchRequest, response: smsUsagePage,
    summary: 'Messages: a page of the texts sent and received matching the filters, with the total',
  }),
  messagingDownload: defineRoute({
    method: 'POST', path: `${base}/messaging/download`, tag, auth: 'user', params: wsParams, body: usageDownloadRequest, response: usageDownloadStarted,
    summary: 'Starts a CSV export of every matching message; the user is notified when it is ready',
  }),
};
