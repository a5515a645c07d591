import { z } from 'zod';
import { TEXT_MAX } from './fields';
import { defineRoute, wsParams } from './route';
import { MESSAGES } from './messages';

/**
 * What became of a lead (domain: the first failing check is its outcome). LOADED leads reached the dialer;
 * the others were scrubbed. A row whose phone is not a valid number is counted as invalid and never becomes a lead.
 */
export const LEAD_STATUSES = ['LOADED', 'DUPLICATE', 'DNC', 'STATE_DNC', 'TCPA_FLAG', 'REASSIGNED', 'TOKEN_ERROR', 'INACTIVE', 'SUPPRESSED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Reasons the public API answers for a rejected lead. */
export const LEAD_REJECT_REASONS = ['INVALID', 'DUPLICATE', 'DNC', 'STATE_DNC', 'TCPA_FLAG', 'REASSIGNED', 'TOKEN_ERROR', 'INACTIVE', 'SUPPRESSED'] as const;
export type LeadRejectReason = (typeof LEAD_REJECT_REASONS)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  LOADED: 'Loaded', DUPLICATE: 'Duplicate', DNC: 'Do Not Call', STATE_DNC: 'State DNC', TCPA_FLAG: 'TCPA Risk', REASSIGNED: 'Reassigned',
  TOKEN_ERROR: 'Token Error', INACTIVE: 'Inactive', SUPPRESSED: 'Suppressed',
};

/** Lead and pool searches need at least this many digits (spec 2 §9). */
export const SEARCH_MIN_DIGITS = 3;

/** A lead as the campaign's Leads tab and the workspace's /leads show it. */
export const campaignLead = z.object({
  phone: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  status: z.enum(LEAD_STATUSES),
  zip: z.string().nullable(),
  callerId: z.string().nullable(),
  loaded: z.string(),
});
export type CampaignLead = z.infer<typeof campaignLead>;

/** At least 3 digits, digits only (spec 2 §5). */
export const leadPrefix = z.string().max(TEXT_MAX.short).trim().regex(/^\d{3,}$/, MESSAGES.leadSearchMinDigits);

const tag = 'Leads';
const base = '/api/orgs/:orgId/workspaces/:ws/campaignLeads';
export const leadsRoutes = {
  search: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', summary: 'Leads whose phone starts with `prefix` (at least 3 digits), in one campaign or the whole workspace; newest first, at most 500',
    params: wsParams, query: z.object({ prefix: leadPrefix, campaignId: z.string().max(TEXT_MAX.name).optional() }), response: z.array(campaignLead),
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/download`, tag, auth: 'user', summary: 'Every lead of a campaign as CSV',
    params: wsParams, query: z.object({ campaignId: z.string().max(TEXT_MAX.name) }), response: 'file',
  }),
};
