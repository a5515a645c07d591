import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { ExportService } from '../reports/export-service';
import { usageDownloadRequest } from '@trueline/contract';
import type { Gate } from '../workspaces/workspace';
import { callbacksService, type CallbacksPeers, type CallbacksPorts } from './callbacks.service';
import { registerCallbacksRoutes, registerVoiceEvents } from './callbacks.routes';
import { demoHistory } from './demo-history';
import type { PoolsService } from '../pools/pools.service';

/** Calls back to the pool numbers: routed to the campaign's forwarding number, stored, billed and reported. */
export const callbacksModule = defineModule({
  name: 'callbacks',
  create(deps: Pick<Deps, 'db' | 'log' | 'voice' | 'now' | 'jobs' | 'realtime'>, peers: Omit<CallbacksPeers, 'pools'> & { pools: { service: CallbacksPeers['pools'] & Pick<PoolsService, 'poolOf'> } }) {
    const ports: CallbacksPorts = {};
    const pools = peers.pools.service;
    const history = demoHistory(deps, {
      liveNumbers: async (campaignId) => (await pools.poolOf(campaignId)).filter((n) => n.status !== 'DELETED').map((n) => n.number),
      campaign: (campaignId) => peers.campaigns.findById(campaignId),
      meter: (entries) => peers.metering.record(entries),
    });
    return { service: callbacksService(deps, { ...peers, pools }, ports), ports, deps, history };
  },
  connect(m, peers: { reports: { exports: Pick<ExportService, 'request' | 'registerExport'> } }) {
    const { exports } = peers.reports;
    m.ports.exports = { request: async (scope, input) => ({ reportId: (await exports.request(scope, input)).reportId }) };
    exports.registerExport('callbacks', async (ctx) => {
      // The filters come back from storage: checked again.
      const q = usageDownloadRequest.parse(ctx.params);
      for await (const row of m.service.csvRows(ctx.workspaceId, q)) await ctx.row(row);
    });
  },
  routes(app, m, gate: Gate) {
    registerVoiceEvents(app, m.deps, gate, m.service);
    registerCallbacksRoutes(app, m.service, gate);
  },
});
export type Callbacks = ReturnType<typeof callbacksModule.create>;
