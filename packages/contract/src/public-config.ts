import { z } from 'zod';
import { defineRoute } from './route';

/** The server's public settings, read by the web app before sign-in. */
export const publicConfigRoutes = {
  get: defineRoute({
    method: 'GET', path: '/api/config', tag: 'Platform', auth: 'public', summary: 'Public settings the web app needs before sign-in',
    response: z.object({ recaptchaSiteKey: z.string().nullable(), outboxEnabled: z.boolean(), supportUrl: z.string(), demo: z.boolean() }),
  }),
};
