import { z } from 'zod';

/** Every error code the API may answer with, and its HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
}

/** Every failure's body, as a schema: what clients (and the bad-input test) may rely on. */
export const apiErrorBody = z.object({
  message: z.string().min(1),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  errors: z.array(z.object({ path: z.string(), message: z.string().min(1) }).strict()).optional(),
}).strict();
