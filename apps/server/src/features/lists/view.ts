import type { CampaignList } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { ListWithCampaign } from './lists.repo';

/** The processed file's name: the list's name with "-processed" before the extension. */
export const processedFileName = (name: string) => `${name.replace(/\.csv$/i, '')}-processed.csv`;

export function toCampaignList(r: ListWithCampaign): CampaignList {
  const start = r.processingStart;
  const finish = r.processingFinish;
  const headerRow = r.request && !r.request.firstRowHasHeaders ? 1 : 0;
  return {
    id: r.id, name: r.name, campaignId: r.campaignId, campaignName: r.campaignName, workspaceId: r.workspaceId,
    status: r.status, type: r.type, uploaded: r.uploaded.toISOString(),
    dialerListId: r.dialerListId, dialerListName: r.dialerListName, imported: r.imported,
    processedBy: r.processedByFirstName !== null ? { firstName: r.processedByFirstName, lastName: r.processedByLastName ?? '' } : null,
    processingStart: start?.toISOString() ?? null,
    processingFinish: finish?.toISOString() ?? null,
    processingDuration: start && finish ? Math.round((finish.getTime() - start.getTime()) / 1000) : null,
    processedFile: r.processedFileId && r.status === 'PROCESSED' ? processedFileName(r.name) : null,
    dialerWebhookResponse: r.dialerResponse,
    metrics: r.metrics,
    rowCount: r.rowCount === null ? null : r.rowCount + headerRow,
    processedRows: r.processedRows,
    errorMessage: r.errorMessage,
  };
}

/** Publishes CampaignList events on the workspace and campaign channels; progress at most once a second per list. */
export function listPublisher(deps: Pick<Deps, 'realtime'>, intervalMs = 1000) {
  const last = new Map<string, number>();
  return async (row: ListWithCampaign, opts: { progress?: boolean } = {}) => {
    const now = Date.now();
    if (opts.progress && now - (last.get(row.id) ?? 0) < intervalMs) return;
    if (opts.progress) last.set(row.id, now);
    else last.delete(row.id);
    const event = { type: 'CampaignList' as const, payload: toCampaignList(row) };
    await deps.realtime.publish(`workspace:${row.workspaceId}`, event);
    await deps.realtime.publish(`campaign:${row.campaignId}`, event);
  };
}
export type ListPublisher = ReturnType<typeof listPublisher>;
