import { describe, expect, it } from 'vitest';
import type { RecordSetDefinition } from '../context';
import { writeScope } from '../interaction';
import { call, memoryRecordSets, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const queue: RecordSetDefinition = { id: 'rs-q', name: 'Queue', strictPhoneKey: true, attributes: [{ name: 'phone', type: 'S' }, { name: 'n', type: 'N' }] };
const byKey: RecordSetDefinition = { id: 'rs-k', name: 'Keys', strictPhoneKey: false, attributes: [{ name: 'phone', type: 'S' }] };

describe('record-set-delete.node', () => {
  it('removes the record keyed by To, clears the scope and follows Next; says so when there was none', async () => {
    const rs = memoryRecordSets([{ def: queue, records: { '5125550100': { n: 1 }, '2125550100': { n: 2 } } }]);
    const ix = call();
    writeScope(ix, 'RecordSet:rs-q', { n: 1 });
    const r = await runNode('RecordSetDelete', { recordSetId: 'rs-q' }, ix, nodeContext({ recordSets: rs.service }), 'Done');
    expect([r.output, r.events]).toEqual(['next', ['SUCCESS RecordSetDelete: Done - Record removed (5125550100 from Queue)']]);
    expect(rs.records('rs-q')).toEqual({ '2125550100': { n: 2 } });
    expect(r.ix.scopes['RecordSet:rs-q']).toBeUndefined();
    const again = await runNode('RecordSetDelete', { recordSetId: 'rs-q' }, call(), nodeContext({ recordSets: rs.service }), 'Done');
    expect([again.output, again.events]).toEqual(['next', ['INFO RecordSetDelete: Done - No record to remove (5125550100 in Queue)']]);
  });

  it('removes by a meta data key, and warns when the interaction has none', async () => {
    const rs = memoryRecordSets([{ def: byKey, records: { 'L-1': {} } }]);
    const config = { recordSetId: 'rs-k', lookupSource: 'METADATA', metaDataKey: 'id' };
    await runNode('RecordSetDelete', config, call({ data: { id: 'L-1' } }), nodeContext({ recordSets: rs.service }));
    expect(rs.records('rs-k')).toEqual({});
    const none = await runNode('RecordSetDelete', config, call(), nodeContext({ recordSets: rs.service }));
    expect(none.events).toEqual(['WARNING RecordSetDelete: Nothing removed: the interaction has no meta data id']);
  });

  it('fails to Next with an ERROR when the set is missing or the store does not answer', async () => {
    const rs = memoryRecordSets([{ def: queue }]);
    const gone = await runNode('RecordSetDelete', { recordSetId: 'x' }, call(), nodeContext({ recordSets: rs.service }), 'Done');
    expect([gone.output, gone.events]).toEqual(['next', ['ERROR Done: the record set is missing or deleted']]);
    const down = await runNode('RecordSetDelete', { recordSetId: 'rs-q' }, call(), nodeContext({ recordSets: { ...rs.service, remove: async () => { throw new Error('timeout'); } } }), 'Done');
    expect([down.output, down.events]).toEqual(['next', ['ERROR Done: timeout']]);
  });

  it('validates its settings', () => {
    expect(parseConfig('RecordSetDelete', { recordSetId: 'rs-1' })).toEqual({ ok: true, config: { recordSetId: 'rs-1', lookupSource: 'PHONE', metaDataKey: '' } });
    expect(parseConfig('RecordSetDelete', { lookupSource: 'METADATA' })).toEqual({ ok: false, errors: ['recordSetId: Field is required', 'metaDataKey: Field is required'] });
  });
});
