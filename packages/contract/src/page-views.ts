import { z } from 'zod';
import { defineRoute, orgParams, ok } from './route';

export const PAGE_VIEW_PATH_MAX = 300;

/** Page views the web app records as the user moves between screens. */
export const pageViewsRoutes = {
  create: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/pageViews', tag: 'Platform', auth: 'user', summary: 'Record a page view (SuperAdmins are not tracked)',
    params: orgParams, body: z.object({ path: z.string().min(1).max(PAGE_VIEW_PATH_MAX) }), response: ok,
  }),
};
