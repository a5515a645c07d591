import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dialersRoutes, MESSAGES } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { DialersService } from './dialers.service';
import type { Gate } from '../workspaces/workspace';

export function registerDialersRoutes(app: FastifyInstance, dialers: DialersService, gate: Gate) {
  const r = dialersRoutes;
  bindRoute(app, r.mappingFields, gate, ({ scope, query }) =>
    dialers.mappingFields(scope, { filterReserved: query.filterReserved, campaignId: query.campaignId }));
  bindRoute(app, r.campaigns, gate, ({ scope, query }) => dialers.campaigns(scope, Boolean(query.includeLists)));
  bindRoute(app, r.campaign, gate, ({ scope, params }) => dialers.campaign(scope, params.campaignId));
  bindRoute(app, r.five9Connect, gate, ({ scope, body }) => dialers.connectFive9(scope, body));
  bindRoute(app, r.ringConnect, gate, ({ scope, body }) => dialers.connectRing(scope, body));
  bindRoute(app, r.connectConnect, gate, ({ scope, body }) => dialers.connectConnect(scope, body));
  bindRoute(app, r.premConnect, gate, ({ scope }) => dialers.connectPrem(scope));
  bindRoute(app, r.niceAuthorize, gate, ({ scope, query }) => dialers.niceAuthorize(scope, query.redirectUrl));
  bindRoute(app, r.niceConnect, gate, ({ scope, query }) =>
    dialers.niceConnect(scope, { authCode: query.authCode, redirectUrl: query.redirectUrl, state: query.state }));

  // The sandbox CXone sign-in page: it approves at once and sends the browser back with a code, as CXone does after a login.
  app.get('/api/sandbox/cxone/authorize', {
    schema: { hide: true, querystring: z.object({ redirect_uri: z.string().url(), state: z.string().optional() }) },
  }, async (req, reply) => {
    const { redirect_uri, state } = req.query as { redirect_uri: string; state?: string };
    const code = dialers.sandboxCxoneCode(redirect_uri);
    if (code === null) return reply.status(400).send({ message: MESSAGES.cxoneRedirectInvalid, code: 'VALIDATION' });
    const target = new URL(redirect_uri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return reply.redirect(target.toString());
  });
}
