import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, listProcessRequest, listsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { parseJsonField, readMultipart } from '../../platform/multipart';
import type { ListsService } from './lists.service';
import { listUpload } from './list-upload';
import type { Gate } from '../workspaces/workspace';

export function registerListsRoutes(app: FastifyInstance, lists: ListsService, gate: Gate) {
  bindRoute(app, r.all, gate, ({ scope, query }) => lists.all(scope, query));
  bindRoute(app, r.list, gate, ({ scope, params }) => lists.listOf(scope, params.campaignId));
  bindRoute(app, r.get, gate, ({ scope, params }) => lists.get(scope, params.campaignId, params.listId));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await lists.remove(scope, params.campaignId, params.listId);
    return { ok: true as const };
  });
  bindRoute(app, r.upload, gate, async ({ scope, params, req }) => {
    const target = await lists.uploadTarget(scope, params.campaignId);
    const { file } = await readMultipart(req, r.upload, listUpload((part) => lists.receive(target.workspace.orgId, part)));
    return lists.upload(target, file!);
  });
  bindRoute(app, r.uploadAndProcess, gate, async ({ scope, params, req }) => {
    const target = await lists.uploadTarget(scope, params.campaignId);
    const { file, fields } = await readMultipart(req, r.uploadAndProcess, listUpload((part) => lists.receive(target.workspace.orgId, part)));
    const stored = file!;
    let body: z.output<typeof listProcessRequest>;
    try {
      body = parseJsonField(listProcessRequest, fields.request, 'request', MESSAGES.listRequestInvalid);
    } catch (err) {
      await lists.discardFile(stored);
      throw err;
    }
    return lists.uploadAndProcess(scope.actor, target, stored, body);
  });
  bindRoute(app, r.preview, gate, ({ scope, params, query }) => lists.preview(scope, params.campaignId, params.listId, query));
  bindRoute(app, r.process, gate, ({ scope, params, body }) => lists.process(scope, params.campaignId, params.listId, body));
  bindRoute(app, r.importList, gate, ({ scope, params, body }) =>
    lists.importList(scope, params.campaignId, { dialerListId: body.dialerListId, dialerListName: body.dialerListName, force: body.force }));
  bindRoute(app, r.download, gate, async ({ scope, params, reply }) => {
    const { filename, stream } = await lists.download(scope, params.campaignId, params.listId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename.replace(/"/g, '')}"`);
    return stream;
  });
}
