import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { AEGIS_FEATURES, type AegisFeature } from './workspaces';

/** The Watchtower tabs that are features of the workspace, and the flag that switches each on. */
export const WATCHTOWER_FEATURES = {
  nationalDnc: 'doNotCall',
  rnd: 'rnd',
  activeProspect: 'activeProspect',
  verisk: 'verisk',
} as const satisfies Record<string, AegisFeature>;

export const featureRequestBody = z.object({ feature: z.enum(AEGIS_FEATURES as [AegisFeature, ...AegisFeature[]]) });
export type FeatureRequestBody = z.input<typeof featureRequestBody>;

export const featureRequestsRoutes = {
  create: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/workspaces/:ws/featureRequests', tag: 'Feature requests', auth: 'user',
    summary: "Ask support to switch a feature on for the workspace (mailed to the organization's support contact)",
    params: wsParams, body: featureRequestBody, response: ok,
  }),
};
