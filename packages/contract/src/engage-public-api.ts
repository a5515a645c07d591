import { z } from 'zod';
import { TEXT_MAX, tooLong } from './fields';
import { defineRoute } from './route';
import { MESSAGES } from './messages';
import { MESSAGING_CAMPAIGN_STATUSES } from './messaging-campaigns';
import { MESSAGING_LEAD_STATUSES, MESSAGING_LIST_STATUSES, messagingList } from './messaging-lists';

/**
 * Engage's public API for customers' systems, beside Core's (`public-api.ts`): one lead scrubbed synchronously, rows
 * loaded as a list asynchronously with the result POSTed to a webhook, and the status, activation and pause of the
 * workspace's approved campaigns and their lists. Authenticated by a workspace API key (its own workspace only).
 */
const tag = 'Public API: Engage';

export const ENGAGE_API_MESSAGES = {
  campaignNotApproved: 'Only an approved campaign (READY or ACTIVE) can be reached through the API.',
  rowsRequired: 'Give at least one row.',
  phoneFieldRequired: 'Each row needs a Phone.',
} as const;

/** Engage's public API limits. */
export const ENGAGE_API_LIMITS = { rowsMax: 10_000, fieldsMax: 100 } as const;

const required = (max: number) => z.string({ error: MESSAGES.fieldRequired }).max(max, tooLong(max)).trim().min(1, MESSAGES.fieldRequired);
const fieldValues = z.record(z.string().max(TEXT_MAX.name), z.string().max(TEXT_MAX.long, tooLong(TEXT_MAX.long)));

export const engageLeadLoadBody = z.object({
  messagingCampaignId: required(TEXT_MAX.name).meta({ example: 'mc_01J0Q2' }),
  phone: required(TEXT_MAX.short).meta({ example: '(512) 555-0147' }),
  /** Other campaign fields by name: FirstName, LastName, Zip, State… or the campaign's custom fields. */
  fields: fieldValues.default({}).meta({ example: { FirstName: 'Ana', Zip: '78701' } }),
});
export type EngageLeadLoadBody = z.input<typeof engageLeadLoadBody>;

export const engageLeadLoadResult = z.object({
  leadId: z.string(),
  status: z.enum(MESSAGING_LEAD_STATUSES),
  /** Why the lead will not be texted (null when READY). */
  reason: z.string().nullable(),
}).meta({ example: { leadId: 'ml_01J0Q3', status: 'READY', reason: null } });
export type EngageLeadLoadResult = z.infer<typeof engageLeadLoadResult>;

export const engageListLoadBody = z.object({
  messagingCampaignId: required(TEXT_MAX.name).meta({ example: 'mc_01J0Q2' }),
  name: required(TEXT_MAX.name).meta({ example: 'Spring offers' }),
  /** One object per lead, keyed by campaign field; Phone is required. */
  rows: z.array(fieldValues).min(1, ENGAGE_API_MESSAGES.rowsRequired).max(ENGAGE_API_LIMITS.rowsMax, `At most ${ENGAGE_API_LIMITS.rowsMax} rows.`)
    .refine((rows) => rows.every((r) => Boolean(r.Phone?.trim())), ENGAGE_API_MESSAGES.phoneFieldRequired)
    .meta({ example: [{ Phone: '5125550147', FirstName: 'Ana' }, { Phone: '5125550148', FirstName: 'Ben' }] }),
  /** ACTIVE: activated when processing ends, if the campaign is approved; READY otherwise (the default). */
  initStatus: z.enum(['READY', 'ACTIVE']).default('READY'),
  /** Where the processed list (status, metrics) is POSTed as JSON. */
  webhookUrl: z.string().max(TEXT_MAX.url).trim().url(MESSAGES.webhookUrlInvalid).nullable().optional().meta({ example: 'https://crm.example.com/hooks/trueline' }),
});
export type EngageListLoadBody = z.input<typeof engageListLoadBody>;

export const engageListLoadResult = z.object({ listId: z.string(), messagingCampaignId: z.string(), status: z.enum(MESSAGING_LIST_STATUSES) })
  .meta({ example: { listId: 'mlst_01J0Q4', messagingCampaignId: 'mc_01J0Q2', status: 'PROCESSING' } });

/** What the webhook receives when a list loaded through the API is done (header X-Trueline-Event: MessagingList). */
export const engageListWebhookPayload = z.object({ type: z.literal('MessagingList'), orgId: z.string(), workspaceId: z.string(), payload: messagingList });
export type EngageListWebhookPayload = z.infer<typeof engageListWebhookPayload>;

export const engageCampaignStatus = z.object({ id: z.string(), name: z.string(), status: z.enum(MESSAGING_CAMPAIGN_STATUSES) })
  .meta({ example: { id: 'mc_01J0Q2', name: 'Spring offers', status: 'ACTIVE' } });
export type EngageCampaignStatus = z.infer<typeof engageCampaignStatus>;

const listExample = {
  id: 'mlst_01J0Q4', name: 'Spring offers', messagingCampaignId: 'mc_01J0Q2', status: 'ACTIVE', uploaded: '2026-03-02T15:04:05.000Z',
  processedBy: { firstName: 'API', lastName: '' }, processingStart: '2026-03-02T15:04:06.000Z', processingFinish: '2026-03-02T15:04:09.000Z', processingDuration: 3,
  carrierBreakDown: { 'T-Mobile': 1 }, metrics: { supplied: 2, loaded: 1, invalid: 0, landline: 0, suppressed: 0, duplicate: 1, sent: 0, delivered: 0, failed: 0 },
  rowCount: 2, processedRows: 2, errorMessage: null,
};
const engageList = messagingList.meta({ example: listExample });

const base = '/api/v1/engage';
const campaignParams = z.object({ id: z.string().max(TEXT_MAX.name) });
const listParams = campaignParams.extend({ listId: z.string().max(TEXT_MAX.name) });

export const engagePublicApiRoutes = {
  leadLoad: defineRoute({
    method: 'POST', path: `${base}/leads/load`, tag, auth: 'apiKey', body: engageLeadLoadBody, response: engageLeadLoadResult,
    summary: 'Load one lead into a messaging campaign, synchronously scrubbed as a list row is (invalid, duplicate, opt-out or DNC record set, landline, the campaign’s workflow): its status and reason. A READY lead is texted while the campaign is ACTIVE',
  }),
  listLoad: defineRoute({
    method: 'POST', path: `${base}/lists/load`, tag, auth: 'apiKey', body: engageListLoadBody, response: engageListLoadResult,
    summary: 'Load rows into a messaging campaign as a list, processed asynchronously; when done, the list (status, metrics) is POSTed as JSON to `webhookUrl`',
  }),
  campaignStatus: defineRoute({
    method: 'GET', path: `${base}/campaigns/:id/status`, tag, auth: 'apiKey', params: campaignParams, response: engageCampaignStatus,
    summary: 'The status of an approved messaging campaign (READY or ACTIVE)',
  }),
  campaignActivate: defineRoute({
    method: 'POST', path: `${base}/campaigns/:id/activate`, tag, auth: 'apiKey', params: campaignParams, response: engageCampaignStatus,
    summary: 'READY → ACTIVE: the campaign’s active lists start sending inside its schedule',
  }),
  campaignPause: defineRoute({
    method: 'POST', path: `${base}/campaigns/:id/pause`, tag, auth: 'apiKey', params: campaignParams, response: engageCampaignStatus,
    summary: 'ACTIVE → READY: sending stops',
  }),
  listStatus: defineRoute({
    method: 'GET', path: `${base}/campaigns/:id/lists/:listId/status`, tag, auth: 'apiKey', params: listParams, response: engageList,
    summary: 'A list of an approved campaign: its status and metrics',
  }),
  listActivate: defineRoute({
    method: 'POST', path: `${base}/campaigns/:id/lists/:listId/activate`, tag, auth: 'apiKey', params: listParams, response: engageList,
    summary: 'A READY or PAUSED list of an approved campaign starts sending',
  }),
  listPause: defineRoute({
    method: 'POST', path: `${base}/campaigns/:id/lists/:listId/pause`, tag, auth: 'apiKey', params: listParams, response: engageList,
    summary: 'An ACTIVE list stops sending',
  }),
};
