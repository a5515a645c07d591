import type { FastifyInstance } from 'fastify';
import { MESSAGING_LIST_MESSAGES as M, agentChatRoutes, messagingLeadsRoutes, providerEventsRoute } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { unauthenticated } from '../../platform/errors';
import type { Deps } from '../../platform/deps';
import type { Gate } from '../workspaces/workspace';
import type { ReceiptHandler } from './receipts';
import type { InboundHandler } from './inbound';
import type { LeadsService } from './leads.service';

/** The largest event post taken (a carrier batches a few hundred events at most). */
const EVENTS_MAX_BYTES = 1024 * 1024;

/**
 * The SMS provider's signed events. The body is read as text (the signature covers its exact bytes), checked, and
 * each receipt or reply applied; a post whose signature or timestamp does not hold is refused with 401.
 */
export function registerProviderEvents(app: FastifyInstance, deps: Pick<Deps, 'sms' | 'now'>, gate: Gate, handlers: { receipt: ReceiptHandler; inbound: InboundHandler }) {
  void app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: EVENTS_MAX_BYTES }, (_req, body, done) => done(null, body));
    bindRoute(raw, providerEventsRoute, gate, async ({ req }) => {
      const events = deps.sms.verifyEvents(typeof req.body === 'string' ? req.body : '', req.headers, deps.now());
      if (!events) throw unauthenticated(M.providerSignatureInvalid);
      // Replies go to the reply queue together (it keeps each number's in order); receipts one after the other.
      const replies: Promise<void>[] = [];
      for (const e of events) {
        if (e.kind === 'status') await handlers.receipt(e);
        else if (e.kind === 'inbound') replies.push(handlers.inbound.receive(e));
      }
      await Promise.all(replies);
      return { ok: true as const };
    });
  });
  // The sandbox carrier posts to this same endpoint, through the whole HTTP path (routing, signature, handlers).
  deps.sms.deliverTo(async (body, headers) => {
    const res = await app.inject({ method: 'POST', url: providerEventsRoute.path, payload: body, headers });
    if (res.statusCode !== 200) throw new Error(`provider events refused: ${res.statusCode}`);
  });
}

/** The lead routes of a workspace (spec 3 §7) and the agent chat's public routes behind its signed token. */
export function registerLeadRoutes(app: FastifyInstance, leads: LeadsService, gate: Gate) {
  const r = messagingLeadsRoutes;
  bindRoute(app, r.search, gate, ({ scope, query }) => leads.search(scope, query));
  bindRoute(app, r.messages, gate, ({ scope, params }) => leads.messages(scope, params.leadId));
  bindRoute(app, r.agentLink, gate, ({ scope, params }) => leads.agentLink(scope, params.leadId));
  bindRoute(app, r.download, gate, ({ scope, query }) => leads.download(scope, query.campaignId));
  const a = agentChatRoutes;
  bindRoute(app, a.conversation, gate, ({ params }) => leads.conversation(params.token));
  bindRoute(app, a.send, gate, ({ params, body }) => leads.send(params.token, body.message));
  bindRoute(app, a.disposition, gate, ({ params, body }) => leads.dispose(params.token, body.dispositionId));
}
