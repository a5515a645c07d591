import { describe, expect, it } from 'vitest';
import type { RecordSetDefinition } from '../context';
import { writeScope } from '../interaction';
import { call, memoryRecordSets, nodeContext, parseConfig, runNode } from '../testing/node-harness';
import { readPhoneType } from './record-set.node.js';

const ebr: RecordSetDefinition = {
  id: 'rs-ebr', name: 'EBR', strictPhoneKey: true,
  attributes: [{ name: 'phone', type: 'S' }, { name: 'status', type: 'S' }, { name: 'zip', type: 'S' }, { name: 'customer', type: 'S' }, { name: 'line', type: 'S' }, { name: 'spend', type: 'N' }],
};
const byId: RecordSetDefinition = { id: 'rs-ids', name: 'By key', strictPhoneKey: false, attributes: [{ name: 'phone', type: 'S' }, { name: 'tier', type: 'S' }] };
const store = () => memoryRecordSets([
  { def: ebr, records: { '5125550100': { phone: '5125550100', status: 'EBR', zip: '33101', customer: 'C-77', line: 'cell', spend: 120 } } },
  { def: byId, records: { 'C-77': { tier: 'gold' }, Austin: { tier: 'city' }, TX: { tier: 'state' }, '78701': { tier: 'zip' }, 'L-9': { tier: 'meta' } } },
]);
const ctx = () => nodeContext({ recordSets: store().service });

describe('record-set.node', () => {
  it('finds the record by phone, writes its attributes into RecordSet:{id} and follows Found', async () => {
    const r = await runNode('RecordSet', { recordSetId: 'rs-ebr' }, call(), ctx(), 'EBR');
    expect(r.output).toBe('found');
    expect(r.ix.scopes['RecordSet:rs-ebr']).toEqual({ phone: '5125550100', status: 'EBR', zip: '33101', customer: 'C-77', line: 'cell', spend: 120 });
    expect(r.events).toEqual(['SUCCESS RecordSet: EBR - Record found (5125550100 in EBR)']);
  });

  it('follows Not found and clears the scope an earlier lookup wrote', async () => {
    const ix = call({ to: '3055550123' });
    writeScope(ix, 'RecordSet:rs-ebr', { status: 'stale' });
    const r = await runNode('RecordSet', { recordSetId: 'rs-ebr' }, ix, ctx());
    expect(r.output).toBe('notFound');
    expect(r.ix.scopes['RecordSet:rs-ebr']).toBeUndefined();
    expect(r.events).toEqual(['INFO RecordSet: Record not found (3055550123 in EBR)']);
  });

  it.each([
    ['EXTERN_ID', { externId: 'C-77' }, {}, 'gold'],
    ['CITY', { city: 'Austin' }, {}, 'city'],
    ['STATE', { state: 'TX' }, {}, 'state'],
    ['ZIP', { zip: '78701' }, {}, 'zip'],
    ['METADATA', { data: { leadId: 'L-9' } }, { metaDataKey: 'leadId' }, 'meta'],
  ] as const)('looks up by %s', async (lookupSource, over, extra, tier) => {
    const r = await runNode('RecordSet', { recordSetId: 'rs-ids', lookupSource, ...extra }, call(over), ctx());
    expect([r.output, r.ix.scopes['RecordSet:rs-ids']?.tier]).toEqual(['found', tier]);
  });

  it('warns and follows Not found when the interaction has no value to look up, or it is not a phone for a phone-keyed set', async () => {
    const none = await runNode('RecordSet', { recordSetId: 'rs-ids', lookupSource: 'EXTERN_ID' }, call(), ctx());
    expect([none.output, none.events]).toEqual(['notFound', ['WARNING RecordSet: Record not found: the interaction has no Extern ID']]);
    const meta = await runNode('RecordSet', { recordSetId: 'rs-ebr', lookupSource: 'METADATA', metaDataKey: 'alt' }, call({ data: { alt: 'abc' } }), ctx());
    expect(meta.events).toEqual(['WARNING RecordSet: Record not found: meta data alt "abc" is not a phone number, the record set\'s key']);
    // A phone in the data is read whatever its format.
    const phone = await runNode('RecordSet', { recordSetId: 'rs-ebr', lookupSource: 'METADATA', metaDataKey: 'alt' }, call({ data: { alt: '+1 (512) 555-0100' } }), ctx());
    expect(phone.output).toBe('found');
  });

  it('overrides the ZIP from the record (ALWAYS), moving the callee to its city, state and time zone', async () => {
    const ix = call({ zip: '78701', originalZip: '78701', city: 'Austin', state: 'TX', timezone: 'America/Chicago' });
    const r = await runNode('RecordSet', { recordSetId: 'rs-ebr', zipOverride: 'ALWAYS', zipAttribute: 'zip' }, ix, ctx());
    expect([r.ix.zip, r.ix.city, r.ix.state, r.ix.timezone, r.ix.originalZip]).toEqual(['33101', 'Miami', 'FL', 'America/New_York', '78701']);
    expect(r.events[1]).toBe('INFO RecordSet: ZIP overridden to 33101 (Miami, FL, America/New_York)');
  });

  it('overrides the ZIP only when the interaction has none (UNSET), never by default, and keeps a place for an unknown ZIP', async () => {
    const keep = await runNode('RecordSet', { recordSetId: 'rs-ebr', zipOverride: 'UNSET', zipAttribute: 'zip' }, call({ zip: '78701', timezone: 'America/Chicago' }), ctx());
    expect([keep.ix.zip, keep.ix.timezone]).toEqual(['78701', 'America/Chicago']);
    const fill = await runNode('RecordSet', { recordSetId: 'rs-ebr', zipOverride: 'UNSET', zipAttribute: 'zip' }, call(), ctx());
    expect([fill.ix.zip, fill.ix.state, fill.ix.timezone]).toEqual(['33101', 'FL', 'America/New_York']);
    const never = await runNode('RecordSet', { recordSetId: 'rs-ebr', zipAttribute: 'zip' }, call(), ctx());
    expect(never.ix.zip).toBeNull();
    const unknown = await runNode('RecordSet', { recordSetId: 'rs-ebr', zipOverride: 'ALWAYS', zipAttribute: 'status' }, call({ zip: '78701' }), ctx());
    expect(unknown.ix.zip).toBe('78701');
    expect(unknown.events[1]).toBe('WARNING RecordSet: ZIP EBR is unknown, the interaction keeps its place');
  });

  it('takes the extern ID and the phone type from the record', async () => {
    const r = await runNode('RecordSet', { recordSetId: 'rs-ebr', externIdAttribute: 'customer', phoneTypeAttribute: 'line' }, call(), ctx());
    expect([r.ix.externId, r.ix.phoneType]).toEqual(['C-77', 'Mobile']);
    expect(r.events.slice(1)).toEqual(['INFO RecordSet: Extern ID set to C-77', 'INFO RecordSet: Phone type set to Mobile']);
    const odd = await runNode('RecordSet', { recordSetId: 'rs-ebr', phoneTypeAttribute: 'status' }, call(), ctx());
    expect(odd.ix.phoneType).toBeNull();
    expect(odd.events[1]).toBe('WARNING RecordSet: Phone type "EBR" is not one of Mobile, Home, Business, Other, Unknown');
    expect(['Home', 'landline', 'WIRELESS', 'work', 'unknown', 'fax'].map(readPhoneType)).toEqual(['Home', 'Home', 'Mobile', 'Business', 'Unknown', null]);
  });

  it('fails to Not found with an ERROR when the record set is missing or the store does not answer', async () => {
    const gone = await runNode('RecordSet', { recordSetId: 'rs-gone' }, call(), ctx(), 'EBR');
    expect([gone.output, gone.events]).toEqual(['notFound', ['ERROR EBR: the record set is missing or deleted']]);
    const down = await runNode('RecordSet', { recordSetId: 'rs-ebr' }, call(), nodeContext({ recordSets: { ...store().service, get: async () => { throw new Error('store unavailable'); } } }), 'EBR');
    expect([down.output, down.events]).toEqual(['notFound', ['ERROR EBR: store unavailable']]);
  });

  it('validates its settings with the spec defaults', () => {
    expect(parseConfig('RecordSet', { recordSetId: 'rs-1' })).toEqual({ ok: true, config: {
      recordSetId: 'rs-1', lookupSource: 'PHONE', metaDataKey: '', zipOverride: 'NEVER', zipAttribute: '', externIdAttribute: '', phoneTypeAttribute: '',
    } });
    expect(parseConfig('RecordSet', { lookupSource: 'METADATA', zipOverride: 'ALWAYS' })).toEqual({ ok: false, errors: [
      'recordSetId: Field is required', 'metaDataKey: Field is required', 'zipAttribute: Field is required',
    ] });
    expect(parseConfig('RecordSet', { recordSetId: 'rs-1', lookupSource: 'PHONE_NUMBER' }).ok).toBe(false);
  });
});
