import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { LIST_FILE_MAX_MB, MESSAGES, listProcessRequest, listsRoutes as r } from '@trueline/contract';
import { assertNoNul, bindRoute, multipartParts } from '../../platform/http';
import { AppError, badRequest } from '../../platform/errors';
import type { ListsService, UploadPart } from './lists.service';
import type { Gate } from '../workspaces/workspace';

/**
 * Reads a multipart upload part by part: the file is handed to `onFile` as it streams in (never buffered), the text
 * fields are collected. Only the first `file` part counts.
 */
export async function readUpload<T>(req: FastifyRequest, onFile: (part: UploadPart) => Promise<T>): Promise<{ stored: T | null; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest(MESSAGES.listFileRequired, 'file');
  let stored: T | null = null;
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(req, { limits: { files: 1, fileSize: LIST_FILE_MAX_MB * 1024 * 1024 } })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      if (file.fieldname === 'file' && stored === null) stored = await onFile({ filename: file.filename, stream: file.file });
      else file.file.resume();
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { stored, fields };
}

/** A JSON text field checked by its schema; problems read as field errors under `field`. */
export function parseJsonField<S extends z.ZodType>(schema: S, raw: string | undefined, field: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw badRequest(MESSAGES.listRequestInvalid, field);
  }
  assertNoNul(value, [field]);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: [field, ...i.path].join('.'), message: i.message }));
  throw new AppError('VALIDATION', errors[0]!.message, errors);
}

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
    const { stored } = await readUpload(req, (part) => lists.receive(target.workspace.orgId, part));
    if (!stored) throw badRequest(MESSAGES.listFileRequired, 'file');
    return lists.upload(target, stored);
  });
  bindRoute(app, r.uploadAndProcess, gate, async ({ scope, params, req }) => {
    const target = await lists.uploadTarget(scope, params.campaignId);
    const { stored, fields } = await readUpload(req, (part) => lists.receive(target.workspace.orgId, part));
    if (!stored) throw badRequest(MESSAGES.listFileRequired, 'file');
    let body: z.output<typeof listProcessRequest>;
    try {
      body = parseJsonField(listProcessRequest, fields.request, 'request');
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
