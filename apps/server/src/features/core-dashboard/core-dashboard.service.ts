import { DateTime } from 'luxon';
import { CORE_DASHBOARD_MAX_DAYS, FLAGGED_SHARE_ATTENTION, type Campaign, type CoreDashboard } from '@trueline/contract';
import type { z } from 'zod';
import type { coreDashboardRequest } from '@trueline/contract';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { ListsService } from '../lists/lists.service';
import type { CallbacksService } from '../callbacks/callbacks.service';
import type { PoolsService } from '../pools/pools.service';
import type { MeteringService } from '../metering/metering.service';
import type { MessagingDashboardService } from '../messaging-dashboard/messaging-dashboard.service';
import type { InteractionsService } from '../interactions/interactions.service';

export interface CoreDashboardPeers {
  campaigns: { list(scope: WorkspaceScope): Promise<Campaign[]> };
  lists: Pick<ListsService, 'dashboard'>;
  callbacks: Pick<CallbacksService, 'daily'>;
  pools: Pick<PoolsService, 'health'>;
  metering: Pick<MeteringService, 'workspaceTotal'>;
  messaging: Pick<MessagingDashboardService, 'dashboard'>;
  interactions: Pick<InteractionsService, 'dashboard'>;
}

type Request = z.output<typeof coreDashboardRequest>;

/** Every day (yyyy-mm-dd) from the period's first to its last, in its time zone. */
export function daysOf(earliest: string, latest: string, zone: string): string[] {
  const start = DateTime.fromISO(earliest, { zone }).startOf('day');
  const end = DateTime.fromISO(latest, { zone }).minus({ milliseconds: 1 });
  const days: string[] = [];
  for (let d = start; d <= end && days.length <= CORE_DASHBOARD_MAX_DAYS; d = d.plus({ days: 1 })) days.push(d.toISODate()!);
  return days;
}

/**
 * The Core dashboard: each figure read from what its feature keeps summed — list outcomes from the lists' metrics,
 * calls placed from the usage ledger's hourly sums, callbacks per day, pool health by state — never by scanning leads.
 */
export function coreDashboardService(peers: CoreDashboardPeers) {
  return {
    async get(scope: WorkspaceScope, q: Request): Promise<CoreDashboard> {
      const { workspace: w } = scope;
      const from = new Date(q.earliest);
      const to = new Date(q.latest);
      const [campaigns, lists, callbacks, pool, placed, messaging, aegis] = await Promise.all([
        peers.campaigns.list(scope),
        peers.lists.dashboard(w.id, from, to, q.timezone),
        peers.callbacks.daily(w.id, from, to, q.timezone),
        peers.pools.health(w.id, from),
        peers.metering.workspaceTotal(w.orgId, w.id, 'transactions', from, to),
        peers.messaging.dashboard(scope, { earliest: q.earliest, latest: q.latest, messagingCampaignIds: [], timezone: q.timezone }),
        peers.interactions.dashboard(scope, { earliest: q.earliest, latest: q.latest, workflowId: [], timezone: q.timezone }),
      ]);

      const listDays = new Map(lists.days.map((d) => [d.date, d]));
      const callDays = new Map(callbacks.map((d) => [d.date, d]));
      const days = daysOf(q.earliest, q.latest, q.timezone).map((date) => {
        const l = listDays.get(date);
        return { date, loaded: l?.loaded ?? 0, valid: l?.valid ?? 0, dnc: l?.dnc ?? 0, invalid: l?.invalid ?? 0, landline: l?.landline ?? 0, callbacks: callDays.get(date)?.callbacks ?? 0 };
      });
      const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
      const callbackCount = sum(callbacks, (c) => c.callbacks);

      const names = new Map(campaigns.filter((c) => c.status !== 'DELETED').map((c) => [c.id, c.name]));
      const live = (id: string) => names.has(id);
      const attention: CoreDashboard['attention'] = [];
      for (const c of pool.campaigns) {
        if (!live(c.campaignId)) continue;
        if (c.numbers > 0 && c.flagged / c.numbers >= FLAGGED_SHARE_ATTENTION) {
          attention.push({ campaignId: c.campaignId, name: names.get(c.campaignId)!, reason: 'FLAGGED_NUMBERS', detail: `${c.flagged} of ${c.numbers} numbers flagged as spam` });
        }
        if (c.cnamErrors > 0) {
          attention.push({ campaignId: c.campaignId, name: names.get(c.campaignId)!, reason: 'CNAM_ERRORS', detail: `${c.cnamErrors} caller name registration${c.cnamErrors === 1 ? '' : 's'} failed` });
        }
      }
      for (const e of lists.errors) {
        if (live(e.campaign_id)) attention.push({ campaignId: e.campaign_id, name: names.get(e.campaign_id)!, reason: 'LIST_ERRORS', detail: `${e.n} list${e.n === 1 ? '' : 's'} failed` });
      }

      const outbound = sum(messaging.metrics, (m) => m.outbound);
      const received = sum(messaging.metrics, (m) => m.inbound);
      const screened = sum(aegis.metrics, (m) => m.count);
      return {
        totals: {
          placed, callbacks: callbackCount, answered: sum(callbacks, (c) => c.answered), callbackMinutes: sum(callbacks, (c) => c.minutes),
          callbackRate: placed > 0 ? callbackCount / placed : 0,
          loaded: sum(days, (d) => d.loaded), valid: sum(days, (d) => d.valid), dnc: sum(days, (d) => d.dnc), invalid: sum(days, (d) => d.invalid), landline: sum(days, (d) => d.landline),
        },
        days,
        pool: { inService: pool.inService, aging: pool.aging, flagged: pool.flagged, replaced: pool.replaced, tenDlcPending: pool.tenDlcPending },
        attention,
        engage: outbound + received > 0 ? { sent: outbound, delivered: sum(messaging.metrics, (m) => m.delivered), received } : null,
        aegis: screened > 0 ? { screened, accepted: sum(aegis.metrics, (m) => m.accepted), rejected: sum(aegis.metrics, (m) => m.rejected) } : null,
      };
    },
  };
}
export type CoreDashboardService = ReturnType<typeof coreDashboardService>;
