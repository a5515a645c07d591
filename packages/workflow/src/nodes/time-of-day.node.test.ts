import { describe, expect, it } from 'vitest';
import type { RecordSetDefinition } from '../context';
import { runWorkflow } from '../engine';
import { call, memoryRecordSets, nodeContext, nodeOf, parseConfig, runNode } from '../testing/node-harness';

const at = (iso: string, over = {}) => nodeContext({ now: () => new Date(iso), ...over });
const austin = () => call({ state: 'TX', zip: '78701', timezone: 'America/Chicago' });

describe('time-of-day.node', () => {
  it("is open Monday to Friday 08:00–21:00 by default, in the callee's time zone", async () => {
    const open = await runNode('TimeOfDay', {}, austin(), at('2026-03-03T15:00:00Z'), 'Office hours');
    expect([open.output, open.ix.scopes.TimeOfDay, open.events]).toEqual(['allowed', { Blocked: false },
      ['INFO TimeOfDay: Office hours - Within hours: Tue 09:00 America/Chicago (Tuesday: 08:00–21:00)']]);
    // 13:30 UTC is 07:30 in Austin but 08:30 in New York.
    expect((await runNode('TimeOfDay', {}, austin(), at('2026-03-03T13:30:00Z'))).output).toBe('blocked');
    expect((await runNode('TimeOfDay', {}, call({ to: '2125550100', timezone: 'America/New_York' }), at('2026-03-03T13:30:00Z'))).output).toBe('allowed');
    const saturday = await runNode('TimeOfDay', {}, austin(), at('2026-03-07T18:00:00Z'));
    expect([saturday.output, saturday.ix.scopes.TimeOfDay, saturday.events]).toEqual(['blocked', { Blocked: true },
      ['INFO TimeOfDay: Outside hours: Sat 12:00 America/Chicago (Saturday: closed)']]);
  });

  it('follows its own per-day periods, several a day', async () => {
    const config = { tuesday: [{ start: 540, end: 720 }, { start: 780, end: 1020 }], saturday: [{ start: 600, end: 840 }] };
    const run = (iso: string) => runNode('TimeOfDay', config, austin(), at(iso)).then((r) => r.output);
    expect(await run('2026-03-03T14:59:00Z')).toBe('blocked'); // 08:59
    expect(await run('2026-03-03T15:00:00Z')).toBe('allowed'); // 09:00
    expect(await run('2026-03-03T18:30:00Z')).toBe('blocked'); // 12:30, lunch
    expect(await run('2026-03-03T19:00:00Z')).toBe('allowed'); // 13:00
    expect(await run('2026-03-03T23:00:00Z')).toBe('blocked'); // 17:00
    expect(await run('2026-03-07T17:00:00Z')).toBe('allowed'); // Saturday 11:00
    expect(await run('2026-03-02T17:00:00Z')).toBe('allowed'); // Monday keeps its default
  });

  it("lets an override replace the periods of the callee's local date", async () => {
    const config = { overrides: [{ id: 'xmas', date: '2026-12-24', periods: [{ start: 480, end: 720 }] }, { date: '2026-12-25', periods: [] }] };
    const eve = await runNode('TimeOfDay', config, austin(), at('2026-12-24T19:00:00Z'));
    expect([eve.output, eve.events]).toEqual(['blocked', ['INFO TimeOfDay: Outside hours: Thu 13:00 America/Chicago (override 2026-12-24: 08:00–12:00)']]);
    expect((await runNode('TimeOfDay', config, austin(), at('2026-12-24T15:00:00Z'))).output).toBe('allowed');
    expect((await runNode('TimeOfDay', config, austin(), at('2026-12-25T16:00:00Z'))).output).toBe('blocked');
    // 05:30 UTC on the 25th is still the 24th, 23:30, in Austin: the 24th's override applies (closed at that hour).
    expect((await runNode('TimeOfDay', { overrides: [{ date: '2026-12-24', periods: [{ start: 0, end: 1439 }] }] }, austin(), at('2026-12-25T05:30:00Z'))).output).toBe('allowed');
  });

  it('reads the time zone from its scopes, and is closed when the place is unknown', async () => {
    const ix = call({ to: '9995550100', data: { tz: 'America/Los_Angeles' } });
    const scopes = [{ id: 'a', scope: 'Meta', property: 'tz', propertyType: 'Timezone' }];
    expect((await runNode('TimeOfDay', { scopes }, ix, at('2026-03-03T15:30:00Z'))).output).toBe('blocked'); // 07:30 in LA
    expect((await runNode('TimeOfDay', { scopes }, ix, at('2026-03-03T16:30:00Z'))).output).toBe('allowed');
    const unknown = await runNode('TimeOfDay', {}, call({ to: '9995550100' }), at('2026-03-03T18:00:00Z'));
    expect([unknown.output, unknown.ix.scopes.TimeOfDay, unknown.events]).toEqual(['blocked', { Blocked: true }, ["WARNING TimeOfDay: Outside hours: the callee's time zone is unknown"]]);
  });

  it('follows a ZIP override made earlier in the walk: the record moves the callee from Austin to Miami', async () => {
    const def: RecordSetDefinition = { id: 'rs', name: 'Homes', strictPhoneKey: true, attributes: [{ name: 'phone', type: 'S' }, { name: 'zip', type: 'S' }] };
    const rs = memoryRecordSets([{ def, records: { '5125550100': { zip: '33101' } } }]);
    const graph = {
      nodes: [{ ...nodeOf('Start'), id: 's' }, { ...nodeOf('RecordSet', { recordSetId: 'rs', zipOverride: 'ALWAYS', zipAttribute: 'zip' }), id: 'rs' },
        { ...nodeOf('TimeOfDay', {}), id: 'tod' }, { ...nodeOf('Accept', {}, 'Open'), id: 'open' }, { ...nodeOf('Reject', {}, 'Closed'), id: 'closed' }],
      edges: [{ id: '1', source: 's', sourceHandle: 'next', target: 'rs' }, { id: '2', source: 'rs', sourceHandle: 'found', target: 'tod' },
        { id: '3', source: 'rs', sourceHandle: 'notFound', target: 'tod' },
        { id: '4', source: 'tod', sourceHandle: 'allowed', target: 'open' }, { id: '5', source: 'tod', sourceHandle: 'blocked', target: 'closed' }],
    };
    // 02:30 UTC: 20:30 in Austin (open until 21:00) but 21:30 in Miami (closed).
    const austinCall = () => call({ zip: '78701', state: 'TX', timezone: 'America/Chicago' });
    const stay = await runWorkflow({ id: 'w', graph }, austinCall(), at('2026-03-04T02:30:00Z', { recordSets: memoryRecordSets([{ def }]).service }));
    expect([stay.timezone, stay.result, stay.reason]).toEqual(['America/Chicago', 'Accepted', 'Open']);
    const moved = await runWorkflow({ id: 'w', graph }, austinCall(), at('2026-03-04T02:30:00Z', { recordSets: rs.service }));
    expect([moved.timezone, moved.result, moved.reason]).toEqual(['America/New_York', 'Rejected', 'Closed']);
  });

  it('validates its periods and overrides with the spec texts and our own', () => {
    const defaults = parseConfig('TimeOfDay', {});
    expect(defaults).toMatchObject({ ok: true, config: {
      scopes: [], overrides: [], sunday: [], saturday: [],
      monday: [{ start: 480, end: 1260 }], tuesday: [{ start: 480, end: 1260 }], wednesday: [{ start: 480, end: 1260 }], thursday: [{ start: 480, end: 1260 }], friday: [{ start: 480, end: 1260 }],
    } });
    expect(parseConfig('TimeOfDay', {
      monday: [{ start: 600, end: 540 }], tuesday: [{ start: 480, end: 720 }, { start: 600, end: 900 }],
      overrides: [{ date: '2026-02-30', periods: [] }, { date: '2026-12-25' }, { date: '2026-12-25' }],
    })).toEqual({ ok: false, errors: [
      'overrides.0.date: Enter a date as YYYY-MM-DD', 'overrides.2.date: Only one override per date',
      'monday.0.end: Choose an end time later than the start time.', 'tuesday.1.start: Times currently overlap. Please correct.',
    ] });
  });
});
