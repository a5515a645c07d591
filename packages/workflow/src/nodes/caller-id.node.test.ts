import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('caller-id.node', () => {
  it("sets pcidFromNumber to a local number from the campaign's pool and follows Assigned", async () => {
    const asked: unknown[] = [];
    const ctx = nodeContext({ callerId: { assign: async (campaignId: string, lead: unknown) => (asked.push([campaignId, lead]), '5125550142') } });
    const r = await runNode('CallerId', { campaignId: 'c-1' }, call({ zip: '78701', state: 'TX' }), ctx, 'Austin pool');
    expect(asked).toEqual([['c-1', { phone: '5125550100', zip: '78701', state: 'TX' }]]);
    expect([r.output, r.ix.pcidFromNumber, r.events]).toEqual(['assigned', '5125550142', ['SUCCESS CallerId: Austin pool - Caller ID 5125550142 assigned']]);
  });

  it('follows Not assigned when the pool has nothing to give, or the campaign does not answer', async () => {
    const none = await runNode('CallerId', { campaignId: 'c-1' }, call(), nodeContext({ callerId: { assign: async () => null } }));
    expect([none.output, none.ix.pcidFromNumber, none.events]).toEqual(['notAssigned', null, ["WARNING CallerId: No caller ID available in the campaign's pool"]]);
    const down = await runNode('CallerId', { campaignId: 'c-1' }, call(), nodeContext({ callerId: { assign: async () => { throw new Error('campaign deleted'); } } }), 'Pool');
    expect([down.output, down.events]).toEqual(['notAssigned', ['ERROR Pool: campaign deleted']]);
  });

  it('needs its campaign', () => {
    expect(parseConfig('CallerId', {})).toEqual({ ok: false, errors: ['campaignId: Field is required'] });
  });
});
