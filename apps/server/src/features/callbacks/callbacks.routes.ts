import type { FastifyInstance } from 'fastify';
import { MESSAGING_LIST_MESSAGES, usageRoutes, voiceEventsRoute } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { unauthenticated } from '../../platform/errors';
import type { Deps } from '../../platform/deps';
import type { Gate } from '../workspaces/workspace';
import type { CallbacksService } from './callbacks.service';

const EVENTS_MAX_BYTES = 1024 * 1024;

/**
 * The voice carrier's signed events (body read as text: the signature covers its bytes) and its routing question;
 * the sandbox carrier posts through the same HTTP path.
 */
export function registerVoiceEvents(app: FastifyInstance, deps: Pick<Deps, 'voice' | 'now'>, gate: Gate, callbacks: CallbacksService) {
  void app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: EVENTS_MAX_BYTES }, (_req, body, done) => done(null, body));
    bindRoute(raw, voiceEventsRoute, gate, async ({ req }) => {
      const events = deps.voice.verifyEvents(typeof req.body === 'string' ? req.body : '', req.headers, deps.now());
      if (!events) throw unauthenticated(MESSAGING_LIST_MESSAGES.providerSignatureInvalid);
      for (const e of events) if (e?.kind === 'completed') await callbacks.receive(e);
      return { ok: true as const };
    });
  });
  deps.voice.routeWith((number) => callbacks.route(number));
  deps.voice.deliverTo(async (body, headers) => {
    const res = await app.inject({ method: 'POST', url: voiceEventsRoute.path, payload: body, headers });
    if (res.statusCode !== 200) throw new Error(`voice events refused: ${res.statusCode}`);
  });
}

/** Callbacks (spec 3 §2.12): the server-paged report and its asynchronous download. */
export function registerCallbacksRoutes(app: FastifyInstance, callbacks: CallbacksService, gate: Gate) {
  bindRoute(app, usageRoutes.calls, gate, ({ scope, body }) => callbacks.search(scope, body));
  bindRoute(app, usageRoutes.callsDownload, gate, ({ scope, body }) => callbacks.download(scope, body));
}
