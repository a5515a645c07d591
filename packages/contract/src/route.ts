import { z } from 'zod';
import { TEXT_MAX } from './fields';

/** Who may call a route: anyone, a signed-in team member only, or a team member or a workspace API key. */
export type RouteAuth = 'public' | 'user' | 'apiKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request body travels; form-encoded routes also accept JSON. */
export type BodyKind = 'json' | 'form' | 'multipart';

/** A role a route demands of its caller, checked right after authentication and before the request is validated. */
export type RouteRole = 'SuperAdmin';

/**
 * What a multipart body carries, for the OpenAPI document only (the handler reads and checks the parts itself):
 * the text fields (a field holding JSON is described by its schema) and the name of the file part.
 */
export interface MultipartFields {
  fields: z.ZodObject;
  /** The name of the file part. */
  file: string;
  /** What the file holds. */
  fileDescription: string;
  /** False when the file may be left out. */
  fileRequired?: boolean;
}

/**
 * One API route, defined once and read by the server (validation, OpenAPI) and the web client (typed calls).
 * `response` is the payload inside the `{ data }` envelope; `'file'` routes answer with raw bytes.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType | 'file' = z.ZodType | 'file',
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  params?: P;
  query?: Q;
  body?: B;
  bodyKind?: BodyKind;
  /** The parts of a multipart body, documented in OpenAPI. */
  multipartFields?: MultipartFields;
  /** Only callers of this role pass (others get 403 before their request is validated). */
  role?: RouteRole;
  response: R;
}

export function defineRoute<
  P extends z.ZodType = z.ZodObject<z.ZodRawShape>,
  Q extends z.ZodType = z.ZodObject<z.ZodRawShape>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType | 'file' = z.ZodType,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return def;
}

export type ParamsOf<T> = T extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType | 'file'> ? z.infer<P> : never;
export type QueryOf<T> = T extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType | 'file'> ? z.input<Q> : never;
export type BodyOf<T> = T extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType | 'file'> ? z.input<B> : never;
export type ResponseOf<T> = T extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R>
  ? R extends z.ZodType
    ? z.infer<R>
    : Blob
  : never;

/** Path parameter shapes reused by most routes. */
export const orgParams = z.object({ orgId: z.string() });
export const wsParams = z.object({ orgId: z.string(), ws: z.string() });
export const idParams = z.object({ orgId: z.string(), id: z.string().max(TEXT_MAX.name) });
export const wsIdParams = z.object({ orgId: z.string(), ws: z.string(), id: z.string().max(TEXT_MAX.name) });

export const ok = z.object({ ok: z.literal(true) });

/** Replaces `:name` segments of a route path with values. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI summaries of the five calls of `workspaceItemRoutes`. */
export interface ItemRouteSummaries {
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
}

/**
 * The five calls of a workspace's configuration list at `base` (one item at `${base}/:id`): list, get, create (body
 * `createBody`, else `body`), update (body `body`) and remove; `writeRole`, when given, is the role of the three writes.
 */
export function workspaceItemRoutes<I extends z.ZodType, B extends z.ZodType, C extends z.ZodType = B>(def: {
  tag: string;
  base: string;
  item: I;
  body: B;
  createBody?: C;
  writeRole?: RouteRole;
  summaries: ItemRouteSummaries;
}) {
  const { tag, base, item, body, writeRole, summaries } = def;
  const createBody = (def.createBody ?? body) as C;
  const write = { tag, auth: 'user', ...(writeRole ? { role: writeRole } : {}) } as const;
  return {
    list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: summaries.list, params: wsParams, response: z.array(item) }),
    get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: summaries.get, params: wsIdParams, response: item }),
    create: defineRoute({ method: 'POST', path: base, ...write, summary: summaries.create, params: wsParams, body: createBody, response: item }),
    update: defineRoute({ method: 'PUT', path: `${base}/:id`, ...write, summary: summaries.update, params: wsIdParams, body, response: item }),
    remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, ...write, summary: summaries.remove, params: wsIdParams, response: ok }),
  };
}
