import { z } from 'zod';
import { defineRoute } from './route';
import { isoDate, TEXT_MAX } from './fields';

/** Mail kept locally when no SMTP server is configured (design §8). */
export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: isoDate,
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** The local outbox, read by SuperAdmins on the Outbox page. */
export const outboxRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/outbox', tag: 'Platform', auth: 'user', summary: 'Mail kept in the local outbox (SuperAdmin; only without SMTP)',
    query: z.object({ to: z.string().max(TEXT_MAX.short).optional() }), response: z.array(outboxMail),
  }),
};
