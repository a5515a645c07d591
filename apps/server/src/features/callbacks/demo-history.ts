import type { Deps } from '../../platform/deps';
import { seeded } from '../../providers/sandbox';
import type { DialledCall } from '../../providers/voice/voice';
import type { UsageEntry } from '../metering/metering.service';

const DAY_MS = 86_400_000;
export const DEMO_HISTORY_JOB = 'callbacks.demo-history';
/** Calls a demo campaign's dialer placed in a day (the sandbox has 4% of the people called call back). */
const CALLS_A_DAY = 400;
/** How long the job waits for the campaigns' pools to be provisioned (they are, by the pool jobs, soon after a first start). */
const WAIT_TRIES = 40;

export interface DemoHistory { campaignIds: string[]; days: number; tries?: number }

/**
 * The demo's week of callbacks: its campaigns' dialers "placed" calls with their pool numbers over the last days, and
 * the sandbox carrier reports the share of them that call back through the voice events endpoint, as it would live.
 * Run as a job once the pools exist (a first start provisions them in the background).
 */
export function demoHistory(
  deps: Pick<Deps, 'jobs' | 'voice' | 'now' | 'log'>,
  world: {
    liveNumbers(campaignId: string): Promise<string[]>;
    campaign(campaignId: string): Promise<{ orgId: string; workspaceId: string } | null>;
    /** The calls placed are caller ID transactions, as they would be when the lists that fed them were loaded. */
    meter(entries: UsageEntry[]): Promise<unknown>;
  },
) {
  const { liveNumbers } = world;
  async function dial(campaignIds: string[], days: number): Promise<number> {
    const now = deps.now().getTime();
    const random = seeded('demo-callbacks');
    let dialled = 0;
    for (const campaignId of campaignIds) {
      const numbers = await liveNumbers(campaignId);
      if (numbers.length === 0) continue;
      const calls: DialledCall[] = [];
      for (let day = days; day >= 0; day--) {
        const midnight = now - day * DAY_MS - ((now - day * DAY_MS) % DAY_MS);
        for (let i = 0; i < CALLS_A_DAY; i++) {
          const callerId = numbers[Math.floor(random() * numbers.length)]!;
          // Calling hours: 13:00–23:00 UTC is 8 a.m. to 6 p.m. Central.
          const at = midnight + (13 + random() * 10) * 3_600_000;
          if (at > now - 10 * 60_000) continue;
          calls.push({ callerId, to: `${callerId.slice(0, 3)}555${String(Math.floor(random() * 10_000)).padStart(4, '0')}`, at: new Date(at) });
        }
      }
      deps.voice.dialled(calls);
      dialled += calls.length;
      const c = await world.campaign(campaignId);
      if (c) {
        const perDay = new Map<number, number>();
        for (const call of calls) {
          const day = call.at.getTime() - (call.at.getTime() % DAY_MS);
          perDay.set(day, (perDay.get(day) ?? 0) + 1);
        }
        await world.meter([...perDay].map(([day, quantity]) => ({
          orgId: c.orgId, workspaceId: c.workspaceId, product: 'transactions' as const, quantity, key: `demo-dialled:${campaignId}:${day}`, at: new Date(day + 12 * 3_600_000),
        })));
      }
    }
    await deps.voice.settled();
    return dialled;
  }

  deps.jobs.define<DemoHistory>(DEMO_HISTORY_JOB, async ({ campaignIds, days, tries = 0 }) => {
    const ready = (await Promise.all(campaignIds.map(liveNumbers))).some((n) => n.length > 0);
    if (!ready && tries < WAIT_TRIES) {
      await deps.jobs.send(DEMO_HISTORY_JOB, { campaignIds, days, tries: tries + 1 }, { startAfter: new Date(deps.now().getTime() + 30_000) });
      return;
    }
    deps.log.info({ dialled: await dial(campaignIds, days) }, 'demo callbacks dialled');
  });

  return {
    dial,
    /** Asks for the demo's history once the pools exist. */
    request: (campaignIds: string[], days: number) => deps.jobs.send(DEMO_HISTORY_JOB, { campaignIds, days }),
  };
}
