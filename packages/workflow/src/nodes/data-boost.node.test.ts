import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('data-boost.node', () => {
  it('writes every DataBoost property and follows Valid or Invalid', async () => {
    const ctx = nodeContext({ dataBoost: { validate: async (phone: string) => phone === '5125550100'
      ? { isValid: true, activityScore: 82, lineType: 'Mobile', carrier: 'Verizon Wireless', isPrepaid: true }
      : { isValid: false, activityScore: 0, lineType: 'Landline', carrier: '', isPrepaid: false } } });
    const valid = await runNode('DataBoost', {}, call(), ctx);
    expect([valid.output, valid.ix.scopes.DataBoost, valid.events]).toEqual(['valid',
      { isValid: true, ActivityScore: 82, LineType: 'Mobile', Carrier: 'Verizon Wireless', isPrepaid: true },
      ['SUCCESS DataBoost: 5125550100 is valid (Mobile, Verizon Wireless, activity 82, prepaid)']]);
    const invalid = await runNode('DataBoost', {}, call({ to: '2125550100' }), ctx);
    expect([invalid.output, invalid.events]).toEqual(['invalid', ['WARNING DataBoost: 2125550100 is not valid (Landline, unknown carrier, activity 0)']]);
  });

  it('follows Invalid with an ERROR, scope unset, when the service does not answer', async () => {
    const r = await runNode('DataBoost', {}, call(), nodeContext({ dataBoost: { validate: async () => { throw new Error('quota exceeded'); } } }), 'Boost');
    expect([r.output, r.events, r.ix.scopes.DataBoost]).toEqual(['invalid', ['ERROR Boost: quota exceeded'], undefined]);
    expect(parseConfig('DataBoost', {})).toEqual({ ok: true, config: {} });
  });
});
