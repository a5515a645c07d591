import type { UsageProduct } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { UsageEntry } from './usage-entry';

/** A thing billed per month while it exists: a campaign, a pool number, a monitored number. */
export interface CensusItem { orgId: string; workspaceId: string; id: string; product: UsageProduct }
/** Answers the items in service now, across organisations. */
export type CensusSource = () => Promise<CensusItem[]>;

export const CENSUS_JOB = 'metering.census';
/** Every hour: whatever is in service during any hour of a month is billed for that month. */
export const CENSUS_CRON = '7 * * * *';

/**
 * The hourly census of things billed per month. Each item is written once a month, keyed by the item and the month
 * (in the billing time zone), so the hourly runs, a re-run and a second instance all leave one entry.
 */
export function census(deps: Pick<Deps, 'jobs' | 'now' | 'log'>, write: (entries: UsageEntry[]) => Promise<number>, monthOf: (at: Date) => string) {
  const sources: CensusSource[] = [];

  async function run(): Promise<number> {
    const at = deps.now();
    const period = monthOf(at);
    let written = 0;
    for (const source of sources) {
      const items = await source();
      for (let i = 0; i < items.length; i += 5_000) {
        written += await write(items.slice(i, i + 5_000).map((x) => ({
          orgId: x.orgId, workspaceId: x.workspaceId, product: x.product, quantity: 1, key: `${x.product}:${x.id}:${period}`, at,
        })));
      }
    }
    return written;
  }

  deps.jobs.define(CENSUS_JOB, async () => {
    const written = await run();
    if (written > 0) deps.log.info({ written }, 'monthly usage counted');
  });
  void deps.jobs.schedule(CENSUS_JOB, CENSUS_CRON);

  return {
    /** A feature's things billed per month. */
    register(source: CensusSource) {
      sources.push(source);
    },
    run,
  };
}
