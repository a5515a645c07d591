import type { FastifyInstance } from 'fastify';
import { MESSAGES, messagingListProcessRequest, messagingListsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { parseJsonField, readMultipart } from '../../platform/multipart';
import { listUpload } from '../lists';
import type { Gate } from '../workspaces/workspace';
import type { MessagingListsService, ProcessBody } from './messaging-lists.service';

export function registerMessagingListsRoutes(app: FastifyInstance, lists: MessagingListsService, gate: Gate) {
  bindRoute(app, r.all, gate, ({ scope, query }) => lists.all(scope, query));
  bindRoute(app, r.list, gate, ({ scope, params }) => lists.listOf(scope, params.id));
  bindRoute(app, r.get, gate, ({ scope, params }) => lists.get(scope, params.id, params.listId));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await lists.remove(scope, params.id, params.listId);
    return { ok: true as const };
  });
  bindRoute(app, r.activate, gate, ({ scope, params }) => lists.activate(scope, params.id, params.listId));
  bindRoute(app, r.pause, gate, ({ scope, params }) => lists.pause(scope, params.id, params.listId));
  // The body is read and checked before the campaign, so a malformed upload is a 400 like every multipart route's; a
  // file stored for a campaign that refuses it is dropped.
  bindRoute(app, r.upload, gate, async ({ scope, params, req }) => {
    const { file } = await readMultipart(req, r.upload, listUpload((part) => lists.receive(scope.workspace.orgId, part)));
    const stored = file!;
    const campaign = await lists.uploadTarget(scope, params.id).catch(async (err: unknown) => {
      await lists.discardFile(stored);
      throw err;
    });
    return lists.upload(scope, campaign, stored);
  });
  bindRoute(app, r.uploadAndProcess, gate, async ({ scope, params, req }) => {
    const { file, fields } = await readMultipart(req, r.uploadAndProcess, listUpload((part) => lists.receive(scope.workspace.orgId, part)));
    const stored = file!;
    let body: ProcessBody;
    let campaign: Awaited<ReturnType<MessagingListsService['uploadTarget']>>;
    try {
      body = parseJsonField(messagingListProcessRequest, fields.request, 'request', MESSAGES.listRequestInvalid);
      campaign = await lists.uploadTarget(scope, params.id);
    } catch (err) {
      await lists.discardFile(stored);
      throw err;
    }
    return lists.uploadAndProcess(scope, campaign, stored, body);
  });
  bindRoute(app, r.preview, gate, ({ scope, params, query }) => lists.preview(scope, params.id, params.listId, query));
  bindRoute(app, r.process, gate, ({ scope, params, body }) => lists.process(scope, params.id, params.listId, body));
}
