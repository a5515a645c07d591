import type { MessagingList } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { postWebhook } from '../../platform/webhook-http';
import { ProviderError } from '../../providers/sandbox';
import * as repo from './messaging-lists.repo';
import type { MessagingListRow } from './messaging-lists.tables';
import { MessagingListFailure, type MessagingListProcessor } from './process-list';

export const PROCESS_JOB = 'messagingLists.process';
/** POSTs a list loaded through the public API to its webhookUrl once processed. */
export const WEBHOOK_JOB = 'messagingLists.webhook';
/** Every minute: the lists whose leads are all final become COMPLETE (complete-lists.ts). */
export const COMPLETE_JOB = 'messagingLists.complete';
/** Attempts of a processing job: after the last, the list shows an error instead of processing for ever. */
const RETRIES = 5;

/** The durable processing job, one per list (a second send while one waits is dropped), and the completion sweep. */
export function defineMessagingListsJobs(
  deps: Pick<Deps, 'jobs' | 'log' | 'db' | 'config'>, processor: MessagingListProcessor, present: (row: MessagingListRow) => Promise<MessagingList>,
  completeFinished: () => Promise<number>,
) {
  deps.jobs.define<{ listId: string }>(PROCESS_JOB, async ({ listId }, meta) => {
    try {
      await processor.run(listId);
    } catch (err) {
      const definitive = err instanceof MessagingListFailure || err instanceof ProviderError;
      if (!definitive && meta.retryCount < RETRIES) {
        deps.log.warn({ err, listId, attempt: meta.retryCount + 1 }, 'messaging list processing interrupted; it resumes on the next attempt');
        throw err;
      }
      deps.log.error({ err, listId }, 'messaging list processing failed');
      await processor.fail(listId, definitive ? err.message : 'The list could not be processed.');
    }
  });
  deps.jobs.define<{ listId: string }>(WEBHOOK_JOB, async ({ listId }, meta) => {
    const row = await repo.findListById(deps.db, listId);
    const url = row?.request?.webhookUrl;
    if (!row || !url) return;
    const body = { type: 'MessagingList', orgId: row.orgId, workspaceId: row.workspaceId, payload: await present(row) };
    try {
      const { status } = await postWebhook(url, body, { allowPrivate: deps.config.ALLOW_PRIVATE_WEBHOOKS, event: 'MessagingList' });
      if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}.`);
    } catch (err) {
      if (meta.retryCount >= RETRIES) {
        deps.log.warn({ err, listId }, 'messaging list webhook not delivered');
        return;
      }
      throw err;
    }
  });

  deps.jobs.define(COMPLETE_JOB, async () => {
    await completeFinished();
  });
  void deps.jobs.schedule(COMPLETE_JOB, '* * * * *');

  return {
    enqueue: async (listId: string) => {
      await deps.jobs.send(PROCESS_JOB, { listId }, { singletonKey: listId, retryLimit: RETRIES });
    },
    /** The list's result goes to its webhookUrl, if it has one. */
    notify: async (listId: string) => {
      await deps.jobs.send(WEBHOOK_JOB, { listId }, { singletonKey: listId, retryLimit: RETRIES });
    },
  };
}
