import { TIER_MAX, type RateTier } from '@trueline/contract';

/** A tier bound as the screen shows it: the top of the last tier reads Max (spec 3 §9). */
export const unitsLabel = (n: number): string => (n === TIER_MAX ? 'Max' : Number.isFinite(n) ? n.toLocaleString('en-US') : '—');

/** Each tier after the first starts one unit after the previous one ends: the screen keeps them so as maxima change. */
export function withContiguousMins(tiers: RateTier[]): RateTier[] {
  return tiers.map((t, i) => (i === 0 ? t : { ...t, min: tiers[i - 1]!.max + 1 }));
}

/**
 * Splits the last tier: it now ends a step above where it starts (1,000 units, or ten times its start), and a new
 * last tier at the same rate runs from there to Max, for the user to reprice.
 */
export function addTier(tiers: RateTier[]): RateTier[] {
  const last = tiers[tiers.length - 1]!;
  const start = Math.max(last.min, 1);
  const end = Math.min(start === 1 ? 1000 : start * 10 - 1, TIER_MAX - 1);
  return [...tiers.slice(0, -1), { ...last, max: end }, { min: end + 1, max: TIER_MAX, rate: last.rate }];
}

/** Removes a tier; the one before takes over its units (the last remaining tier always runs to Max). */
export function removeTier(tiers: RateTier[], index: number): RateTier[] {
  if (tiers.length <= 1) return tiers;
  const kept = tiers.filter((_, i) => i !== index);
  kept[kept.length - 1] = { ...kept[kept.length - 1]!, max: TIER_MAX };
  if (index === 0) kept[0] = { ...kept[0]!, min: tiers[0]!.min };
  return withContiguousMins(kept);
}

/** Sets a tier's maximum (blank or not a number is held as NaN, for validation to name) and moves the next tier's start. */
export const setTierMax = (tiers: RateTier[], index: number, max: number): RateTier[] =>
  withContiguousMins(tiers.map((t, i) => (i === index ? { ...t, max } : t)));
