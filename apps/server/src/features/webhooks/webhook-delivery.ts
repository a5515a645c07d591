import crypto from 'node:crypto';
import {
  WEBHOOK_FILTER_SCOPE, WEBHOOK_HEADERS, WEBHOOK_MAX_ATTEMPTS,
  type WebhookEnvelope, type WebhookEventType,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId, randomToken } from '../../platform/crypto';
import { postWebhook, WebhookError, type WebhookAnswer } from '../../platform/webhook-http';
import * as repo from './webhooks.repo';
import { toWebhook } from './webhook-view';

export const DELIVER_JOB = 'webhooks.deliver';
/** Attempts pg-boss makes of one job whose handler crashed (the delivery's own retries are scheduled by the handler). */
const JOB_RETRIES = 3;
/** Each retry waits this many times longer than the one before. */
const BACKOFF_FACTOR = 4;

/** An event a feature sends to the workspace's webhooks of its type. */
export interface WebhookEvent {
  eventType: WebhookEventType;
  orgId: string;
  workspaceId: string;
  /** The Core campaign it concerns (the campaign filter of Core types reads it). */
  campaignId?: string | null;
  /** The messaging campaign it concerns (the campaign filter of the status types reads it). */
  messagingCampaignId?: string | null;
  payload: unknown;
}

/** What features are given to fire events: enqueues a delivery per matching webhook; never throws (a failure is logged). */
export type WebhookEmit = (event: WebhookEvent) => Promise<number>;

/** A new signing secret. */
export const newSigningSecret = () => `whsec_${randomToken(24)}`;

/** `sha256=` and the hex HMAC-SHA256 of the exact body (the X-Trueline-Signature header). */
export const signBody = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether a webhook's campaign filter lets the event through (empty: every campaign; types without a filter: always). */
export function filterMatches(campaignFilter: readonly string[], event: Pick<WebhookEvent, 'eventType' | 'campaignId' | 'messagingCampaignId'>): boolean {
  const scope = WEBHOOK_FILTER_SCOPE[event.eventType];
  if (!scope || campaignFilter.length === 0) return true;
  const id = scope === 'core' ? event.campaignId : event.messagingCampaignId;
  return Boolean(id && campaignFilter.includes(id));
}

const statusLine = (a: WebhookAnswer) => `${a.status} ${a.statusText}`.trim();

/**
 * Webhook deliveries: one row and one durable job per (event, webhook). The job POSTs the signed JSON envelope with the
 * webhook's auth header; a 2xx answer ends it, anything else is tried again after WEBHOOK_RETRY_SECONDS, then four
 * times longer each time, up to WEBHOOK_MAX_ATTEMPTS attempts (a refused address or scheme is not tried again).
 * Every attempt records its answer on the delivery and on the webhook (last response, last invocation).
 */
export function webhookDeliveries(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'jobs' | 'log' | 'now' | 'realtime'>) {
  const { db, cipher } = deps;
  const allowPrivate = deps.config.ALLOW_PRIVATE_WEBHOOKS;
  const retryBaseMs = deps.config.WEBHOOK_RETRY_SECONDS * 1000;

  const schedule = (deliveryId: string, delayMs = 0) =>
    deps.jobs.send(DELIVER_JOB, { deliveryId }, { singletonKey: deliveryId, retryLimit: JOB_RETRIES, ...(delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {}) });

  async function enqueue(hooks: repo.WebhookRow[], event: WebhookEvent, opts: { test?: boolean } = {}): Promise<repo.DeliveryRow[]> {
    const now = deps.now();
    const rows = await repo.insertDeliveries(db, hooks.map((h) => ({
      id: newId(), orgId: h.orgId, workspaceId: h.workspaceId, webhookId: h.id, eventType: event.eventType,
      campaignId: event.campaignId ?? null, messagingCampaignId: event.messagingCampaignId ?? null, test: opts.test ?? false,
      payload: (event.payload ?? {}) as object, status: 'PENDING' as const, created: now,
    })));
    for (const r of rows) await schedule(r.id);
    return rows;
  }

  function envelope(d: repo.DeliveryRow, sentAt: Date): WebhookEnvelope {
    return {
      id: d.id, type: d.eventType, orgId: d.orgId, workspaceId: d.workspaceId,
      ...(d.campaignId ? { campaignId: d.campaignId } : {}), ...(d.messagingCampaignId ? { messagingCampaignId: d.messagingCampaignId } : {}),
      sentAt: sentAt.toISOString(), ...(d.test ? { test: true } : {}), payload: d.payload,
    };
  }

  function authHeaders(h: repo.WebhookRow): Record<string, string> {
    const open = (sealed: string | null) => (sealed ? cipher.decrypt(sealed) : '');
    switch (h.authType) {
      case 'Basic': return { authorization: `Basic ${Buffer.from(`${h.username ?? ''}:${open(h.passwordSealed)}`).toString('base64')}` };
      case 'Bearer': return { authorization: `Bearer ${open(h.valueSealed)}` };
      case 'CustomHeader': return h.headerName ? { [h.headerName]: open(h.valueSealed) } : {};
      case 'None': return {};
    }
  }

  /** One attempt of a delivery (the job's work). Idempotent: a finished delivery is left alone, an early job waits its turn. */
  async function attempt(deliveryId: string): Promise<void> {
    const d = await repo.findDelivery(db, deliveryId);
    if (!d || d.status !== 'PENDING') return;
    const waitMs = d.nextAttemptAt ? d.nextAttemptAt.getTime() - deps.now().getTime() : 0;
    if (waitMs > 500) {
      // A crashed job retried by the queue before the delivery's own retry time: put it back for then.
      await schedule(d.id, waitMs);
      return;
    }
    const hook = await repo.findWebhookById(db, d.webhookId);
    if (!hook) return;
    const sentAt = deps.now();
    let ok = false;
    let permanent = false;
    let response: string;
    let answer: WebhookAnswer | null = null;
    const started = performance.now();
    if (hook.status !== 'ACTIVE' && !d.test) {
      permanent = true;
      response = 'Not sent: the webhook is disabled.';
    } else {
      const body = JSON.stringify(envelope(d, sentAt));
      const headers = {
        ...authHeaders(hook),
        [WEBHOOK_HEADERS.delivery]: d.id,
        [WEBHOOK_HEADERS.timestamp]: String(Math.floor(sentAt.getTime() / 1000)),
        [WEBHOOK_HEADERS.signature]: signBody(cipher.decrypt(hook.signingSecretSealed), body),
      };
      try {
        answer = await postWebhook(hook.url, body, { allowPrivate, httpsOnly: !allowPrivate, event: d.eventType, headers });
        ok = answer.status >= 200 && answer.status < 300;
        response = statusLine(answer);
      } catch (err) {
        permanent = err instanceof WebhookError && err.permanent;
        response = err instanceof Error && err.message ? err.message : 'The delivery failed.';
      }
    }
    const attempts = d.attempts + 1;
    const giveUp = !ok && (permanent || attempts >= WEBHOOK_MAX_ATTEMPTS);
    const delayMs = ok || giveUp ? 0 : retryBaseMs * BACKOFF_FACTOR ** (attempts - 1);
    await repo.updateDelivery(db, d.id, {
      attempts, lastAttemptAt: sentAt, status: ok ? 'DELIVERED' : giveUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: delayMs > 0 ? new Date(sentAt.getTime() + delayMs) : null,
      responseStatus: answer?.status ?? null, response, responseBody: answer?.body || null, durationMs: Math.round(performance.now() - started),
    });
    const updated = await repo.recordInvocation(db, hook.id, response, sentAt);
    if (updated) await deps.realtime.publish(`workspace:${updated.workspaceId}`, { type: 'Webhook', payload: toWebhook(updated) });
    if (delayMs > 0) await schedule(d.id, delayMs);
    if (!ok) deps.log.info({ deliveryId: d.id, webhookId: hook.id, attempts, response, giveUp }, 'webhook delivery failed');
  }

  return {
    attempt,
    enqueue,

    /** Enqueues the event for every ACTIVE webhook of its type in the workspace whose campaign filter matches. */
    async emit(event: WebhookEvent): Promise<number> {
      try {
        const hooks = (await repo.activeOfType(db, event.workspaceId, event.eventType)).filter((h) => filterMatches(h.campaignFilter, event));
        return (await enqueue(hooks, event)).length;
      } catch (err) {
        deps.log.error({ err, eventType: event.eventType, workspaceId: event.workspaceId }, 'webhook event not queued');
        return 0;
      }
    },

    /**
     * Enqueues the event for one chosen webhook (the workflow Webhook node, a messaging campaign's webhooks): only when
     * it is of the workspace, ACTIVE and of the event's type. Answers the delivery id, or null when nothing was queued.
     * It only stores the delivery: the caller may await it without waiting for the receiver.
     */
    async deliverTo(webhookId: string, event: WebhookEvent): Promise<string | null> {
      try {
        const hook = await repo.findWebhook(db, event.workspaceId, webhookId);
        if (!hook || hook.status !== 'ACTIVE' || hook.eventType !== event.eventType) return null;
        const [row] = await enqueue([hook], event);
        return row?.id ?? null;
      } catch (err) {
        deps.log.error({ err, webhookId, eventType: event.eventType }, 'webhook delivery not queued');
        return null;
      }
    },
  };
}
export type WebhookDeliveries = ReturnType<typeof webhookDeliveries>;
