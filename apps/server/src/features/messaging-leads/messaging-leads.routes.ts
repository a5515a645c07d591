import type { FastifyInstance } from 'fastify';
import { providerEventsRoute } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { unauthenticated } from '../../platform/errors';
import type { Deps } from '../../platform/deps';
import type { Gate } from '../workspaces/workspace';
import type { ReceiptHandler } from './receipts';
import type { InboundHandler } from './inbound';

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
      if (!events) throw unauthenticated();
      for (const e of events) {
        if (e.kind === 'status') await handlers.receipt(e);
        else if (e.kind === 'inbound') await handlers.inbound.applyInbound(e);
      }
      return { ok: true as const };
    });
  });
  // The sandbox carrier posts to this same endpoint, through the whole HTTP path (routing, signature, handlers).
  deps.sms.deliverTo(async (body, headers) => {
    const res = await app.inject({ method: 'POST', url: providerEventsRoute.path, payload: body, headers });
    if (res.statusCode !== 200) throw new Error(`provider events refused: ${res.statusCode}`);
  });
}
