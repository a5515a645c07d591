import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { RouteDef } from '@trueline/contract';
import { AppError, badRequest } from './errors';
import { assertNoNul } from './http';

/**
 * The parts of a multipart request as @fastify/multipart reads them, every text field and file name checked for NUL like
 * the rest of a request. Uploads read their parts through this one door (readMultipart). (A body that is not well-formed
 * multipart data fails inside Busboy; the error handler answers that with 400.)
 */
async function* multipartParts(req: FastifyRequest, opts: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  for await (const part of req.parts(opts)) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      try {
        assertNoNul(file.filename, [file.fieldname]);
      } catch (err) {
        file.file.resume();
        throw err;
      }
    } else assertNoNul(part.value, [part.fieldname]);
    yield part;
  }
}

export interface MultipartOptions<T> {
  /** The message when the body is not multipart, or leaves out a required file. */
  missing: string;
  /** The largest file part, in bytes (a larger one fails with the multipart plugin's 413). */
  maxFileBytes?: number;
  /** The message of that 413, when the route has its own (the error handler's general one otherwise). */
  tooLarge?: string;
  /**
   * A required file that is missing is left to the caller (file is null) instead of refused with `missing`: for a
   * service that reports it together with the other field errors.
   */
  missingFileReported?: boolean;
  /** File parts read as text fields: clients send a JSON part either way. */
  textFileParts?: readonly string[];
  /**
   * Receives the route's file part as it streams in (never buffered here); only the first one counts. It may answer
   * null for a part that counts as none (an empty file).
   */
  onFile(file: MultipartFile): Promise<T | null>;
}

/**
 * Reads a multipart body as the route's contract describes it (`multipartFields`): the file part named there goes to
 * `onFile`, the text fields the schema names are collected, anything else is drained and ignored. Each text and file
 * name has been checked for NUL on the way. A required file that is missing is refused with `missing` (unless
 * `missingFileReported`), so for such a route `file` is only null when `onFile` said so.
 */
export async function readMultipart<T>(
  req: FastifyRequest,
  route: Pick<RouteDef, 'path' | 'multipartFields'>,
  opts: MultipartOptions<T>,
): Promise<{ file: T | null; fields: Record<string, string> }> {
  const spec = route.multipartFields;
  if (!spec) throw new Error(`${route.path} declares no multipartFields`);
  if (!req.isMultipart()) throw badRequest(opts.missing, spec.file);
  const named = new Set(Object.keys(spec.fields.shape));
  const asText = new Set(opts.textFileParts ?? []);
  const fields: Record<string, string> = {};
  let file: T | null = null;
  let seen = false;
  const limits = { files: 1 + asText.size, ...(opts.maxFileBytes !== undefined ? { fileSize: opts.maxFileBytes } : {}) };
  try {
    for await (const part of multipartParts(req, { limits })) {
      if (part.type !== 'file') {
        if (named.has(part.fieldname)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const upload = part as MultipartFile;
      if (asText.has(upload.fieldname)) fields[upload.fieldname] = (await upload.toBuffer()).toString('utf8');
      else if (upload.fieldname === spec.file && !seen) {
        seen = true;
        file = await opts.onFile(upload);
      } else upload.file.resume();
    }
  } catch (err) {
    // Only a file over the limit is too large; a broken body is the error handler's 400.
    if (opts.tooLarge !== undefined && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', opts.tooLarge);
    throw err;
  }
  if (file === null && spec.fileRequired !== false && !opts.missingFileReported) throw badRequest(opts.missing, spec.file);
  return { file, fields };
}

/** A JSON text field of a multipart body, checked by its schema; problems read as field errors under `field`. */
export function parseJsonField<S extends z.ZodType>(schema: S, raw: string | undefined, field: string, invalidJson: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw badRequest(invalidJson, field);
  }
  assertNoNul(value, [field]);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: [field, ...i.path].join('.'), message: i.message }));
  throw new AppError('VALIDATION', errors[0]!.message, errors);
}
