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

/** Usage alerts (beyond the spec): an Owner's threshold on the month's spend or a product's quantity, notified once a month when crossed. */
export const USAGE_ALERT_METRICS = ['SPEND', 'QUANTITY'] as const;
export type UsageAlertMetric = (typeof USAGE_ALERT_METRICS)[number];
export const USAGE_ALERT_TEXTS = {
  title: 'Usage alerts',
  intro: 'Be told once a month, in the notifications, by email and through any UsageAlert webhook, when the month’s usage crosses a threshold.',
  add: 'Add alert',
  added: 'Alert added',
  deleted: 'Alert deleted',
  wholeBill: 'Whole bill',
  none: 'No usage alerts.',
  thresholdInvalid: 'Enter a threshold above zero.',
  productRequired: 'Choose a product: a quantity is counted per product.',
  firedHeading: 'Usage alert',
  /** {what} crossed {threshold} in {period}: now {value}. */
  firedMessage: '{what} crossed {threshold} in {period}: {value} so far.',
} as const;

export const usageAlertBody = z.object({
  metric: z.enum(USAGE_ALERT_METRICS),
  /** The product whose spend or quantity is watched; null watches the whole bill (spend only). */
  product: z.enum(USAGE_PRODUCTS as [UsageProduct, ...UsageProduct[]]).nullable().default(null),
  threshold: z.string({ error: USAGE_ALERT_TEXTS.thresholdInvalid }).max(40, USAGE_ALERT_TEXTS.thresholdInvalid).trim()
    .regex(AMOUNT_PATTERN, USAGE_ALERT_TEXTS.thresholdInvalid).refine((v) => /[1-9]/.test(v), USAGE_ALERT_TEXTS.thresholdInvalid),
}).superRefine((a, ctx) => {
  if (a.metric === 'QUANTITY' && a.product === null) ctx.addIssue({ code: 'custom', path: ['product'], message: USAGE_ALERT_TEXTS.productRequired });
  if (a.metric === 'QUANTITY' && !/^\d+$/.test(a.threshold)) ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'Enter a whole number of units.' });
});
export type UsageAlertBody = z.input<typeof usageAlertBody>;
export const usageAlert = z.object({
  id: z.string(), metric: z.enum(USAGE_ALERT_METRICS), product: z.string().nullable(), threshold: z.string(),
  /** When it was crossed this month (it notifies once a month), or null. */
  firedAt: z.string().nullable(),
  created: z.string(),
});
export type UsageAlert = z.infer<typeof usageAlert>;

/** The UsageAlert webhook's payload: the alert, the month it fired in and what it read (spend in dollars, or units). */
export interface UsageAlertFired {
  alert: UsageAlert;
  /** YYYY-MM, the billing month (US Eastern). */
  period: string;
  value: string;
  message: string;
}

export const usageAlertRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/usageAlerts', tag: 'Billing', auth: 'user', params: orgParams, response: z.array(usageAlert),
    summary: "The organisation's usage alerts, with whether each fired this month",
  }),
  create: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/usageAlerts', tag: 'Billing', auth: 'user', params: orgParams, body: usageAlertBody, response: usageAlert,
    summary: 'Add a usage alert (Owner or SuperAdmin); checked at once and every hour',
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/orgs/:orgId/usageAlerts/:id', tag: 'Billing', auth: 'user', params: z.object({ orgId: z.string(), id: z.string().max(TEXT_MAX.name) }),
    response: z.object({ deleted: z.literal(true) }), summary: 'Delete a usage alert (Owner or SuperAdmin)',
  }),
};
