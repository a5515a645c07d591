import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES, protectRoutes } from '@trueline/contract';
import { bindRoute, multipartParts } from '../../platform/http';
import { badRequest } from '../../platform/errors';
import type { ProtectService, Upload } from './protect.service';
import type { Gate } from '../workspaces/workspace';

/** Reads a multipart upload: the `file` part (empty files count as none) and the text fields. */
async function readMultipart(req: FastifyRequest): Promise<{ upload: Upload | null; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest(MESSAGES.protectFileRequired, 'file');
  let upload: Upload | null = null;
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(req, { limits: { files: 1 } })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (file.fieldname === 'file' && bytes.length > 0) upload = { filename: file.filename, mimetype: file.mimetype, bytes };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
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
  bindRoute(app, protectRoutes.register, gate, async ({ scope, req }) => protect.register(scope, await readMultipart(req)));
  bindRoute(app, protectRoutes.deRegister, gate, async ({ scope, req }) => {
    const { upload } = await readMultipart(req);
    return protect.deRegister(scope, upload);
  });
}
