import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, protectRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { readMultipart } from '../../platform/multipart';
import type { ProtectService, Upload } from './protect.service';
import type { Gate } from '../workspaces/workspace';

/** Reads an upload: the `file` part (empty files count as none; the service reports a missing one) and the text fields. */
async function readUpload(req: FastifyRequest, route: typeof protectRoutes.register | typeof protectRoutes.deRegister) {
  const { file: upload, fields } = await readMultipart<Upload>(req, route, {
    missing: MESSAGES.protectFileRequired,
    missingFileReported: true,
    async onFile(file) {
      const bytes = await file.toBuffer();
      return bytes.length > 0 ? { filename: file.filename, mimetype: file.mimetype, bytes } : null;
    },
  });
  return { upload, fields };
}

export function registerProtectRoutes(app: FastifyInstance, protect: ProtectService, gate: Gate) {
  bindRoute(app, protectRoutes.metrics, gate, ({ scope }) => protect.metrics(scope));
  bindRoute(app, protectRoutes.list, gate, ({ scope, query }) => protect.list(scope, query));
  bindRoute(app, protectRoutes.download, gate, async ({ scope, query, reply }) => {
    const { filename, content } = await protect.download(scope, query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  // The binding resolved the workspace before this reads the upload, so another tenant learns nothing from a 400.
  bindRoute(app, protectRoutes.register, gate, async ({ scope, req }) => protect.register(scope, await readUpload(req, protectRoutes.register)));
  bindRoute(app, protectRoutes.deRegister, gate, async ({ scope, req }) => {
    const { upload } = await readUpload(req, protectRoutes.deRegister);
    return protect.deRegister(scope, upload);
  });
}
