import { z } from 'zod';
import { defineRoute, orgParams } from './route';
import { TEXT_MAX, tooLong } from './fields';
import { AMOUNT_PATTERN, type BillingFee, type RateStructureName } from './billing';

/** Texts of the billing usage screen (spec 3 §2.13); the spec writes none, so these are ours. */
export const BILLING_USAGE_MESSAGES = {
  title: 'Billing usage',
  allWorkspaces: 'All Workspaces',
  estimate: 'Estimate to date: usage is still being recorded this month.',
  closing: 'Closing: usage the carriers report late is still counted until {date}, when the statement is frozen.',
  closed: 'Closed statement',
  grandTotal: 'Total',
  empty: 'No billable usage in this period.',
  loadFailed: 'An error occurred while loading billing usage.',
  addAdjustment: 'Add adjustment',
  adjustmentAdded: 'Adjustment added',
  adjustmentDeleted: 'Adjustment deleted',
  descriptionRequired: 'Description is required.',
  unitsInvalid: 'Enter a whole number of units.',
  rateInvalid: 'Enter a rate in dollars, such as 25 or -10 for a credit.',
  periodInvalid: 'Choose a month from this month to six months back.',
  download: 'Download CSV',
  downloadFile: 'billing-usage-{period}.csv',
} as const;

/** How many closed months the period chooser offers besides the current one (spec 3 §2.13). */
export const BILLING_MONTHS_BACK = 6;
/** How long after its end a month still takes late usage (carriers report calls and messages hours late) before it is frozen. */
export const BILLING_CLOSE_AFTER_HOURS = 72;

/**
 * The time zone an organisation's billing months are counted in. Organisations have no time zone of their own, so
 * the platform's accounting zone (US Eastern, where the carriers' invoices close) bounds every month.
 */
export const BILLING_TIME_ZONE = 'America/New_York';

/**
 * What the usage ledger counts. Each is priced by one item of the billing profile: a per-check or per-unit fee, a
 * monthly fee per distinct campaign or number (entries keyed by month, so each counts once), or a rate structure.
 */
export const USAGE_PRICED_BY = {
  campaigns: 'campaignFee',
  poolNumbers: 'campaignFee',
  byopNumbers: 'byopFee',
  smsCampaignsLongCode: 'smsLongCodeFee',
  smsCampaignsShortCode: 'smsShortCodeFee',
  smsCampaignsTollFree: 'smsTollFreeFee',
  fedDNC: 'fedDNCFee',
  stateDNC: 'stateDNCFee',
  activeProspect: 'activeProspectFee',
  verisk: 'veriskFee',
  rnd: 'rndFee',
  numberUtility: 'numberUtility',
  dataBoost: 'dataBoost',
  dataBoostVerify: 'dataBoostVerify',
  dataBoostScore: 'dataBoostScore',
  knownLitigator: 'knownLitigator',
  doNotCallApi: 'doNotCallApi',
  protect: 'protect',
  aegis: 'aegis',
  aegisLite: 'aegisLite',
  aegisCore: 'aegisCore',
  aegisEtl: 'aegisEtl',
  messagesLongCode: 'messagesLongCode',
  messagesShortCode: 'messagesShortCode',
  messagesTollFree: 'messagesTollFree',
  calls: 'calls',
  transactions: 'transactions',
} as const satisfies Record<string, BillingFee | RateStructureName>;
export type UsageProduct = keyof typeof USAGE_PRICED_BY;
export const USAGE_PRODUCTS = Object.keys(USAGE_PRICED_BY) as UsageProduct[];

/** What one unit of each monthly-counted product is, in a line's description. */
export const USAGE_DESCRIPTIONS: Record<UsageProduct, string> = {
  campaigns: 'Campaigns', poolNumbers: 'Pool numbers in service', byopNumbers: 'Own numbers (BYOP)',
  smsCampaignsLongCode: '10DLC campaigns', smsCampaignsShortCode: 'Short code campaigns', smsCampaignsTollFree: 'Toll free campaigns',
  fedDNC: 'Federal DNC checks', stateDNC: 'State DNC checks', activeProspect: 'Active Prospect checks', verisk: 'Verisk checks',
  rnd: 'Reassigned numbers (RND) queries', numberUtility: 'Number utility look-ups', dataBoost: 'DataBoost look-ups',
  dataBoostVerify: 'DataBoost verifications', dataBoostScore: 'DataBoost scores', knownLitigator: 'Known litigator checks',
  doNotCallApi: 'Do Not Call API checks', protect: 'UC protect numbers monitored', aegis: 'Aegis One calls screened',
  aegisLite: 'Aegis Lite calls screened', aegisCore: 'Aegis Core calls screened', aegisEtl: 'Aegis ETL records processed',
  messagesLongCode: 'Message segments, 10DLC', messagesShortCode: 'Message segments, short code', messagesTollFree: 'Message segments, toll free',
  calls: 'Callback minutes', transactions: 'Caller ID transactions',
};

export const BILLING_LINE_TYPES = ['Fee', 'Usage', 'Adjustment'] as const;
export type BillingLineType = (typeof BILLING_LINE_TYPES)[number];

/** One workspace's part of a line: its quantity and its share of the line's total. */
export const workspaceUsage = z.object({ workspaceId: z.string(), description: z.string(), qty: z.number(), total: z.string() });

/** A line of billing usage (spec 3 §3 "Billing usage line"); money as decimal text, totals in whole cents. */
export const billingUsageLine = z.object({
  id: z.string(),
  type: z.enum(BILLING_LINE_TYPES),
  description: z.string(),
  qty: z.number(),
  /** The price of one unit; null when the quantity spans tiers of different prices (the workspace lines and the tiers say). */
  rate: z.string().nullable(),
  total: z.string(),
  /** The tiers a graduated line reached, or its minimum spend. */
  detail: z.string().nullable(),
  workspaceUsage: z.array(workspaceUsage),
});
export type BillingUsageLine = z.infer<typeof billingUsageLine>;

export const billableUsage = z.object({
  month: z.number(),
  year: z.number(),
  /** ESTIMATE: the month is open, or closing (late usage still counts); CLOSED: a frozen statement (adjustments may still be added to it). */
  status: z.enum(['ESTIMATE', 'CLOSED']),
  /** When the month's statement is (or was) frozen: its end and the grace for late usage. */
  closesAt: z.string(),
  timeZone: z.string(),
  lines: z.array(billingUsageLine),
  total: z.string(),
  /** When the statement was frozen (closed months), else when the estimate was worked out. */
  asOf: z.string(),
});
export type BillableUsage = z.infer<typeof billableUsage>;

const month = z.coerce.number({ error: BILLING_USAGE_MESSAGES.periodInvalid }).int(BILLING_USAGE_MESSAGES.periodInvalid).min(1, BILLING_USAGE_MESSAGES.periodInvalid).max(12, BILLING_USAGE_MESSAGES.periodInvalid);
const year = z.coerce.number({ error: BILLING_USAGE_MESSAGES.periodInvalid }).int(BILLING_USAGE_MESSAGES.periodInvalid).min(2000, BILLING_USAGE_MESSAGES.periodInvalid).max(2200, BILLING_USAGE_MESSAGES.periodInvalid);
export const billableUsageQuery = z.object({ month, year });

/** A signed dollar amount: a negative rate is a credit. */
export const SIGNED_AMOUNT_PATTERN = new RegExp(`^-?${AMOUNT_PATTERN.source.slice(1)}`);

/** An adjustment (spec 3 §3): a period (YYYY-MM), a description, units and a rate per unit. */
export const adjustmentBody = z.object({
  period: z.string({ error: BILLING_USAGE_MESSAGES.periodInvalid }).max(7, BILLING_USAGE_MESSAGES.periodInvalid).regex(/^\d{4}-(0[1-9]|1[0-2])$/, BILLING_USAGE_MESSAGES.periodInvalid),
  description: z.string({ error: BILLING_USAGE_MESSAGES.descriptionRequired }).trim().min(1, BILLING_USAGE_MESSAGES.descriptionRequired).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)),
  units: z.number({ error: BILLING_USAGE_MESSAGES.unitsInvalid }).int(BILLING_USAGE_MESSAGES.unitsInvalid).min(1, BILLING_USAGE_MESSAGES.unitsInvalid).max(1_000_000_000, BILLING_USAGE_MESSAGES.unitsInvalid),
  rate: z.string({ error: BILLING_USAGE_MESSAGES.rateInvalid }).max(40, BILLING_USAGE_MESSAGES.rateInvalid).trim().regex(SIGNED_AMOUNT_PATTERN, BILLING_USAGE_MESSAGES.rateInvalid)
    .refine((v) => /[1-9]/.test(v), BILLING_USAGE_MESSAGES.rateInvalid),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;
export const adjustment = z.object({ id: z.string(), period: z.string(), description: z.string(), units: z.number(), rate: z.string() });

const tag = 'Billing';
const base = '/api/orgs/:orgId/billableUsage';
export const billableUsageRoutes = {
  get: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', params: orgParams, query: billableUsageQuery, response: billableUsage,
    summary: "A month's billable usage rated with the billing profile: fees, graduated rates and adjustments, each with its workspaces' parts",
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/download`, tag, auth: 'user', params: orgParams, query: billableUsageQuery, response: 'file',
    summary: "A month's billable usage as CSV (one row a line, then one a workspace's part)",
  }),
  addAdjustment: defineRoute({
    method: 'POST', path: `${base}/adjustment`, tag, auth: 'user', role: 'SuperAdmin', params: orgParams, body: adjustmentBody, response: adjustment,
    summary: 'Add an adjustment to a month (SuperAdmin); a negative rate is a credit',
  }),
  deleteAdjustment: defineRoute({
    method: 'DELETE', path: `${base}/adjustment/:id`, tag, auth: 'user', role: 'SuperAdmin', params: z.object({ orgId: z.string(), id: z.string().max(TEXT_MAX.name) }),
    response: z.object({ deleted: z.literal(true) }), summary: 'Delete an adjustment (SuperAdmin)',
  }),
};
