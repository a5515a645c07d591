import { describe, expect, it } from 'vitest';
import { writeScope } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const collector = () => {
  const added: [string, Record<string, string>][] = [];
  return { added, ctx: nodeContext({ inserts: { add: async (nodeId: string, record: Record<string, string>) => void added.push([nodeId, record]) } }) };
};
const etl = (over = {}) => call({ channelType: 'ETL', ...over });

describe('messaging-campaign-insert.node', () => {
  it('maps the interaction To to Phone by default and hands the record over', async () => {
    const { added, ctx } = collector();
    const r = await runNode('MessagingCampaignInsert', { messagingCampaignId: 'm-1', listName: 'March leads' }, etl(), ctx, 'To Engage');
    expect(added).toEqual([['n', { Phone: '5125550100' }]]);
    expect([r.output, r.events]).toEqual(['next', ['SUCCESS MessagingCampaignInsert: To Engage - 5125550100 added to the messaging campaign list March leads']]);
  });

  it('maps every mapping scope, cleaning each value for its type', async () => {
    const { added, ctx } = collector();
    const ix = etl({ zip: '78701', data: { first: ' Ana ', phone2: '+1 (305) 555-0100', st: 'fl', z: '33101-1234' } });
    writeScope(ix, 'DataBoost', { LineType: 'Mobile' });
    writeScope(ix, 'CampaignQuery', { City: 'Miami' });
    writeScope(ix, 'RecordSet:rs-1', { plan: 'gold' });
    const mappings = [
      { mapping: 'Phone', scope: 'Meta', property: 'phone2', type: 'Phone' }, { mapping: 'FirstName', scope: 'Meta', property: 'first' },
      { mapping: 'State', scope: 'Meta', property: 'st', type: 'State' }, { mapping: 'Zip', scope: 'Meta', property: 'z', type: 'Zip' },
      { mapping: 'City', scope: 'CampaignQuery', property: 'City', type: 'City' }, { mapping: 'line', scope: 'DataBoost', property: 'LineType' },
      { mapping: 'plan', scope: 'RecordSet:rs-1', property: 'plan' }, { mapping: 'source', scope: 'Custom', property: 'ETL' },
      { mapping: 'empty', scope: 'Meta', property: 'missing' },
    ];
    await runNode('MessagingCampaignInsert', { messagingCampaignId: 'm-1', mappings }, ix, ctx);
    expect(added[0]?.[1]).toEqual({ Phone: '3055550100', FirstName: 'Ana', State: 'FL', Zip: '33101', City: 'Miami', line: 'Mobile', plan: 'gold', source: 'ETL' });
  });

  it('adds nothing without a readable phone, and warns about values it could not read', async () => {
    const { added, ctx } = collector();
    const mappings = [{ mapping: 'Phone', scope: 'Meta', property: 'p', type: 'Phone' }, { mapping: 'Zip', scope: 'Meta', property: 'z', type: 'Zip' }];
    const r = await runNode('MessagingCampaignInsert', { messagingCampaignId: 'm-1', mappings }, etl({ data: { p: '123', z: 'nowhere' } }), ctx);
    expect(added).toEqual([]);
    expect([r.output, r.events]).toEqual(['next', ['WARNING MessagingCampaignInsert: Left out values that could not be read: Phone, Zip', 'WARNING MessagingCampaignInsert: Not added: no phone number']]);
  });

  it('fails to Next with an ERROR when the insert cannot be collected', async () => {
    const r = await runNode('MessagingCampaignInsert', { messagingCampaignId: 'm-1' }, etl(), nodeContext({ inserts: { add: async () => { throw new Error('execution cancelled'); } } }), 'Engage');
    expect([r.output, r.events]).toEqual(['next', ['ERROR Engage: execution cancelled']]);
  });

  it('has the spec defaults and validates its mappings', () => {
    expect(parseConfig('MessagingCampaignInsert', { messagingCampaignId: 'm' })).toEqual({ ok: true, config: {
      messagingCampaignId: 'm', listName: '', deDupe: true, initStatus: 'ACTIVE',
      mappings: [{ id: 'phone', mapping: 'Phone', scope: 'Interaction', property: 'To', type: 'Phone' }],
    } });
    expect(parseConfig('MessagingCampaignInsert', { initStatus: 'DRAFT', mappings: [
      { mapping: 'FirstName', scope: 'Meta', property: 'f' }, { mapping: 'firstname', scope: 'Meta', property: 'g' },
      { mapping: 'Lit', scope: 'Litigator', property: 'Blocked' }, { mapping: '', scope: 'Meta', property: 'h' },
    ] })).toEqual({ ok: false, errors: [
      'messagingCampaignId: Field is required', 'initStatus: Choose one of: READY, ACTIVE', 'mappings.2.scope: This scope cannot be mapped',
      'mappings.3.mapping: Field is required', 'mappings.1.mapping: Each field can be mapped only once', 'mappings: Map a phone number (a mapping of type Phone)',
    ] });
  });
});
