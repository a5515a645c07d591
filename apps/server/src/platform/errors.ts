import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, MESSAGES, type ApiErrorBody, type ErrorCode, type FieldError } from '@trueline/contract';

/** An error a service raises on purpose; its message is shown to the user as it is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, path?: string) =>
  new AppError('VALIDATION', message, path ? [{ path, message }] : undefined);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError('UNAUTHENTICATED', message);

/** The row a look-up found, or 404: what is missing, or another tenant's, does not exist for the caller. */
export function orNotFound<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}

/** Keeps the first message of each field, in the order the schema checks them. */
function firstPerPath(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

/** The error code of a plain 4xx status (from Fastify or a plugin): the contract's own code for it, else VALIDATION. */
const CODE_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).filter(([, s]) => s >= 400 && s < 500).map(([code, s]) => [s, code]),
);
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS.get(status) ?? 'VALIDATION';

/** The PostgreSQL error in `err` or its causes (drizzle wraps the driver's error as `cause`), by its SQLSTATE. */
function pgError(err: unknown, ...codes: string[]): { code: string; message: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return { code, message: typeof message === 'string' ? message : '' };
  }
  return null;
}

/** A unique constraint refused a row (SQLSTATE 23505), directly or wrapped by drizzle as `cause`: two writers raced for one name. */
export const isUniqueViolation = (err: unknown): boolean => pgError(err, '23505') !== null;

/**
 * A foreign key refused a write a service did not foresee (SQLSTATE 23503): a row naming what does not exist (or was just
 * removed) is 404, removing what others still name is 409.
 */
function foreignKeyAnswer(err: unknown): { status: number; body: ApiErrorBody } | null {
  const fk = pgError(err, '23503');
  if (!fk) return null;
  return /^insert or update on table/.test(fk.message)
    ? { status: 404, body: { message: MESSAGES.notFound, code: 'NOT_FOUND' } }
    : { status: 409, body: { message: MESSAGES.stillInUse, code: 'CONFLICT' } };
}

/** Busboy (behind @fastify/multipart) throws plain errors for a body that is not well-formed multipart data. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed (part header|content type|urlencoded form))/;

/** Properties of database errors that hold the statement's bound values (emails, sealed tokens, key hashes). */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'queryOptions']);

/** The values bound to the statements of an error and its causes, as text (short ones tell nothing and are left). */
function boundValues(err: unknown): string[] {
  const out: string[] = [];
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    for (const key of VALUE_KEYS) {
      const v = (e as Record<string, unknown>)[key];
      if (Array.isArray(v)) for (const p of v) if (p !== null && p !== undefined && String(p).length >= 4) out.push(String(p));
    }
  }
  return out.sort((a, b) => b.length - a.length);
}

/**
 * The error as it may be logged: its statement, message, code and stack, its causes alike, but never the values bound to
 * the statement: not as properties, nor where drizzle (`Failed query: …\nparams: …`) or PostgreSQL (`invalid input syntax
 * for type integer: "…"`, `Key (email)=(…) already exists`) writes them into a text.
 */
export function loggableError(err: unknown): unknown {
  const values = boundValues(err);
  const scrub = (text: string) => {
    let out = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
    for (const v of values) out = out.split(v).join('[value]');
    return out;
  };
  const copy = (e: unknown, depth: number): unknown => {
    if (!e || typeof e !== 'object' || depth > 5) return typeof e === 'string' ? scrub(e) : e;
    const src = e as Error & Record<string, unknown>;
    // Same prototype, so the logger still sees an Error of its type; own properties copied, values left out.
    const out = Object.create(Object.getPrototypeOf(src) as object) as Record<string, unknown>;
    for (const [key, value] of Object.entries(src)) {
      if (VALUE_KEYS.has(key) || key === 'cause') continue;
      out[key] = typeof value === 'string' ? scrub(value) : value;
    }
    for (const key of ['message', 'stack'] as const) if (typeof src[key] === 'string') out[key] = scrub(src[key]);
    if (src.cause !== undefined) out.cause = copy(src.cause, depth + 1);
    return out;
  };
  return copy(err, 0);
}

/** The one error handler: every failure leaves as `{ message, code, errors? }`, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = firstPerPath(
        err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: v.message ?? MESSAGES.errorOccurred,
        })),
      );
      status = 400;
      body = { message: errors[0]?.message ?? MESSAGES.errorOccurred, code: 'VALIDATION', errors };
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err: loggableError(err) }, 'response did not match its schema');
      status = 500;
      body = { message: MESSAGES.internal, code: 'INTERNAL' };
    } else if (err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = { message: 'The file is too large.', code: 'TOO_LARGE' };
    } else if (err.statusCode === 415) {
      status = 415;
      body = { message: err.message, code: 'UNSUPPORTED_MEDIA' };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { message: MESSAGES.rateLimited, code: 'RATE_LIMITED' };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { message: err.message || MESSAGES.errorOccurred, code: codeOfStatus(status) };
    } else if (!err.statusCode && MALFORMED_MULTIPART.test(err.message ?? '')) {
      status = 400;
      body = { message: MESSAGES.multipartMalformed, code: 'VALIDATION' };
    } else if (foreignKeyAnswer(err)) {
      ({ status, body } = foreignKeyAnswer(err)!);
    } else if (isUniqueViolation(err)) {
      // Two requests raced past a service's own check: the constraint decides, and the loser hears 409.
      status = 409;
      body = { message: MESSAGES.alreadyExists, code: 'CONFLICT' };
    } else {
      req.log.error({ err: loggableError(err) }, 'unhandled error');
      status = 500;
      body = { message: MESSAGES.internal, code: 'INTERNAL' };
    }
    void reply.status(status).send(body);
  });
}
