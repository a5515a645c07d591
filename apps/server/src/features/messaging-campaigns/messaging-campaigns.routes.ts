import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES as M, messagingCampaignsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { AppError } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import type { Gate } from '../workspaces/workspace';
import type { MessagingCampaignsService } from './messaging-campaigns.service';
import { mediaHeaders, type MessagingMedia } from './media-files';

const tooLarge = () => new AppError('TOO_LARGE', M.mediaTooLarge, [{ path: 'file', message: M.mediaTooLarge }]);

/** The upload's file, read whole (it is at most mediaMaxBytes); a larger one is refused with the contract's text. */
async function readMedia(file: MultipartFile): Promise<{ filename: string; bytes: Buffer }> {
  try {
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return { filename: file.filename, bytes };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
}

export function registerMessagingCampaignsRoutes(app: FastifyInstance, campaigns: MessagingCampaignsService, media: MessagingMedia, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope, query }) => campaigns.list(scope, query.status));
  bindRoute(app, r.senderSources, gate, ({ scope }) => campaigns.senderSources(scope));
  bindRoute(app, r.downloadEvents, gate, async ({ scope, query, reply }) => {
    const { filename, content } = await campaigns.downloadEvents(scope, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    return content;
  });
  bindRoute(app, r.get, gate, ({ scope, params }) => campaigns.get(scope, params.id));
  bindRoute(app, r.create, gate, ({ scope, body }) => campaigns.create(scope, body));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => campaigns.update(scope, params.id, body));
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => campaigns.moveToFolder(scope, params.id, query.folderId));
  bindRoute(app, r.requestApproval, gate, ({ scope, params }) => campaigns.requestApproval(scope, params.id));
  bindRoute(app, r.returnToDraft, gate, ({ scope, params }) => campaigns.returnToDraft(scope, params.id));
  bindRoute(app, r.approve, gate, ({ scope, params }) => campaigns.approve(scope, params.id));
  bindRoute(app, r.reject, gate, ({ scope, params, query }) => campaigns.reject(scope, params.id, query.comment));
  bindRoute(app, r.activate, gate, ({ scope, params }) => campaigns.activate(scope, params.id));
  bindRoute(app, r.pause, gate, ({ scope, params }) => campaigns.pause(scope, params.id));
  bindRoute(app, r.remove, gate, async ({ scope, params, query }) => {
    await campaigns.remove(scope, params.id, query.confirmName);
    return { ok: true as const };
  });

  // The body is read first (at most mediaMaxBytes, in memory: a malformed one is a 400 like every upload's); the file is
  // stored only once the campaign and the file pass every check.
  bindRoute(app, r.uploadMedia, gate, async ({ scope, params, req }) => {
    const { file } = await readMultipart(req, r.uploadMedia, { missing: M.fieldRequired, maxFileBytes: MESSAGING_LIMITS.mediaMaxBytes, onFile: readMedia });
    return media.upload(scope, params.id, file!);
  });
  bindRoute(app, r.mediaUrl, gate, ({ scope, params, query }) => media.url(scope, params.id, query.fileName));
  bindRoute(app, r.removeMedia, gate, ({ scope, params, query }) => media.remove(scope, params.id, query.fileName));
  bindRoute(app, r.mediaContent, gate, async ({ query, reply }) => {
    const { file, stream } = await media.open(query.token);
    void reply.headers(mediaHeaders(file));
    return stream;
  });
}
