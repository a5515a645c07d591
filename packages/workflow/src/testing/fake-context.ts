import type { EngineContext } from '../context';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

const unexpected = (what: string) => () => {
  throw new Error(`unexpected call to ${what}`);
};

/**
 * An engine context for unit tests: every service throws unless the test gives it, so a node that asks for something
 * the test did not expect fails loudly. `now` is fixed unless given.
 */
export function fakeContext(over: DeepPartial<EngineContext> = {}): EngineContext {
  const at = new Date('2026-03-03T15:00:00Z');
  const ctx: EngineContext = {
    workspace: { id: 'ws-1', orgId: 'org-1', features: {} },
    now: () => at,
    geo: { zip: () => null, areaCode: () => null },
    recordSets: { definition: unexpected('recordSets.definition'), get: unexpected('recordSets.get'), put: unexpected('recordSets.put'), remove: unexpected('recordSets.remove') },
    velocity: { count: unexpected('velocity.count') },
    dnc: { federal: unexpected('dnc.federal'), state: unexpected('dnc.state') },
    litigator: { check: unexpected('litigator.check') },
    rnd: { check: unexpected('rnd.check') },
    activeProspect: { verify: unexpected('activeProspect.verify') },
    verisk: { verify: unexpected('verisk.verify') },
    dataBoost: { validate: unexpected('dataBoost.validate') },
    emergency: { declared: unexpected('emergency.declared') },
    callerId: { assign: unexpected('callerId.assign') },
    campaigns: { query: unexpected('campaigns.query') },
    webhooks: { send: unexpected('webhooks.send') },
    workflows: { published: async () => null },
    scripts: { run: unexpected('scripts.run') },
    inserts: { add: unexpected('inserts.add') },
  };
  for (const [k, v] of Object.entries(over)) {
    const key = k as keyof EngineContext;
    (ctx as unknown as Record<string, unknown>)[key] = v && typeof v === 'object' && !Array.isArray(v) && typeof ctx[key] === 'object'
      ? { ...(ctx[key] as object), ...(v as object) }
      : v;
  }
  return ctx;
}
