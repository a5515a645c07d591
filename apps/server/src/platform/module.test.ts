import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { assembleModules, defineModule } from './module';

describe('assembleModules', () => {
  it('creates each module after the peers it reads, whatever the list order, then connects them and binds their routes', async () => {
    const app = Fastify();
    const seen: string[] = [];
    const tally = defineModule({
      name: 'tally',
      create: (_deps: object, peers: { clock: { now(): number } }) => {
        const at = peers.clock.now();
        seen.push('create tally');
        return { at, sources: [] as string[] };
      },
      routes: (fastify, service, _gate: null, peers: { clock: { now(): number } }) =>
        fastify.get('/tally', async () => ({ at: service.at, now: peers.clock.now(), sources: service.sources })),
    });
    const clock = defineModule({
      name: 'clock',
      create: () => {
        seen.push('create clock');
        return { now: () => 42 };
      },
      connect: (_service, peers: { tally: { sources: string[] } }) => {
        seen.push('connect clock');
        peers.tally.sources.push('clock');
      },
    });
    const services = assembleModules(app, [tally, clock] as const, {}, null);
    expect(seen).toEqual(['create clock', 'create tally', 'connect clock']);
    expect(services.clock.now()).toBe(42);
    expect((await app.inject({ url: '/tally' })).json()).toEqual({ at: 42, now: 42, sources: ['clock'] });
    await app.close();
  });

  it('names a cycle of peers at start instead of handing a module half-made peers', () => {
    const a = defineModule({ name: 'a', create: (_d: object, p: { b: object }) => ({ b: p.b }) });
    const b = defineModule({ name: 'b', create: (_d: object, p: { a: object }) => ({ a: p.a }) });
    expect(() => assembleModules(Fastify(), [a, b] as const, {}, null)).toThrow('modules ask for each other as they are created: a → b → a; move one side to connect');
  });

  it('refuses a peer no module creates, and closes each module with the app', async () => {
    const lonely = defineModule({ name: 'lonely', create: (_d: object, p: { ghost: object }) => ({ ghost: p.ghost }) });
    expect(() => assembleModules(Fastify(), [lonely] as const, {}, null)).toThrow('lonely asked for "ghost", which no module creates');

    const app = Fastify();
    let closed = 0;
    const store = defineModule({ name: 'store', create: () => ({ open: true }), close: async () => void (closed += 1) });
    assembleModules(app, [store] as const, {}, null);
    expect(closed).toBe(0);
    await app.close();
    expect(closed).toBe(1);
  });
});
