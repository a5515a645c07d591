import { DateTime } from 'luxon';
import { INTERACTION_TEXTS, USAGE_TEXTS, type Campaign, type UsageDownload, type UsageSearch, type VoiceUsageRow } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { CallRoute, InboundCallEvent } from '../../providers/voice/voice';
import { tenDigits } from '../../providers/numbers/nanp';
import type { MeteringService } from '../metering/metering.service';
import type { PoolsService } from '../pools/pools.service';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import type { WorkspaceScope } from '../workspaces/workspace';
import * as repo from './callbacks.repo';

export interface CallbacksPeers {
  pools: Pick<PoolsService, 'liveNumber'>;
  campaigns: { findById(id: string): Promise<Campaign | null> };
  metering: Pick<MeteringService, 'record'>;
  webhooks: { emit: WebhookEmit };
}
export interface CallbacksPorts {
  exports?: { request(scope: WorkspaceScope, input: { kind: string; reportName: string; fileName?: string; params: unknown }): Promise<{ reportId: string }> };
}

export const toVoiceUsageRow = (r: repo.CallbackRow): VoiceUsageRow => ({
  id: r.id, timestamp: r.timestamp.toISOString(), caller: r.caller, called: r.called, forwardedTo: r.forwardedTo, routing: r.routing,
  campaignId: r.campaignId, callStatus: r.callStatus, billableDuration: r.billableSeconds,
});

/** Whole minutes billed for a call: a call of 61 seconds is two. */
export const billedMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/**
 * Callbacks (spec 3 §2.12, issue "Reports and billing"): the carrier asks where a call to a pool number goes (the
 * campaign's forwarding number, by PSTN or its SIP trunk) and reports it when it ends; each call is stored once,
 * billed in whole minutes and announced by the InboundCall webhook.
 */
export function callbacksService(deps: Pick<Deps, 'db' | 'log' | 'realtime'>, peers: CallbacksPeers, ports: CallbacksPorts = {}) {
  const { db } = deps;
  return {
    /** The carrier's routing question for a call ringing on one of our numbers. */
    async route(number: string): Promise<CallRoute> {
      const live = await peers.pools.liveNumber(number);
      const campaign = live ? await peers.campaigns.findById(live.campaignId) : null;
      const to = tenDigits(campaign?.forwardingNumber);
      return to ? { forwardTo: to, sip: campaign!.forwardViaSipTrunk } : null;
    },

    /** A call the carrier reports as ended; answers whether it was new. */
    async receive(e: InboundCallEvent): Promise<boolean> {
      const live = await peers.pools.liveNumber(e.to);
      if (!live) {
        deps.log.warn({ callId: e.callId, to: e.to }, 'a call to a number that is not in service was reported; not kept');
        return false;
      }
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertCallback(tx, {
          id: newId(), orgId: live.orgId, workspaceId: live.workspaceId, campaignId: live.campaignId, providerCallId: e.callId,
          caller: e.from, called: e.to, forwardedTo: e.forwardedTo, routing: e.sip ? 'SIP' : 'PSTN', callStatus: e.status,
          billableSeconds: Math.max(0, Math.round(e.billableSeconds)), timestamp: new Date(e.startedAt),
        });
        if (saved) {
          await peers.metering.record([{
            orgId: saved.orgId, workspaceId: saved.workspaceId, product: 'calls', quantity: billedMinutes(saved.billableSeconds), key: `call:${e.callId}`, at: saved.timestamp,
          }], tx);
        }
        return saved;
      });
      if (!row) return false;
      await deps.realtime.publish(`workspace:${row.workspaceId}`, { type: 'Callback', payload: { id: row.id, campaignId: row.campaignId, callStatus: row.callStatus } });
      await peers.webhooks.emit({ eventType: 'InboundCall', orgId: row.orgId, workspaceId: row.workspaceId, campaignId: row.campaignId, payload: toVoiceUsageRow(row) });
      return true;
    },

    /** Callbacks per day between two instants (the Core dashboard). */
    daily: (workspaceId: string, from: Date, to: Date, timeZone: string) => repo.dailyCallbacks(db, workspaceId, from, to, timeZone),

    async search({ workspace }: WorkspaceScope, q: UsageSearch) {
      const { rows, total, capped } = await repo.searchCallbacks(db, workspace.id, q);
      return { content: rows.map(toVoiceUsageRow), totalElements: total, totalCapped: capped };
    },

    async download(scope: WorkspaceScope, q: UsageDownload) {
      if (!ports.exports) throw new AppError('INTERNAL', INTERACTION_TEXTS.downloadsUnavailable);
      const show = (iso: string) => DateTime.fromISO(iso, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm');
      const { reportId } = await ports.exports.request(scope, {
        kind: 'callbacks', reportName: `Callbacks ${show(q.earliest)} to ${show(q.latest)}`, params: { ...q, page: undefined, size: undefined },
      });
      return { reportId, message: USAGE_TEXTS.downloadRequested };
    },

    /** The export's rows: every matching callback, its time in the chosen zone. */
    async *csvRows(workspaceId: string, q: UsageDownload) {
      yield ['Time', 'Caller', 'Called', 'Forwarded to', 'Routing', 'Campaign', 'Status', 'Billable seconds'];
      for await (const rows of repo.eachCallback(db, workspaceId, q)) {
        for (const r of rows) {
          yield [DateTime.fromJSDate(r.timestamp, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm:ss'), r.caller, r.called, r.forwardedTo ?? '', r.routing, r.campaignId, r.callStatus, r.billableSeconds];
        }
      }
    },
  };
}
export type CallbacksService = ReturnType<typeof callbacksService>;
