import { describe, expect, it } from 'vitest';
import type { RecordSetDefinition } from '../context';
import { writeScope } from '../interaction';
import { call, memoryRecordSets, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const seen: RecordSetDefinition = {
  id: 'rs-seen', name: 'Seen', strictPhoneKey: true,
  attributes: [{ name: 'phone', type: 'S' }, { name: 'source', type: 'S' }, { name: 'attempts', type: 'N' }, { name: 'mobile', type: 'B' }, { name: 'state', type: 'S' }],
};
const leads: RecordSetDefinition = { id: 'rs-leads', name: 'Leads', strictPhoneKey: false, attributes: [{ name: 'phone', type: 'S' }, { name: 'source', type: 'S' }] };

describe('record-set-insert.node', () => {
  it('writes a record keyed by To with attributes from every kind of scope, typed as the set wants, and fills the scope', async () => {
    const rs = memoryRecordSets([{ def: seen }]);
    const ix = call({ state: 'TX', data: { src: 'web' } });
    writeScope(ix, 'Velocity', { Blocked: false, Attempts: 3 });
    writeScope(ix, 'DataBoost', { isValid: true, LineType: 'Mobile' });
    const attributes = [
      { id: 'a', attribute: 'source', scope: 'Meta', property: 'src' },
      { id: 'b', attribute: 'attempts', scope: 'Velocity', property: 'Attempts' },
      { id: 'c', attribute: 'mobile', scope: 'Custom', property: 'yes' },
      { id: 'd', attribute: 'state', scope: 'Interaction', property: 'State' },
    ];
    const r = await runNode('RecordSetInsert', { recordSetId: 'rs-seen', attributes }, ix, nodeContext({ recordSets: rs.service }), 'Remember');
    expect(r.output).toBe('next');
    expect(rs.records('rs-seen')).toEqual({ '5125550100': { source: 'web', attempts: 3, mobile: true, state: 'TX' } });
    expect(r.ix.scopes['RecordSet:rs-seen']).toEqual({ source: 'web', attempts: 3, mobile: true, state: 'TX' });
    expect(r.events).toEqual(['SUCCESS RecordSetInsert: Remember - Record saved (5125550100 in Seen)']);
  });

  it('leaves out unset values and warns about values that do not fit the type', async () => {
    const rs = memoryRecordSets([{ def: seen }]);
    const attributes = [
      { attribute: 'source', scope: 'Meta', property: 'missing' },
      { attribute: 'attempts', scope: 'Custom', property: 'many' },
      { attribute: 'mobile', scope: 'Custom', property: 'maybe' },
    ];
    const r = await runNode('RecordSetInsert', { recordSetId: 'rs-seen', attributes }, call(), nodeContext({ recordSets: rs.service }));
    expect(rs.records('rs-seen')).toEqual({ '5125550100': {} });
    expect(r.events[0]).toBe("WARNING RecordSetInsert: Left out values that do not fit their attribute's type: attempts, mobile");
  });

  it('keys the record by a meta data value, and warns (nothing written) when there is none', async () => {
    const rs = memoryRecordSets([{ def: leads }]);
    const config = { recordSetId: 'rs-leads', lookupSource: 'METADATA', metaDataKey: 'leadId', attributes: [{ attribute: 'source', scope: 'Custom', property: 'etl' }] };
    await runNode('RecordSetInsert', config, call({ data: { leadId: 'L-1' } }), nodeContext({ recordSets: rs.service }));
    expect(rs.records('rs-leads')).toEqual({ 'L-1': { source: 'etl' } });
    const none = await runNode('RecordSetInsert', config, call(), nodeContext({ recordSets: rs.service }));
    expect([none.output, none.events]).toEqual(['next', ['WARNING RecordSetInsert: Record not saved: the interaction has no meta data leadId']]);
  });

  it('fails to Next with an ERROR for an attribute the set does not have, a missing set, or a refusing store', async () => {
    const rs = memoryRecordSets([{ def: seen }]);
    const odd = await runNode('RecordSetInsert', { recordSetId: 'rs-seen', attributes: [{ attribute: 'color', scope: 'Custom', property: 'red' }] }, call(), nodeContext({ recordSets: rs.service }), 'Save');
    expect([odd.output, odd.events]).toEqual(['next', ['ERROR Save: color is not an attribute of Seen']]);
    expect(rs.records('rs-seen')).toEqual({});
    const gone = await runNode('RecordSetInsert', { recordSetId: 'nope' }, call(), nodeContext({ recordSets: rs.service }), 'Save');
    expect(gone.events).toEqual(['ERROR Save: the record set is missing or deleted']);
    const refused = await runNode('RecordSetInsert', { recordSetId: 'rs-seen' }, call(), nodeContext({ recordSets: { ...rs.service, put: async () => { throw new Error('write failed'); } } }), 'Save');
    expect([refused.output, refused.events]).toEqual(['next', ['ERROR Save: write failed']]);
  });

  it('validates its settings', () => {
    expect(parseConfig('RecordSetInsert', { recordSetId: 'rs-1' })).toEqual({ ok: true, config: { recordSetId: 'rs-1', lookupSource: 'PHONE', metaDataKey: '', attributes: [] } });
    expect(parseConfig('RecordSetInsert', {
      lookupSource: 'METADATA',
      attributes: [{ attribute: 'a', scope: 'Meta', property: 'x' }, { attribute: 'a', scope: 'Nope', property: 'x' }, { attribute: '', scope: 'Meta', property: 'y' }],
    })).toEqual({ ok: false, errors: [
      'recordSetId: Field is required', 'attributes.1.scope: Choose a scope', 'attributes.2.attribute: Field is required',
      'attributes.1.attribute: Each attribute can be set only once', 'metaDataKey: Field is required',
    ] });
    expect(parseConfig('RecordSetInsert', { recordSetId: 'rs-1', lookupSource: 'ZIP' }).ok).toBe(false);
  });
});
