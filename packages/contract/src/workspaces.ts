import { z } from 'zod';
import { defineRoute, orgParams, idParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';
import { dialerSettings, PROVIDER_CODES } from './dialers';

export const WORKSPACE_STATUSES = ['ACTIVE', 'ERROR', 'DEACTIVATED'] as const;
export const AEGIS_BILLING_MODES = ['AEGIS_ONE', 'AEGIS_LITE', 'AEGIS_CORE'] as const;
export const MAX_NUMBERS_PER_LOCATION = { min: 1, max: 50, default: 1 } as const;

/** Aegis node feature flags, with the labels the workspace panel shows. */
export const AEGIS_FEATURE_LABELS = {
  activeProspect: 'Active Prospect',
  callerId: 'Caller ID',
  dataBoost: 'DataBoost',
  scripting: 'Scripting',
  decision: 'Decision',
  doNotCall: 'Fed DNC',
  knownLitigator: 'Known Litigator',
  rnd: 'Reassigned Numbers (RND)',
  recordSet: 'Record Set',
  messagingCampaignInsert: 'Messaging Campaign Insert',
  coreCampaignInsert: 'Core Campaign Insert',
  stateDialing: 'State Dialing',
  stateDoNotCall: 'State DNC',
  stateOfEmergency: 'State of Emergency',
  timeOfDay: 'Time of Day',
  velocity: 'Velocity',
  verisk: 'Verisk',
  webhook: 'Webhook',
} as const;
export type AegisFeature = keyof typeof AEGIS_FEATURE_LABELS;
export const AEGIS_FEATURES = Object.keys(AEGIS_FEATURE_LABELS) as AegisFeature[];

export const aegisFeatures = z.object({
  aegisBillingMode: z.enum(AEGIS_BILLING_MODES).default('AEGIS_ONE'),
  ...(Object.fromEntries(AEGIS_FEATURES.map((f) => [f, z.boolean().default(false)])) as Record<AegisFeature, z.ZodDefault<z.ZodBoolean>>),
});
export type AegisFeatures = z.infer<typeof aegisFeatures>;

/** A change of some flags: absent flags keep their saved value, so no defaults are filled in here. */
export const aegisFeaturesPatch = z.object({
  aegisBillingMode: z.enum(AEGIS_BILLING_MODES).optional(),
  ...(Object.fromEntries(AEGIS_FEATURES.map((f) => [f, z.boolean().optional()])) as Record<AegisFeature, z.ZodOptional<z.ZodBoolean>>),
});

export const coverageState = z.object({ stateName: z.string().max(TEXT_MAX.name), country: z.enum(['US', 'CA']) });
export type CoverageState = z.infer<typeof coverageState>;

export const workspace = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(WORKSPACE_STATUSES),
  dialerProviderType: z.enum(PROVIDER_CODES).nullable(),
  dialerProviderSettings: dialerSettings.nullable(),
  allowFullCoverageCampaigns: z.boolean(),
  allowBringYourOwnPool: z.boolean(),
  maxNumbersPerFullCoverageCampaign: z.number().int(),
  allowNonTransactionalNumberMapping: z.boolean(),
  coverageStates: z.array(coverageState),
  workspaceFeatures: z.object({ aegisFeatures }),
  created: z.string(),
});
export type Workspace = z.infer<typeof workspace>;

/**
 * A workspace in the list, with how much has been built in it: its campaigns, lists and workflows, counted. A browser
 * with no workspace remembered opens the busiest one (not the first by name, which may be all but empty).
 */
export const workspaceListItem = workspace.extend({ activity: z.number().int().nonnegative() });
export type WorkspaceListItem = z.infer<typeof workspaceListItem>;

export const updateWorkspaceBody = z.object({
  name: requiredString(MESSAGES.nameRequired),
  allowFullCoverageCampaigns: z.boolean().optional(),
  allowBringYourOwnPool: z.boolean().optional(),
  maxNumbersPerFullCoverageCampaign: z.number().int().min(MAX_NUMBERS_PER_LOCATION.min).max(MAX_NUMBERS_PER_LOCATION.max).optional(),
  allowNonTransactionalNumberMapping: z.boolean().optional(),
  workspaceFeatures: z.object({ aegisFeatures: aegisFeaturesPatch }).optional(),
  allowAllCoverageStates: z.boolean().optional(),
  coverageStates: z.array(coverageState).optional(),
});
export type UpdateWorkspaceBody = z.input<typeof updateWorkspaceBody>;

export const stateOption = z.object({ stateName: z.string(), code: z.string(), country: z.enum(['US', 'CA']) });

const tag = 'Workspaces';
export const workspacesRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/workspaces', tag, auth: 'user', summary: 'Workspaces (SuperAdmin also sees ERROR ones), each with its activity: campaigns, lists and workflows counted', params: orgParams, response: z.array(workspaceListItem) }),
  states: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/workspaces/states', tag, auth: 'user', summary: 'States and provinces a workspace may cover', params: orgParams, response: z.array(stateOption) }),
  get: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/workspaces/:id', tag, auth: 'user', summary: 'One workspace', params: idParams, response: workspace }),
  create: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/workspaces', tag, auth: 'user', summary: 'Create a workspace by name',
    params: orgParams, query: z.object({ workspaceName: requiredString(MESSAGES.nameRequired) }), response: workspace,
  }),
  update: defineRoute({ method: 'PUT', path: '/api/orgs/:orgId/workspaces/:id', tag, auth: 'user', summary: 'Save workspace settings', params: idParams, body: updateWorkspaceBody, response: workspace }),
  deactivate: defineRoute({
    method: 'DELETE', path: '/api/orgs/:orgId/workspaces/:id', tag, auth: 'user', summary: 'Deactivate a workspace (confirm with its name)',
    params: idParams, query: z.object({ confirmName: z.string().max(TEXT_MAX.name).optional() }), response: ok,
  }),
};
