import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, isCsvFileName, recordSetsPublicRoutes as pub, recordSetsRoutes as r,
  type BulkAction, type BulkResult,
} from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import { badRequest } from '../../platform/errors';
import type { RecordSetsService } from './record-sets.service';
import type { RecordSetsPublicApi } from './record-sets.public';
import type { Gate } from '../workspaces/workspace';

/**
 * Streams the `file` part of a multipart upload into `handle` as it arrives (never buffered whole); other parts are
 * skipped. A missing file, or one that is not a .csv, is refused.
 */
async function withCsvUpload(req: FastifyRequest, route: typeof r.bulkAdd, handle: (file: MultipartFile) => Promise<BulkResult>): Promise<BulkResult> {
  const { file: result } = await readMultipart(req, route, {
    missing: M.fileRequired,
    maxFileBytes: RECORD_SET_LIMITS.fileMaxMb * 1024 * 1024,
    onFile(file) {
      if (!isCsvFileName(file.filename)) {
        file.file.resume();
        throw badRequest(M.csvOnly, 'file');
      }
      return handle(file);
    },
  });
  return result!;
}

export function registerRecordSetsRoutes(app: FastifyInstance, sets: RecordSetsService, publicApi: RecordSetsPublicApi, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope }) => sets.list(scope));
  bindRoute(app, r.get, gate, ({ scope, params }) => sets.get(scope, params.id));
  bindRoute(app, r.create, gate, ({ scope, body }) => sets.create(scope, body));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => sets.update(scope, params.id, body));
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => sets.moveToFolder(scope, params.id, query.folderId));
  bindRoute(app, r.remove, gate, async ({ scope, params, query }) => {
    await sets.remove(scope, params.id, query.confirmName);
    return { ok: true as const };
  });
  bindRoute(app, r.getRecord, gate, ({ scope, params, query }) => sets.getRecord(scope, params.id, query.number));
  bindRoute(app, r.search, gate, ({ scope, params, query }) => sets.search(scope, params.id, query.search));
  bindRoute(app, r.saveRecord, gate, ({ scope, params, body }) => sets.saveRecord(scope, params.id, body));
  bindRoute(app, r.removeRecord, gate, async ({ scope, params, query }) => {
    await sets.removeRecord(scope, params.id, query.number);
    return { ok: true as const };
  });
  const bulk = (route: typeof r.bulkAdd, action: BulkAction) =>
    bindRoute(app, route, gate, async ({ scope, params, req }) => {
      // The set is checked before the file is read: another tenant learns nothing from a 400.
      const { set } = await sets.find(scope, params.id);
      return withCsvUpload(req, route, (file) => sets.bulk(set, action, file.file));
    });
  bulk(r.bulkAdd, 'ADD');
  bulk(r.bulkRemove, 'REMOVE');
  bulk(r.bulkReplace, 'REPLACE');
  bindRoute(app, r.download, gate, ({ scope, params }) => sets.download(scope, params.id));
  bindRoute(app, r.template, gate, async ({ scope, params, reply }) => {
    const { filename, content } = await sets.template(scope, params.id);
    void reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    return content;
  });

  bindRoute(app, pub.search, gate, ({ actor, query }) => publicApi.search(actor, query));
  bindRoute(app, pub.add, gate, ({ actor, query, body }) => publicApi.add(actor, query, body));
}
