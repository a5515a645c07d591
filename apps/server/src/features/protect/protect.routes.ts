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
  bindRoute(app, protectRoutes.metrics, gate, ({ actor, params }) => protect.metrics(actor, params.orgId, params.ws));
  bindRoute(app, protectRoutes.list, gate, ({ actor, params, query }) => protect.list(actor, params.orgId, params.ws, query));
  bindRoute(app, protectRoutes.download, gate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await protect.download(actor, params.orgId, params.ws, query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, protectRoutes.register, gate, async ({ actor, params, req }) => {
    await protect.access(actor, params.orgId, params.ws);
    return protect.register(actor, params.orgId, params.ws, await readMultipart(req));
  });
  bindRoute(app, protectRoutes.deRegister, gate, async ({ actor, params, req }) => {
    await protect.access(actor, params.orgId, params.ws);
    const { upload } = await readMultipart(req);
    return protect.deRegister(actor, params.orgId, params.ws, upload);
  });
}
