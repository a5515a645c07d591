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
      req.log.error({ err }, 'response did not match its schema');
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
      body = { message: err.message || MESSAGES.errorOccurred, code: 'VALIDATION' };
    } else {
      req.log.error({ err }, 'unhandled error');
      status = 500;
      body = { message: MESSAGES.internal, code: 'INTERNAL' };
    }
    void reply.status(status).send(body);
  });
}
