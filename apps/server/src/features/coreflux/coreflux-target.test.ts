import { describe, expect, it } from 'vitest';
import { ELASTIC_DEFAULTS, type ElasticConfig } from '@trueline/contract';
import { coreFluxTarget, dailySeries, isWeekend, numbersNeeded, windowAverage, type DailyCalls } from './coreflux-target';

const cfg = (over: Partial<ElasticConfig> = {}): ElasticConfig => ({ ...ELASTIC_DEFAULTS, ...over });
/** 2024-06-03 is a Monday; days run forward from it. */
const weekdays = (calls: number[], start = '2024-06-03'): DailyCalls[] =>
  calls.map((c, i) => ({ date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), calls: c }));

describe('coreflux-target helpers', () => {
  it('knows weekends', () => {
    expect(isWeekend('2024-06-08')).toBe(true); // Saturday
    expect(isWeekend('2024-06-09')).toBe(true); // Sunday
    expect(isWeekend('2024-06-10')).toBe(false); // Monday
  });

  it('builds a zero-filled series ending on the given day, oldest first', () => {
    const s = dailySeries('2024-03-01', 3, new Map([['2024-02-29', 7]]));
    expect(s).toEqual([{ date: '2024-02-28', calls: 0 }, { date: '2024-02-29', calls: 7 }, { date: '2024-03-01', calls: 0 }]);
  });

  it('needs ceil(average / threshold) numbers, without float noise', () => {
    expect(numbersNeeded(0, 75)).toBe(0);
    expect(numbersNeeded(75, 75)).toBe(1);
    expect(numbersNeeded(75.0000000001, 75)).toBe(1);
    expect(numbersNeeded(76, 75)).toBe(2);
    expect(numbersNeeded(0.3 * 3, 0.9)).toBe(1);
  });

  it('averages only the last W days', () => {
    const s = weekdays([1000, 10, 20, 30]); // Mon..Thu
    expect(windowAverage(s, 3, cfg())).toBe(20);
    expect(windowAverage(s, 10, cfg())).toBe(265);
  });

  it('weights weekend days by weekendWeight', () => {
    // Fri 100, Sat 40, Sun 40 at weight 0.5: (100 + 20 + 20) / 2
    const s = weekdays([100, 40, 40], '2024-06-07');
    expect(windowAverage(s, 3, cfg({ weekendWeight: 0.5, ignoreZeroDays: false }))).toBe(70);
    expect(windowAverage(s, 3, cfg({ weekendWeight: 1, ignoreZeroDays: false }))).toBe(60);
    expect(windowAverage(s, 3, cfg({ weekendWeight: 0, ignoreZeroDays: false }))).toBe(100);
  });

  it('leaves zero days out with ignoreZeroDays, counts them otherwise', () => {
    const s = weekdays([90, 0, 0, 30]);
    expect(windowAverage(s, 4, cfg({ ignoreZeroDays: true }))).toBe(60);
    expect(windowAverage(s, 4, cfg({ ignoreZeroDays: false }))).toBe(30);
  });

  it('averages 0 when nothing is left to count', () => {
    expect(windowAverage(weekdays([0, 0, 0]), 3, cfg({ ignoreZeroDays: true }))).toBe(0);
    expect(windowAverage(weekdays([50, 50], '2024-06-08'), 2, cfg({ weekendWeight: 0 }))).toBe(0);
    expect(windowAverage([], 3, cfg())).toBe(0);
  });
});

describe('coreFluxTarget', () => {
  it('scales up to ceil(average / threshold) when the scale-up window is over the threshold per number', () => {
    const r = coreFluxTarget(weekdays([300, 310, 320]), 2, cfg({ threshold: 75, scaleUpWindow: 3 }));
    expect(r.upAverage).toBe(310);
    expect(r).toMatchObject({ target: 5, direction: 'up' });
    expect(r.message).toBe('Scaled up from 2 to 5: 310 calls/day over 3 days exceeds 75 per number');
  });

  it('does not scale up at exactly the threshold per number', () => {
    const r = coreFluxTarget(weekdays([150, 150, 150]), 2, cfg({ threshold: 75, scaleUpWindow: 3, scaleDownWindow: 3 }));
    expect(r).toMatchObject({ target: 2, direction: 'hold' });
    expect(r.message).toBe('Holding 2: 150 calls/day over 3 days and 150 calls/day over 3 days at 75 per number');
  });

  it('caps the scale-up at maxPerCity and says so', () => {
    const r = coreFluxTarget(weekdays([2000, 2000, 2000]), 3, cfg({ threshold: 75, maxPerCity: 10 }));
    expect(r).toMatchObject({ target: 10, direction: 'up' });
    expect(r.message).toBe('Scaled up from 3 to 10: 2000 calls/day over 3 days exceeds 75 per number (capped at max per city 10)');
  });

  it('holds at max when already there', () => {
    const r = coreFluxTarget(weekdays([2000, 2000, 2000]), 10, cfg({ maxPerCity: 10 }));
    expect(r).toMatchObject({ target: 10, direction: 'hold' });
    expect(r.message).toBe('Holding 10 (max per city): 2000 calls/day over 3 days exceeds 75 per number');
  });

  it('scales down to what both windows allow', () => {
    // 14 days at 150 (needs 2), last 3 at 60 (needs 1): with 6 numbers, down to 2.
    const series = weekdays([...Array(11).fill(150), 60, 60, 60].map(Number), '2024-06-03');
    const r = coreFluxTarget(series, 6, cfg({ threshold: 75, scaleUpWindow: 3, scaleDownWindow: 14, weekendWeight: 1 }));
    expect(r).toMatchObject({ target: 2, direction: 'down' });
    expect(r.message).toMatch(/^Scaled down from 6 to 2: \d+ calls\/day over 14 days and 60 calls\/day over 3 days need 2 at 75 per number$/);
  });

  it('hysteresis: a quiet scale-up window does not release numbers the scale-down window still needs', () => {
    const series = weekdays([...Array(11).fill(300), 10, 10, 10], '2024-06-03');
    const r = coreFluxTarget(series, 4, cfg({ threshold: 75, scaleUpWindow: 3, scaleDownWindow: 14, weekendWeight: 1 }));
    // 14-day average (3300 + 30) / 14 ≈ 238 → needs 4: hold.
    expect(r).toMatchObject({ target: 4, direction: 'hold' });
  });

  it('hysteresis: never scales down below what the recent window needs', () => {
    // Long window nearly idle, recent 3 days at 200 (needs 3): from 8, only down to 3.
    const series = weekdays([...Array(11).fill(0), 200, 200, 200]);
    const r = coreFluxTarget(series, 8, cfg({ threshold: 75, ignoreZeroDays: false, weekendWeight: 1 }));
    expect(r).toMatchObject({ target: 3, direction: 'down' });
  });

  it('an idle city goes down to minPerCity', () => {
    const r = coreFluxTarget(weekdays(Array(14).fill(0)), 5, cfg({ minPerCity: 2 }));
    expect(r).toMatchObject({ target: 2, direction: 'down', upAverage: 0, downAverage: 0 });
    expect(r.message).toBe('Scaled down from 5 to 2: no calls over 14 days and no calls over 3 days; min per city is 2');
  });

  it('a city below minPerCity comes up to it without volume', () => {
    const r = coreFluxTarget(weekdays([0, 0, 0]), 0, cfg({ minPerCity: 1 }));
    expect(r).toMatchObject({ target: 1, direction: 'up' });
    expect(r.message).toBe('Scaled up from 0 to 1: min per city is 1');
  });

  it('a city above maxPerCity (max lowered) comes down to it even while busy', () => {
    const r = coreFluxTarget(weekdays([5000, 5000, 5000]), 12, cfg({ maxPerCity: 10 }));
    expect(r).toMatchObject({ target: 10, direction: 'down' });
    expect(r.message).toBe('Scaled down from 12 to 10: max per city is 10');
  });

  it('max wins when minPerCity exceeds maxPerCity', () => {
    expect(coreFluxTarget(weekdays([0]), 0, cfg({ minPerCity: 5, maxPerCity: 3 })).target).toBe(3);
  });

  it('weekend weight changes the decision', () => {
    // Thu 100, Fri 100, Sat 400 over a 3-day window at threshold 75 with 2 numbers.
    const series = weekdays([100, 100, 400], '2024-06-06');
    expect(coreFluxTarget(series, 2, cfg({ weekendWeight: 1, scaleUpWindow: 3 })).target).toBe(3); // 200 → 3
    expect(coreFluxTarget(series, 2, cfg({ weekendWeight: 0, scaleUpWindow: 3 })).target).toBe(2); // 100 → 2
  });

  it('ignoreZeroDays keeps a city busy on its calling days from looking idle', () => {
    const series = weekdays([400, 0, 0]);
    expect(coreFluxTarget(series, 2, cfg({ ignoreZeroDays: true, scaleDownWindow: 3 })).target).toBe(6); // 400 → 6
    expect(coreFluxTarget(series, 2, cfg({ ignoreZeroDays: false, scaleDownWindow: 3 })).target).toBe(2); // 133 → 2
  });

  it('uses what there is when the series is shorter than the windows', () => {
    const r = coreFluxTarget(weekdays([160]), 1, cfg({ scaleUpWindow: 3, scaleDownWindow: 14 }));
    expect(r).toMatchObject({ target: 3, upAverage: 160, downAverage: 160 });
  });

  it('prints small averages with one decimal', () => {
    const r = coreFluxTarget(weekdays([1, 0, 0]), 3, cfg({ ignoreZeroDays: false, scaleUpWindow: 3, scaleDownWindow: 3 }));
    expect(r.message).toBe('Scaled down from 3 to 1: 0.3 calls/day over 3 days and 0.3 calls/day over 3 days need 1 at 75 per number');
  });

  it('treats a negative active count as none', () => {
    expect(coreFluxTarget(weekdays([80]), -2, cfg()).target).toBe(2);
  });
});
