import type { Deps } from '../../platform/deps';
import { callerIds } from './caller-ids';
import * as repo from './pools.repo';

/**
 * A pool's past, for the demo organisation (db/seed): its numbers in service since a date, and local caller IDs given to
 * leads of earlier days exactly as list processing gave them then (same choice, each day's caps, usage counted on that day).
 */
export function poolHistory(deps: Pick<Deps, 'db' | 'now' | 'numbers'>) {
  const ids = callerIds(deps);
  return {
    /** The campaign's numbers as ordered and in service since `since` (caller names registered by then). */
    inServiceSince: (campaignId: string, since: Date) => repo.inServiceSince(deps.db, campaignId, since),
    /** Caller IDs for leads loaded over several calling days (oldest first), each day with its own caps and counts. */
    assignOverDays: ids.assignOverDays,
  };
}
