import type { RateStructure } from '@trueline/contract';

/**
 * Money as whole millionths of a dollar: a rate of $0.0045 per message is 4,500, and a month of 50,000,000 of them
 * (2.25e11) stays far inside a double's exact integers, so sums never drift.
 */
export function toMicros(amount: string): number {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const micros = Number(whole || '0') * 1_000_000 + Number(`${fraction}000000`.slice(0, 6));
  return negative ? -micros : micros;
}

/** Whole cents of an amount in millionths, halves away from zero (a credit rounds like a charge). */
export const microsToCents = (micros: number): number => Math.sign(micros) * Math.round(Math.abs(micros) / 10_000);

/** A decimal text of millionths, without trailing zeros ('0.0045', '12.5', '100'). */
export function microsToAmount(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const fraction = String(abs % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 1_000_000)}${fraction ? `.${fraction}` : ''}`;
}

export interface RatedTier {
  min: number;
  max: number;
  rate: string;
  units: number;
  micros: number;
}

export interface Rated {
  quantity: number;
  /** The tiers the quantity reached, each with its units and their price. */
  tiers: RatedTier[];
  /** The tiers' sum, or the minimum spend when that is more. */
  micros: number;
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
  let sum = 0;
  for (const t of structure.tiers) {
    const from = Math.max(t.min, 1);
    const units = Math.max(0, Math.min(quantity, t.max) - from + 1);
    if (units === 0) continue;
    const micros = units * toMicros(t.rate);
    tiers.push({ min: t.min, max: t.max, rate: t.rate, units, micros });
    sum += micros;
  }
  const minimum = structure.minimum === null ? 0 : toMicros(structure.minimum);
  return { quantity, tiers, micros: Math.max(sum, minimum), minimumApplied: minimum > sum };
}
