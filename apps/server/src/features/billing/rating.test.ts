import { describe, expect, it } from 'vitest';
import { TIER_MAX, rateStructure, type RateStructure } from '@trueline/contract';
import { microsToAmount, microsToCents, rateGraduated, toMicros } from './rating';

const graduated: RateStructure = {
  tiers: [
    { min: 1, max: 1000, rate: '0.01' },
    { min: 1001, max: 10_000, rate: '0.008' },
    { min: 10_001, max: TIER_MAX, rate: '0.005' },
  ],
  minimum: null,
};

describe('toMicros and back', () => {
  it('reads decimal texts exactly, fractions of a cent included', () => {
    expect(toMicros('0.0045')).toBe(4500n);
    expect(toMicros('25')).toBe(25_000_000n);
    expect(toMicros('1.5')).toBe(1_500_000n);
    expect(toMicros('0.000001')).toBe(1n);
    expect(toMicros('-12.34')).toBe(-12_340_000n);
    expect(toMicros('999999999.999999')).toBe(999_999_999_999_999n);
    for (const a of ['0.0045', '12.5', '100', '0.000001', '-3.25']) expect(microsToAmount(toMicros(a))).toBe(a);
  });

  it('rounds to whole cents half away from zero', () => {
    expect(microsToCents(4_999n)).toBe(0n);
    expect(microsToCents(5_000n)).toBe(1n);
    expect(microsToCents(-5_000n)).toBe(-1n);
    expect(microsToCents(12_344_999n)).toBe(1234n);
    expect(microsToCents(12_345_000n)).toBe(1235n);
  });
});

describe('rateGraduated', () => {
  it('prices each unit at the rate of the tier that holds it', () => {
    const r = rateGraduated(1500, graduated);
    expect(r.tiers.map((t) => [t.units, t.micros])).toEqual([[1000, 10_000_000n], [500, 4_000_000n]]);
    expect(r.micros).toBe(14_000_000n);
  });

  it('puts a boundary unit in the tier that ends on it, the next unit in the next tier', () => {
    expect(rateGraduated(1000, graduated).tiers.map((t) => t.units)).toEqual([1000]);
    expect(rateGraduated(1001, graduated).tiers.map((t) => t.units)).toEqual([1000, 1]);
    expect(rateGraduated(1001, graduated).micros).toBe(10_000_000n + 8000n);
    expect(rateGraduated(10_000, graduated).tiers.map((t) => t.units)).toEqual([1000, 9000]);
    expect(rateGraduated(10_001, graduated).tiers.map((t) => t.units)).toEqual([1000, 9000, 1]);
  });

  it('counts a first tier starting at 0 from the first unit', () => {
    const fromZero: RateStructure = { tiers: [{ min: 0, max: 10, rate: '1' }, { min: 11, max: TIER_MAX, rate: '0.5' }], minimum: null };
    expect(rateGraduated(10, fromZero).micros).toBe(10_000_000n);
    expect(rateGraduated(12, fromZero).micros).toBe(11_000_000n);
  });

  it('charges nothing for an empty month without a minimum', () => {
    expect(rateGraduated(0, graduated)).toEqual({ quantity: 0, tiers: [], micros: 0n, minimumApplied: false });
  });

  it('charges the minimum spend when the tiers come to less, an empty month included, and the tiers when more', () => {
    const withMinimum = { ...graduated, minimum: '100' };
    expect(rateGraduated(0, withMinimum)).toMatchObject({ micros: 100_000_000n, minimumApplied: true });
    expect(rateGraduated(1500, withMinimum)).toMatchObject({ micros: 100_000_000n, minimumApplied: true });
    const large = rateGraduated(20_000, withMinimum);
    expect(large).toMatchObject({ micros: 10_000_000n + 72_000_000n + 50_000_000n, minimumApplied: false });
    expect(rateGraduated(18_000, withMinimum)).toMatchObject({ micros: 10_000_000n + 72_000_000n + 40_000_000n, minimumApplied: false });
  });

  it('charges units beyond Max at the last tier, never free', () => {
    expect(rateGraduated(3_000_000_000, { tiers: [{ min: 1, max: TIER_MAX, rate: '1' }], minimum: null }).micros).toBe(3_000_000_000n * 1_000_000n);
  });

  it('stays exact far beyond a double’s exact range', () => {
    // 653,725,483 × $16.386853 is $10,712,503,392.265… : a double said .28.
    expect(microsToCents(653_725_483n * toMicros('16.386853'))).toBe(1_071_250_339_227n);
  });

  it('rates a month of fifty million messages exactly', () => {
    const r = rateGraduated(50_000_000, { tiers: [{ min: 1, max: 100_000, rate: '0.0079' }, { min: 100_001, max: TIER_MAX, rate: '0.0069' }], minimum: null });
    expect(r.micros).toBe(100_000n * 7900n + 49_900_000n * 6900n);
    expect(microsToCents(r.micros)).toBe(34_510_000n);
  });
});

describe('the rate structure schema', () => {
  const check = (tiers: RateStructure['tiers']) => {
    const r = rateStructure.safeParse({ tiers, minimum: null });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes contiguous tiers from 0 or 1 to Max', () => {
    expect(check(graduated.tiers)).toEqual([]);
    expect(check([{ min: 0, max: TIER_MAX, rate: '0' }])).toEqual([]);
  });

  it('names each broken rule on its tier', () => {
    expect(check([])).toEqual([['tiers', 'At least one tier is required.']]);
    expect(check([{ min: 2, max: TIER_MAX, rate: '1' }])).toEqual([['tiers.0.min', 'The first tier must start at 0 or 1.']]);
    expect(check([{ min: 1, max: 10, rate: '1' }, { min: 12, max: TIER_MAX, rate: '1' }])).toEqual([['tiers.1.min', 'Each tier must start one after the previous tier ends.']]);
    expect(check([{ min: 1, max: 10, rate: '1' }, { min: 11, max: 20, rate: '1' }])).toEqual([['tiers.1.max', 'The last tier must end at Max.']]);
    expect(check([{ min: 1, max: 10, rate: '1' }, { min: 11, max: 5, rate: '1' }, { min: 6, max: TIER_MAX, rate: '1' }])).toContainEqual(['tiers.1.max', 'A tier cannot end before it starts.']);
    expect(check([{ min: 1, max: TIER_MAX, rate: '1.2.3' }])).toEqual([['tiers.0.rate', 'Enter an amount in dollars, such as 25 or 0.0045.']]);
    expect(check([{ min: 1, max: TIER_MAX, rate: '-1' }])).toEqual([['tiers.0.rate', 'Enter an amount in dollars, such as 25 or 0.0045.']]);
  });
});
