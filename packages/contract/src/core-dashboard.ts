import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { period, periodIssue, periodOrder, timezone } from './interactions';

/**
 * The Core dashboard (/dashboard, spec 1 §2: the first screen after sign-in; its content is ours): what a calling
 * floor's manager reads every morning for a workspace and a period.
 */
export const CORE_DASHBOARD_TEXTS = {
  title: 'Dashboard',
  callsPlaced: 'Calls with local caller IDs',
  callbacks: 'Callbacks',
  callbackRate: 'Callback rate',
  callbackMinutes: 'Callback minutes',
  leadsLoaded: 'Leads loaded',
  poolHealth: 'Pool health',
  attention: 'Campaigns that need attention',
  allClear: 'No campaign needs attention.',
  loadFailed: 'An error occurred while loading the dashboard.',
} as const;

/** A campaign is flagged for attention when this share of its pool or more is flagged as spam. */
export const FLAGGED_SHARE_ATTENTION = 0.1;

export const ATTENTION_REASONS = ['FLAGGED_NUMBERS', 'LIST_ERRORS', 'CNAM_ERRORS'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** The longest period the dashboard draws day by day (a leap year and a little). */
export const CORE_DASHBOARD_MAX_DAYS = 400;
export const coreDashboardRequest = z.object({ ...period, timezone }).refine(periodOrder, periodIssue)
  .refine((v) => Date.parse(v.latest) - Date.parse(v.earliest) <= CORE_DASHBOARD_MAX_DAYS * 86_400_000, { path: ['latest'], message: `Choose a period of at most ${CORE_DASHBOARD_MAX_DAYS} days.` });
export type CoreDashboardRequest = z.input<typeof coreDashboardRequest>;

const count = z.number().int();
export const coreDashboard = z.object({
  totals: z.object({
    /** Leads handed to the dialer with a local caller ID (the caller ID transactions). */
    placed: count,
    callbacks: count,
    answered: count,
    callbackMinutes: count,
    /** Callbacks per call placed (0 when none was placed). */
    callbackRate: z.number(),
    loaded: count, valid: count, dnc: count, invalid: count, landline: count,
  }),
  /** Every day of the period in its time zone, oldest first. */
  days: z.array(z.object({ date: z.string(), loaded: count, valid: count, dnc: count, invalid: count, landline: count, callbacks: count })),
  pool: z.object({ inService: count, aging: count, flagged: count, replaced: count, tenDlcPending: count }),
  attention: z.array(z.object({ campaignId: z.string(), name: z.string(), reason: z.enum(ATTENTION_REASONS), detail: z.string() })),
  /** Headline figures of the workspace's other applications, when it uses them in the period. */
  engage: z.object({ sent: count, delivered: count, received: count }).nullable(),
  aegis: z.object({ screened: count, accepted: count, rejected: count }).nullable(),
});
export type CoreDashboard = z.infer<typeof coreDashboard>;

export const coreDashboardRoutes = {
  get: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/workspaces/:ws/dashboard', tag: 'Core dashboard', auth: 'user', params: wsParams, body: coreDashboardRequest,
    response: coreDashboard, summary: 'The Core dashboard of a workspace for a period: calls and callbacks, leads per day, pool health, campaigns that need attention, Engage and Aegis headlines',
  }),
};
