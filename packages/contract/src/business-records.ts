import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, isoDate, TEXT_MAX } from './fields';
import { EMAIL_PATTERN, normalizePhone } from './rules';
import { STATES } from './geo';

/** Business records (KYC profiles) of the Watchtower's Business Profile tab (spec 2 §2, §3, §5, §9). */
export const BUSINESS_RECORD_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type BusinessRecordStatus = (typeof BUSINESS_RECORD_STATUSES)[number];

/** What the calls of a business are for; the spec fixes only the default (Informational). */
export const CALL_CATEGORIES = ['Informational', 'Sales', 'Collections', 'Customer service', 'Appointment reminders', 'Surveys', 'Non-profit', 'Political'] as const;
export const BUSINESS_RECORD_DEFAULTS = { resourceStatus: 'ACTIVE', callCategory: 'Informational', callsPerMonth: 10_000 } as const;

/** A caller name is at most 15 characters (the CNAM databases' limit). */
export const CNAM_MAX_LENGTH = 15;

export const SMS_CARRIERS = ['att', 'verizon', 'tmobile', 'other'] as const;
export type SmsCarrier = (typeof SMS_CARRIERS)[number];
export const SMS_CARRIER_LABELS: Record<SmsCarrier, string> = { att: 'ATT', verizon: 'Verizon', tmobile: 'T-Mobile', other: 'Other' };
export const SMS_RATE_KINDS = ['perMinute', 'perDay', 'shortCodePerMinute'] as const;
export type SmsRateKind = (typeof SMS_RATE_KINDS)[number];
export const SMS_RATE_KIND_LABELS: Record<SmsRateKind, string> = { perMinute: 'Per minute', perDay: 'Per day', shortCodePerMinute: 'Short code per minute' };

export const SMS_POOL_PROVIDERS = ['INFOBIP', 'TELNYX'] as const;
export type SmsPoolProvider = (typeof SMS_POOL_PROVIDERS)[number];
export const SMS_VENDOR_DEFAULTS: SmsPoolProvider[] = ['TELNYX', 'INFOBIP'];
export const SMS_CAMPAIGN_TYPES = ['LONG_CODE', 'SHORT_CODE', 'TOLL_FREE'] as const;
export type SmsCampaignType = (typeof SMS_CAMPAIGN_TYPES)[number];
export const SMS_CAMPAIGN_TYPE_LABELS: Record<SmsCampaignType, string> = { LONG_CODE: '10DLC', SHORT_CODE: 'Short code', TOLL_FREE: 'Toll free' };
export const SMS_CAMPAIGN_STATUSES = ['NOT_READY', 'ACTIVE', 'DISABLED'] as const;
export type SmsCampaignStatus = (typeof SMS_CAMPAIGN_STATUSES)[number];
export const SMS_CAMPAIGN_STATUS_LABELS: Record<SmsCampaignStatus, string> = { NOT_READY: 'Pending approval', ACTIVE: 'Approved', DISABLED: 'Disabled' };

/** Toll-free area codes of the North American plan. */
export const TOLL_FREE_CODES = ['800', '833', '844', '855', '866', '877', '888'] as const;

const EIN_PATTERN = /^\d{2}-?\d{7}$/;
const DOMAIN = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}`;
const WEBSITE_PATTERN = new RegExp(String.raw`^(?:https?://)?${DOMAIN}(?::\d{1,5})?(?:[/?#]\S*)?$`, 'i');
const DOMAIN_PATTERN = new RegExp(String.raw`^(?:https?://)?${DOMAIN}/?$`, 'i');
const ZIP_PATTERN = /^(?:\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

/** 12-3456789, however it was typed. */
export const formatEin = (ein: string) => {
  const digits = ein.replace(/\D/g, '');
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
};

/** A short code is 5 or 6 digits; a toll-free sender is a NANP number in one of the toll-free codes (answered in E.164). */
export function normalizeSenderNumber(type: SmsCampaignType, value: string): string | null {
  const v = value.trim();
  if (type === 'SHORT_CODE') return /^\d{5,6}$/.test(v) ? v : null;
  if (type === 'TOLL_FREE') {
    if (!/^[\d\s().+-]+$/.test(v)) return null;
    const digits = v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    return /^\d{10}$/.test(digits) && (TOLL_FREE_CODES as readonly string[]).includes(digits.slice(0, 3)) && /[2-9]/.test(digits[3]!) ? `+1${digits}` : null;
  }
  return null;
}

const required = () => requiredString(MESSAGES.fieldRequired);
const phoneField = () =>
  required()
    .refine((v) => normalizePhone(v) !== null, MESSAGES.phoneInvalid)
    .transform((v) => normalizePhone(v) ?? v);

export const businessAddress = z.object({
  address1: required().max(200),
  address2: z.string().trim().max(200).nullable().optional(),
  city: required().max(100),
  state: required().refine((v) => STATES.some((s) => s.code === v), MESSAGES.stateInvalid),
  zip: required().regex(ZIP_PATTERN, MESSAGES.zipInvalid),
});

export const businessContact = z.object({
  firstName: required().max(100),
  lastName: required().max(100),
  title: required().max(100),
  email: required().regex(EMAIL_PATTERN, MESSAGES.emailInvalid).transform((v) => v.toLowerCase()),
  phone: phoneField(),
});

/** One carrier's limits: a whole number of messages, or null for Unlimited. */
const rateValue = z.number({ error: MESSAGES.rateLimitInvalid }).int(MESSAGES.rateLimitInvalid).min(1, MESSAGES.rateLimitInvalid).nullable();
export const smsRateLimit = z.object({ perMinute: rateValue.default(null), perDay: rateValue.default(null), shortCodePerMinute: rateValue.default(null) });
export type SmsRateLimit = z.infer<typeof smsRateLimit>;
export const smsRateLimits = z.object({
  att: smsRateLimit.default({ perMinute: null, perDay: null, shortCodePerMinute: null }),
  verizon: smsRateLimit.default({ perMinute: null, perDay: null, shortCodePerMinute: null }),
  tmobile: smsRateLimit.default({ perMinute: null, perDay: null, shortCodePerMinute: null }),
  other: smsRateLimit.default({ perMinute: null, perDay: null, shortCodePerMinute: null }),
});
export type SmsRateLimits = z.infer<typeof smsRateLimits>;

export const smsCampaign = z.object({
  id: z.string(),
  vendorCampaignId: z.string(),
  poolProviderType: z.enum(SMS_POOL_PROVIDERS),
  name: z.string(),
  campaignType: z.enum(SMS_CAMPAIGN_TYPES),
  optInMessage: z.string(),
  optOutMessage: z.string(),
  helpMessage: z.string(),
  senderNumber: z.string().nullable(),
  shortenedUrl: z.string().nullable(),
  mmsEnabled: z.boolean(),
  status: z.enum(SMS_CAMPAIGN_STATUSES),
  vendors: z.array(z.enum(SMS_POOL_PROVIDERS)),
  dateCreated: isoDate,
  dateUpdated: isoDate,
  deleted: z.boolean(),
});
export type SmsCampaign = z.infer<typeof smsCampaign>;

/** An SMS campaign as saved inside its business record; the client makes up the id of a new one. */
export const smsCampaignBody = z
  .object({
    id: z.string().trim().min(1).max(64),
    name: required().max(100),
    status: z.enum(SMS_CAMPAIGN_STATUSES, { error: MESSAGES.fieldRequired }).default('NOT_READY'),
    campaignType: z.enum(SMS_CAMPAIGN_TYPES, { error: MESSAGES.fieldRequired }),
    mmsEnabled: z.boolean({ error: MESSAGES.fieldRequired }),
    optInMessage: required().max(640),
    optOutMessage: required().max(640),
    helpMessage: required().max(640),
    poolProviderType: z.enum(SMS_POOL_PROVIDERS, { error: MESSAGES.fieldRequired }).default('INFOBIP'),
    vendorCampaignId: required().max(100),
    senderNumber: z.string().max(TEXT_MAX.short).trim().nullable().optional(),
    shortenedUrl: z.string().trim().max(253).nullable().optional().refine((v) => !v || DOMAIN_PATTERN.test(v), MESSAGES.shortenedUrlInvalid),
    vendors: z.array(z.enum(SMS_POOL_PROVIDERS)).default(SMS_VENDOR_DEFAULTS),
  })
  // Runs even when other fields are wrong, so the form shows every message at once.
  .superRefine((c, ctx) => {
    if (c.campaignType !== 'SHORT_CODE' && c.campaignType !== 'TOLL_FREE') return;
    const sender = typeof c.senderNumber === 'string' ? c.senderNumber.trim() : '';
    if (!sender) ctx.addIssue({ code: 'custom', path: ['senderNumber'], message: MESSAGES.fieldRequired });
    else if (!normalizeSenderNumber(c.campaignType, sender)) {
      ctx.addIssue({ code: 'custom', path: ['senderNumber'], message: c.campaignType === 'SHORT_CODE' ? MESSAGES.shortCodeInvalid : MESSAGES.tollFreeInvalid });
    }
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type SmsCampaignBody = z.input<typeof smsCampaignBody>;

export const cnam = z.object({ id: z.string(), name: z.string() });
export type Cnam = z.infer<typeof cnam>;
/** A CNAM as saved: an existing one keeps its id, a new one (no id) gets one. */
export const cnamBody = z.object({
  id: z.string().max(TEXT_MAX.name).trim().optional(),
  name: required().max(CNAM_MAX_LENGTH, MESSAGES.cnamTooLong),
});

export const businessRecord = z.object({
  id: z.string(),
  resourceStatus: z.enum(BUSINESS_RECORD_STATUSES),
  dateCreated: isoDate,
  dateUpdated: isoDate,
  legalName: z.string(),
  /** The list's name: the legal name. */
  name: z.string(),
  callCategory: z.string(),
  callsPerMonth: z.number().int(),
  ein: z.string(),
  website: z.string(),
  phone: z.string(),
  address: z.object({ address1: z.string(), address2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), title: z.string(), email: z.string(), phone: z.string() }),
  ucProtectBrandedCallingProfileId: z.string().nullable(),
  cnams: z.array(cnam),
  smsRateLimits,
  smsCampaigns: z.array(smsCampaign),
  folderId: z.string().nullable(),
});
export type BusinessRecord = z.infer<typeof businessRecord>;

/** The whole record as the panel saves it: its CNAMs and SMS campaigns replace the saved ones. */
export const businessRecordBody = z.object({
  legalName: required().max(200),
  ein: required().regex(EIN_PATTERN, MESSAGES.einInvalid).transform(formatEin),
  website: required().max(253).regex(WEBSITE_PATTERN, MESSAGES.websiteInvalid),
  phone: phoneField(),
  address: businessAddress,
  contact: businessContact,
  resourceStatus: z.enum(BUSINESS_RECORD_STATUSES, { error: MESSAGES.fieldRequired }).default('ACTIVE'),
  callCategory: z.enum(CALL_CATEGORIES, { error: MESSAGES.fieldRequired }).default('Informational'),
  callsPerMonth: z.number({ error: MESSAGES.callsPerMonthInvalid }).int(MESSAGES.callsPerMonthInvalid).min(1, MESSAGES.callsPerMonthInvalid).default(10_000),
  ucProtectBrandedCallingProfileId: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  cnams: z.array(cnamBody).default([]),
  smsRateLimits: smsRateLimits.default({
    att: { perMinute: null, perDay: null, shortCodePerMinute: null },
    verizon: { perMinute: null, perDay: null, shortCodePerMinute: null },
    tmobile: { perMinute: null, perDay: null, shortCodePerMinute: null },
    other: { perMinute: null, perDay: null, shortCodePerMinute: null },
  }),
  smsCampaigns: z.array(smsCampaignBody).default([]),
});
export type BusinessRecordBody = z.input<typeof businessRecordBody>;

const tag = 'Business records';
const base = '/api/orgs/:orgId/workspaces/:ws/businessRecords';
const recordParams = wsParams.extend({ recordId: z.string() });
export const businessRecordsRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Business records of the workspace, by legal name', params: wsParams, response: z.array(businessRecord) }),
  create: defineRoute({ method: 'POST', path: base, tag, auth: 'user', role: 'SuperAdmin', summary: 'Create a business record (SuperAdmin)', params: wsParams, body: businessRecordBody, response: businessRecord }),
  get: defineRoute({ method: 'GET', path: `${base}/:recordId`, tag, auth: 'user', summary: 'One business record', params: recordParams, response: businessRecord }),
  update: defineRoute({
    method: 'PUT', path: `${base}/:recordId`, tag, auth: 'user', role: 'SuperAdmin', params: recordParams, body: businessRecordBody, response: businessRecord,
    summary: 'Save a business record with its CNAMs, SMS campaigns and rate limits (SuperAdmin); left-out SMS campaigns are marked deleted',
  }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:recordId`, tag, auth: 'user', role: 'SuperAdmin', summary: 'Delete a business record (SuperAdmin)', params: recordParams, response: ok }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:recordId/folder`, tag, auth: 'user', role: 'SuperAdmin', params: recordParams, response: businessRecord,
    summary: 'Move a business record into a folder of scope BusinessRecord; an empty folderId takes it out of any folder (SuperAdmin)',
    query: z.object({ folderId: z.string().max(TEXT_MAX.name).trim().optional() }),
  }),
};
