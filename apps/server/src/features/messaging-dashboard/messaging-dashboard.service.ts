import { MESSAGING_DASHBOARD_TEXTS as T, type MessagingDashboard, type messagingDashboardRequest } from '@trueline/contract';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import type { WorkspaceScope } from '../workspaces/workspace';
import { dashboardPeriods } from '../interactions/dashboard-periods';
import { withoutJit } from '../interactions/sql-helpers';
import * as repo from './messaging-dashboard.repo';

/** The longest range the dashboard reads (ten years, as the call dashboard). */
const MAX_RANGE_MS = 3653 * 86_400_000;

export interface MessagingDashboardPeers {
  /** Names of the workspace's messaging campaigns by id (deleted ones too). */
  campaignNames(workspaceId: string, ids: readonly string[]): Promise<Map<string, string>>;
  /** The workspace's messaging campaigns (deleted ones too) whose sender source is the Core campaign. */
  campaignsSendingFrom(workspaceId: string, coreCampaignId: string): Promise<string[]>;
}

type StatusCount = MessagingDashboard['carrierStatusCounts'][number];
const statusCount = (id: string): StatusCount => ({ id, sentCount: 0, deliveredCount: 0, failedCount: 0, otherCount: 0 });
/** Other: sent without a final receipt yet. */
const withOther = <S extends StatusCount>(s: S): S => ({ ...s, otherCount: Math.max(0, s.sentCount - s.deliveredCount - s.failedCount) });
const bySentThenId = (a: StatusCount, b: StatusCount) => b.sentCount - a.sentCount || a.id.localeCompare(b.id);
const byCountThenId = (a: { id: string; count: number }, b: { id: string; count: number }) => b.count - a.count || a.id.localeCompare(b.id);

/** The columns of the `activity` dimension's keys, and of the carrier dimensions' statuses. */
const ACTIVITY = { outbound: 'sentCount', delivered: 'deliveredCount', failed: 'failedCount' } as const;
const CARRIER = { 'carrier.sent': 'sentCount', 'carrier.delivered': 'deliveredCount', 'carrier.failed': 'failedCount' } as const;
const SERIES = ['inbound', 'outbound', 'delivered', 'failed'] as const;

/**
 * The Engage messaging dashboard (spec 3 §2.1, §3 "Messaging dashboard data", §7): everything is read from the
 * roll-ups the engine keeps per workspace, campaign, 15-minute bucket, dimension and key — never from the messages.
 * A 15-minute bucket counts in the range where it starts; long ranges read hourly and daily roll-ups of the same counts. Campaign ids of other workspaces match no roll-up of this one.
 */
export function messagingDashboardService(deps: Pick<Deps, 'db'>, peers: MessagingDashboardPeers) {
  const { db } = deps;
  return {
    async dashboard({ workspace }: WorkspaceScope, q: z.output<typeof messagingDashboardRequest>): Promise<MessagingDashboard> {
      const from = Date.parse(q.earliest);
      const to = Date.parse(q.latest);
      if (to - from > MAX_RANGE_MS) throw badRequest(T.periodTooLong, 'latest');
      const { interval, starts } = dashboardPeriods(new Date(from), new Date(to), q.timezone);
      const campaignIds = [...new Set(q.messagingCampaignIds.map((id) => id.trim()).filter(Boolean))];
      const scope = { workspaceId: workspace.id, from, to, campaignIds: campaignIds.length ? campaignIds : null };
      // Two reads side by side (each on its own connection where the database has a pool).
      const [totals, perPeriod] = await Promise.all([
        withoutJit(db, (tx) => repo.totals(tx, scope)),
        withoutJit(db, (tx) => repo.activityPerPeriod(tx, { ...scope, thresholds: starts })),
      ]);

      const campaigns = new Map<string, StatusCount>();
      const carriers = new Map<string, StatusCount>();
      const keyed = new Map<string, Map<string, number>>();
      for (const row of totals) {
        if (row.dimension === 'activity') {
          if (row.campaignId === null) continue;
          const c = campaigns.get(row.campaignId) ?? statusCount(row.campaignId);
          const column = ACTIVITY[row.key as keyof typeof ACTIVITY];
          if (column) c[column] += row.count;
          campaigns.set(row.campaignId, c);
          continue;
        }
        const carrierColumn = CARRIER[row.dimension as keyof typeof CARRIER];
        if (carrierColumn) {
          const c = carriers.get(row.key) ?? statusCount(row.key);
          c[carrierColumn] += row.count;
          carriers.set(row.key, c);
          continue;
        }
        const counts = keyed.get(row.dimension) ?? new Map<string, number>();
        counts.set(row.key, (counts.get(row.key) ?? 0) + row.count);
        keyed.set(row.dimension, counts);
      }
      const metrics = new Map<number, MessagingDashboard['metrics'][number]>();
      for (const row of perPeriod) {
        if (!(SERIES as readonly string[]).includes(row.key)) continue;
        const period = new Date(starts[row.period - 1] ?? from).toISOString();
        const m = metrics.get(row.period) ?? { id: { period }, inbound: 0, outbound: 0, delivered: 0, failed: 0 };
        m[row.key as (typeof SERIES)[number]] += row.count;
        metrics.set(row.period, m);
      }

      const names = campaigns.size > 0 ? await peers.campaignNames(workspace.id, [...campaigns.keys()]) : new Map<string, string>();
      const counts = (dimension: string) => [...(keyed.get(dimension) ?? new Map<string, number>())].map(([id, count]) => ({ id, count })).sort(byCountThenId);
      const conversations = [...(keyed.get('conversation')?.values() ?? [])].reduce((a, b) => a + b, 0);
      return {
        campaignCounts: [...campaigns.values()].map(withOther).sort(bySentThenId).map((c) => ({ ...c, name: names.get(c.id) ?? c.id })),
        carrierStatusCounts: [...carriers.values()].map(withOther).sort(bySentThenId),
        statusCounts: counts('status'),
        dispositionCounts: counts('disposition'),
        nextActionCounts: counts('action'),
        sentimentCounts: counts('sentiment'),
        conversationsStarted: [{ id: 'all', count: conversations }],
        metrics: [...metrics.entries()].sort(([a], [b]) => a - b).map(([, m]) => m),
        interval,
        periods: starts.map((s) => new Date(s).toISOString()),
      };
    },

    /**
     * The Core campaign Overview's SMS activity (a campaigns stats source): sent, delivered and failed per day of
     * `days` in the time zone, from the roll-ups of the messaging campaigns sending through that Core campaign (with
     * no campaign, of the whole workspace).
     */
    async smsStats(scope: { workspaceId: string; campaignId?: string }, days: string[], timeZone: string) {
      if (days.length === 0) return [];
      const starts = days.map((d) => DateTime.fromISO(d, { zone: timeZone }).startOf('day'));
      const to = starts[starts.length - 1]!.plus({ days: 1 }).startOf('day');
      if (!starts.every((d) => d.isValid) || !to.isValid) return [];
      const campaignIds = scope.campaignId ? await peers.campaignsSendingFrom(scope.workspaceId, scope.campaignId) : null;
      const thresholds = starts.map((d) => d.toMillis());
      const rows = await repo.activityPerPeriod(db, { workspaceId: scope.workspaceId, campaignIds, from: thresholds[0]!, to: to.toMillis(), thresholds });
      const perDay = new Map<number, { date: string; sent: number; delivered: number; failed: number }>();
      for (const row of rows) {
        const day = perDay.get(row.period) ?? { date: days[row.period - 1]!, sent: 0, delivered: 0, failed: 0 };
        if (row.key === 'outbound') day.sent += row.count;
        else if (row.key === 'delivered' || row.key === 'failed') day[row.key] += row.count;
        perDay.set(row.period, day);
      }
      return [...perDay.values()];
    },
  };
}
export type MessagingDashboardService = ReturnType<typeof messagingDashboardService>;
