import type { Webhook, WebhookDelivery } from '@trueline/contract';
import type { DeliveryRow, WebhookRow } from './webhooks.repo';

/** A webhook as it may leave the server: its secrets become `…Set` flags. */
export const toWebhook = (r: WebhookRow): Webhook => ({
  id: r.id, name: r.name, url: r.url, eventType: r.eventType, status: r.status,
  webhookAuth: { authType: r.authType, username: r.username, headerName: r.headerName, passwordSet: Boolean(r.passwordSealed), valueSet: Boolean(r.valueSealed) },
  campaignFilter: r.campaignFilter, lastResponse: r.lastResponse, lastInvocation: r.lastInvocation?.toISOString() ?? null,
  created: r.created.toISOString(), updated: r.updated.toISOString(),
});

export const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id, eventType: r.eventType, status: r.status, test: r.test, attempts: r.attempts, created: r.created.toISOString(),
  lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null, nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  responseStatus: r.responseStatus, response: r.response, durationMs: r.durationMs, payload: r.payload,
});
