import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('state-of-emergency.node', () => {
  it("asks about the callee's state and ZIP now, and follows Emergency when one is declared", async () => {
    const asked: unknown[] = [];
    const ctx = nodeContext({ emergency: { declared: async (q: { state: string | null; zip: string | null; at: Date }) => (asked.push(q), q.state === 'FL'
      ? { active: true, type: 'Hurricane', name: 'Hurricane Milton', alertLevel: 'Warning' }
      : { active: false, type: null, name: null, alertLevel: null }) } });
    const fl = await runNode('StateOfEmergency', {}, call({ to: '3055550100', zip: '33101', state: 'FL' }), ctx);
    expect([fl.output, fl.ix.scopes.NaturalDisaster, fl.events]).toEqual(['blocked', { Active: true, Type: 'Hurricane', Name: 'Hurricane Milton', AlertLevel: 'Warning' },
      ['WARNING StateOfEmergency: Blocked: Hurricane Milton, Hurricane in 33101, FL (alert level Warning)']]);
    // The state comes from the area code when the interaction has none.
    const tx = await runNode('StateOfEmergency', {}, call(), ctx);
    expect([tx.output, tx.ix.scopes.NaturalDisaster, tx.events]).toEqual(['allowed', { Active: false, Type: null, Name: null, AlertLevel: null }, ['SUCCESS StateOfEmergency: No state of emergency in TX']]);
    expect(asked).toEqual([{ state: 'FL', zip: '33101', at: new Date('2026-03-03T15:00:00Z') }, { state: 'TX', zip: null, at: new Date('2026-03-03T15:00:00Z') }]);
  });

  it('fails closed when the service does not answer', async () => {
    const r = await runNode('StateOfEmergency', {}, call(), nodeContext({ emergency: { declared: async () => { throw new Error('FEMA feed down'); } } }), 'Disasters');
    expect([r.output, r.events]).toEqual(['blocked', ['ERROR Disasters: FEMA feed down']]);
    expect(parseConfig('StateOfEmergency', {})).toEqual({ ok: true, config: {} });
  });
});
