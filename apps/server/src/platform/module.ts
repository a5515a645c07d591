import type { FastifyInstance } from 'fastify';

/**
 * A feature as the server assembles it (`<feature>.module.ts`): its service made from the deps it names and its peers
 * (other features' services), its reactions to other features wired in `connect`, its routes bound behind the gate.
 *
 * `create` takes `(deps: Pick<Deps, …>, peers: { other: Pick<OtherService, …> })`; the peers it reads are created before
 * it. `connect` runs once every service exists: subscriptions (`registerScope`, `onDeactivated`, `registerExport`…) go
 * there, so a feature's ties to others read in one place, and two features may react to each other.
 */
export interface FeatureModule<N extends string = string, S = unknown> {
  /** The service's key among the services (`services.<name>`), and the name peers ask for. */
  name: N;
  // Parameters are declared as methods (bivariant), so modules with narrower deps and peers fit one list.
  create(deps: never, peers: never): S;
  connect?(service: S, peers: never): void;
  routes?(app: FastifyInstance, service: S, gate: never, peers: never): void;
  /** Runs when the app closes (after requests stop, before the database closes). */
  close?(service: S): Promise<void>;
}

/** Declares a module; the identity, typed so that `name` stays a literal and `create`'s result types the rest. */
export const defineModule = <const N extends string, S, D, P = object, C = object, G = never, R = object>(m: {
  name: N;
  create(deps: D, peers: P): S;
  connect?(service: S, peers: C): void;
  /** Binds the feature's routes; `peers` for routes that answer with another feature's help (sign-in answers the profile). */
  routes?(app: FastifyInstance, service: S, gate: G, peers: R): void;
  close?(service: S): Promise<void>;
}) => m;

type AnyModule = FeatureModule<string, unknown>;

/** Every module's service by its name. */
export type ServicesOf<M extends readonly AnyModule[]> = { [K in M[number] as K['name']]: ReturnType<K['create']> };

type PeersOf<K, Fn extends 'create' | 'connect'> = K extends Record<Fn, (a: never, b: infer P) => unknown> ? P : object;
type RoutePeersOf<K> = K extends { routes?: (app: never, service: never, gate: never, peers: infer P) => unknown } ? P : object;
/**
 * The names of the modules whose declared peers (of `create`, `connect` or `routes`) the services — with what is
 * `provided` beside the modules — do not give: `never` when every module gets what it asks for. register.ts asserts it,
 * so a missing or mistyped peer fails the typecheck.
 */
export type UnmetPeers<M extends readonly AnyModule[], Provided = object> = {
  [K in M[number] as K['name']]: ServicesOf<M> & Provided extends PeersOf<K, 'create'> & PeersOf<K, 'connect'> & RoutePeersOf<K> ? never : K['name'];
}[M[number]['name']];

/**
 * Creates every module's service, each after the peers it asks for (found by reading them, so the list has no order to
 * keep), connects them, binds their routes and closes them with the app. A cycle of peers is an error at start naming
 * it: one side of it belongs in `connect`.
 */
export function assembleModules<M extends readonly AnyModule[], D, Provided extends Record<string, unknown> = Record<never, never>>(
  app: FastifyInstance,
  modules: M,
  deps: D,
  gate: unknown,
  /** Services made outside the modules (the authenticator's tokens, the mailer) that modules may ask for as peers. */
  provided?: Provided,
): ServicesOf<M> & Provided {
  const byName = new Map(modules.map((m) => [m.name, m] as const));
  const services: Record<string, unknown> = { ...provided };
  const creating: string[] = [];
  const peers = new Proxy(services, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (!(name in target) && byName.has(name)) build(byName.get(name)!);
      if (!(name in target)) throw new Error(`${creating.at(-1) ?? 'a module'} asked for "${name}", which no module creates`);
      return target[name];
    },
  });
  function build(m: AnyModule): void {
    if (m.name in services) return;
    if (creating.includes(m.name)) throw new Error(`modules ask for each other as they are created: ${[...creating, m.name].join(' → ')}; move one side to connect`);
    creating.push(m.name);
    services[m.name] = m.create(deps as never, peers as never);
    creating.pop();
  }
  for (const m of modules) build(m);
  for (const m of modules) m.connect?.(services[m.name], services as never);
  for (const m of modules) m.routes?.(app, services[m.name], gate as never, services as never);
  for (const m of modules) {
    const { close } = m;
    if (close) app.addHook('onClose', () => close(services[m.name]));
  }
  return services as ServicesOf<M> & Provided;
}
