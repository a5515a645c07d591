import { describe, expect, it } from 'vitest';
import { writeScope } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const at = (iso: string) => nodeContext({ now: () => new Date(iso) });

describe('state-dialing.node', () => {
  it("allows a call inside the callee's federal and state hours, and blocks outside, in the callee's time zone", async () => {
    // 15:00 UTC: 09:00 in Austin, 10:00 in New York, 07:00 in Los Angeles.
    const tx = await runNode('StateDialing', {}, call({ state: 'TX', timezone: 'America/Chicago' }), at('2026-03-03T15:00:00Z'), 'Hours');
    expect([tx.output, tx.ix.scopes.StateDialing, tx.events]).toEqual(['allowed', { Blocked: false, Reason: null },
      ['SUCCESS StateDialing: Hours - Allowed at Tue 2026-03-03 09:00 America/Chicago (TX)']]);
    const ca = await runNode('StateDialing', {}, call({ to: '3105550100', state: 'CA', timezone: 'America/Los_Angeles' }), at('2026-03-03T15:00:00Z'));
    expect([ca.output, ca.ix.scopes.StateDialing, ca.events]).toEqual(['blocked', { Blocked: true, Reason: 'calls are allowed 08:00–21:00 in CA' },
      ['WARNING StateDialing: Blocked at Tue 2026-03-03 07:00 America/Los_Angeles: calls are allowed 08:00–21:00 in CA']]);
  });

  it('applies the stricter state rule: 20:30 is too late in Miami but not in Austin', async () => {
    const evening = at('2026-03-04T01:30:00Z');
    expect((await runNode('StateDialing', {}, call({ to: '3055550100', zip: '33101', state: 'FL', timezone: 'America/New_York' }), evening)).output).toBe('blocked');
    expect((await runNode('StateDialing', {}, call({ state: 'TX', timezone: 'America/Chicago' }), evening)).output).toBe('allowed');
  });

  it("finds the callee's place from the interaction's area code when it has none, and blocks when nothing tells it", async () => {
    const byAreaCode = await runNode('StateDialing', {}, call({ to: '3105550100' }), at('2026-03-03T15:00:00Z'));
    expect(byAreaCode.output).toBe('blocked');
    const unknown = await runNode('StateDialing', {}, call({ to: '9995550100' }), at('2026-03-03T18:00:00Z'));
    expect([unknown.output, unknown.ix.scopes.StateDialing, unknown.events]).toEqual(['blocked', { Blocked: true, Reason: "the callee's place is unknown" },
      ["WARNING StateDialing: Blocked: the callee's time zone is unknown"]]);
  });

  it('reads the place from its scopes in order: a record\'s time zone, a meta ZIP, a state, a phone', async () => {
    const ix = call({ to: '5125550100', data: { homeZip: '90210', st: 'ny' } });
    writeScope(ix, 'RecordSet:rs-1', { tz: 'Pacific' });
    const noon = at('2026-03-03T15:30:00Z'); // 07:30 in LA, 09:30 in Austin and 10:30 in New York
    const scopes = (...s: [string, string, string][]) => s.map(([scope, property, propertyType], i) => ({ id: String(i), scope, property, propertyType }));
    expect((await runNode('StateDialing', { scopes: scopes(['RecordSet:rs-1', 'tz', 'Timezone']) }, ix, noon)).output).toBe('blocked');
    expect((await runNode('StateDialing', { scopes: scopes(['Meta', 'homeZip', 'Zip']) }, ix, noon)).output).toBe('blocked');
    expect((await runNode('StateDialing', { scopes: scopes(['Meta', 'missing', 'Zip'], ['Meta', 'st', 'State']) }, ix, noon)).output).toBe('allowed');
    expect((await runNode('StateDialing', { scopes: scopes(['Custom', '3105550100', 'Phone']) }, ix, noon)).output).toBe('blocked');
    // Interaction scopes take their type from the property: To is a phone.
    const parsed = parseConfig('StateDialing', { scopes: [{ scope: 'Interaction', property: 'To', propertyType: 'Zip' }, { scope: 'Interaction', property: 'City' }] });
    expect(parsed).toMatchObject({ ok: true, config: { scopes: [{ propertyType: 'Phone' }, { propertyType: 'Zip' }] } });
  });

  it('checks every zone of the state when only the state is known (Florida spans two)', async () => {
    // 13:30 UTC: 08:30 in Miami, 07:30 in Pensacola.
    const ix = call({ to: '9995550100', data: { st: 'FL' } });
    const r = await runNode('StateDialing', { scopes: [{ scope: 'Meta', property: 'st', propertyType: 'State' }] }, ix, at('2026-03-03T13:30:00Z'));
    expect([r.output, r.events]).toEqual(['blocked', ['WARNING StateDialing: Blocked at Tue 2026-03-03 07:30 America/Chicago: calls are allowed 08:00–20:00 in FL']]);
  });

  it('holds calls on Sundays and restricted holidays where the state says so, with observance shifts', async () => {
    const al = (iso: string, config = {}) => runNode('StateDialing', config, call({ to: '3345550100', state: 'AL', timezone: 'America/Chicago' }), at(iso));
    expect((await al('2026-03-08T17:00:00Z')).events).toEqual(['WARNING StateDialing: Blocked at Sun 2026-03-08 12:00 America/Chicago: no calls on Sundays in AL']);
    // Christmas 2027 is a Saturday, observed by Alabama on Friday the 24th.
    expect((await al('2027-12-24T17:00:00Z')).events).toEqual(['WARNING StateDialing: Blocked at Fri 2027-12-24 11:00 America/Chicago: Christmas is a restricted holiday in AL']);
    expect((await al('2027-12-24T17:00:00Z', { ignoredHolidays: ['CHRISTMAS'] })).output).toBe('allowed');
    expect((await al('2027-12-23T17:00:00Z')).output).toBe('allowed');
    const tx = (config: Record<string, unknown>) => runNode('StateDialing', config, call({ state: 'TX', timezone: 'America/Chicago' }), at('2027-12-24T17:00:00Z'));
    expect((await tx({})).output).toBe('allowed');
    expect((await tx({ checkFederalHolidays: true })).events).toEqual(['WARNING StateDialing: Blocked at Fri 2027-12-24 11:00 America/Chicago: Christmas is a federal holiday']);
  });

  it('never fails on valid settings and validates the holidays', () => {
    expect(parseConfig('StateDialing', {})).toEqual({ ok: true, config: { ignoredHolidays: [], checkFederalHolidays: false, scopes: [] } });
    expect(parseConfig('StateDialing', { ignoredHolidays: ['EASTER'] })).toMatchObject({ ok: false });
    expect(parseConfig('StateDialing', { scopes: [{ scope: 'Meta', property: '', propertyType: 'Zip' }] })).toEqual({ ok: false, errors: ['scopes.0.property: Field is required'] });
  });
});
