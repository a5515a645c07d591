import { z } from 'zod';
import { TEXT_MAX, tooLong } from './fields';
import { defineRoute } from './route';
import { MESSAGES } from './messages';
import { LEAD_REJECT_REASONS } from './leads';
import { CRM_ADD_MODES, CRM_UPDATE_MODES, LIST_ADD_MODES, LIST_STATUSES, campaignList, listProcessRequest } from './lists';

/**
 * The public API for customers' systems (design §5): one lead synchronously through the same checks as a list, or a
 * whole file asynchronously with the result POSTed to a webhook. Authenticated by a workspace API key.
 */
const tag = 'Public API';

export const LEAD_LOAD_STATUSES = ['Accepted', 'Rejected'] as const;
export type LeadLoadStatus = (typeof LEAD_LOAD_STATUSES)[number];

/** Why a lead was refused, in words (the `message` of a Rejected answer). */
export const LEAD_REJECT_MESSAGES: Record<(typeof LEAD_REJECT_REASONS)[number], string> = {
  INVALID: 'The phone number is not a valid US or Canadian number.',
  DUPLICATE: 'The lead is already in this campaign.',
  DNC: 'The number is on the national Do Not Call registry, or not covered by the FTC SAN.',
  STATE_DNC: 'The number is on a state Do Not Call list.',
  TCPA_FLAG: 'The number belongs to a known litigator.',
  REASSIGNED: 'The number was reassigned.',
  TOKEN_ERROR: 'The lead-verification token was not accepted.',
  INACTIVE: 'The number is not active.',
  SUPPRESSED: 'The number is suppressed.',
};
export const LEAD_ACCEPTED_MESSAGE = 'Lead loaded into the dialer.';

export const leadLoadBody = z.object({
  campaignId: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, MESSAGES.fieldRequired).meta({ example: 'cmp_01HZX3K4' }),
  phone: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.short, tooLong(TEXT_MAX.short)).trim().min(1, MESSAGES.fieldRequired).meta({ example: '(512) 555-0147' }),
  zip: z.string().max(TEXT_MAX.short).trim().nullable().optional().meta({ example: '78701' }),
  state: z.string().max(TEXT_MAX.short).trim().nullable().optional().meta({ example: 'TX' }),
  /** Other dialer fields by field id (first name, custom fields…). */
  fields: z.record(z.string().max(TEXT_MAX.long), z.string().max(TEXT_MAX.long)).default({}).meta({ example: { first_name: 'Ana', last_name: 'Lopez' } }),
  /** Required unless the workspace's dialer is CONNECT. */
  dialerListId: z.string().max(TEXT_MAX.name).trim().nullable().optional().meta({ example: 'Renewals East list 1' }),
  trustedFormToken: z.string().max(TEXT_MAX.secret).trim().nullable().optional(),
  leadIdToken: z.string().max(TEXT_MAX.secret).trim().nullable().optional(),
  crmAddMode: z.enum(CRM_ADD_MODES).optional(),
  crmUpdateMode: z.enum(CRM_UPDATE_MODES).optional(),
  listAddMode: z.enum(LIST_ADD_MODES).optional(),
});
export type LeadLoadBody = z.input<typeof leadLoadBody>;

export const leadLoadResult = z.object({
  status: z.enum(LEAD_LOAD_STATUSES),
  reason: z.enum(LEAD_REJECT_REASONS).nullable(),
  message: z.string(),
  callerId: z.string().nullable(),
}).meta({ example: { status: 'Accepted', reason: null, message: LEAD_ACCEPTED_MESSAGE, callerId: '5125550199' } });
export type LeadLoadResult = z.infer<typeof leadLoadResult>;

/** The `processRequest` field of lists/load: a list process request plus where to POST the result. */
export const publicProcessRequest = listProcessRequest.extend({
  webhookUrl: z.string().max(TEXT_MAX.url).trim().url(MESSAGES.webhookUrlInvalid).nullable().optional(),
}).meta({
  example: { mode: 'APPEND', dialerListId: 'Renewals East list 1', firstRowHasHeaders: true, mappedCols: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }], webhookUrl: 'https://crm.example.com/hooks/trueline' },
});
export type PublicProcessRequest = z.input<typeof publicProcessRequest>;

export const listLoadResult = z.object({ listId: z.string(), campaignId: z.string(), status: z.enum(LIST_STATUSES) })
  .meta({ example: { listId: 'lst_01HZX5', campaignId: 'cmp_01HZX3K4', status: 'PROCESSING' } });

/** What the webhook receives when a list loaded through the API is done (header X-Trueline-Event: CampaignList). */
export const listWebhookPayload = z.object({ type: z.literal('CampaignList'), orgId: z.string(), workspaceId: z.string(), payload: campaignList });
export type ListWebhookPayload = z.infer<typeof listWebhookPayload>;

export const publicApiRoutes = {
  leadLoad: defineRoute({
    method: 'POST', path: '/api/v1/leads/load', tag, auth: 'apiKey', body: leadLoadBody, response: leadLoadResult,
    summary: 'Load one lead into a Core campaign, synchronously through the same checks as a list: Accepted with its local caller ID, or Rejected with the reason',
  }),
  listLoad: defineRoute({
    method: 'POST', path: '/api/v1/lists/load', tag, auth: 'apiKey', bodyKind: 'multipart', response: listLoadResult,
    multipartFields: {
      fields: z.object({ campaignId: z.string().max(TEXT_MAX.name).meta({ example: 'cmp_01HZX3K4' }), processRequest: publicProcessRequest.describe('The processing request as JSON') }),
      file: 'file', fileDescription: 'The lead list, a .csv file',
    },
    summary: 'Load a .csv list into a Core campaign asynchronously; when done, the list (status, metrics) is POSTed as JSON to `webhookUrl`',
  }),
};
