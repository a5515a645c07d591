import type { Deps } from '../../platform/deps';
import type { ListEvents } from './list-events';
import * as repo from './messaging-lists.repo';
import type { MessagingListsServices } from './ports';

/** Lists completed per sweep at most (the next sweep takes the rest). */
const SWEEP_MAX = 500;
/** Who completes a list, as the webhook's changedBy says. */
const COMPLETED_BY = 'the sending engine';

/**
 * A list is COMPLETE once every lead of it is final (spec 3 §4; the contract's MESSAGING_LIST_STATUSES): it was
 * activated (ACTIVE, or PAUSED since) and none of its leads is READY, SENDING or SENT (see OPEN_LEAD_STATUSES in
 * messaging-leads/load-leads.ts). A list never activated stays READY whatever its leads. The sweep runs every minute
 * (messaging-lists.jobs.ts); each list found moves with the same side effects as any status change: the campaign log,
 * the CampaignList event and the MessagingListStatus webhooks. Answers how many lists it completed.
 */
export function listCompleter(deps: Pick<Deps, 'db'>, s: Pick<MessagingListsServices, 'campaigns'>, events: Pick<ListEvents, 'statusChanged'>) {
  return async function completeFinished(): Promise<number> {
    let completed = 0;
    for (const { id, status } of await repo.finishedLists(deps.db, SWEEP_MAX)) {
      const row = await repo.completeIfFinished(deps.db, id, status);
      if (!row) continue;
      completed++;
      const campaign = await s.campaigns.byId(row.campaignId);
      if (campaign) await s.campaigns.log(campaign, 'INFO', 'List', `List ${row.name} complete: every lead has its final status`);
      await events.statusChanged(row, status, COMPLETED_BY);
    }
    return completed;
  };
}
