import type { Deps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db';
import { monthOf } from '../billing/billing-month';
import * as repo from './metering.repo';
import { census } from './census';
import type { UsageEntry } from './usage-entry';

export type { UsageEntry } from './usage-entry';
export type { CensusItem, CensusSource } from './census';

/** The usage ledger: features record billable events (or register what is billed per month); billing reads a month's sums. */
export function meteringService(deps: Pick<Deps, 'db' | 'jobs' | 'now' | 'log'>) {
  /**
   * Records billable events (those with no quantity are skipped); `tx` puts them in the caller's transaction, with
   * the event itself. Answers how many were new.
   */
  const record = (entries: readonly UsageEntry[], tx?: DbOrTx): Promise<number> =>
    repo.writeEntries(tx ?? deps.db, entries.filter((e) => e.quantity > 0));
  const monthly = census(deps, (entries) => record(entries), (at) => monthOf(at).period);
  return {
    record,
    /** What an organisation used between two instants, per workspace ('' for the organisation) and product. */
    totals: (orgId: string, from: Date, to: Date) => repo.totalsBetween(deps.db, orgId, from, to),
    /** How much of one product a workspace used between two instants (whole UTC hours). */
    workspaceTotal: (orgId: string, workspaceId: string, product: string, from: Date, to: Date) => repo.workspaceTotal(deps.db, orgId, workspaceId, product, from, to),
    /** Registers a feature's things billed per month (counted every hour, each once a month). */
    registerCensus: monthly.register,
    /** Counts them now (the hourly job's work; the seed and tests call it). */
    runCensus: monthly.run,
  };
}
export type MeteringService = ReturnType<typeof meteringService>;
