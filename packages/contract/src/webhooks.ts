import { z } from 'zod';
import { defineRoute, orgParams, wsIdParams, workspaceItemRoutes } from './route';
import { MESSAGES } from './messages';
import { isoDate, requiredString, TEXT_MAX } from './fields';

/** Webhook event types (spec 3 §9). */
export const WEBHOOK_EVENT_TYPES = [
  'AegisEvent', 'CampaignList', 'MessagingCampaignEvent', 'MessagingCampaignStatus', 'MessagingListStatus', 'RealTimeListLoad',
  'InboundCall', 'PhoneDeactivated', 'PhoneProvisioned', 'Sentry', 'UCProtect', 'UsageAlert',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event type reports, shown under the type select. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  AegisEvent: 'A screened call, sent by the Webhook node of an Aegis workflow.',
  CampaignList: 'A list of a Core campaign finished processing, or failed.',
  MessagingCampaignEvent: 'Deliveries, conversations, dispositions and opt-outs of the Engage campaigns that choose this webhook.',
  MessagingCampaignStatus: 'An Engage messaging campaign changed status.',
  MessagingListStatus: 'A list of an Engage messaging campaign changed status.',
  RealTimeListLoad: 'A lead or a list loaded through the public API (leads/load, lists/load) was accepted or refused.',
  InboundCall: 'A call came in to a pool number.',
  PhoneDeactivated: 'Pool numbers were released back to the carrier.',
  PhoneProvisioned: 'Numbers joined a campaign’s pool.',
  Sentry: 'Sentry retired numbers of a pool (spam flags, age) and ordered their replacements.',
  UCProtect: 'UC Protect numbers raised a SPAM activity alert.',
  UsageAlert: 'A usage alert of the organisation crossed its threshold this month (sent to the webhooks of every active workspace).',
};

/** Which campaigns the campaign filter chooses from, per event type (spec 3 §9); null: the type has no campaign filter. */
export const WEBHOOK_FILTER_SCOPE: Record<WebhookEventType, 'core' | 'messaging' | null> = {
  AegisEvent: null,
  CampaignList: 'core',
  MessagingCampaignEvent: null,
  MessagingCampaignStatus: 'messaging',
  MessagingListStatus: 'messaging',
  RealTimeListLoad: 'core',
  InboundCall: 'core',
  PhoneDeactivated: 'core',
  PhoneProvisioned: 'core',
  Sentry: 'core',
  UCProtect: null,
  UsageAlert: null,
};

/** Types a feature sends to one chosen webhook (a workflow node, a messaging campaign) rather than to every matching one. */
export const TARGETED_WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = ['AegisEvent', 'MessagingCampaignEvent'];

export const WEBHOOK_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Auth types (spec 3 §9), with the words the select shows. */
export const WEBHOOK_AUTH_TYPES = ['None', 'Basic', 'Bearer', 'CustomHeader'] as const;
export type WebhookAuthType = (typeof WEBHOOK_AUTH_TYPES)[number];
export const WEBHOOK_AUTH_TYPE_LABELS: Record<WebhookAuthType, string> = { None: 'None', Basic: 'Basic', Bearer: 'Bearer', CustomHeader: 'Custom header' };

/**
 * The headers of every delivery. The signature is `sha256=` and the hex HMAC-SHA256 of the exact request body, keyed
 * with the webhook's signing secret; the body's `sentAt` equals the timestamp header, so a receiver can refuse old
 * (replayed) deliveries, and `id` (also the delivery header) stays the same across the retries of one delivery.
 */
export const WEBHOOK_HEADERS = {
  event: 'X-Trueline-Event',
  delivery: 'X-Trueline-Delivery',
  timestamp: 'X-Trueline-Timestamp',
  signature: 'X-Trueline-Signature',
} as const;

/** Headers a custom auth header may not replace. */
const RESERVED_HEADERS = new Set(['host', 'content-type', 'content-length', 'transfer-encoding', 'connection', 'user-agent']);
const HEADER_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function headerNameProblem(name: string): string | null {
  if (!HEADER_TOKEN.test(name)) return MESSAGES.webhookHeaderNameInvalid;
  const lower = name.toLowerCase();
  if (RESERVED_HEADERS.has(lower) || lower.startsWith('x-trueline-')) return MESSAGES.webhookHeaderNameReserved;
  return null;
}

const DOMAIN_WITH_TLD = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

const parseUrl = (v: string): URL | null => {
  try {
    return new URL(v);
  } catch {
    return null;
  }
};

/** An https address whose host is a domain name with a top-level domain (no IP address, no user name in it). */
export function isHttpsWebhookUrl(v: string): boolean {
  const u = parseUrl(v.trim());
  return Boolean(u && u.protocol === 'https:' && !u.username && !u.password && DOMAIN_WITH_TLD.test(u.hostname));
}

/** Any http or https address with a host: accepted only where the operator allows private webhooks (local set-ups, tests). */
export function isAnyWebhookUrl(v: string): boolean {
  const u = parseUrl(v.trim());
  return Boolean(u && (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname && !u.username && !u.password);
}

/** The webhook's auth settings as the server returns them: secrets become `…Set` flags and never leave. */
export const webhookAuth = z.object({
  authType: z.enum(WEBHOOK_AUTH_TYPES),
  username: z.string().nullable(),
  headerName: z.string().nullable(),
  /** A Basic password is stored. */
  passwordSet: z.boolean(),
  /** A Bearer token or a custom header's value is stored. */
  valueSet: z.boolean(),
});
export type WebhookAuth = z.infer<typeof webhookAuth>;

export const webhook = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_STATUSES),
  webhookAuth,
  /** Campaign ids; empty means every campaign (ignored by types without a campaign filter). */
  campaignFilter: z.array(z.string()),
  /** The last delivery attempt's answer: "200 OK", "500 Internal Server Error", or why it could not be delivered. */
  lastResponse: z.string().nullable(),
  lastInvocation: isoDate.nullable(),
  created: isoDate,
  updated: isoDate,
});
export type Webhook = z.infer<typeof webhook>;

/** Webhook picker (workflow Webhook node, messaging campaigns). */
export const webhookOption = webhook.pick({ id: true, name: true, eventType: true });
export type WebhookOption = z.infer<typeof webhookOption>;

const optionalText = z.string().max(TEXT_MAX.secret).trim().nullable().optional();

/**
 * Auth settings of a save. Secrets (password, value) left blank keep the stored ones; the server asks for them
 * (Required.) only when none is stored — `webhookAuthProblems` holds that rule for both sides.
 */
export const webhookAuthBody = z.object({
  authType: z.enum(WEBHOOK_AUTH_TYPES).default('None'),
  username: optionalText,
  password: z.string().max(TEXT_MAX.secret).nullable().optional(),
  value: optionalText,
  headerName: optionalText,
});
export type WebhookAuthBody = z.input<typeof webhookAuthBody>;

/** What the auth settings lack, given which secrets are already stored: each problem with its field path under webhookAuth. */
export function webhookAuthProblems(
  auth: z.output<typeof webhookAuthBody>, stored: { passwordSet: boolean; valueSet: boolean } = { passwordSet: false, valueSet: false },
): { path: 'username' | 'password' | 'value' | 'headerName'; message: string }[] {
  const problems: { path: 'username' | 'password' | 'value' | 'headerName'; message: string }[] = [];
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  if (auth.authType === 'Basic') {
    if (blank(auth.username)) problems.push({ path: 'username', message: MESSAGES.webhookRequired });
    if (blank(auth.password) && !stored.passwordSet) problems.push({ path: 'password', message: MESSAGES.webhookRequired });
  }
  if (auth.authType === 'CustomHeader') {
    if (blank(auth.headerName)) problems.push({ path: 'headerName', message: MESSAGES.webhookRequired });
    else {
      const problem = headerNameProblem(auth.headerName!.trim());
      if (problem) problems.push({ path: 'headerName', message: problem });
    }
  }
  if ((auth.authType === 'Bearer' || auth.authType === 'CustomHeader') && blank(auth.value) && !stored.valueSet) {
    problems.push({ path: 'value', message: MESSAGES.webhookRequired });
  }
  return problems;
}

/**
 * Create and edit of a webhook. `allowPrivate` mirrors the server's ALLOW_PRIVATE_WEBHOOKS: without it only an HTTPS
 * address with a domain and TLD passes; with it any http(s) address does (local receivers). The route validates with
 * the lenient form and the server applies its own setting; the form asks the server which one applies.
 */
export function webhookBodyFor(opts: { allowPrivate: boolean }) {
  const urlOk = opts.allowPrivate ? isAnyWebhookUrl : isHttpsWebhookUrl;
  return z.object({
    name: requiredString(MESSAGES.webhookRequired).max(200),
    url: requiredString(MESSAGES.webhookRequired).max(2000).refine(urlOk, MESSAGES.webhookHttpsUrl),
    eventType: z.enum(WEBHOOK_EVENT_TYPES).default('CampaignList'),
    status: z.enum(WEBHOOK_STATUSES).default('ACTIVE'),
    webhookAuth: webhookAuthBody.default({ authType: 'None' }),
    campaignFilter: z.array(z.string().max(TEXT_MAX.name)).max(1000).default([]),
  }).superRefine((v, ctx) => {
    // Secrets may be stored already: the server checks those; the shape of the rest is checked here.
    for (const p of webhookAuthProblems(v.webhookAuth, { passwordSet: true, valueSet: true })) {
      ctx.addIssue({ code: 'custom', path: ['webhookAuth', p.path], message: p.message });
    }
  });
}
export const webhookBody = webhookBodyFor({ allowPrivate: true }).meta({
  example: { name: 'CRM list results', url: 'https://crm.example.com/hooks/trueline', eventType: 'CampaignList', status: 'ACTIVE', webhookAuth: { authType: 'Bearer', value: 'crm-token' }, campaignFilter: [] },
});
export type WebhookBody = z.input<typeof webhookBody>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Attempts of one delivery before it is given up, and how many recent deliveries the log shows. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
export const WEBHOOK_DELIVERY_LOG_SIZE = 50;

export const webhookDelivery = z.object({
  id: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  test: z.boolean(),
  attempts: z.number(),
  created: isoDate,
  lastAttemptAt: isoDate.nullable(),
  nextAttemptAt: isoDate.nullable(),
  /** The receiver's HTTP status, when it answered. */
  responseStatus: z.number().nullable(),
  /** "200 OK", or why the attempt failed. */
  response: z.string().nullable(),
  durationMs: z.number().nullable(),
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** The JSON body of every delivery. */
export const webhookEnvelope = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  orgId: z.string(),
  workspaceId: z.string(),
  campaignId: z.string().optional(),
  messagingCampaignId: z.string().optional(),
  /** This attempt's time (the timestamp header), ISO-8601. */
  sentAt: isoDate,
  /** Present and true on a delivery sent with "Send test event". */
  test: z.boolean().optional(),
  payload: z.unknown(),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelope>;

const tag = 'Webhooks';
const base = '/api/orgs/:orgId/workspaces/:ws/webhooks';
const secret = z.object({ signingSecret: z.string() });
export const webhooksRoutes = {
  ...workspaceItemRoutes({
    tag, base, item: webhook, body: webhookBody,
    summaries: {
      list: 'Every webhook of the workspace, by name',
      get: 'One webhook',
      create: 'Add a webhook (defaults: CampaignList, ACTIVE, no auth). Only https addresses with a domain are accepted unless the operator allows private webhooks; campaign ids not of the workspace are dropped',
      update: 'Edit a webhook; a blank password or value keeps the stored one',
      remove: 'Delete a webhook and its delivery log',
    },
  }),
  deliveries: defineRoute({
    method: 'GET', path: `${base}/:id/deliveries`, tag, auth: 'user', params: wsIdParams, response: z.array(webhookDelivery),
    summary: `The webhook's most recent deliveries (up to ${WEBHOOK_DELIVERY_LOG_SIZE}), newest first`,
  }),
  secret: defineRoute({
    method: 'GET', path: `${base}/:id/secret`, tag, auth: 'user', params: wsIdParams, response: secret,
    summary: 'The signing secret: X-Trueline-Signature is sha256= and the hex HMAC-SHA256 of the exact body with this key',
  }),
  rotateSecret: defineRoute({ method: 'POST', path: `${base}/:id/secret`, tag, auth: 'user', summary: 'Replace the signing secret with a new one', params: wsIdParams, response: secret }),
  test: defineRoute({
    method: 'POST', path: `${base}/:id/test`, tag, auth: 'user', params: wsIdParams, response: webhookDelivery,
    summary: 'Queue a test delivery of the webhook\'s event type (payload marked test: true), whatever its status',
  }),
  policy: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/webhookPolicy', tag, auth: 'user', params: orgParams,
    summary: 'Which webhook addresses this server accepts: HTTPS with a domain only, or also private and plain http ones (ALLOW_PRIVATE_WEBHOOKS)',
    response: z.object({ allowPrivateAddresses: z.boolean() }),
  }),
};
