import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('do-not-call.node', () => {
  it('follows Not on DNC for a number off the registry, asking through the chosen SAN', async () => {
    const asked: string[] = [];
    const ctx = nodeContext({ dnc: { federal: async (phone: string, san: string) => (asked.push(`${phone}@${san}`), { blocked: false, reason: null, sanCoverage: 'FULL' as const }) } });
    const r = await runNode('DoNotCall', { ftcSanId: 'san-1' }, call(), ctx, 'Acme SAN');
    expect(asked).toEqual(['5125550100@san-1']);
    expect(r.output).toBe('allowed');
    expect(r.ix.scopes.FederalDNC).toEqual({ Blocked: false, Reason: null, SanCoverage: 'FULL' });
    expect(r.events).toEqual(['SUCCESS DoNotCall: Acme SAN - 5125550100 is not on the national Do Not Call registry']);
  });

  it('follows On DNC for a registered number, and for an area code the SAN does not cover', async () => {
    const dnc = await runNode('DoNotCall', { ftcSanId: 's' }, call(), nodeContext({ dnc: { federal: async () => ({ blocked: true, reason: 'DNC' as const, sanCoverage: 'FULL' as const }) } }));
    expect([dnc.output, dnc.ix.scopes.FederalDNC, dnc.events]).toEqual(['blocked', { Blocked: true, Reason: 'DNC', SanCoverage: 'FULL' }, ['WARNING DoNotCall: Blocked: 5125550100 is on the national Do Not Call registry']]);
    const uncovered = await runNode('DoNotCall', { ftcSanId: 's' }, call(), nodeContext({ dnc: { federal: async () => ({ blocked: true, reason: 'NOT_COVERED' as const, sanCoverage: 'PARTIAL' as const }) } }));
    expect([uncovered.output, uncovered.events]).toEqual(['blocked', ['WARNING DoNotCall: Blocked: the area code of 5125550100 is not covered by the FTC SAN (partial coverage)']]);
  });

  it('fails closed: a registry that does not answer logs ERROR and follows On DNC with the scope unset', async () => {
    const r = await runNode('DoNotCall', { ftcSanId: 's' }, call(), nodeContext({ dnc: { federal: async () => { throw new Error('registry timed out'); } } }), 'Fed DNC');
    expect([r.output, r.events, r.ix.scopes.FederalDNC]).toEqual(['blocked', ['ERROR Fed DNC: registry timed out'], undefined]);
  });

  it('needs its FTC SAN', () => {
    expect(parseConfig('DoNotCall', {})).toEqual({ ok: false, errors: ['ftcSanId: Field is required'] });
    expect(parseConfig('DoNotCall', { ftcSanId: ' ' })).toEqual({ ok: false, errors: ['ftcSanId: Field is required'] });
  });
});
