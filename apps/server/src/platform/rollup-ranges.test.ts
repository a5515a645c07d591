import { describe, expect, it } from 'vitest';
import { GRAIN_MS, grainsAlignedTo, planRange } from './rollup-ranges';

const t = (iso: string) => Date.parse(iso);
const covered = (plan: ReturnType<typeof planRange>) =>
  [...plan.grains.flatMap((g) => g.spans), ...plan.raw].sort((a, b) => a.from - b.from);

describe('planRange', () => {
  it('reads whole days, then hours, then quarter hours, and only the unaligned edges from rows', () => {
    const plan = planRange(t('2024-03-01T10:07:00Z'), t('2024-03-04T05:50:30Z'), ['Q', 'H', 'D']);
    expect(plan.grains).toEqual([
      { grain: 'D', spans: [{ from: t('2024-03-02T00:00:00Z'), to: t('2024-03-04T00:00:00Z') }] },
      { grain: 'H', spans: [{ from: t('2024-03-01T11:00:00Z'), to: t('2024-03-02T00:00:00Z') }, { from: t('2024-03-04T00:00:00Z'), to: t('2024-03-04T05:00:00Z') }] },
      { grain: 'Q', spans: [{ from: t('2024-03-01T10:15:00Z'), to: t('2024-03-01T11:00:00Z') }, { from: t('2024-03-04T05:00:00Z'), to: t('2024-03-04T05:45:00Z') }] },
    ]);
    expect(plan.raw).toEqual([
      { from: t('2024-03-01T10:07:00Z'), to: t('2024-03-01T10:15:00Z') },
      { from: t('2024-03-04T05:45:00Z'), to: t('2024-03-04T05:50:30Z') },
    ]);
  });

  it('covers the range exactly once, without gaps, for any edges and grains', () => {
    const start = t('2024-01-01T00:00:00Z');
    for (let i = 0; i < 300; i++) {
      const from = start + Math.floor(Math.random() * 40 * GRAIN_MS.D);
      const to = from + Math.floor(Math.random() * (i % 3 === 0 ? 200 : 10) * GRAIN_MS.D);
      for (const grains of [['Q', 'H', 'D', 'M'], ['Q', 'H', 'D'], ['H', 'D', 'M'], ['Q'], []] as const) {
        const spans = covered(planRange(from, to, grains));
        let at = from;
        for (const s of spans) {
          expect(s.from).toBe(at);
          expect(s.to).toBeGreaterThan(s.from);
          at = s.to;
        }
        expect(at).toBe(from === to ? from : to);
      }
    }
  });

  it('reads calendar months (UTC) for a long range, days and hours at its edges', () => {
    const plan = planRange(t('2024-01-15T06:00:00Z'), t('2024-04-10T05:00:00Z'), ['M', 'D', 'H', 'Q']);
    expect(plan.grains.map((g) => [g.grain, g.spans.map((s) => [new Date(s.from).toISOString().slice(0, 13), new Date(s.to).toISOString().slice(0, 13)])])).toEqual([
      ['M', [['2024-02-01T00', '2024-04-01T00']]],
      ['D', [['2024-01-16T00', '2024-02-01T00'], ['2024-04-01T00', '2024-04-10T00']]],
      ['H', [['2024-01-15T06', '2024-01-16T00'], ['2024-04-10T00', '2024-04-10T05']]],
    ]);
    expect(plan.raw).toEqual([]);
  });

  it('answers an aligned range from rollups alone and a short unaligned one from rows alone', () => {
    expect(planRange(t('2024-03-01T00:00:00Z'), t('2024-03-08T00:00:00Z'), ['H', 'D']).raw).toEqual([]);
    const short = planRange(t('2024-03-01T10:01:00Z'), t('2024-03-01T10:14:00Z'), ['Q', 'H', 'D']);
    expect(short.grains).toEqual([]);
    expect(short.raw).toEqual([{ from: t('2024-03-01T10:01:00Z'), to: t('2024-03-01T10:14:00Z') }]);
  });
});

describe('grainsAlignedTo', () => {
  it('keeps days for UTC midnights, hours for whole-hour zones and quarter hours for half-hour zones', () => {
    expect(grainsAlignedTo([t('2024-03-02T00:00:00Z'), t('2024-03-03T00:00:00Z')], ['D', 'H', 'Q'])).toEqual(['D', 'H', 'Q']);
    expect(grainsAlignedTo([t('2024-03-02T05:00:00Z'), t('2024-03-03T05:00:00Z')], ['D', 'H', 'Q'])).toEqual(['H', 'Q']);
    expect(grainsAlignedTo([t('2024-03-01T18:30:00Z')], ['D', 'H', 'Q'])).toEqual(['Q']);
    expect(grainsAlignedTo([], ['D', 'H', 'Q'])).toEqual(['D', 'H', 'Q']);
    expect(grainsAlignedTo([t('2024-03-01T00:00:00Z'), t('2024-04-01T00:00:00Z')], ['M', 'D'])).toEqual(['M', 'D']);
    expect(grainsAlignedTo([t('2024-03-02T00:00:00Z')], ['M', 'D'])).toEqual(['D']);
  });
});
