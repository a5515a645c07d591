import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxRoutes, publicConfigRoutes } from '@trueline/contract';
import { bindRoute, type RouteGate } from './http';
import { requireSuperAdmin } from './auth-context';
import { notFound } from './errors';
import type { Deps } from './deps';
import { mailOutbox } from './platform.tables';

export function registerPlatformRoutes(app: FastifyInstance, deps: Deps, gate: RouteGate) {
  bindRoute(app, publicConfigRoutes.get, gate, async () => ({
    // The configuration holds both reCAPTCHA keys or neither (config.ts refuses to start otherwise).
    recaptchaSiteKey: deps.config.RECAPTCHA_SECRET ? (deps.config.RECAPTCHA_SITE_KEY ?? null) : null,
    outboxEnabled: deps.mail.kind === 'outbox',
    supportUrl: deps.config.SUPPORT_URL,
    demo: deps.config.seedDemo,
  }));

  bindRoute(app, outboxRoutes.list, gate, async ({ actor, query }) => {
    requireSuperAdmin(actor);
    if (deps.mail.kind !== 'outbox') throw notFound();
    const rows = await deps.db
      .select()
      .from(mailOutbox)
      .where(query.to ? eq(mailOutbox.to, query.to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.sentAt))
      .limit(100);
    return rows.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() }));
  });

  // Stored files (profile pictures) are addressed by an unguessable id, so <img> tags can load them without a token.
  app.get('/api/files/:id', { schema: { hide: true, params: z.object({ id: z.string().uuid() }) } }, async (req, reply) => {
    const file = await deps.files.get((req.params as { id: string }).id);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ data: { ok: true } }));
}
