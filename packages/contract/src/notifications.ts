import { z } from 'zod';
import { defineRoute, orgParams, idParams, ok } from './route';
import { isoDate, TEXT_MAX } from './fields';

export const notificationPayload = z.object({
  heading: z.string(),
  message: z.string(),
  workspaceId: z.string().nullable().optional(),
  campaignId: z.string().nullable().optional(),
  reportName: z.string().nullable().optional(),
});
export const notification = z.object({
  id: z.string(),
  read: z.boolean(),
  sentAt: isoDate,
  notificationType: z.string(),
  notificationPayload,
});
export type Notification = z.infer<typeof notification>;

export const pushSubscription = z.object({
  endpoint: z.string().max(TEXT_MAX.url).url(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(TEXT_MAX.secret).min(1), auth: z.string().max(TEXT_MAX.secret).min(1) }),
});

const tag = 'Notifications';
const base = '/api/orgs/:orgId/notifications';
export const notificationsRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'My notifications, newest first', params: orgParams, response: z.array(notification) }),
  test: defineRoute({ method: 'POST', path: `${base}/test`, tag, auth: 'user', summary: 'Send myself a test notification', params: orgParams, response: notification }),
  removeAll: defineRoute({ method: 'DELETE', path: base, tag, auth: 'user', summary: 'Delete all my notifications', params: orgParams, response: ok }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: 'Delete one notification', params: idParams, response: ok }),
  read: defineRoute({ method: 'POST', path: `${base}/:id/read`, tag, auth: 'user', summary: 'Mark one notification read', params: idParams, response: ok }),
  readAll: defineRoute({ method: 'POST', path: `${base}/read`, tag, auth: 'user', summary: 'Mark all my notifications read', params: orgParams, response: ok }),
  subscribe: defineRoute({ method: 'POST', path: '/api/orgs/:orgId/pushSubscriptions/subscribe', tag, auth: 'user', summary: 'Store a browser push subscription', params: orgParams, body: pushSubscription, response: ok }),
  unsubscribe: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/pushSubscriptions/unsubscribe', tag, auth: 'user', summary: 'Remove a browser push subscription',
    params: orgParams, body: z.object({ endpoint: z.string().max(TEXT_MAX.url).min(1) }), response: ok,
  }),
};
