import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES, type MultipartFields, type RouteDef } from '@trueline/contract';
import { assertOrgAccess, isSuperAdmin, type Actor } from './auth-context';
import { AppError, forbidden } from './errors';

type Infer<T> = [Exclude<T, undefined>] extends [z.ZodType] ? z.output<Exclude<T, undefined>> : undefined;

export interface HandlerInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Output<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : Buffer | string | NodeJS.ReadableStream;

/** Who acts, and the workspace of the path they act in: checked once by the route binding, handed to the service first. */
export interface Scope<W> {
  actor: Actor;
  workspace: W;
}

/** What a route under `…/workspaces/:ws/…` receives besides its input: the scope of its workspace. */
type ScopeInput<R extends RouteDef, W> = Infer<R['params']> extends { orgId: string; ws: string } ? { scope: Scope<W> } : unknown;

/** Handlers for routes signed-in users call receive the actor (and the scope under a workspace); public ones do not. */
export type Handler<R extends RouteDef, W = unknown> = R['auth'] extends 'public'
  ? (input: HandlerInput<R>) => Promise<Output<R>>
  : (input: HandlerInput<R> & { actor: Actor } & ScopeInput<R, W>) => Promise<Output<R>>;

export type Authenticate = (req: FastifyRequest, auth: RouteDef['auth']) => Promise<Actor | null>;

/** Finds the path's workspace for the actor (organisation, API-key binding, status) or throws the 404 of a missing one. */
export type ResolveWorkspace<W> = (actor: Actor, orgId: string, ws: string) => Promise<W>;

/** What stands before every handler: who calls, and which workspace of the path they may act in. */
export interface RouteGate<W = unknown> {
  authenticate: Authenticate;
  workspace: ResolveWorkspace<W>;
}

/** The actor of each request in flight, found before validation and read by the handler. */
const actors = new WeakMap<FastifyRequest, Actor | null>();
/** The scope of each request under a workspace, resolved after validation (a malformed id is a 400, not a look-up). */
const scopes = new WeakMap<FastifyRequest, Scope<unknown>>();

/** Whether the route acts in the workspace of its path: the workspace is resolved before its handler runs. */
const isWorkspaceRoute = (route: RouteDef): boolean => route.auth !== 'public' && /\/:orgId\/workspaces\/:ws(\/|$)/.test(route.path);

/** The multipart body as OpenAPI shows it: the text fields and the file part (a binary string). */
function multipartSchema(m: MultipartFields): z.ZodObject {
  const file = z.string().meta({ format: 'binary', description: m.fileDescription });
  return m.fields.extend({ [m.file]: m.fileRequired === false ? file.optional() : file });
}

/** Multipart handlers read and check their parts themselves: the documented body schema is never applied to the request. */
const documentedBodyOnly: FastifySchemaCompiler<z.ZodType> = (def) =>
  def.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(def);

/** The route's role, checked before validation: another organisation stays 404, a caller without the role gets 403. */
function assertRole(route: RouteDef, actor: Actor | null, req: FastifyRequest): void {
  if (!route.role || !actor) return;
  const orgId = (req.params as { orgId?: unknown } | undefined)?.orgId;
  if (typeof orgId === 'string') assertOrgAccess(actor, orgId);
  if (route.role === 'SuperAdmin' && !isSuperAdmin(actor)) throw forbidden(route.method === 'GET' ? MESSAGES.forbidden : MESSAGES.superAdminOnlySettings);
}

/** The paths of every text (value or object key) holding the NUL character, which PostgreSQL cannot store. */
function nulPaths(value: unknown, path: string[], out: string[], depth = 0): string[] {
  if (out.length >= 20 || depth > 64) return out;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, [...path, String(i)], out, depth + 1));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push([...path, k.replaceAll('\u0000', '\\u0000')].join('.'));
      else nulPaths(v, [...path, k], out, depth + 1);
    }
  }
  return out;
}

/**
 * Refuses the NUL character anywhere in `value` (a path id, query value, JSON string or multipart field) with a 400 and
 * a field error per place: PostgreSQL refuses it in text and JSON, so it must stop at the edge rather than fail there.
 */
export function assertNoNul(value: unknown, path: string[] = []): void {
  const paths = nulPaths(value, path, []);
  if (paths.length) throw new AppError('VALIDATION', MESSAGES.nulCharacter, paths.map((p) => ({ path: p, message: MESSAGES.nulCharacter })));
}

/**
 * Binds a contract route to a handler: the contract's zod schemas validate the request and shape the
 * response (fields outside the schema never leave), the answer is wrapped in `{ data }`. A route under
 * `…/workspaces/:ws/…` has its workspace resolved for the actor once, here, and its handler receives the scope.
 */
export function bindRoute<R extends RouteDef, W>(app: FastifyInstance, route: R, gate: RouteGate<W>, handler: Handler<R, W>): void {
  const isFile = route.response === 'file';
  const multipart = route.bodyKind === 'multipart';
  const documented = multipart && route.multipartFields ? multipartSchema(route.multipartFields) : null;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && !multipart ? { body: route.body } : {}),
      ...(documented ? { body: documented, consumes: ['multipart/form-data'] } : {}),
      ...(route.auth !== 'public' ? { security: [{ bearer: [] }, { apiKey: [] }] } : {}),
      ...(isFile ? {} : { response: { 200: z.object({ data: route.response as z.ZodType }) } }),
    },
    ...(documented ? { validatorCompiler: documentedBodyOnly as never } : {}),
    // Credentials, then the route's role, are checked before the request is validated: a caller without them
    // learns nothing from a 400, and `?api-key=` is read before the query schema strips unknown parameters.
    preValidation: async (req) => {
      const actor = await gate.authenticate(req, route.auth);
      actors.set(req, actor);
      assertRole(route, actor, req);
      assertNoNul(req.params);
      assertNoNul(req.query);
      assertNoNul(req.body);
    },
    ...(isWorkspaceRoute(route)
      ? {
          preHandler: async (req: FastifyRequest) => {
            const actor = actors.get(req);
            const { orgId, ws } = req.params as { orgId: string; ws: string };
            if (actor) scopes.set(req, { actor, workspace: await gate.workspace(actor, orgId, ws) });
          },
        }
      : {}),
    handler: async (req, reply) => {
      const actor = actors.get(req) ?? null;
      const input = { params: req.params, query: req.query, body: req.body, req, reply, actor, scope: scopes.get(req) } as never;
      const result = await (handler as (i: unknown) => Promise<unknown>)(input);
      if (isFile) return reply.send(result);
      return { data: result };
    },
  });
}

/** The five calls of a workspace-scoped collection: list, get, create, update and remove under `…/workspaces/:ws/<things>[/:id]`. */
export interface WorkspaceCrudRoutes {
  list: RouteDef;
  get: RouteDef;
  create: RouteDef;
  update: RouteDef;
  remove: RouteDef;
}

/** What a create or update carries: its body, or its query string where the route has no body. */
type Payload<R extends RouteDef> = [Exclude<R['body'], undefined>] extends [z.ZodUndefined] ? Infer<R['query']> : Infer<R['body']>;

/** A service answering the five calls, each taking the scope of the path's workspace (resolved by the route binding). */
export interface WorkspaceCrudService<R extends WorkspaceCrudRoutes, W> {
  list(scope: Scope<W>): Promise<Output<R['list']>>;
  get(scope: Scope<W>, id: string): Promise<Output<R['get']>>;
  create(scope: Scope<W>, input: Payload<R['create']>): Promise<Output<R['create']>>;
  update(scope: Scope<W>, id: string, input: Payload<R['update']>): Promise<Output<R['update']>>;
  remove(scope: Scope<W>, id: string): Promise<void>;
}

/** Binds the five calls of a workspace collection to its service; remove answers `{ ok: true }`. */
export function bindWorkspaceCrudRoutes<R extends WorkspaceCrudRoutes, W>(app: FastifyInstance, r: R, service: WorkspaceCrudService<R, W>, gate: RouteGate<W>): void {
  type Input = { scope: Scope<W>; params: { id: string }; query: unknown; body: unknown };
  const bind = (route: RouteDef, handler: (input: Input) => Promise<unknown>) => bindRoute(app, route, gate, handler as never);
  const payload = (route: RouteDef, input: Input) => (route.body ? input.body : input.query) as never;
  bind(r.list, ({ scope }) => service.list(scope));
  bind(r.get, ({ scope, params }) => service.get(scope, params.id));
  bind(r.create, (input) => service.create(input.scope, payload(r.create, input)));
  bind(r.update, (input) => service.update(input.scope, input.params.id, payload(r.update, input)));
  bind(r.remove, async ({ scope, params }) => {
    await service.remove(scope, params.id);
    return { ok: true as const };
  });
}
