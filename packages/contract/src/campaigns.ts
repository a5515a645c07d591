import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { boolish, TEXT_MAX } from './fields';
import { coverageState } from './workspaces';

/** Campaign statuses seen (spec 1 §4.4): the Active filter hides DEACTIVATED and DELETED, Inactive shows only those. */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'SENTRY', 'DEACTIVATED', 'DELETED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const INACTIVE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['DEACTIVATED', 'DELETED'];
export const isActiveCampaignStatus = (s: CampaignStatus) => !INACTIVE_CAMPAIGN_STATUSES.includes(s);

/** The campaign list's status filter (spec 1 §9): Active by default. */
export const CAMPAIGN_STATUS_FILTERS = ['Active', 'Inactive', 'All'] as const;
export type CampaignStatusFilter = (typeof CAMPAIGN_STATUS_FILTERS)[number];
export const matchesStatusFilter = (status: CampaignStatus, filter: CampaignStatusFilter) =>
  filter === 'All' || (filter === 'Active') === isActiveCampaignStatus(status);

/** How a campaign's pool is provisioned (spec 1 §3.4); FullCoverage is the default. */
export const PROVISIONING_TYPES = ['FullCoverage', 'ProvisioningProfile', 'SmsMessaging', 'ShortCodeTollFreeMessaging', 'BringYourOwnPool'] as const;
export type ProvisioningType = (typeof PROVISIONING_TYPES)[number];
export const PROVISIONING_TYPE_LABELS: Record<ProvisioningType, string> = {
  FullCoverage: 'Full coverage',
  ProvisioningProfile: 'Provisioning profile',
  SmsMessaging: 'SMS messaging (10DLC)',
  ShortCodeTollFreeMessaging: 'Short code / toll-free messaging',
  BringYourOwnPool: 'Bring your own pool',
};
export const MESSAGING_PROVISIONING_TYPES: readonly ProvisioningType[] = ['SmsMessaging', 'ShortCodeTollFreeMessaging'];
export const isMessagingType = (t: ProvisioningType) => MESSAGING_PROVISIONING_TYPES.includes(t);

export const SENTRY_AGE = { min: 7, max: 90, default: 60 } as const;
export const REIMPORT_INTERVAL = { min: 0, max: 45, default: 45 } as const;
export const FULL_COVERAGE_NUMBER_COUNT_DEFAULT = 1;
/** Default campaign stats time zone (spec 1 §9). */
export const DEFAULT_STATS_TIME_ZONE = 'America/New_York';
/** Days the Overview charts show (the server answers every day of the window, missing days as zeros). */
export const CAMPAIGN_STATS_DAYS = 30;

/** Callback routing of the forwarding number: forwardViaSipTrunk false is PSTN. */
export const CALLBACK_ROUTING_LABELS = { PSTN: 'PSTN', SIP: 'Dedicated SIP Trunk' } as const;

/** DataBoost line types (spec 2 §2), and what "active" means: an activity score above 30 on a 0-100 scale. */
export const DATA_BOOST_LINE_TYPES = ['Landline', 'Premium', 'NonFixedVOIP', 'Mobile', 'FixedVOIP', 'TollFree', 'Other', 'Voicemail'] as const;
export type LineType = (typeof DATA_BOOST_LINE_TYPES)[number];
export const ACTIVE_SCORE_ABOVE = 30;
/** The validation values DataBoost can write into dialer fields. */
export const VALIDATION_FIELDS = ['is_valid', 'activity_score', 'line_type', 'carrier', 'is_prepaid', 'active'] as const;
export type ValidationField = (typeof VALIDATION_FIELDS)[number];

/** CoreFlux elastic scaling settings; every count and window is at least 1, the weekend weight 0-1 in steps of 0.1. */
export const ELASTIC_DEFAULTS = { threshold: 75, minPerCity: 1, maxPerCity: 10, scaleUpWindow: 3, scaleDownWindow: 14, weekendWeight: 0.5, ignoreZeroDays: true } as const;

const atLeastOne = z.coerce.number({ error: MESSAGES.mustBeNumber }).int(MESSAGES.mustBeWholeNumber).min(1, MESSAGES.mustBeAtLeast.replace('{n}', '1'));
export const elasticConfig = z.object({
  threshold: atLeastOne.default(ELASTIC_DEFAULTS.threshold),
  minPerCity: atLeastOne.default(ELASTIC_DEFAULTS.minPerCity),
  maxPerCity: atLeastOne.default(ELASTIC_DEFAULTS.maxPerCity),
  scaleUpWindow: atLeastOne.default(ELASTIC_DEFAULTS.scaleUpWindow),
  scaleDownWindow: atLeastOne.default(ELASTIC_DEFAULTS.scaleDownWindow),
  weekendWeight: z.coerce.number().min(0).max(1).multipleOf(0.1).default(ELASTIC_DEFAULTS.weekendWeight),
  ignoreZeroDays: z.boolean().default(ELASTIC_DEFAULTS.ignoreZeroDays),
});
export type ElasticConfig = z.infer<typeof elasticConfig>;

/** Watchtower scrubbing switches and the FTC SAN / branded calling profile they use. */
export const campaignFeatures = z.object({
  activeProspectCheckEnabled: z.boolean().default(false),
  dataBoostEnabled: z.boolean().default(false),
  dncScrubEnabled: z.boolean().default(false),
  stateDncScrubEnabled: z.boolean().default(false),
  duplicatePrevention: z.boolean().default(false),
  knownLitigatorScrubEnabled: z.boolean().default(false),
  veriskCheckEnabled: z.boolean().default(false),
  brandedCallingProfileId: z.string().max(TEXT_MAX.name).nullable().default(null),
  ftcSanId: z.string().max(TEXT_MAX.name).nullable().default(null),
});
export type CampaignFeatures = z.infer<typeof campaignFeatures>;

/**
 * DataBoost validation data mapping: the dialer field each validation value is written into (null: not sent),
 * whether only active leads reach the dialer, and (read-only, derived) the dialer columns the mapping fills.
 */
export const validationDataMapping = z.object({
  is_valid: z.string().max(TEXT_MAX.name).nullable().default(null),
  activity_score: z.string().max(TEXT_MAX.name).nullable().default(null),
  line_type: z.string().max(TEXT_MAX.name).nullable().default(null),
  carrier: z.string().max(TEXT_MAX.name).nullable().default(null),
  is_prepaid: z.string().max(TEXT_MAX.name).nullable().default(null),
  active: z.string().max(TEXT_MAX.name).nullable().default(null),
  sendOnlyActiveLeads: z.boolean().default(false),
  mappedColumns: z.array(z.string().max(TEXT_MAX.name)).default([]),
});
export type ValidationDataMapping = z.infer<typeof validationDataMapping>;

export const messagingConfig = z.object({
  businessRecordId: z.string().max(TEXT_MAX.name).nullable().default(null),
  smsCampaignId: z.string().max(TEXT_MAX.name).nullable().default(null),
});
export type MessagingConfig = z.infer<typeof messagingConfig>;

/** A campaign as the API answers it (spec 2 §3). Event history is served apart (`events`). */
export const campaign = z.object({
  id: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  provisioningType: z.enum(PROVISIONING_TYPES),
  forwardingNumber: z.string().nullable(),
  forwardViaSipTrunk: z.boolean(),
  defaultMappingTemplate: z.string().nullable(),
  businessIdentityId: z.string().nullable(),
  businessIdentityName: z.string().nullable(),
  dialerCampaignId: z.string().nullable(),
  dialerCampaignName: z.string().nullable(),
  isManaged: z.boolean(),
  folderId: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  nextSentry: z.string().nullable(),
  sentryAge: z.number().int(),
  enableFullSentryReplacement: z.boolean(),
  forceFullCoverageSentry: z.boolean(),
  enableElasticScaling: z.boolean(),
  fullCoverageNumberCount: z.number().int(),
  provisioningProfileId: z.string().nullable(),
  reimportInterval: z.number().int(),
  coverageAreaCodes: z.array(z.string()),
  coverageStates: z.array(coverageState),
  messagingConfig,
  validationDataMapping,
  features: campaignFeatures,
  elasticConfig,
  /** Numbers of the pool that are in service (not AGING, FLAGGED, ERROR or DELETED). */
  activePoolCount: z.number().int(),
});
export type Campaign = z.infer<typeof campaign>;

/** The create-campaign modal's body (spec 1 §3.4). The order of the rules is the service's (spec 1 §5). */
export const createCampaignBody = z.object({
  name: z.string().max(TEXT_MAX.name).trim().default(''),
  businessIdentityId: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  dialerCampaignId: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  provisioningType: z.enum(PROVISIONING_TYPES).default('FullCoverage'),
  fullCoverageNumberCount: z.coerce.number().int().min(1).default(FULL_COVERAGE_NUMBER_COUNT_DEFAULT),
  provisioningProfileId: z.string().max(TEXT_MAX.name).nullable().optional(),
  isManaged: z.boolean().default(false),
  reimportInterval: z.coerce.number().int().default(REIMPORT_INTERVAL.default),
  coverageStates: z.array(coverageState).default([]),
  messagingConfig: messagingConfig.default({ businessRecordId: null, smsCampaignId: null }),
  folderId: z.string().max(TEXT_MAX.name).nullable().optional(),
});
export type CreateCampaignBody = z.input<typeof createCampaignBody>;

/** Save of the Overview, DataBoost, Watchtower and Messaging tabs: the whole editable campaign (absent parts keep their value). */
export const updateCampaignBody = z.object({
  name: z.string().max(TEXT_MAX.name).trim().default(''),
  forwardingNumber: z.string().max(TEXT_MAX.short).trim().nullable().optional(),
  forwardViaSipTrunk: z.boolean().optional(),
  defaultMappingTemplate: z.string().max(TEXT_MAX.name).nullable().optional(),
  dialerCampaignId: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  provisioningType: z.enum(PROVISIONING_TYPES).optional(),
  provisioningProfileId: z.string().max(TEXT_MAX.name).nullable().optional(),
  sentryAge: z.coerce.number().int().min(SENTRY_AGE.min).max(SENTRY_AGE.max).optional(),
  enableFullSentryReplacement: z.boolean().optional(),
  forceFullCoverageSentry: z.boolean().optional(),
  enableElasticScaling: z.boolean().optional(),
  fullCoverageNumberCount: z.coerce.number().int().min(1).optional(),
  reimportInterval: z.coerce.number().int().optional(),
  coverageStates: z.array(coverageState).optional(),
  messagingConfig: messagingConfig.optional(),
  validationDataMapping: validationDataMapping.partial().optional(),
  features: campaignFeatures.partial().optional(),
  elasticConfig: elasticConfig.partial().optional(),
});
export type UpdateCampaignBody = z.input<typeof updateCampaignBody>;

/** Event categories of the campaign event log; ERROR events are SuperAdmin's only (spec 2 §2). */
export const CAMPAIGN_EVENT_TYPES = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export type CampaignEventType = (typeof CAMPAIGN_EVENT_TYPES)[number];
export const CAMPAIGN_EVENT_CATEGORIES = ['Campaign', 'Pool', 'Sentry', 'CNAM', 'List', 'CoreFlux', 'Messaging'] as const;
export type CampaignEventCategory = (typeof CAMPAIGN_EVENT_CATEGORIES)[number];
export const campaignEvent = z.object({
  id: z.string(),
  timestamp: z.string(),
  type: z.enum(CAMPAIGN_EVENT_TYPES),
  category: z.enum(CAMPAIGN_EVENT_CATEGORIES),
  message: z.string(),
});
export type CampaignEvent = z.infer<typeof campaignEvent>;

/** Daily activity of a campaign (spec 2 §3): every day of the window is present, missing ones as zeros. */
export const campaignStats = z.object({
  listStats: z.array(z.object({ date: z.string(), total: z.number(), inactive: z.number(), invalid: z.number(), valid: z.number() })),
  sentryStats: z.array(z.object({ date: z.string(), replaced: z.number() })),
  smsStats: z.array(z.object({ date: z.string(), sent: z.number(), delivered: z.number(), failed: z.number() })),
});
export type CampaignStats = z.infer<typeof campaignStats>;

/** One city of a CoreFlux campaign: where it is, and how many numbers it should have, has and has on order. */
export const cityUtilization = z.object({
  city: z.object({ id: z.string(), city: z.string(), state: z.string(), country: z.enum(['US', 'CA']), lat: z.number(), lon: z.number() }),
  utilization: z.object({
    targetPoolCount: z.number().int(),
    activeNumberCount: z.number().int(),
    incompleteOrderCount: z.number().int(),
    events: z.array(z.object({ timestamp: z.string(), message: z.string() })),
  }),
});
export type CityUtilization = z.infer<typeof cityUtilization>;

/** The event log download's file name: the campaign's name made safe for a file name. */
export const campaignEventLogFile = (name: string) => `${name.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || 'Campaign'}-Event-Log.csv`;

const campaignParams = wsParams.extend({ campaignId: z.string().max(TEXT_MAX.name) });
const timeZoneQuery = z.object({ timeZone: z.string().max(TEXT_MAX.short).default(DEFAULT_STATS_TIME_ZONE) });

const tag = 'Campaigns';
const base = '/api/orgs/:orgId/workspaces/:ws/campaigns';
export const campaignsRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Every campaign of the workspace (the list filters by status and name itself)', params: wsParams, response: z.array(campaign) }),
  workspaceStats: defineRoute({
    method: 'GET', path: `${base}/stats`, tag, auth: 'user', summary: 'Daily list, Sentry and SMS activity of all campaigns of the workspace',
    params: wsParams, query: timeZoneQuery, response: campaignStats,
  }),
  get: defineRoute({ method: 'GET', path: `${base}/:campaignId`, tag, auth: 'user', summary: 'One campaign', params: campaignParams, response: campaign }),
  stats: defineRoute({
    method: 'GET', path: `${base}/:campaignId/stats`, tag, auth: 'user', summary: 'Daily list, Sentry and SMS activity of one campaign, days in `timeZone`',
    params: campaignParams, query: timeZoneQuery, response: campaignStats,
  }),
  events: defineRoute({
    method: 'GET', path: `${base}/:campaignId/events`, tag, auth: 'user', summary: 'The campaign event log, newest first (ERROR events for SuperAdmin only)',
    params: campaignParams, response: z.array(campaignEvent),
  }),
  cityUtilization: defineRoute({
    method: 'GET', path: `${base}/:campaignId/cityUtilization`, tag, auth: 'user', summary: 'CoreFlux targets and pool counts per city',
    params: campaignParams, response: z.array(cityUtilization),
  }),
  create: defineRoute({ method: 'POST', path: base, tag, auth: 'user', summary: 'Create a campaign; its pool is provisioned in the background', params: wsParams, body: createCampaignBody, response: campaign }),
  update: defineRoute({ method: 'POST', path: `${base}/:campaignId`, tag, auth: 'user', summary: 'Save campaign settings', params: campaignParams, body: updateCampaignBody, response: campaign }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:campaignId/folder`, tag, auth: 'user', summary: 'Move a campaign into a folder (no folderId: out of any)',
    params: campaignParams, query: z.object({ folderId: z.string().max(TEXT_MAX.name).optional() }), response: campaign,
  }),
  deactivate: defineRoute({
    method: 'DELETE', path: `${base}/:campaignId`, tag, auth: 'user', summary: 'Deactivate a campaign (confirm with its name); its pool numbers are released at once',
    params: campaignParams, query: z.object({ confirmName: z.string().max(TEXT_MAX.name).optional() }), response: ok,
  }),
  updateCnam: defineRoute({
    method: 'POST', path: `${base}/:campaignId/update-cnam`, tag, auth: 'user', role: 'SuperAdmin',
    summary: 'Change the CNAM identity (SuperAdmin): re-register the pool, or with replacePool flag every number and cycle new ones in',
    params: campaignParams, query: z.object({ identity: z.string().max(TEXT_MAX.name).trim().default(''), replacePool: boolish.default(false) }), response: campaign,
  }),
  downloadLogs: defineRoute({
    method: 'GET', path: `${base}/logs/download`, tag, auth: 'user', summary: 'The campaign event log as CSV',
    params: wsParams, query: z.object({ campaignId: z.string().max(TEXT_MAX.name) }), response: 'file',
  }),
};
