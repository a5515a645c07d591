import { describe, expect, it } from 'vitest';
import { writeScope } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

const rnd = (answer: { reassigned: boolean | null; failure: string | null }) => {
  const asked: string[] = [];
  const ctx = nodeContext({ rnd: { check: async (conn: string, phone: string, since: Date) => (asked.push(`${conn} ${phone} ${since.toISOString()}`), answer) } });
  return { ctx, asked };
};

describe('reassigned-number-database.node', () => {
  it('asks since the consent date read from the chosen scope, and follows Reassigned on yes', async () => {
    const { ctx, asked } = rnd({ reassigned: true, failure: null });
    const r = await runNode('ReassignedNumberDatabase', { connectionId: 'rnd-1', dateTokenScope: 'Meta', dateTokenProp: 'consent' }, call({ data: { consent: '2025-06-30' } }), ctx);
    expect(asked).toEqual(['rnd-1 5125550100 2025-06-30T00:00:00.000Z']);
    expect([r.output, r.ix.scopes.ReassignedNumber, r.events]).toEqual(['blocked', { Reassigned: true, Failure: null }, ['WARNING ReassignedNumberDatabase: Blocked: 5125550100 was disconnected (reassigned) since 2025-06-30']]);
  });

  it('reads the date from a record set too, in the usual formats', async () => {
    const { ctx, asked } = rnd({ reassigned: false, failure: null });
    const ix = call();
    writeScope(ix, 'RecordSet:rs-1', { optIn: '06/30/2025' });
    const r = await runNode('ReassignedNumberDatabase', { connectionId: 'rnd-1', dateTokenScope: 'RecordSet:rs-1', dateTokenProp: 'optIn' }, ix, ctx);
    expect([r.output, r.events]).toEqual(['allowed', ['SUCCESS ReassignedNumberDatabase: 5125550100 was not reassigned since 2025-06-30']]);
    await runNode('ReassignedNumberDatabase', { connectionId: 'rnd-1', dateTokenProp: 'consent' }, call({ data: { consent: '1751241600' } }), ctx);
    expect(asked[1]).toBe('rnd-1 5125550100 2025-06-30T00:00:00.000Z');
  });

  it('looks back the default days when there is no date, a date that is not one (a WARNING), or a future date', async () => {
    const { ctx, asked } = rnd({ reassigned: false, failure: null });
    await runNode('ReassignedNumberDatabase', { connectionId: 'c' }, call(), ctx);
    const bad = await runNode('ReassignedNumberDatabase', { connectionId: 'c', dateTokenProp: 'consent', defaultLookBackDays: 90 }, call({ data: { consent: 'yesterday' } }), ctx);
    await runNode('ReassignedNumberDatabase', { connectionId: 'c', dateTokenProp: 'consent' }, call({ data: { consent: '2030-01-01' } }), ctx);
    expect(asked.map((a) => a.split(' ')[2])).toEqual(['2026-02-01T15:00:00.000Z', '2025-12-03T15:00:00.000Z', '2026-02-01T15:00:00.000Z']);
    expect(bad.events[0]).toBe('WARNING ReassignedNumberDatabase: Meta data consent "yesterday" is not a date, looking back 90 days');
  });

  it('follows Not reassigned with a WARNING when the database has no data, with its note', async () => {
    const none = await runNode('ReassignedNumberDatabase', { connectionId: 'c' }, call(), rnd({ reassigned: null, failure: null }).ctx);
    expect([none.output, none.ix.scopes.ReassignedNumber, none.events]).toEqual(['allowed', { Reassigned: null, Failure: null }, ['WARNING ReassignedNumberDatabase: No answer for 5125550100 since 2026-02-01: no data']]);
    const noted = await runNode('ReassignedNumberDatabase', { connectionId: 'c' }, call(), rnd({ reassigned: null, failure: 'No data for this number' }).ctx, 'RND');
    expect([noted.output, noted.ix.scopes.ReassignedNumber, noted.events]).toEqual(['allowed', { Reassigned: null, Failure: 'No data for this number' },
      ['WARNING ReassignedNumberDatabase: RND - No answer for 5125550100 since 2026-02-01: No data for this number']]);
  });

  it('fails closed: a database that does not answer logs ERROR and follows Reassigned, the scope unset', async () => {
    const down = await runNode('ReassignedNumberDatabase', { connectionId: 'c' }, call(), nodeContext({ rnd: { check: async () => { throw new Error('RND timeout'); } } }), 'RND');
    expect([down.output, down.events, down.ix.scopes.ReassignedNumber]).toEqual(['blocked', ['ERROR RND: RND timeout'], undefined]);
  });

  it('validates its settings', () => {
    expect(parseConfig('ReassignedNumberDatabase', { connectionId: 'c' })).toEqual({ ok: true, config: { connectionId: 'c', dateTokenScope: 'Meta', dateTokenProp: '', defaultLookBackDays: 30 } });
    expect(parseConfig('ReassignedNumberDatabase', { defaultLookBackDays: 0, dateTokenScope: 'Velocity', dateTokenProp: 'When' })).toEqual({ ok: false, errors: [
      'connectionId: Field is required', 'defaultLookBackDays: Enter a whole number of at least 1', 'dateTokenProp: Choose a property of this scope',
    ] });
    expect(parseConfig('ReassignedNumberDatabase', { connectionId: 'c', defaultLookBackDays: '2.5' })).toEqual({ ok: false, errors: ['defaultLookBackDays: Enter a whole number of at least 1'] });
  });
});
