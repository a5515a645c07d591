import { describe, expect, it } from 'vitest';
import { TIER_MAX, rateStructure } from '@trueline/contract';
import { addTier, removeTier, setTierMax, unitsLabel } from './tiers';

const valid = (tiers: Parameters<typeof addTier>[0]) => rateStructure.safeParse({ tiers, minimum: null }).success;

describe('tier editing', () => {
  it('shows the top of the last tier as Max', () => {
    expect(unitsLabel(TIER_MAX)).toBe('Max');
    expect(unitsLabel(1_000_000)).toBe('1,000,000');
  });

  it('adds a tier by splitting the last one, keeping the tiers valid', () => {
    const one = [{ min: 1, max: TIER_MAX, rate: '0.01' }];
    const two = addTier(one);
    expect(two).toEqual([{ min: 1, max: 1000, rate: '0.01' }, { min: 1001, max: TIER_MAX, rate: '0.01' }]);
    const three = addTier(two);
    expect(three.slice(1)).toEqual([{ min: 1001, max: 10_009, rate: '0.01' }, { min: 10_010, max: TIER_MAX, rate: '0.01' }]);
    expect([one, two, three].every(valid)).toBe(true);
  });

  it('moves the next tier start when a maximum changes', () => {
    const two = addTier([{ min: 0, max: TIER_MAX, rate: '1' }]);
    expect(setTierMax(two, 0, 5000)).toEqual([{ min: 0, max: 5000, rate: '1' }, { min: 5001, max: TIER_MAX, rate: '1' }]);
  });

  it('removes a tier and lets its neighbour take its units; the last tier is kept', () => {
    const three = addTier(addTier([{ min: 1, max: TIER_MAX, rate: '1' }]));
    expect(removeTier(three, 2)).toEqual([{ min: 1, max: 1000, rate: '1' }, { min: 1001, max: TIER_MAX, rate: '1' }]);
    expect(removeTier(three, 0)).toEqual([{ min: 1, max: 10_009, rate: '1' }, { min: 10_010, max: TIER_MAX, rate: '1' }]);
    expect(removeTier(three, 1)).toEqual([{ min: 1, max: 1000, rate: '1' }, { min: 1001, max: TIER_MAX, rate: '1' }]);
    expect(removeTier([{ min: 1, max: TIER_MAX, rate: '1' }], 0)).toHaveLength(1);
    for (const i of [0, 1, 2]) expect(valid(removeTier(three, i))).toBe(true);
  });
});
