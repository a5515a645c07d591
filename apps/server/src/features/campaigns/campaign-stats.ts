import { DateTime } from 'luxon';
import { CAMPAIGN_STATS_DAYS, MESSAGES, type CampaignStats } from '@trueline/contract';
import { badRequest } from '../../platform/errors';

/** One campaign, or (no campaignId) every campaign of the workspace. */
export interface StatsScope {
  workspaceId: string;
  campaignId?: string;
}
type Rows<K extends keyof CampaignStats> = CampaignStats[K];
type Source<K extends keyof CampaignStats> = (scope: StatsScope, days: string[], timeZone: string) => Promise<Rows<K>>;
/** Daily counts other features keep (lists: listStats, pools: sentryStats, Engage: smsStats), for the days asked. */
export type StatsSources = { [K in keyof CampaignStats]?: Source<K> };

const ZERO = {
  listStats: { total: 0, inactive: 0, invalid: 0, valid: 0 },
  sentryStats: { replaced: 0 },
  smsStats: { sent: 0, delivered: 0, failed: 0 },
} as const;

/** The last `count` days (yyyy-mm-dd) in the time zone, oldest first, today included. */
export function statsDays(now: Date, timeZone: string, count = CAMPAIGN_STATS_DAYS): string[] {
  const today = DateTime.fromJSDate(now).setZone(timeZone);
  if (!today.isValid) throw badRequest(MESSAGES.timeZoneUnknown, 'timeZone');
  return Array.from({ length: count }, (_, i) => today.minus({ days: count - 1 - i }).toISODate()!);
}

/** Adds up the rows of every source of one kind per day, and answers every day (missing ones as zeros). */
async function series<K extends keyof CampaignStats>(kind: K, sources: StatsSources[], scope: StatsScope, days: string[], timeZone: string): Promise<Rows<K>> {
  const byDay = new Map<string, Record<string, number>>(days.map((d) => [d, { ...ZERO[kind] }]));
  const fns = sources.map((s) => s[kind] as Source<K> | undefined).filter((f) => f !== undefined);
  for (const rows of await Promise.all(fns.map((f) => f(scope, days, timeZone)))) {
    for (const row of rows as ({ date: string } & Record<string, unknown>)[]) {
      const day = byDay.get(row.date);
      if (!day) continue;
      for (const k of Object.keys(day)) day[k]! += Number(row[k] ?? 0);
    }
  }
  return days.map((date) => ({ date, ...byDay.get(date) })) as Rows<K>;
}

/** The Overview charts' data: CAMPAIGN_STATS_DAYS days in `timeZone`, zero-filled. */
export async function campaignStats(sources: StatsSources[], scope: StatsScope, timeZone: string, now: Date): Promise<CampaignStats> {
  const days = statsDays(now, timeZone);
  const [listStats, sentryStats, smsStats] = await Promise.all([
    series('listStats', sources, scope, days, timeZone),
    series('sentryStats', sources, scope, days, timeZone),
    series('smsStats', sources, scope, days, timeZone),
  ]);
  return { listStats, sentryStats, smsStats };
}
