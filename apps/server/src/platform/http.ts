import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDef } from '@trueline/contract';
import type { Actor } from './auth-context';

type Infer<T> = [Exclude<T, undefined>] extends [z.ZodType] ? z.output<Exclude<T, undefined>> : undefined;

export interface HandlerInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Output<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : Buffer | string | NodeJS.ReadableStream;

/** Handlers for routes signed-in users call receive the actor; public ones do not. */
export type Handler<R extends RouteDef> = R['auth'] extends 'public'
  ? (input: HandlerInput<R>) => Promise<Output<R>>
  : (input: HandlerInput<R> & { actor: Actor }) => Promise<Output<R>>;

export type Authenticate = (req: FastifyRequest, auth: RouteDef['auth']) => Promise<Actor | null>;

/** The actor of each request in flight, found before validation and read by the handler. */
const actors = new WeakMap<FastifyRequest, Actor | null>();

/**
 * Binds a contract route to a handler: the contract's zod schemas validate the request and shape the
 * response (fields outside the schema never leave), the answer is wrapped in `{ data }`.
 */
export function bindRoute<R extends RouteDef>(app: FastifyInstance, route: R, authenticate: Authenticate, handler: Handler<R>): void {
  const isFile = route.response === 'file';
  const multipart = route.bodyKind === 'multipart';
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && !multipart ? { body: route.body } : {}),
      ...(route.auth !== 'public' ? { security: [{ bearer: [] }, { apiKey: [] }] } : {}),
      ...(isFile ? {} : { response: { 200: z.object({ data: route.response as z.ZodType }) } }),
    },
    // Credentials are checked before the request is validated: a caller without them learns nothing from a 400,
    // and `?api-key=` is read before the query schema strips unknown parameters.
    preValidation: async (req) => {
      actors.set(req, await authenticate(req, route.auth));
    },
    handler: async (req, reply) => {
      const actor = actors.get(req) ?? null;
      const input = { params: req.params, query: req.query, body: req.body, req, reply, actor } as never;
      const result = await (handler as (i: unknown) => Promise<unknown>)(input);
      if (isFile) return reply.send(result);
      return { data: result };
    },
  });
}
