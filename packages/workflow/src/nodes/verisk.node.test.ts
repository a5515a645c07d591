import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';
import { leadIdToken } from './verisk.node.js';

describe('verisk.node', () => {
  it('finds the LeadiD token under its usual names', () => {
    expect(leadIdToken({ data: { universal_leadid: ' ABC ' } })).toBe('ABC');
    expect(leadIdToken({ data: { LeadiD_Token: 'T1' } })).toBe('T1');
    expect(leadIdToken({ data: { jornayaLeadId: 'J1', other: 'x' } })).toBe('J1');
    expect(leadIdToken({ data: { leadid: '' } })).toBeNull();
    expect(leadIdToken({ data: { token: 'x' } })).toBeNull();
  });

  it('verifies the token and follows Verified, or Not verified when refused or missing', async () => {
    const asked: unknown[] = [];
    const ctx = nodeContext({ verisk: { verify: async (q: { phone: string; token: string | null }) => (asked.push(q), { blocked: q.token !== 'GOOD', reason: q.token === 'GOOD' ? null : q.token ? 'Token expired' : 'No token provided' }) } });
    const ok = await runNode('Verisk', {}, call({ data: { leadid_token: 'GOOD' } }), ctx);
    expect([ok.output, ok.ix.scopes.Verisk, ok.events]).toEqual(['allowed', { Blocked: false, Reason: null }, ['SUCCESS Verisk: LeadiD token verified']]);
    const old = await runNode('Verisk', {}, call({ data: { leadid_token: 'OLD' } }), ctx);
    expect([old.output, old.events]).toEqual(['blocked', ['WARNING Verisk: Not verified: Token expired']]);
    const none = await runNode('Verisk', {}, call(), ctx);
    expect([none.output, none.events]).toEqual(['blocked', ['WARNING Verisk: No LeadiD token in the request data', 'WARNING Verisk: Not verified: No token provided']]);
    expect(asked).toEqual([{ phone: '5125550100', token: 'GOOD' }, { phone: '5125550100', token: 'OLD' }, { phone: '5125550100', token: null }]);
  });

  it('fails closed when the service does not answer', async () => {
    const r = await runNode('Verisk', {}, call(), nodeContext({ verisk: { verify: async () => { throw new Error('unreachable'); } } }), 'LeadiD');
    expect([r.output, r.events.at(-1)]).toEqual(['blocked', 'ERROR LeadiD: unreachable']);
  });

  it('has only a label', () => {
    expect(parseConfig('Verisk', {})).toEqual({ ok: true, config: {} });
  });
});
