import { z } from 'zod';
import { defineRoute, ok, wsParams } from './route';
import { MESSAGES } from './messages';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { LIST_PREVIEW_PAGE_SIZE, listPreview, mappedCol } from './lists';
import { exportAccepted } from './reports';

/**
 * Engage lists, leads and messages (spec 3 §2.3 Lists and Leads, §3, §4 Messaging list and Lead, §7 Messaging lists
 * and leads): a list is uploaded to a messaging campaign, mapped, processed through the same scrub as Core lists
 * (invalid, landline, duplicate, suppressed, the Aegis workflow), then activated to send.
 */

/** List statuses (spec 3 §4: UPLOADED, READY, ACTIVE, others): PROCESSING while scrubbing, PAUSED, COMPLETE once every lead is final. */
export const MESSAGING_LIST_STATUSES = ['UPLOADED', 'PROCESSING', 'READY', 'ACTIVE', 'PAUSED', 'COMPLETE', 'ERROR'] as const;
export type MessagingListStatus = (typeof MESSAGING_LIST_STATUSES)[number];
export const MESSAGING_LIST_STATUS_LABELS: Record<MessagingListStatus, string> = {
  UPLOADED: 'Uploaded', PROCESSING: 'Processing', READY: 'Ready', ACTIVE: 'Active', PAUSED: 'Paused', COMPLETE: 'Complete', ERROR: 'Error',
};

/**
 * Lead statuses: READY waits to be texted (with `retryAfter` when outside the schedule or a carrier cap), SENT was
 * handed to the carrier, DELIVERED / FAILED from the receipt, CONVERSATION once the lead replied, OPTED_OUT, and
 * the scrub's refusals (INVALID, LANDLINE, DUPLICATE, SUPPRESSED, REJECTED by the workflow).
 */
export const MESSAGING_LEAD_STATUSES = [
  'READY', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'CONVERSATION', 'OPTED_OUT', 'INVALID', 'LANDLINE', 'DUPLICATE', 'SUPPRESSED', 'REJECTED',
] as const;
export type MessagingLeadStatus = (typeof MESSAGING_LEAD_STATUSES)[number];

/** SMS message statuses; RECEIVED is an inbound message (spec 3 §4). */
export const SMS_MESSAGE_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'UNDELIVERED', 'FAILED', 'RECEIVED'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/** The carriers of the breakdowns and rate limits, with their labels. */
export const CARRIER_LABELS = { att: 'AT&T', verizon: 'Verizon', tmobile: 'T-Mobile', other: 'Other' } as const;

export const MESSAGING_LIST_LIMITS = {
  fileMaxMb: 1024,
  leadSearchMin: 3,
  leadSearchMax: 100,
  previewPageSize: LIST_PREVIEW_PAGE_SIZE,
  /** Messages of a lead's conversation answered at once. */
  conversationMax: 500,
  /** How long an agent link works. */
  agentLinkHours: 72,
  agentReplyMax: 1600,
} as const;

export const MESSAGING_LIST_MESSAGES = {
  activated: 'List is now active',
  paused: 'List is now paused',
  deleted: MESSAGES.deletedSuccessfully,
  templateDeleted: 'Mapping template deleted',
  confirmActivate: 'Are you sure you want to activate this list?',
  confirmPause: 'Are you sure you want to pause this list?',
  leadSearchShort: 'Please provide at least the first 3 digits of the lead number to continue.',
  nextPrefix: 'Next: {date}',
  phoneColumnRequired: 'Map a column to Phone before processing the list.',
  fieldRepeated: 'Each campaign field can be mapped once: {field}.',
  fieldUnknown: 'Not a field of this campaign: {field}.',
  notUploaded: 'Only a list awaiting mapping (UPLOADED) can be processed.',
  notDeletable: 'An active list cannot be deleted: pause it first.',
  cannotActivate: 'Only a READY or paused list can be activated.',
  cannotPause: 'Only an active list can be paused.',
  campaignNotSending: 'The campaign must be approved (READY or ACTIVE) before its lists can be activated.',
  campaignDraftOnlyUpload: 'Lists can be uploaded once the campaign exists and is not deleted.',
  continueConversation: 'Continue the conversation',
  agentLinkInvalid: 'This conversation link is no longer valid.',
  agentReplyRequired: 'Write a message to send.',
  leadOptedOut: 'This lead opted out: no more messages can be sent.',
  dispositionSaved: MESSAGES.saved,
  dispositionUnknown: 'Choose one of the campaign’s dispositions.',
  providerSignatureInvalid: 'The event’s signature or timestamp is not valid.',
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// Entities.

export const messagingListMetrics = z.object({
  supplied: z.number().int(),
  loaded: z.number().int(),
  invalid: z.number().int(),
  landline: z.number().int(),
  suppressed: z.number().int(),
  duplicate: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type MessagingListMetrics = z.infer<typeof messagingListMetrics>;

export const messagingList = z.object({
  id: z.string(),
  name: z.string(),
  messagingCampaignId: z.string(),
  status: z.enum(MESSAGING_LIST_STATUSES),
  uploaded: isoDate,
  processedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  processingStart: isoDate.nullable(),
  processingFinish: isoDate.nullable(),
  /** Seconds from start to finish. */
  processingDuration: z.number().nullable(),
  /** Carrier → leads loaded on it. */
  carrierBreakDown: z.record(z.string(), z.number().int()),
  metrics: messagingListMetrics,
  /** Data rows in the file, and how many processing has handled. */
  rowCount: z.number().int().nullable(),
  processedRows: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type MessagingList = z.infer<typeof messagingList>;

export const messagingListsPage = z.object({ content: z.array(messagingList), totalElements: z.number().int(), pageNumber: z.number().int(), maxPerPage: z.number().int() });

export const messagingLead = z.object({
  id: z.string(),
  phone: z.string(),
  status: z.enum(MESSAGING_LEAD_STATUSES),
  statusMessage: z.string().nullable(),
  /** A READY lead waits until then (outside the schedule, or its carrier's cap spent). */
  retryAfter: isoDate.nullable(),
  carrier: z.string().nullable(),
  normalizedCarrier: z.enum(['att', 'verizon', 'tmobile', 'other']).nullable(),
  sent: isoDate.nullable(),
  /** The last delivery result (DELIVERED, FAILED with its carrier error…). */
  result: z.string().nullable(),
  finalized: isoDate.nullable(),
  disposition: z.object({ id: z.string(), disposition: z.string() }).nullable(),
  dispositionTimestamp: isoDate.nullable(),
  leadData: z.record(z.string(), z.string()),
  workspaceId: z.string(),
  messagingCampaignId: z.string(),
  listId: z.string().nullable(),
});
export type MessagingLead = z.infer<typeof messagingLead>;

export const smsMessage = z.object({
  id: z.string(),
  message: z.string(),
  timestamp: isoDate,
  status: z.enum(SMS_MESSAGE_STATUSES),
  /** Who wrote an outbound message: the campaign (initial and automatic replies) or an agent. */
  author: z.enum(['CAMPAIGN', 'AGENT', 'LEAD']),
  segments: z.number().int(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof smsMessage>;

/** A list process request (spec 3 §3): the column each campaign field is read from, and the template to use or save. */
export const messagingListProcessRequest = z.object({
  mappedCols: z.array(mappedCol).max(200).default([]),
  templateName: z.string().max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().nullable().optional(),
  saveAsTemplate: z.boolean().default(false),
});
export type MessagingListProcessRequest = z.input<typeof messagingListProcessRequest>;

// ---------------------------------------------------------------------------------------------------------------------
// Routes.

const tag = 'Engage lists and leads';
const campaigns = '/api/orgs/:orgId/workspaces/:ws/messagingCampaigns';
const campaignParams = wsParams.extend({ id: z.string().max(TEXT_MAX.name) });
const listParams = campaignParams.extend({ listId: z.string().max(TEXT_MAX.name) });
const leads = '/api/orgs/:orgId/workspaces/:ws/messagingCampaignLeads';
const leadParams = wsParams.extend({ leadId: z.string().max(TEXT_MAX.name) });

export const messagingListsRoutes = {
  all: defineRoute({
    method: 'GET', path: `${campaigns}/lists`, tag, auth: 'user', params: wsParams, response: messagingListsPage,
    query: z.object({ pageNumber: z.coerce.number().int().min(0).default(0), maxPerPage: z.coerce.number().int().min(1).max(500).default(50) }),
    summary: 'Lists of every messaging campaign of the workspace, newest first, a page at a time',
  }),
  list: defineRoute({ method: 'GET', path: `${campaigns}/:id/lists`, tag, auth: 'user', params: campaignParams, response: z.array(messagingList), summary: 'Lists of one campaign, newest first' }),
  get: defineRoute({ method: 'GET', path: `${campaigns}/:id/lists/:listId`, tag, auth: 'user', params: listParams, response: messagingList, summary: 'One list' }),
  remove: defineRoute({ method: 'DELETE', path: `${campaigns}/:id/lists/:listId`, tag, auth: 'user', params: listParams, response: ok, summary: 'Delete a list that is not ACTIVE; its waiting leads are never sent' }),
  activate: defineRoute({ method: 'POST', path: `${campaigns}/:id/lists/:listId/activate`, tag, auth: 'user', params: listParams, response: messagingList, summary: 'Start sending a READY (or paused) list while the campaign is ACTIVE' }),
  pause: defineRoute({ method: 'POST', path: `${campaigns}/:id/lists/:listId/pause`, tag, auth: 'user', params: listParams, response: messagingList, summary: 'Stop sending an ACTIVE list' }),
  upload: defineRoute({
    method: 'POST', path: `${campaigns}/:id/lists`, tag, auth: 'user', params: campaignParams, bodyKind: 'multipart', response: messagingList,
    multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'The lead list, a .csv file' },
    summary: 'Upload a .csv lead list; it waits (UPLOADED) for mapping and processing',
  }),
  uploadAndProcess: defineRoute({
    method: 'POST', path: `${campaigns}/:id/lists/uploadAndProcess`, tag, auth: 'user', params: campaignParams, bodyKind: 'multipart', response: messagingList,
    multipartFields: { fields: z.object({ request: messagingListProcessRequest.describe('The processing request as JSON') }), file: 'file', fileDescription: 'The lead list, a .csv file' },
    summary: 'Upload a .csv lead list and process it at once with the `request` field (JSON)',
  }),
  preview: defineRoute({
    method: 'GET', path: `${campaigns}/:id/lists/:listId/preview`, tag, auth: 'user', params: listParams, response: listPreview,
    query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(LIST_PREVIEW_PAGE_SIZE) }),
    summary: 'Rows of an uploaded file: the first row (header) and one page of data rows',
  }),
  process: defineRoute({
    method: 'POST', path: `${campaigns}/:id/lists/:listId/process`, tag, auth: 'user', params: listParams, body: messagingListProcessRequest, response: messagingList,
    summary: 'Map and process an uploaded list in the background: invalid, landline, duplicates, suppressed (opt-outs and DNC record sets), the Aegis workflow',
  }),
};

export const messagingLeadsRoutes = {
  search: defineRoute({
    method: 'GET', path: leads, tag, auth: 'user', params: wsParams, response: z.array(messagingLead),
    query: z.object({
      prefix: z.string({ error: MESSAGING_LIST_MESSAGES.leadSearchShort }).max(MESSAGING_LIST_LIMITS.leadSearchMax, tooLong(MESSAGING_LIST_LIMITS.leadSearchMax)).trim()
        .refine((v) => v.replace(/\D/g, '').length >= MESSAGING_LIST_LIMITS.leadSearchMin, MESSAGING_LIST_MESSAGES.leadSearchShort),
      campaignId: z.string().max(TEXT_MAX.name),
    }),
    summary: 'Leads of a campaign whose number starts with the prefix (3 digits or more), at most 100',
  }),
  messages: defineRoute({
    method: 'GET', path: `${leads}/:leadId/messages`, tag, auth: 'user', params: leadParams, response: z.array(smsMessage),
    summary: 'The lead’s conversation, oldest first',
  }),
  agentLink: defineRoute({
    method: 'GET', path: `${leads}/:leadId/agentLink`, tag, auth: 'user', params: leadParams, response: z.object({ url: z.string(), expires: isoDate }),
    summary: 'A signed, expiring link to the agent chat page for this lead',
  }),
  // GET as spec 3 §7 has it (as the opt-outs' download); the file is made in the background.
  download: defineRoute({
    method: 'GET', path: `${leads}/download`, tag, auth: 'user', params: wsParams, response: exportAccepted,
    query: z.object({ campaignId: z.string().max(TEXT_MAX.name) }),
    summary: 'Export the campaign’s leads as CSV, asynchronously: the file appears in Downloads and the requester is notified',
  }),
};

// ---------------------------------------------------------------------------------------------------------------------
// The agent chat (Continue the conversation; the email's Endpoint.* tokens): public routes behind the signed token.

export const agentConversation = z.object({
  campaignName: z.string(),
  lead: messagingLead,
  messages: z.array(smsMessage),
  dispositions: z.array(z.object({ id: z.string(), disposition: z.string() })),
  expires: isoDate,
});
export type AgentConversation = z.infer<typeof agentConversation>;

const agentTag = 'Engage agent chat';
const agentBase = '/api/v1/engage/conversations/:token';
const tokenParams = z.object({ token: z.string().max(TEXT_MAX.secret) });
export const agentChatRoutes = {
  conversation: defineRoute({ method: 'GET', path: agentBase, tag: agentTag, auth: 'public', params: tokenParams, response: agentConversation, summary: 'The conversation behind an agent link (Endpoint.ConversationApi)' }),
  send: defineRoute({
    method: 'POST', path: `${agentBase}/messages`, tag: agentTag, auth: 'public', params: tokenParams, response: smsMessage,
    body: z.object({ message: z.string({ error: MESSAGING_LIST_MESSAGES.agentReplyRequired }).max(MESSAGING_LIST_LIMITS.agentReplyMax, tooLong(MESSAGING_LIST_LIMITS.agentReplyMax)).trim().min(1, MESSAGING_LIST_MESSAGES.agentReplyRequired) }),
    summary: 'Send the agent’s reply through the campaign’s sender (Endpoint.SendMessageApi)',
  }),
  disposition: defineRoute({
    method: 'POST', path: `${agentBase}/disposition`, tag: agentTag, auth: 'public', params: tokenParams, response: messagingLead,
    body: z.object({ dispositionId: z.string({ error: MESSAGING_LIST_MESSAGES.dispositionUnknown }).max(TEXT_MAX.name) }),
    summary: 'Set the lead’s final disposition (Endpoint.DispositionApi); Do not contact suppresses the number',
  }),
};

/** The provider's signed events (receipts and inbound messages). */
export const providerEventsRoute = defineRoute({
  method: 'POST', path: '/api/v1/engage/provider-events', tag: agentTag, auth: 'public', response: ok,
  summary: 'Delivery receipts and inbound messages posted by the SMS provider, signed (x-sms-timestamp, x-sms-signature)',
});
