import type { MessagingList } from '@trueline/contract';
import type { ListSendCounts } from '../messaging-leads/load-leads';
import type { MessagingListCounters, MessagingListRow } from './messaging-lists.tables';

export const emptyCounters = (): MessagingListCounters => ({ supplied: 0, loaded: 0, invalid: 0, landline: 0, suppressed: 0, duplicate: 0 });
const NO_SENDS: ListSendCounts = { sent: 0, delivered: 0, failed: 0 };

/** A list as the contract shows it: the scrub's counts with the sends read from its leads. */
export function toMessagingList(r: MessagingListRow, sends: ListSendCounts = NO_SENDS): MessagingList {
  const start = r.processingStart;
  const finish = r.processingFinish;
  return {
    id: r.id, name: r.name, messagingCampaignId: r.campaignId, status: r.status, uploaded: r.uploaded.toISOString(),
    processedBy: r.processedByFirstName !== null ? { firstName: r.processedByFirstName, lastName: r.processedByLastName ?? '' } : null,
    processingStart: start?.toISOString() ?? null,
    processingFinish: finish?.toISOString() ?? null,
    processingDuration: start && finish ? Math.round((finish.getTime() - start.getTime()) / 1000) : null,
    carrierBreakDown: r.carrierBreakDown,
    metrics: { ...r.counters, ...sends },
    rowCount: r.rowCount,
    processedRows: r.processedRows,
    errorMessage: r.errorMessage,
  };
}
