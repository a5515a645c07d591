import { once } from 'node:events';
import { RECORD_SET_MESSAGES } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Gate } from '../workspaces/workspace';
import { defineModule } from '../../platform/module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { FoldersService } from '../folders/folders.service';
import type { WorkflowsService } from '../workflows/workflows.service';
import { ExportError, type ExportService } from '../reports/export-service';
import { RECORD_SET_EXPORT, recordSetsService, type RecordSetsPeers } from './record-sets.service';
import { recordSetsEngine } from './record-sets.engine';
import { recordSetsPublicApi } from './record-sets.public';
import { defineRecordSetJobs } from './record-sets.jobs';
import { registerRecordSetsRoutes } from './record-sets.routes';

/**
 * Record sets' parts: the console's service, the service for the screening engine, ETL runs and exports (`engine`),
 * the public API, and the jobs that expire records and refresh the counts.
 */
export const recordSetsModule = defineModule({
  name: 'recordSets',
  create(
    deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>,
    peers: { workspaces: Pick<WorkspacesService, 'scope'>; folders: Pick<FoldersService, 'assertFolder'>; reports: { exports: RecordSetsPeers['exports'] } },
  ) {
    const engine = recordSetsEngine(deps);
    const service = recordSetsService(deps, { folders: peers.folders, exports: peers.reports.exports, changed: (ws, id) => engine.forget(ws, id) });
    const publicApi = recordSetsPublicApi(deps, peers.workspaces);
    const jobs = defineRecordSetJobs(deps);
    return { service, engine, publicApi, jobs };
  },
  connect(m, peers: {
    folders: Pick<FoldersService, 'registerScope'>;
    reports: { exports: Pick<ExportService, 'registerExport'> };
    workflows: Pick<WorkflowsService, 'registerPickerSource'>;
  }) {
    peers.folders.registerScope('RecordSet', { count: m.service.countInFolder });
    // The full download: the set's CSV streamed into the report's file (a set deleted meanwhile fails the report).
    peers.reports.exports.registerExport(RECORD_SET_EXPORT, async (ctx) => {
      const { recordSetId } = ctx.params as { recordSetId: string };
      const set = await m.engine.findSet(ctx.workspaceId, recordSetId);
      if (!set) throw new ExportError(RECORD_SET_MESSAGES.exportGone);
      const { stream } = await m.engine.exportRecordSetCsv(ctx.workspaceId, recordSetId);
      for await (const chunk of stream) if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
    });
    // The workflow editor's record set picker: the ACTIVE sets, with their attributes.
    peers.workflows.registerPickerSource('recordSets', async (ctx) => m.engine.activeSets(ctx.workspace.id));
  },
  routes: (app, m, gate: Gate) => registerRecordSetsRoutes(app, m.service, m.publicApi, gate),
});
export type RecordSets = ReturnType<typeof recordSetsModule.create>;
