import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { webhookDeliveries, type WebhookEmit } from './webhook-delivery';
import { defineWebhooksJobs } from './webhooks.jobs';
import { webhooksService } from './webhooks.service';
import { registerWebhooksRoutes } from './webhooks.routes';
import type { Gate } from '../workspaces/workspace';

/**
 * Webhooks' parts: the service behind the routes, and what other features use to fire events — `emit` (every matching
 * webhook of the workspace) and `deliverTo` (one chosen webhook: the workflow Webhook node, messaging campaigns).
 */
function createWebhooks(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'jobs' | 'log' | 'now' | 'realtime'>) {
  const deliveries = webhookDeliveries(deps);
  const jobs = defineWebhooksJobs(deps, deliveries);
  const service = webhooksService(deps, { deliveries });
  const emit: WebhookEmit = (event) => deliveries.emit(event);
  return { service, emit, deliverTo: deliveries.deliverTo, prune: jobs.prune };
}
export type Webhooks = ReturnType<typeof createWebhooks>;

/** Webhooks; the features whose campaigns a webhook filter may name register them (`service.registerCampaignSource`). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  create: createWebhooks,
  routes: (app, webhooks, gate: Gate) => registerWebhooksRoutes(app, webhooks.service, gate),
});
