import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { etlTasksRoutes as r } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { EtlTasksService } from './etl-tasks.service';

const sendCsv = (reply: FastifyReply, file: { filename: string; stream: Readable }) => {
  void reply.header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  return file.stream;
};

export function registerEtlTasksRoutes(app: FastifyInstance, tasks: EtlTasksService, authenticate: Authenticate) {
  bindRoute(app, r.list, authenticate, ({ actor, params }) => tasks.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => tasks.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => tasks.create(actor, params.orgId, params.ws, body.name));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => tasks.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.remove, authenticate, async ({ actor, params, query }) => {
    await tasks.remove(actor, params.orgId, params.ws, params.id, query.confirmName);
    return { ok: true as const };
  });
  bindRoute(app, r.run, authenticate, ({ actor, params }) => tasks.run(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.moveToFolder, authenticate, ({ actor, params, query }) => tasks.moveToFolder(actor, params.orgId, params.ws, params.id, query.folderId));
  bindRoute(app, r.executions, authenticate, ({ actor, params }) => tasks.executions(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.execution, authenticate, ({ actor, params }) => tasks.execution(actor, params.orgId, params.ws, params.id, params.executionId));
  bindRoute(app, r.cancel, authenticate, ({ actor, params }) => tasks.cancel(actor, params.orgId, params.ws, params.id, params.executionId));
  bindRoute(app, r.download, authenticate, async ({ actor, params, reply }) =>
    sendCsv(reply, await tasks.download(actor, params.orgId, params.ws, params.id, params.executionId)));
  bindRoute(app, r.downloadFile, authenticate, async ({ actor, params, reply }) =>
    sendCsv(reply, await tasks.downloadFile(actor, params.orgId, params.ws, params.id, params.executionId, params.fileId)));
}
