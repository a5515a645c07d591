import { z } from 'zod';
import { defineRoute, orgParams, ok } from './route';
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

export const PAGE_VIEW_PATH_MAX = 300;

const tag = 'Platform';
export const platformRoutes = {
  outbox: defineRoute({
    method: 'GET', path: '/api/outbox', tag, auth: 'user', summary: 'Mail kept in the local outbox (SuperAdmin; only without SMTP)',
    query: z.object({ to: z.string().max(TEXT_MAX.short).optional() }), response: z.array(outboxMail),
  }),
  pageView: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/pageViews', tag, auth: 'user', summary: 'Record a page view (SuperAdmins are not tracked)',
    params: orgParams, body: z.object({ path: z.string().min(1).max(PAGE_VIEW_PATH_MAX) }), response: ok,
  }),
  config: defineRoute({
    method: 'GET', path: '/api/config', tag, auth: 'public', summary: 'Public settings the web app needs before sign-in',
    response: z.object({ recaptchaSiteKey: z.string().nullable(), outboxEnabled: z.boolean(), supportUrl: z.string(), demo: z.boolean() }),
  }),
};
