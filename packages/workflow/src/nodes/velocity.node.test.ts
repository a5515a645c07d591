import { describe, expect, it } from 'vitest';
import type { ChannelType } from '@trueline/contract';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

type Q = { by: 'Phone' | 'ExternId'; value: string; channelTypes: readonly ChannelType[]; since: Date };
/** A counter over a history of earlier interactions. */
const history = (items: { at: string; channel?: ChannelType; to?: string; externId?: string }[], now = '2026-03-03T15:00:00Z') => {
  const asked: Q[] = [];
  const ctx = nodeContext({
    now: () => new Date(now),
    velocity: { count: async (q: Q) => (asked.push(q), items.filter((i) => (q.by === 'Phone' ? (i.to ?? '5125550100') === q.value : i.externId === q.value)
      && q.channelTypes.includes(i.channel ?? 'Voice') && new Date(i.at) >= q.since).length) },
  });
  return { ctx, asked };
};
const austin = (over = {}) => call({ state: 'TX', timezone: 'America/Chicago', ...over });

describe('velocity.node', () => {
  it('allows under 7 interactions in 7 calendar days and blocks at the 7th, writing Blocked and Attempts', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ at: `2026-02-2${6 + (i % 3)}T18:00:00Z` }));
    const under = await runNode('Velocity', {}, austin(), history(six).ctx, 'Reg F');
    expect([under.output, under.ix.scopes.Velocity, under.events]).toEqual(['allowed', { Blocked: false, Attempts: 6 },
      ['SUCCESS Velocity: Reg F - 6 earlier Voice interactions since 2026-02-25 00:00 America/Chicago (limit 7)']]);
    const over = await runNode('Velocity', {}, austin(), history([...six, { at: '2026-03-03T14:00:00Z' }]).ctx);
    expect([over.output, over.ix.scopes.Velocity, over.events]).toEqual(['blocked', { Blocked: true, Attempts: 7 },
      ['WARNING Velocity: Blocked: 7 earlier Voice interactions since 2026-02-25 00:00 America/Chicago (limit 7)']]);
  });

  it('counts a calendar window from the start of the period, a relative one from now back', async () => {
    // Tuesday 09:00 in Austin; calls on Sunday 12:00 and the Tuesday before at 10:00 (local).
    const items = [{ at: '2026-03-01T18:00:00Z' }, { at: '2026-02-24T16:00:00Z' }];
    const cal = await runNode('Velocity', { maxInteractions: 2, interval: 1, duration: 'WEEKS' }, austin(), history(items).ctx);
    expect([cal.output, cal.ix.scopes.Velocity]).toEqual(['allowed', { Blocked: false, Attempts: 1 }]);
    const rel = await runNode('Velocity', { maxInteractions: 2, interval: 1, duration: 'WEEKS', lookBackMode: 'Relative' }, austin(), history(items).ctx);
    expect([rel.output, rel.ix.scopes.Velocity]).toEqual(['blocked', { Blocked: true, Attempts: 2 }]);
    // 1 calendar DAY: since local midnight; 24 relative HOURS: since yesterday 09:00.
    const today = [{ at: '2026-03-03T07:00:00Z' }, { at: '2026-03-02T20:00:00Z' }];
    expect((await runNode('Velocity', { interval: 1, duration: 'DAYS' }, austin(), history(today).ctx)).ix.scopes.Velocity?.Attempts).toBe(1);
    expect((await runNode('Velocity', { interval: 24, duration: 'HOURS', lookBackMode: 'Relative' }, austin(), history(today).ctx)).ix.scopes.Velocity?.Attempts).toBe(2);
  });

  it("places the calendar in the callee's time zone", async () => {
    // 04:00 UTC on the 3rd is 22:00 on the 2nd in Austin and 20:00 on the 2nd in Los Angeles.
    const items = [{ at: '2026-03-02T07:00:00Z' }]; // 01:00 on the 2nd in Austin, 23:00 on the 1st in LA
    const { ctx, asked } = history(items, '2026-03-03T04:00:00Z');
    expect((await runNode('Velocity', { interval: 1 }, austin(), ctx)).ix.scopes.Velocity?.Attempts).toBe(1);
    expect((await runNode('Velocity', { interval: 1 }, call({ to: '3105550100' }), ctx)).ix.scopes.Velocity?.Attempts).toBe(0);
    expect(asked.map((q) => q.since.toISOString())).toEqual(['2026-03-02T06:00:00.000Z', '2026-03-02T08:00:00.000Z']);
    const unknown = await runNode('Velocity', { interval: 1 }, call({ to: '9995550100' }), ctx);
    expect(unknown.events[0]).toBe("WARNING Velocity: The callee's time zone is unknown, calendar periods are counted in UTC");
    expect(asked[2]?.since.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('counts by extern ID on the chosen channels, and passes an interaction without one', async () => {
    const items = [{ at: '2026-03-02T15:00:00Z', externId: 'C-1', channel: 'SMS' as const }, { at: '2026-03-02T16:00:00Z', externId: 'C-1' }, { at: '2026-03-02T16:00:00Z', externId: 'C-2' }];
    const { ctx, asked } = history(items);
    const sms = await runNode('Velocity', { lookUpSource: 'ExternId', channelTypes: ['SMS'], maxInteractions: 1 }, austin({ externId: 'C-1' }), ctx);
    expect([sms.output, sms.ix.scopes.Velocity]).toEqual(['blocked', { Blocked: true, Attempts: 1 }]);
    const both = await runNode('Velocity', { lookUpSource: 'ExternId', channelTypes: ['Voice', 'SMS'] }, austin({ externId: 'C-1' }), ctx);
    expect(both.ix.scopes.Velocity).toEqual({ Blocked: false, Attempts: 2 });
    expect(asked.map((q) => `${q.by}:${q.value}:${q.channelTypes.join('+')}`)).toEqual(['ExternId:C-1:SMS', 'ExternId:C-1:Voice+SMS']);
    const none = await runNode('Velocity', { lookUpSource: 'ExternId' }, austin(), ctx);
    expect([none.output, none.ix.scopes.Velocity, none.events]).toEqual(['allowed', { Blocked: false, Attempts: 0 }, ['WARNING Velocity: The interaction has no extern ID to count by']]);
  });

  it('fails closed when the counter does not answer', async () => {
    const r = await runNode('Velocity', {}, austin(), nodeContext({ velocity: { count: async () => { throw new Error('counter unavailable'); } } }), 'Freq');
    expect([r.output, r.events, r.ix.scopes.Velocity]).toEqual(['blocked', ['ERROR Freq: counter unavailable'], undefined]);
  });

  it('has the spec defaults and validates its numbers', () => {
    expect(parseConfig('Velocity', {})).toEqual({ ok: true, config: {
      lookUpSource: 'Phone', channelTypes: ['Voice'], maxInteractions: 7, interval: 7, duration: 'DAYS', lookBackMode: 'Calendar',
    } });
    expect(parseConfig('Velocity', { channelTypes: [], maxInteractions: 0, interval: 1.5, duration: 'YEARS' })).toEqual({ ok: false, errors: [
      'channelTypes: Choose at least one channel', 'maxInteractions: Enter a whole number of at least 1', 'interval: Enter a whole number of at least 1',
      'duration: Choose one of: MINUTES, HOURS, DAYS, WEEKS, MONTHS',
    ] });
    expect(parseConfig('Velocity', { channelTypes: ['ETL'] }).ok).toBe(false);
  });
});
