import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { etlTasksRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { EtlTasksService } from './etl-tasks.service';
import type { Gate } from '../workspaces/workspace';

const sendCsv = (reply: FastifyReply, file: { filename: string; stream: Readable }) => {
  void reply.header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  return file.stream;
};

export function registerEtlTasksRoutes(app: FastifyInstance, tasks: EtlTasksService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope }) => tasks.list(scope));
  bindRoute(app, r.get, gate, ({ scope, params }) => tasks.get(scope, params.id));
  bindRoute(app, r.create, gate, ({ scope, body }) => tasks.create(scope, body.name));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => tasks.update(scope, params.id, body));
  bindRoute(app, r.remove, gate, async ({ scope, params, query }) => {
    await tasks.remove(scope, params.id, query.confirmName);
    return { ok: true as const };
  });
  bindRoute(app, r.run, gate, ({ scope, params }) => tasks.run(scope, params.id));
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => tasks.moveToFolder(scope, params.id, query.folderId));
  bindRoute(app, r.executions, gate, ({ scope, params }) => tasks.executions(scope, params.id));
  bindRoute(app, r.execution, gate, ({ scope, params }) => tasks.execution(scope, params.id, params.executionId));
  bindRoute(app, r.cancel, gate, ({ scope, params }) => tasks.cancel(scope, params.id, params.executionId));
  bindRoute(app, r.download, gate, async ({ scope, params, reply }) =>
    sendCsv(reply, await tasks.download(scope, params.id, params.executionId)));
  bindRoute(app, r.downloadFile, gate, async ({ scope, params, reply }) =>
    sendCsv(reply, await tasks.downloadFile(scope, params.id, params.executionId, params.fileId)));
}
