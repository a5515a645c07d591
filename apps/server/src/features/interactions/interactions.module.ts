import path from 'node:path';
import { once } from 'node:events';
import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { WorkflowsService } from '../workflows/workflows.service';
import type { ExportService } from '../reports/export-service';
import type { MeteringService } from '../metering/metering.service';
import { createInteractionRecorder } from './interaction-recorder';
import { interactionsService, type InteractionsPorts } from './interactions.service';
import { registerInteractionsRoutes } from './interactions.routes';

/**
 * Recorded interactions: the recorder the screening runtime calls (`record`, and `countSince` for the Velocity node),
 * the service behind the call dashboard and call search, and the ports workflow names and the export service join
 * through (filled in by `connect`).
 */
export const interactionsModule = defineModule({
  name: 'interactions',
  create(deps: Pick<Deps, 'db' | 'log' | 'now' | 'config'>, peers: { metering: Pick<MeteringService, 'record'> }) {
    const recorder = createInteractionRecorder(deps, {
      spillDir: path.join(deps.config.dataDir, 'interactions-unsaved'),
      // One ledger entry per screened call, keyed by its interaction: a batch written again changes nothing.
      meter: (rows, tx) => peers.metering.record(rows.flatMap((r) => (r.usageProduct
        ? [{ orgId: r.orgId, workspaceId: r.workspaceId, product: r.usageProduct, quantity: 1, key: `interaction:${r.id}`, at: r.timestamp }] : [])), tx),
    });
    const ports: InteractionsPorts = {};
    const service = interactionsService(deps, { recorder, ports });
    return { recorder, service, ports };
  },
  connect(m, peers: { workflows: Pick<WorkflowsService, 'names'>; reports: { exports: Pick<ExportService, 'request' | 'registerExport'> } }) {
    const { exports } = peers.reports;
    m.ports.workflowNames = (ws, ids) => peers.workflows.names(ws, ids);
    m.ports.exports = { request: async (scope, input) => ({ id: (await exports.request(scope, input)).reportId }) };
    exports.registerExport('interactions', async (ctx) => {
      for await (const chunk of m.service.csv({ orgId: ctx.orgId, workspaceId: ctx.workspaceId }, ctx.params)) {
        if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
      }
    });
  },
  routes: (app, m, gate: Gate) => registerInteractionsRoutes(app, m.service, gate),
  // Interactions still queued are saved before the database closes.
  close: (m) => m.recorder.close(),
});
export type Interactions = ReturnType<typeof interactionsModule.create>;
