import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { isoDate, TEXT_MAX } from './fields';
import { DASHBOARD_INTERVALS, INTERACTION_TEXTS, isTimeZone } from './interactions';

/**
 * The messaging dashboard (spec 3 §2.1, §3 "Messaging dashboard data", §9): counts read from roll-ups kept as messages
 * change state, in 15-minute buckets.
 */

export const MESSAGING_DASHBOARD = { refreshSeconds: 30, rowsShown: 5, maxTicks: 12, bucketMinutes: 15 } as const;
export const MESSAGING_DASHBOARD_TEXTS = {
  noData: '[No data]',
  none: '[None]',
  unknown: '[Unknown]',
  /** Ours (the spec is silent): the longest range the dashboard reads. */
  periodTooLong: 'Choose a period of at most ten years.',
  allCampaigns: 'All campaigns',
  /** The console's own texts (the spec is silent). */
  title: 'Messaging dashboard',
  chooseWorkspace: 'Choose a workspace to see its messaging.',
  campaignsLabel: 'Campaigns',
  noCampaigns: 'No campaigns yet',
  custom: 'Custom',
  periodIncomplete: 'Choose the start and the end of the period (the end after the start).',
  refreshing: 'Today refreshes every 30 seconds',
  activity: 'Activity',
  activityDescribed: 'outbound, inbound, delivered and failed messages',
  headings: { campaign: 'Campaign', carrier: 'Carrier' },
  filterOn: (name: string) => `Filter on ${name}`,
  stopFilteringOn: (name: string) => `Stop filtering on ${name}`,
  showMore: 'Show More',
  showLess: 'Show Less',
  totals: { sent: 'Sent', delivered: 'Delivered', conversations: 'Conversations', failed: 'Failed', other: 'Other' },
  blocks: {
    campaigns: 'Campaigns', carriers: 'Carriers', result: 'Result', dispositions: 'Dispositions', nextActions: 'Response actions', sentiment: 'Response sentiment',
  },
  series: { outbound: 'Outbound', inbound: 'Inbound', delivered: 'Delivered', failed: 'Failed' },
  /** The carriers as the SMS provider names them in the roll-ups (`other`: any other, or not known). */
  carriers: { att: 'AT&T', verizon: 'Verizon', tmobile: 'T-Mobile', other: 'Other' } as Record<string, string>,
} as const;

/** What a reply was taken as (the response actions block). */
export const RESPONSE_ACTIONS = ['OPT_OUT', 'OPT_IN', 'HELP', 'CONVERSATION', 'REVIEW'] as const;
/** The sentiment of a reply (the response sentiment block). */
export const RESPONSE_SENTIMENTS = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;

const instant = z.iso.datetime({ offset: true }).max(TEXT_MAX.short);
export const messagingDashboardRequest = z.object({
  earliest: instant,
  latest: instant,
  messagingCampaignIds: z.array(z.string().max(TEXT_MAX.name)).max(500).default([]),
  timezone: z.string().max(TEXT_MAX.short).trim().default('UTC').refine(isTimeZone, { message: INTERACTION_TEXTS.timezoneInvalid }),
}).refine((v) => Date.parse(v.latest) > Date.parse(v.earliest), { path: ['latest'], message: INTERACTION_TEXTS.periodInvalid });
export type MessagingDashboardRequest = z.input<typeof messagingDashboardRequest>;

const count = z.number().int();
/**
 * Per campaign and per carrier: messages sent (outbound), delivered and failed as their receipts came in, and
 * `otherCount` = sent − delivered − failed (at least 0): sent without a final receipt yet. A campaign is named by
 * `name` (its id when the campaign is not known to the workspace).
 */
const statusCounts = z.object({ id: z.string(), sentCount: count, deliveredCount: count, failedCount: count, otherCount: count });
const idCount = z.object({ id: z.string(), count });
export const messagingDashboard = z.object({
  campaignCounts: z.array(statusCounts.extend({ name: z.string() })),
  carrierStatusCounts: z.array(statusCounts),
  statusCounts: z.array(idCount),
  dispositionCounts: z.array(idCount),
  nextActionCounts: z.array(idCount),
  sentimentCounts: z.array(idCount),
  /** One item (id `all`): the conversations started in the range. */
  conversationsStarted: z.array(idCount),
  /** The chart: one row per period that had activity; `periods` lists every period of the range for the axis. */
  metrics: z.array(z.object({ id: z.object({ period: isoDate }), inbound: count, outbound: count, delivered: count, failed: count })),
  interval: z.enum(DASHBOARD_INTERVALS),
  periods: z.array(isoDate),
});
export type MessagingDashboard = z.infer<typeof messagingDashboard>;

export const messagingDashboardRoutes = {
  dashboard: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/workspaces/:ws/messagingCampaigns/dashboard', tag: 'Engage dashboard', auth: 'user', params: wsParams,
    body: messagingDashboardRequest, response: messagingDashboard,
    summary: 'Messaging dashboard: activity per period, totals and the campaign, carrier, result, disposition, response-action and sentiment breakdowns',
  }),
};
