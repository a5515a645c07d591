import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('known-litigator.node', () => {
  it('follows Litigator for a known plaintiff, writing Litigator and LitigatorInfo', async () => {
    const ctx = nodeContext({ litigator: { check: async (phone: string) => ({ blocked: phone === '5125550100', description: 'TCPA serial plaintiff', actions: '14 suits' }) } });
    const r = await runNode('KnownLitigator', {}, call(), ctx);
    expect([r.output, r.ix.scopes.Litigator, r.ix.scopes.LitigatorInfo]).toEqual(['blocked', { Blocked: true }, { Description: 'TCPA serial plaintiff', Actions: '14 suits' }]);
    expect(r.events).toEqual(['WARNING KnownLitigator: Blocked: 5125550100 belongs to a known litigator (TCPA serial plaintiff)']);
    const clean = await runNode('KnownLitigator', {}, call({ to: '2125550100' }), nodeContext({ litigator: { check: async () => ({ blocked: false, description: null, actions: null }) } }));
    expect([clean.output, clean.ix.scopes.Litigator, clean.events]).toEqual(['allowed', { Blocked: false }, ['SUCCESS KnownLitigator: 2125550100 is not a known litigator']]);
  });

  it('fails closed when the database does not answer', async () => {
    const r = await runNode('KnownLitigator', {}, call(), nodeContext({ litigator: { check: async () => { throw new Error('unavailable'); } } }), 'TCPA');
    expect([r.output, r.events, r.ix.scopes.Litigator]).toEqual(['blocked', ['ERROR TCPA: unavailable'], undefined]);
  });

  it('has only a label', () => {
    expect(parseConfig('KnownLitigator', {})).toEqual({ ok: true, config: {} });
  });
});
