import { describe, expect, it } from 'vitest';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const phoneMapping = { id: 'p', dialerField: 'number1', scope: 'Interaction', property: 'To', type: 'Phone' };

describe('core-campaign-insert.node', () => {
  it('maps the interaction into dialer fields and hands the record over', async () => {
    const added: [string, Record<string, string>][] = [];
    const ctx = nodeContext({ inserts: { add: async (nodeId: string, record: Record<string, string>) => void added.push([nodeId, record]) } });
    const mappings = [phoneMapping, { dialerField: 'first_name', scope: 'Meta', property: 'first' }, { dialerField: 'zip', scope: 'Interaction', property: 'Zip', type: 'Zip' }];
    const r = await runNode('CoreCampaignInsert', { campaignId: 'c-1', listName: 'Callbacks', mappings }, call({ channelType: 'ETL', zip: '78701', data: { first: 'Ana' } }), ctx, 'To dialer');
    expect(added).toEqual([['n', { number1: '5125550100', first_name: 'Ana', zip: '78701' }]]);
    expect([r.output, r.events]).toEqual(['next', ['SUCCESS CoreCampaignInsert: To dialer - 5125550100 added to the campaign list Callbacks']]);
  });

  it('adds nothing without a phone, and fails to Next with an ERROR when the insert cannot be collected', async () => {
    const none = await runNode('CoreCampaignInsert', { campaignId: 'c-1', mappings: [{ ...phoneMapping, scope: 'Meta', property: 'missing' }] }, call(), nodeContext());
    expect([none.output, none.events]).toEqual(['next', ['WARNING CoreCampaignInsert: Not added: no phone number']]);
    const down = await runNode('CoreCampaignInsert', { campaignId: 'c-1', mappings: [phoneMapping] }, call(), nodeContext({ inserts: { add: async () => { throw new Error('list closed'); } } }), 'Dialer');
    expect([down.output, down.events]).toEqual(['next', ['ERROR Dialer: list closed']]);
  });

  it("has the spec's defaults (Five9 options, Ring de-dupe, caller IDs) and needs a phone mapping", () => {
    expect(parseConfig('CoreCampaignInsert', { campaignId: 'c', mappings: [phoneMapping] })).toEqual({ ok: true, config: {
      campaignId: 'c', dialerListId: '', listName: '', assignCallerId: true, mode: 'APPEND',
      five9Options: { crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_FIRST', callNowMode: 'NONE', leadKeyFields: ['number1'] },
      ringCxOptions: { dedupe: 'RING_REMOVE_FROM_LIST' },
      mappings: [phoneMapping],
    } });
    expect(parseConfig('CoreCampaignInsert', { campaignId: 'c', mappings: [phoneMapping], five9Options: { leadKeyFields: 'number1, first_name,,number1' }, mode: 'REPLACE' }))
      .toMatchObject({ ok: true, config: { mode: 'REPLACE', five9Options: { leadKeyFields: ['number1', 'first_name'] } } });
    expect(parseConfig('CoreCampaignInsert', {})).toEqual({ ok: false, errors: ['campaignId: Field is required', 'mappings: Map a phone number (a mapping of type Phone)'] });
    expect(parseConfig('CoreCampaignInsert', { campaignId: 'c', mappings: [phoneMapping], five9Options: { callNowMode: 'LATER' }, ringCxOptions: { dedupe: 'KEEP' } })).toMatchObject({ ok: false });
  });
});
