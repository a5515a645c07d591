import type { Deps } from '../../platform/deps';
import { ProviderError } from '../../providers/sandbox';
import { MessagingListFailure, type MessagingListProcessor } from './process-list';

export const PROCESS_JOB = 'messagingLists.process';
/** Attempts of a processing job: after the last, the list shows an error instead of processing for ever. */
const RETRIES = 5;

/** The durable processing job, one per list (a second send while one waits is dropped). */
export function defineMessagingListsJobs(deps: Pick<Deps, 'jobs' | 'log'>, processor: MessagingListProcessor) {
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
  return {
    enqueue: async (listId: string) => {
      await deps.jobs.send(PROCESS_JOB, { listId }, { singletonKey: listId, retryLimit: RETRIES });
    },
  };
}
