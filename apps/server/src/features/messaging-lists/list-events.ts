import type { MessagingList, MessagingListStatus } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { sendCountsOfLists } from '../messaging-leads/load-leads';
import type { MessagingListRow } from './messaging-lists.tables';
import type { MessagingListsServices } from './ports';
import { toMessagingList } from './view';

/** A list sends only once activated; the others have no sent, delivered or failed lead. */
const MAY_HAVE_SENT: ReadonlySet<MessagingListStatus> = new Set(['ACTIVE', 'PAUSED', 'COMPLETE']);

/**
 * How a list is shown and announced: with its sends read from the leads; every change published on the campaign's
 * channel as a CampaignList event (progress at most once a second), every status change as a MessagingListStatus webhook.
 */
export function listEvents(deps: Pick<Deps, 'db' | 'realtime'>, s: Pick<MessagingListsServices, 'webhooks'>, intervalMs = 1000) {
  const last = new Map<string, number>();

  async function present(row: MessagingListRow): Promise<MessagingList> {
    return (await presentAll([row]))[0]!;
  }

  /**
   * Sends are counted only for lists that may have sent (ACTIVE, PAUSED, COMPLETE): counting a list being processed
   * would read all its leads again on every progress event, a quadratic cost on a large file that held the database
   * (and, on PGlite, the event loop) for longer with each batch.
   */
  async function presentAll(rows: readonly MessagingListRow[]): Promise<MessagingList[]> {
    const sends = await sendCountsOfLists(deps.db, rows.filter((r) => MAY_HAVE_SENT.has(r.status)).map((r) => r.id));
    return rows.map((r) => toMessagingList(r, sends.get(r.id)));
  }

  async function publish(row: MessagingListRow, opts: { progress?: boolean } = {}): Promise<MessagingList> {
    const list = await present(row);
    const now = Date.now();
    if (opts.progress && now - (last.get(row.id) ?? 0) < intervalMs) return list;
    if (opts.progress) last.set(row.id, now);
    else last.delete(row.id);
    await deps.realtime.publish(`messagingCampaign:${row.campaignId}`, { type: 'CampaignList', payload: { ...list, campaignId: row.campaignId } });
    return list;
  }

  /** Publishes the list and fires the MessagingListStatus webhooks of the workspace. */
  async function statusChanged(row: MessagingListRow, previous: MessagingListStatus | null, changedBy: string): Promise<MessagingList> {
    const list = await publish(row);
    await s.webhooks.emit({
      eventType: 'MessagingListStatus', orgId: row.orgId, workspaceId: row.workspaceId, messagingCampaignId: row.campaignId,
      payload: { messagingCampaignId: row.campaignId, listId: row.id, name: row.name, status: row.status, previousStatus: previous, changedBy, timestamp: row.updated.toISOString(), list },
    });
    return list;
  }

  return { present, presentAll, publish, statusChanged };
}
export type ListEvents = ReturnType<typeof listEvents>;
