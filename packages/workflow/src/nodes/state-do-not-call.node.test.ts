import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const lists = (blocked: string[]) => {
  const asked: string[] = [];
  const ctx = nodeContext({ dnc: { state: async (phone: string, state: string | null) => (asked.push(`${phone}@${state}`), { blocked: blocked.includes(phone), state }) } });
  return { ctx, asked };
};

describe('state-do-not-call.node', () => {
  it("checks the list of the callee's state (every list state by default) and follows On state DNC when listed", async () => {
    const { ctx, asked } = lists(['5125550100']);
    const r = await runNode('StateDoNotCall', {}, call({ state: 'TX' }), ctx, 'State lists');
    expect(asked).toEqual(['5125550100@TX']);
    expect([r.output, r.ix.scopes.StateDNC, r.events]).toEqual(['blocked', { Blocked: true, State: 'TX' }, ['WARNING StateDoNotCall: State lists - Blocked: 5125550100 is on the TX do-not-call list']]);
    const clear = await runNode('StateDoNotCall', {}, call({ to: '3055550100', state: 'FL' }), ctx);
    expect([clear.output, clear.events]).toEqual(['allowed', ['SUCCESS StateDoNotCall: 3055550100 is not on the FL do-not-call list']]);
  });

  it("takes the state from the area code when the interaction has none", async () => {
    const { ctx, asked } = lists([]);
    await runNode('StateDoNotCall', {}, call(), ctx);
    expect(asked).toEqual(['5125550100@TX']);
  });

  it('skips states without a list, states not chosen, and unknown states', async () => {
    const { ctx, asked } = lists(['2125550100', '5125550100']);
    const ny = await runNode('StateDoNotCall', {}, call({ to: '2125550100', state: 'NY' }), ctx);
    expect([ny.output, ny.ix.scopes.StateDNC, ny.events]).toEqual(['allowed', { Blocked: false, State: 'NY' }, ['INFO StateDoNotCall: No state list is checked for NY']]);
    const notChosen = await runNode('StateDoNotCall', { allStates: false, states: ['FL', 'PA'] }, call({ state: 'TX' }), ctx);
    expect(notChosen.output).toBe('allowed');
    const unknown = await runNode('StateDoNotCall', {}, call({ to: '9995550100' }), ctx);
    expect([unknown.output, unknown.events]).toEqual(['allowed', ["WARNING StateDoNotCall: The callee's state is unknown, no state list is checked"]]);
    expect(asked).toEqual([]);
  });

  it('fails closed when a list does not answer', async () => {
    const r = await runNode('StateDoNotCall', {}, call({ state: 'TX' }), nodeContext({ dnc: { state: async () => { throw new Error('down'); } } }), 'State DNC');
    expect([r.output, r.events]).toEqual(['blocked', ['ERROR State DNC: down']]);
  });

  it('offers the eleven list states and needs one when not all', () => {
    expect(parseConfig('StateDoNotCall', {})).toEqual({ ok: true, config: { allStates: true, states: [] } });
    expect(parseConfig('StateDoNotCall', { allStates: false })).toEqual({ ok: false, errors: ['states: Choose at least one state'] });
    expect(parseConfig('StateDoNotCall', { allStates: false, states: ['NY'] }).ok).toBe(false);
    expect(parseConfig('StateDoNotCall', { allStates: false, states: ['CO', 'FL', 'IN', 'LA', 'MA', 'MO', 'OK', 'PA', 'TN', 'TX', 'WY', 'TX'] })).toMatchObject({ ok: true, config: { states: ['CO', 'FL', 'IN', 'LA', 'MA', 'MO', 'OK', 'PA', 'TN', 'TX', 'WY'] } });
  });
});
