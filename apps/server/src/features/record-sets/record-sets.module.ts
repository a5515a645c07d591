import type { Deps } from '../../platform/deps';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { FoldersService } from '../folders/folders.service';
import { ExportError, type ExportWriter } from '../reports/export-service';
import { RECORD_SET_MESSAGES } from '@trueline/contract';

type RegisterExport = (kind: string, writer: ExportWriter) => void;
import { once } from 'node:events';
import { RECORD_SET_EXPORT, recordSetsService, type RecordSetsPeers } from './record-sets.service';
import { recordSetsEngine } from './record-sets.engine';
import { recordSetsPublicApi } from './record-sets.public';
import { defineRecordSetJobs } from './record-sets.jobs';

/**
 * Record sets' parts: the console's service, the service for the screening engine, ETL runs and exports (`engine`),
 * the public API, and the jobs that expire records and refresh the counts.
 */
export function createRecordSets(
  deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>,
  x: { workspaces: Pick<WorkspacesService, 'access'>; folders: Pick<FoldersService, 'registerScope' | 'assertFolder'>; exports: RecordSetsPeers['exports'] & { registerExport: RegisterExport } },
) {
  const engine = recordSetsEngine(deps);
  const service = recordSetsService(deps, { folders: x.folders, exports: x.exports, changed: (ws, id) => engine.forget(ws, id) });
  // The full download: the set's CSV streamed into the report's file (a set deleted meanwhile fails the report).
  x.exports.registerExport(RECORD_SET_EXPORT, async (ctx) => {
    const { recordSetId } = ctx.params as { recordSetId: string };
    const set = await engine.findSet(ctx.workspaceId, recordSetId);
    if (!set) throw new ExportError(RECORD_SET_MESSAGES.exportGone);
    const { stream } = await engine.exportRecordSetCsv(ctx.workspaceId, recordSetId);
    for await (const chunk of stream) if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
  });
  const publicApi = recordSetsPublicApi(deps, x.workspaces);
  const jobs = defineRecordSetJobs(deps);
  return { service, engine, publicApi, jobs };
}
export type RecordSets = ReturnType<typeof createRecordSets>;
