import type { Deps } from '../../platform/deps';
import { DELIVER_JOB, type WebhookDeliveries } from './webhook-delivery';
import * as repo from './webhooks.repo';

export const PRUNE_JOB = 'webhooks.prune';
/** Days a finished delivery stays in the log. */
export const DELIVERY_RETENTION_DAYS = 30;
/** Deliveries in flight at once on one instance (each waits up to 10 s for its receiver). */
const CONCURRENCY = 4;

/** The delivery job, and the daily removal of old deliveries. */
export function defineWebhooksJobs(deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>, deliveries: WebhookDeliveries) {
  deps.jobs.define<{ deliveryId: string }>(DELIVER_JOB, ({ deliveryId }) => deliveries.attempt(deliveryId), { concurrency: CONCURRENCY });

  const prune = async () => {
    const before = new Date(deps.now().getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
    let removed = 0;
    for (;;) {
      const n = await repo.pruneDeliveries(deps.db, before);
      if (n === 0) break;
      removed += n;
    }
    if (removed > 0) deps.log.info({ removed }, 'old webhook deliveries removed');
  };
  deps.jobs.define(PRUNE_JOB, prune);
  void deps.jobs.schedule(PRUNE_JOB, '41 3 * * *');
  return { prune };
}
