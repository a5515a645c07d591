import { z } from 'zod';
import { TEXT_MAX } from './fields';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { RISK_LEVELS } from './protect';
import { SEARCH_MIN_DIGITS } from './leads';

/**
 * A pool number's life (spec 2 §4): PENDING while ordered and its caller name is not yet set up, ACTIVE in service,
 * FLAGGED when marked for replacement (bad reputation, a CNAM change with "Replace pool", a replacement request),
 * AGING while it rests after retirement (30 days, then released), ERROR when the carrier could not set it up,
 * DELETED once released (or removed from a bring-your-own pool).
 */
export const POOL_NUMBER_STATUSES = ['ACTIVE', 'PENDING', 'AGING', 'FLAGGED', 'ERROR', 'DELETED'] as const;
export type PoolNumberStatus = (typeof POOL_NUMBER_STATUSES)[number];
/** Shown greyed and not selectable (spec 2 §4), and never given out as a caller ID. */
export const INACTIVE_POOL_STATUSES: readonly PoolNumberStatus[] = ['AGING', 'FLAGGED', 'ERROR', 'DELETED'];
export const isInactivePoolStatus = (s: PoolNumberStatus) => INACTIVE_POOL_STATUSES.includes(s);

/** A caller name is PENDING at the CNAM databases before it is REGISTERED (domain: 24-72 hours to propagate). */
export const POOL_CNAM_STATUSES = ['PENDING', 'REGISTERED', 'ERROR'] as const;
export type PoolCnamStatus = (typeof POOL_CNAM_STATUSES)[number];
/** A number's assignment to the messaging vendor's 10DLC campaign. */
export const APP_TO_PERSON_STATUSES = ['PENDING_ASSIGNMENT', 'ASSIGNED', 'FAILED'] as const;
export type AppToPersonStatus = (typeof APP_TO_PERSON_STATUSES)[number];

/** How long a retired number rests (AGING) before it is released (domain: the usual hold after the last call). */
export const POOL_AGING_DAYS = 30;
/** The file the pool download is saved as (spec 2 §9). */
export const POOL_DOWNLOAD_FILE = 'Pool-Download.csv';

/**
 * A 10DLC assignment is valid when the number's messaging campaign is the vendor campaign of the campaign's selected
 * SMS campaign and the assignment is PENDING_ASSIGNMENT or ASSIGNED (spec 2 §4).
 */
export function isAppToPersonValid(n: { appToPersonCampaignId: string | null; appToPersonCampaignStatus: AppToPersonStatus | null }, vendorCampaignId: string | null): boolean {
  return Boolean(vendorCampaignId) && n.appToPersonCampaignId === vendorCampaignId
    && (n.appToPersonCampaignStatus === 'PENDING_ASSIGNMENT' || n.appToPersonCampaignStatus === 'ASSIGNED');
}

/**
 * The Pool tab's filter (spec 2 §5): the number contains the filter, or the city starts with it (only when the
 * filter is longer than 2 characters), or the state equals it. Letters compare in any case; a blank filter keeps all.
 */
export function matchesPoolFilter(n: { number: string; locality: string; region: string }, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  if (!f) return true;
  return n.number.includes(f) || (f.length > 2 && n.locality.toLowerCase().startsWith(f)) || n.region.toLowerCase() === f;
}

/** Numbers as typed for a bring-your-own pool (spec 2 §5): split on whitespace or commas, stripped to digits, blanks (and repeats) dropped. */
export function parsePoolNumbers(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((v) => v.split(/[\s,]+/));
  return [...new Set(parts.map((p) => p.replace(/\D/g, '')).filter(Boolean))];
}

export const poolNumber = z.object({
  number: z.string(),
  /** City. */
  locality: z.string(),
  /** State or province code. */
  region: z.string(),
  areaCode: z.string(),
  status: z.enum(POOL_NUMBER_STATUSES),
  created: z.string(),
  /** When the number was first given out as a caller ID ("In service"); null while never used. */
  firstUsed: z.string().nullable(),
  /** Whole days from first use to now (or to its retirement); 0 while never used. */
  daysInService: z.number().int(),
  usageCount: z.number().int(),
  /** The latest Sentry reputation check (SPAM column); null before the first. */
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  cnam: z.string().nullable(),
  cnamStatus: z.enum(POOL_CNAM_STATUSES).nullable(),
  appToPersonValid: z.boolean(),
  appToPersonCampaignId: z.string().nullable(),
  appToPersonCampaignStatus: z.enum(APP_TO_PERSON_STATUSES).nullable(),
  appToPersonFailureReason: z.string().nullable(),
  campaignId: z.string(),
  campaignName: z.string(),
});
export type PoolNumber = z.infer<typeof poolNumber>;

/** The /pools search: at least 3 digits, digits only (spec 2 §5). */
export const poolPrefix = z.string().max(TEXT_MAX.short).trim().regex(new RegExp(`^\\d{${SEARCH_MIN_DIGITS},}$`), MESSAGES.poolSearchHint);

const numberList = z.union([z.string().max(100_000), z.array(z.string().max(TEXT_MAX.short)).max(10_000)]).default([]).transform(parsePoolNumbers);
/** Bring-your-own-pool add and remove: numbers as typed (text or a list), at least one. */
export const poolNumbersBody = z.object({
  numbers: numberList.refine((l) => l.length > 0, MESSAGES.poolNumbersRequired),
});
export type PoolNumbersBody = z.input<typeof poolNumbersBody>;
/** Which numbers to replace: at least one. */
export const selectPoolReplacementBody = poolNumbersBody;

/** What became of each number given: kept (accepted) or not, with why. */
export const poolNumbersResult = z.object({
  accepted: z.array(z.string()),
  rejected: z.array(z.object({ number: z.string(), reason: z.string() })),
});
export type PoolNumbersResult = z.infer<typeof poolNumbersResult>;

/**
 * How far the ordering of a campaign's pool has got: `ordering` while provisioning waits or runs and the pool is short
 * of its target; `ordered` counts the numbers held (in service, pending set-up, or flagged), `target` what it aims at.
 */
export const poolProgress = z.object({ ordering: z.boolean(), ordered: z.number().int(), target: z.number().int() });
export type PoolProgress = z.infer<typeof poolProgress>;

/** "Ordering numbers: 12 of 40". */
export const orderingNumbersText = (p: Pick<PoolProgress, 'ordered' | 'target'>) => `Ordering numbers: ${p.ordered} of ${p.target}`;

const campaignParams = wsParams.extend({ campaignId: z.string().max(TEXT_MAX.name) });
const tag = 'Pools';
const ws = '/api/orgs/:orgId/workspaces/:ws';
const pool = `${ws}/campaigns/:campaignId/pool`;
export const poolsRoutes = {
  campaignPool: defineRoute({
    method: 'GET', path: pool, tag, auth: 'user', summary: 'Every number of a campaign’s pool, in service first',
    params: campaignParams, response: z.array(poolNumber),
  }),
  poolProgress: defineRoute({
    method: 'GET', path: `${pool}/progress`, tag, auth: 'user', summary: 'How far the ordering of a campaign’s pool has got (numbers held and aimed at)',
    params: campaignParams, response: poolProgress,
  }),
  verifyTenDlc: defineRoute({
    method: 'POST', path: `${pool}/appToPerson`, tag, auth: 'user', summary: 'Check again, in the background, that every number is assigned to the SMS campaign’s 10DLC campaign (SmsMessaging only)',
    params: campaignParams, response: ok,
  }),
  verifyTenDlcNumber: defineRoute({
    method: 'POST', path: `${pool}/appToPerson/:number`, tag, auth: 'user', summary: 'Check one number’s 10DLC assignment again (SmsMessaging only)',
    params: campaignParams.extend({ number: z.string().max(TEXT_MAX.short) }), response: ok,
  }),
  search: defineRoute({
    method: 'GET', path: `${ws}/pool`, tag, auth: 'user', summary: 'Pool numbers of the workspace starting with `prefix` (at least 3 digits)',
    params: wsParams, query: z.object({ prefix: poolPrefix }), response: z.array(poolNumber),
  }),
  download: defineRoute({
    method: 'GET', path: `${ws}/pool/download`, tag, auth: 'user', summary: `Pool numbers as CSV (${POOL_DOWNLOAD_FILE}): one campaign’s, or the whole workspace’s`,
    params: wsParams, query: z.object({ campaignId: z.string().max(TEXT_MAX.name).optional() }), response: 'file',
  }),
  fullPoolReplacement: defineRoute({
    method: 'POST', path: `${pool}/fullPoolReplacement`, tag, auth: 'user', role: 'SuperAdmin',
    summary: 'Replace every number in service (SuperAdmin; dialer campaigns that do not bring their own pool)',
    params: campaignParams, response: z.object({ requested: z.number().int() }),
  }),
  selectPoolReplacement: defineRoute({
    method: 'POST', path: `${pool}/selectPoolReplacement`, tag, auth: 'user', role: 'SuperAdmin',
    summary: 'Replace the chosen numbers in service (SuperAdmin; dialer campaigns that do not bring their own pool)',
    params: campaignParams, body: selectPoolReplacementBody, response: z.object({ requested: z.number().int() }),
  }),
  byopRegister: defineRoute({
    method: 'POST', path: `${pool}/byop/register`, tag, auth: 'user', summary: 'Add the customer’s own numbers to a bring-your-own pool; each is verified with the carrier',
    params: campaignParams, body: poolNumbersBody, response: poolNumbersResult,
  }),
  byopDeregister: defineRoute({
    method: 'POST', path: `${pool}/byop/deregister`, tag, auth: 'user', summary: 'Remove numbers from a bring-your-own pool',
    params: campaignParams, body: poolNumbersBody, response: poolNumbersResult,
  }),
};
