import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';

/**
 * Queues the interaction for delivery to an AegisEvent webhook and goes on at once: the decision never waits for the
 * queue or the delivery. A queue that refuses is logged as ERROR when it answers; the walk has gone on from Next
 * either way (Next is also the fallback).
 */
export const webhookNode = defineNode({
  type: 'Webhook',
  category: 'External services',
  featureFlag: 'webhook',
  label: 'Webhook',
  description: 'Send the interaction to a webhook, without waiting.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({ webhookId: requiredId }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'webhookId', label: 'Webhook', source: 'webhooks', filter: { eventType: 'AegisEvent' } },
  ],
  fallback: 'next',
  evaluate: (config, ix, ctx, node) => {
    let queued: Promise<void>;
    try {
      queued = ctx.webhooks.send(config.webhookId, ix);
    } catch (err) {
      queued = Promise.reject(err);
    }
    void queued.catch((err: unknown) => nodeLog(ix, ctx, node, 'ERROR', `The interaction could not be queued for the webhook: ${(err as Error)?.message || 'failed'}`));
    nodeLog(ix, ctx, node, 'INFO', 'Interaction queued for the webhook');
    return next('next');
  },
});
