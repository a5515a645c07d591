import { z } from 'zod';
import { defineRoute, orgParams } from './route';
import { EMAIL_PATTERN } from './rules';
import { TEXT_MAX, tooLong } from './fields';
import { MESSAGES } from './messages';

/** Texts of the billing screens (spec 3 §2.13, §2.15, §8); those the spec leaves unwritten are ours, in its tone. */
export const BILLING_MESSAGES = {
  saved: 'Saved',
  /** Prefix of a failed save (spec 3 §8: "Error: {server message}"). */
  saveFailedPrefix: 'Error: ',
  amountInvalid: 'Enter an amount in dollars, such as 25 or 0.0045.',
  percentInvalid: 'Enter a percentage from 0 to 100.',
  tiersStart: 'The first tier must start at 0 or 1.',
  tiersContiguous: 'Each tier must start one after the previous tier ends.',
  tierMaxBelowMin: 'A tier cannot end before it starts.',
  tierUnitsInvalid: 'Enter a whole number of units from 0 to Max.',
  tiersEnd: 'The last tier must end at Max.',
  tiersRequired: 'At least one tier is required.',
  minimumProtectOnly: 'A minimum spend applies to UC protect only.',
  taxExemptReasonRequired: 'Choose a tax exemption reason.',
  agentRequired: 'Choose a commission agent.',
  agentUnknown: 'This commission agent does not exist.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
} as const;

/** The top of the last tier: shown as Max (spec 3 §9). */
export const TIER_MAX = 2147483647;

export const BILLING_TERMS = ['ON_RECEIPT', 'NET_7', 'NET_15', 'NET_30', 'NET_45', 'NET_60', 'NET_90'] as const;
export type BillingTerms = (typeof BILLING_TERMS)[number];
export const BILLING_TERMS_LABELS: Record<BillingTerms, string> = {
  ON_RECEIPT: 'On Receipt', NET_7: 'Net 7', NET_15: 'Net 15', NET_30: 'Net 30', NET_45: 'Net 45', NET_60: 'Net 60', NET_90: 'Net 90',
};

export const TAX_EXEMPT_REASONS = ['07', '13', '12'] as const;
export type TaxExemptReason = (typeof TAX_EXEMPT_REASONS)[number];
export const TAX_EXEMPT_REASON_LABELS: Record<TaxExemptReason, string> = { '07': '07 Resale', '13': '13 Non-Profit', '12': '12 Other' };

export const CAMPAIGN_BILLING_MODES = ['CAMPAIGN', 'POOL'] as const;
export type CampaignBillingMode = (typeof CAMPAIGN_BILLING_MODES)[number];
export const CAMPAIGN_BILLING_MODE_LABELS: Record<CampaignBillingMode, string> = { CAMPAIGN: 'Per campaign', POOL: 'Per pool number' };

/** The fixed fees of a billing profile (spec 3 §3), each a dollar amount. */
export const BILLING_FEES = [
  'platformFee', 'supportFee', 'campaignFee', 'byopFee', 'smsLongCodeFee', 'smsShortCodeFee', 'smsTollFreeFee',
  'fedDNCFee', 'stateDNCFee', 'activeProspectFee', 'veriskFee', 'rndFee',
] as const;
export type BillingFee = (typeof BILLING_FEES)[number];

/** The metered products priced by graduated tiers (spec 3 §3). */
export const RATE_STRUCTURES = [
  'numberUtility', 'dataBoost', 'dataBoostVerify', 'dataBoostScore', 'knownLitigator', 'doNotCallApi', 'protect',
  'aegis', 'aegisLite', 'aegisCore', 'aegisEtl', 'messagesLongCode', 'messagesShortCode', 'messagesTollFree', 'calls', 'transactions',
] as const;
export type RateStructureName = (typeof RATE_STRUCTURES)[number];

/** The one rate structure whose minimum spend may be set (spec 3 §9). */
export const MINIMUM_SPEND_STRUCTURE: RateStructureName = 'protect';

/** What each fee and rate is called on the billing screens, and what one unit of it is. */
export const BILLING_ITEMS: Record<BillingFee | RateStructureName, { label: string; unit: string }> = {
  platformFee: { label: 'Platform fee', unit: 'per month' },
  supportFee: { label: 'Support fee', unit: 'per month' },
  campaignFee: { label: 'Campaign fee', unit: 'per campaign or pool number, per month' },
  byopFee: { label: 'BYOP fee', unit: 'per own number, per month' },
  smsLongCodeFee: { label: '10DLC campaign fee', unit: 'per campaign, per month' },
  smsShortCodeFee: { label: 'Short code campaign fee', unit: 'per campaign, per month' },
  smsTollFreeFee: { label: 'Toll free campaign fee', unit: 'per campaign, per month' },
  fedDNCFee: { label: 'Federal DNC', unit: 'per check' },
  stateDNCFee: { label: 'State DNC', unit: 'per check' },
  activeProspectFee: { label: 'Active Prospect', unit: 'per check' },
  veriskFee: { label: 'Verisk', unit: 'per check' },
  rndFee: { label: 'Reassigned numbers (RND)', unit: 'per query' },
  numberUtility: { label: 'Number utility', unit: 'per look-up' },
  dataBoost: { label: 'DataBoost', unit: 'per look-up' },
  dataBoostVerify: { label: 'DataBoost verify', unit: 'per verification' },
  dataBoostScore: { label: 'DataBoost score', unit: 'per score' },
  knownLitigator: { label: 'Known litigator', unit: 'per check' },
  doNotCallApi: { label: 'Do Not Call API', unit: 'per check' },
  protect: { label: 'UC protect', unit: 'per number monitored, per month' },
  aegis: { label: 'Aegis One', unit: 'per call screened' },
  aegisLite: { label: 'Aegis Lite', unit: 'per call screened' },
  aegisCore: { label: 'Aegis Core', unit: 'per call screened' },
  aegisEtl: { label: 'Aegis ETL', unit: 'per record processed' },
  messagesLongCode: { label: 'Messages, 10DLC', unit: 'per segment' },
  messagesShortCode: { label: 'Messages, short code', unit: 'per segment' },
  messagesTollFree: { label: 'Messages, toll free', unit: 'per segment' },
  calls: { label: 'Callback minutes', unit: 'per minute' },
  transactions: { label: 'Caller ID transactions', unit: 'per call placed' },
};

/** The five tabs of the billing profile (spec 3 §2.15) and the fees and rates each shows. */
export const BILLING_PROFILE_TABS: { label: string; fees: BillingFee[]; rates: RateStructureName[] }[] = [
  { label: 'Core services', fees: ['platformFee', 'supportFee', 'campaignFee', 'byopFee'], rates: ['transactions', 'calls'] },
  { label: 'UC protect', fees: [], rates: ['protect'] },
  { label: 'Aegis', fees: [], rates: ['aegis', 'aegisLite', 'aegisCore', 'aegisEtl'] },
  { label: 'Engage messaging', fees: ['smsLongCodeFee', 'smsShortCodeFee', 'smsTollFreeFee'], rates: ['messagesLongCode', 'messagesShortCode', 'messagesTollFree'] },
  {
    label: 'Additional services',
    fees: ['fedDNCFee', 'stateDNCFee', 'rndFee', 'activeProspectFee', 'veriskFee'],
    rates: ['numberUtility', 'dataBoost', 'dataBoostVerify', 'dataBoostScore', 'knownLitigator', 'doNotCallApi'],
  },
];

/** A dollar amount as typed: digits and at most one decimal point, up to six decimals (a rate per message is fractions of a cent). */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{0,6})?$/;
/** What an amount field keeps of a keystroke: digits and the first decimal point (spec 3 §5). */
export const keepAmountCharacters = (typed: string): string => {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
};

/** A dollar amount, kept as its decimal text so that no rate is rounded on its way through JSON. */
export const amount = z
  .string({ error: BILLING_MESSAGES.amountInvalid })
  .max(40, BILLING_MESSAGES.amountInvalid)
  .trim()
  .regex(AMOUNT_PATTERN, BILLING_MESSAGES.amountInvalid)
  .transform((v) => (v.endsWith('.') ? v.slice(0, -1) : v));

const unitCount = z.number({ error: BILLING_MESSAGES.tierUnitsInvalid }).int(BILLING_MESSAGES.tierUnitsInvalid).min(0, BILLING_MESSAGES.tierUnitsInvalid).max(TIER_MAX, BILLING_MESSAGES.tierUnitsInvalid);
export const rateTier = z.object({ min: unitCount, max: unitCount, rate: amount });
export type RateTier = z.infer<typeof rateTier>;

/** Graduated tiers: contiguous from 0 or 1 up to Max, each unit priced by the tier it falls in. */
export const rateStructure = z
  .object({ tiers: z.array(rateTier).max(20), minimum: amount.nullable().default(null) })
  .superRefine(({ tiers }, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path: ['tiers', ...path] });
    if (tiers.length === 0) return issue(BILLING_MESSAGES.tiersRequired, []);
    if (tiers[0]!.min > 1) issue(BILLING_MESSAGES.tiersStart, [0, 'min']);
    tiers.forEach((t, i) => {
      if (t.max < t.min) issue(BILLING_MESSAGES.tierMaxBelowMin, [i, 'max']);
      if (i > 0 && t.min !== tiers[i - 1]!.max + 1) issue(BILLING_MESSAGES.tiersContiguous, [i, 'min']);
    });
    if (tiers[tiers.length - 1]!.max !== TIER_MAX) issue(BILLING_MESSAGES.tiersEnd, [tiers.length - 1, 'max']);
  });
export type RateStructure = z.infer<typeof rateStructure>;

const dateOnly = z.string().max(40, BILLING_MESSAGES.dateInvalid).trim().regex(/^\d{4}-\d{2}-\d{2}$/, BILLING_MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), BILLING_MESSAGES.dateInvalid);

export const commission = z.object({
  /** Assigned by the server when a new commission is saved. */
  id: z.string().max(TEXT_MAX.name).optional(),
  commissionAgentId: z.string({ error: BILLING_MESSAGES.agentRequired }).trim().min(1, BILLING_MESSAGES.agentRequired).max(TEXT_MAX.name),
  rate: z.number({ error: BILLING_MESSAGES.percentInvalid }).min(0, BILLING_MESSAGES.percentInvalid).max(100, BILLING_MESSAGES.percentInvalid),
  payableTo: z.string().trim().max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).default(''),
  note: z.string().trim().max(TEXT_MAX.long, tooLong(TEXT_MAX.long)).default(''),
  expiration: dateOnly.nullable().default(null),
});
export type Commission = z.output<typeof commission>;

export const commissionAgent = z.object({ id: z.string(), accountingName: z.string() });
export type CommissionAgent = z.infer<typeof commissionAgent>;

const fees = z.object(Object.fromEntries(BILLING_FEES.map((f) => [f, amount])) as Record<BillingFee, typeof amount>);
const rates = z.object(Object.fromEntries(RATE_STRUCTURES.map((r) => [r, rateStructure])) as Record<RateStructureName, typeof rateStructure>);

/** What a SuperAdmin saves: every field of spec 3 §3 "Billing profile". */
export const updateBillingProfileBody = z
  .object({
    accountingName: z.string().trim().max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).default(''),
    accountingEmail: z.union([z.literal(''), z.string().trim().max(TEXT_MAX.email, tooLong(TEXT_MAX.email)).regex(EMAIL_PATTERN, MESSAGES.emailInvalid)]).default(''),
    terms: z.enum(BILLING_TERMS),
    active: z.boolean(),
    isTaxExempt: z.boolean(),
    taxExemptReason: z.enum(TAX_EXEMPT_REASONS).nullable().default(null),
    commissions: z.array(commission).max(20).default([]),
    campaignBillingMode: z.enum(CAMPAIGN_BILLING_MODES),
    fees,
    rates,
  })
  .superRefine((p, ctx) => {
    if (p.isTaxExempt && !p.taxExemptReason) ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.taxExemptReasonRequired, path: ['taxExemptReason'] });
    for (const name of RATE_STRUCTURES) {
      if (name !== MINIMUM_SPEND_STRUCTURE && p.rates[name].minimum !== null) {
        ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.minimumProtectOnly, path: ['rates', name, 'minimum'] });
      }
    }
  });
export type UpdateBillingProfileBody = z.input<typeof updateBillingProfileBody>;
export type BillingProfileValues = z.output<typeof updateBillingProfileBody>;

/**
 * The billing profile as read. Contact, terms and flags, the commissions and the campaign billing mode are the
 * SuperAdmin's (spec 3 §6): they are left out for everyone else.
 */
export const billingProfile = z.object({
  accountingName: z.string().optional(),
  accountingEmail: z.string().optional(),
  terms: z.enum(BILLING_TERMS).optional(),
  active: z.boolean().optional(),
  isTaxExempt: z.boolean().optional(),
  taxExemptReason: z.enum(TAX_EXEMPT_REASONS).nullable().optional(),
  commissions: z.array(z.object({ id: z.string(), commissionAgentId: z.string(), rate: z.number(), payableTo: z.string(), note: z.string(), expiration: z.string().nullable() })).optional(),
  campaignBillingMode: z.enum(CAMPAIGN_BILLING_MODES).optional(),
  fees: z.record(z.enum(BILLING_FEES), z.string()),
  rates: z.record(z.enum(RATE_STRUCTURES), z.object({ tiers: z.array(z.object({ min: z.number(), max: z.number(), rate: z.string() })), minimum: z.string().nullable() })),
  /** When it was last saved; null while the organisation still has the starting profile. */
  updated: z.string().nullable(),
});
export type BillingProfile = z.infer<typeof billingProfile>;

const tag = 'Billing';
export const billingRoutes = {
  getProfile: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/billingProfile', tag, auth: 'user', params: orgParams, response: billingProfile,
    summary: "The organisation's billing profile: fees and rate tiers (contact, terms, flags, commissions and the campaign billing mode for SuperAdmin only)",
  }),
  updateProfile: defineRoute({
    method: 'PUT', path: '/api/orgs/:orgId/billingProfile', tag, auth: 'user', role: 'SuperAdmin', params: orgParams, body: updateBillingProfileBody,
    response: billingProfile, summary: 'Save the billing profile (SuperAdmin)',
  }),
  commissionAgents: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/commissionAgents', tag, auth: 'user', role: 'SuperAdmin', params: orgParams, response: z.array(commissionAgent),
    summary: 'The agents a commission may be paid to (SuperAdmin)',
  }),
};
