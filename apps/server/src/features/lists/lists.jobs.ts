import type { Deps } from '../../platform/deps';
import { ProviderError } from '../../providers/sandbox';
import { ListFailure } from './context';
import { fetchDialerList } from './import-list';
import * as repo from './lists.repo';
import type { ListsServices } from './ports';
import type { ListProcessor } from './process-list';
import type { ListsService } from './lists.service';
import { toCampaignList } from './view';
import { postWebhook } from '../../platform/webhook-http';

export const PROCESS_JOB = 'lists.process';
export const WEBHOOK_JOB = 'lists.webhook';
export const REIMPORT_JOB = 'lists.reimport';
/** Attempts of a list job: after the last, the list is marked ERROR instead of waiting for ever. */
const RETRIES = 5;
/**
 * How long one processing job works on a list before handing over to a fresh job for the rest. pg-boss expires a job
 * that runs past its expiry (15 minutes by default, 24 hours at most in pg-boss 10) and retries it while the first run
 * goes on; a list of any length in slices of a few minutes never comes near that, and each slice resumes from the
 * committed batches as a retry would.
 */
export const LIST_JOB_SLICE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The durable jobs of lists: processing (one per list), webhook deliveries, and the hourly reimport of managed campaigns. */
export function defineListsJobs(deps: Pick<Deps, 'config' | 'db' | 'dialers' | 'files' | 'jobs' | 'log' | 'now'>, s: ListsServices, processor: ListProcessor) {
  /** Lists loaded through the public API tell their webhook when they are done. */
  const notify = async (listId: string) => {
    const row = await repo.findListById(deps.db, listId);
    if (row?.request?.webhookUrl && !row.webhookDeliveredAt) await deps.jobs.send(WEBHOOK_JOB, { listId }, { singletonKey: listId, retryLimit: RETRIES });
  };
  const enqueue = async (listId: string, sliceMs?: number) => {
    await deps.jobs.send(PROCESS_JOB, { listId, sliceMs }, { singletonKey: listId, retryLimit: RETRIES });
  };

  /** `sliceMs`: how long this job works before a fresh job takes over (LIST_JOB_SLICE_MS unless the sender says). */
  deps.jobs.define<{ listId: string; sliceMs?: number }>(PROCESS_JOB, async ({ listId, sliceMs }, meta) => {
    try {
      await fetchDialerList(deps, s, listId);
      const outcome = await processor.run(listId, { until: Date.now() + (sliceMs ?? LIST_JOB_SLICE_MS) });
      // The next slice is stored before this job completes: if sending fails, this job is retried and resumes instead.
      if (outcome === 'paused') await enqueue(listId, sliceMs);
      else if (outcome !== 'skipped') await notify(listId);
    } catch (err) {
      // A failure no retry can fix, or the last attempt: the list shows the error instead of processing for ever.
      const definitive = err instanceof ListFailure || err instanceof ProviderError;
      if (!definitive && meta.retryCount < RETRIES) {
        deps.log.warn({ err, listId, attempt: meta.retryCount + 1 }, 'list processing interrupted; it resumes on the next attempt');
        throw err;
      }
      deps.log.error({ err, listId }, 'list processing failed');
      await processor.fail(listId, definitive ? err.message : 'The list could not be processed.');
      await notify(listId);
    }
  });

  deps.jobs.define<{ listId: string }>(WEBHOOK_JOB, async ({ listId }, meta) => {
    const row = await repo.findListById(deps.db, listId);
    const url = row?.request?.webhookUrl;
    if (!row || !url || row.webhookDeliveredAt) return;
    const body = { type: 'CampaignList', orgId: row.orgId, workspaceId: row.workspaceId, payload: toCampaignList(row) };
    try {
      const { status } = await postWebhook(url, body, { allowPrivate: deps.config.ALLOW_PRIVATE_WEBHOOKS, event: 'CampaignList' });
      if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}.`);
      await repo.updateList(deps.db, listId, { webhookDeliveredAt: deps.now() });
    } catch (err) {
      if (meta.retryCount >= RETRIES) {
        deps.log.warn({ err, listId }, 'list webhook not delivered');
        return;
      }
      throw err;
    }
  });

  return { enqueue };
}

/** Reimports the dialer list of every managed campaign whose reimport interval has passed since its last import. */
export function defineReimport(deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>, s: ListsServices, lists: ListsService) {
  const run = async () => {
    const managed = (await s.campaigns.activeCampaigns()).filter((c) => c.isManaged && c.reimportInterval > 0);
    const latest = new Map((await repo.latestImports(deps.db, managed.map((c) => c.id))).map((l) => [l.campaignId, l]));
    const now = deps.now().getTime();
    for (const campaign of managed) {
      const last = latest.get(campaign.id);
      if (!last?.dialerListId || last.status === 'PROCESSING' || now - last.uploaded.getTime() < campaign.reimportInterval * DAY_MS) continue;
      const workspace = await s.workspaces.findAnyOrg(campaign.workspaceId);
      if (!workspace) continue;
      await lists.reimportList({ workspace, campaign }, { dialerListId: last.dialerListId, dialerListName: last.dialerListName, force: true })
        .catch((err: unknown) => deps.log.warn({ err, campaignId: campaign.id }, 'scheduled reimport refused'));
    }
  };
  deps.jobs.define(REIMPORT_JOB, run);
  void deps.jobs.schedule(REIMPORT_JOB, '17 * * * *');
  return { run };
}
