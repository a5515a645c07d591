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
  bindRoute(app, r.list, gate, ({ actor, params }) => tasks.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, gate, ({ actor, params }) => tasks.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.create, gate, ({ actor, params, body }) => tasks.create(actor, params.orgId, params.ws, body.name));
  bindRoute(app, r.update, gate, ({ actor, params, body }) => tasks.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.remove, gate, async ({ actor, params, query }) => {
    await tasks.remove(actor, params.orgId, params.ws, params.id, query.confirmName);
    return { ok: true as const };
  });
  bindRoute(app, r.run, gate, ({ actor, params }) => tasks.run(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.moveToFolder, gate, ({ actor, params, query }) => tasks.moveToFolder(actor, params.orgId, params.ws, params.id, query.folderId));
  bindRoute(app, r.executions, gate, ({ actor, params }) => tasks.executions(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.execution, gate, ({ actor, params }) => tasks.execution(actor, params.orgId, params.ws, params.id, params.executionId));
  bindRoute(app, r.cancel, gate, ({ actor, params }) => tasks.cancel(actor, params.orgId, params.ws, params.id, params.executionId));
  bindRoute(app, r.download, gate, async ({ actor, params, reply }) =>
    sendCsv(reply, await tasks.download(actor, params.orgId, params.ws, params.id, params.executionId)));
  bindRoute(app, r.downloadFile, gate, async ({ actor, params, reply }) =>
    sendCsv(reply, await tasks.downloadFile(actor, params.orgId, params.ws, params.id, params.executionId, params.fileId)));
}
