import { TIER_MAX, type RateStructure } from '@trueline/contract';

/**
 * Money as whole millionths of a dollar, in BigInt: a rate of $0.0045 per message is 4,500n, and no quantity, rate or
 * sum of them loses a millionth (a double is exact only to about $9 billion of millionths).
 */
export function toMicros(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const micros = BigInt(whole || '0') * 1_000_000n + BigInt(`${fraction}000000`.slice(0, 6));
  return negative ? -micros : micros;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Whole cents of an amount in millionths, halves away from zero (a credit rounds like a charge). */
export const microsToCents = (micros: bigint): bigint => {
  const cents = (abs(micros) + 5_000n) / 10_000n;
  return micros < 0n ? -cents : cents;
};

/** A decimal text of millionths, without trailing zeros ('0.0045', '12.5', '100'). */
export function microsToAmount(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const a = abs(micros);
  const fraction = String(a % 1_000_000n).padStart(6, '0').replace(/0+$/, '');
  return `${sign}${a / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
}

export interface RatedTier {
  min: number;
  max: number;
  rate: string;
  units: number;
  micros: bigint;
}

export interface Rated {
  quantity: number;
  /** The tiers the quantity reached, each with its units and their price. */
  tiers: RatedTier[];
  /** The tiers' sum, or the minimum spend when that is more. */
  micros: bigint;
  /** True when the minimum spend was charged in place of the tiers' sum. */
  minimumApplied: boolean;
}

/**
 * Graduated tiers: unit n (counted from 1) is priced at the rate of the tier whose min..max holds it, so 1,500 units
 * over 1–1,000 at $0.01 and 1,001–Max at $0.008 cost 1,000 × 0.01 + 500 × 0.008. A first tier starting at 0 starts
 * at the first unit. A minimum spend is contractual: it is charged when the tiers come to less, an empty month included.
 */
export function rateGraduated(quantity: number, structure: RateStructure): Rated {
  const tiers: RatedTier[] = [];
  let sum = 0n;
  for (const t of structure.tiers) {
    const from = Math.max(t.min, 1);
    // The last tier runs to Max: units beyond it are still its units, never free.
    const to = t.max >= TIER_MAX ? Infinity : t.max;
    const units = Math.max(0, Math.min(quantity, to) - from + 1);
    if (units === 0) continue;
    const micros = BigInt(units) * toMicros(t.rate);
    tiers.push({ min: t.min, max: t.max, rate: t.rate, units, micros });
    sum += micros;
  }
  const minimum = structure.minimum === null ? 0n : toMicros(structure.minimum);
  return { quantity, tiers, micros: sum > minimum ? sum : minimum, minimumApplied: minimum > sum };
}
