import { pgTable, text, timestamp, integer, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import type { WebhookAuthType, WebhookDeliveryStatus, WebhookEventType, WebhookStatus } from '@trueline/contract';

/**
 * The workspace's webhooks. Secrets (the Basic password, the Bearer token or custom header value, and the signing
 * secret) are sealed with the platform cipher and never leave the server, except the signing secret on request.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    status: text('status').$type<WebhookStatus>().notNull(),
    authType: text('auth_type').$type<WebhookAuthType>().notNull(),
    username: text('username'),
    headerName: text('header_name'),
    passwordSealed: text('password_sealed'),
    valueSealed: text('value_sealed'),
    signingSecretSealed: text('signing_secret_sealed').notNull(),
    campaignFilter: text('campaign_filter').array().notNull().default([]),
    lastResponse: text('last_response'),
    lastInvocation: timestamp('last_invocation', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_workspace_type').on(t.workspaceId, t.eventType)],
);

/**
 * One event sent to one webhook, with its attempts: the job tries it until the receiver answers 2xx or the attempts run
 * out, and the log reads the latest ones per webhook. Old rows are removed by the daily clean-up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    webhookId: text('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    campaignId: text('campaign_id'),
    messagingCampaignId: text('messaging_campaign_id'),
    test: boolean('test').notNull().default(false),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    response: text('response'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_created').on(t.webhookId, t.created), index('webhook_deliveries_created').on(t.created)],
);
