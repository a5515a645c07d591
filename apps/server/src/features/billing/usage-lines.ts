import {
  BILLING_ITEMS, USAGE_DESCRIPTIONS, USAGE_PRICED_BY, USAGE_PRODUCTS, type BillingFee, type BillingUsageLine, type RateStructureName, type UsageProduct,
} from '@trueline/contract';
import type { StoredBillingProfile } from './billing.tables';
import { microsToAmount, microsToCents, rateGraduated, toMicros } from './rating';

/** A month's usage of one product in one workspace ('' for the organisation as a whole). */
export interface UsageTotal { workspaceId: string; product: string; quantity: number }
export interface AdjustmentRow { id: string; description: string; units: number; rate: string }

const isFee = (item: BillingFee | RateStructureName): item is BillingFee => item.endsWith('Fee');
/** Whole cents as a dollar text with two decimals ('-12.50'). */
export const centsToAmount = (cents: bigint): string => {
  const a = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
/** A dollar text with two decimals back to whole cents. */
const amountToCents = (amount: string): bigint => toMicros(amount) / 10_000n;
/** A rate as the screens show it: its decimal text without padding ('000010.500' is '10.5'). */
const normalRate = (rate: string) => microsToAmount(toMicros(rate));
const count = (n: number) => n.toLocaleString('en-US');
const tierRange = (min: number, max: number) => `${count(Math.max(min, 1))}–${max >= 2147483647 ? 'Max' : count(max)}`;

/** Splits whole cents over parts in proportion to their weights, the remainders to the largest fractions: the parts add up. */
export function shareCents(cents: bigint, weights: readonly number[]): bigint[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n) return weights.map(() => 0n);
  const sign = cents < 0n ? -1n : 1n;
  const whole = cents * sign;
  // Exact shares: each part's quotient and its remainder (the fraction left over, in units of 1/sum).
  const shares = weights.map((w, i) => ({ i, part: (whole * BigInt(w)) / sum, rest: (whole * BigInt(w)) % sum }));
  let left = whole - shares.reduce((a, x) => a + x.part, 0n);
  const order = [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (let k = 0; left > 0n && k < order.length; k++, left--) order[k]!.part += 1n;
  return shares.map((x) => x.part * sign);
}

/**
 * A month's usage priced with the billing profile into the lines of spec 3 §2.13: the monthly platform and support
 * fees, one line per priced item that was used (a fee per unit, or graduated tiers over the organisation's total,
 * with a minimum spend charged even when nothing was used). Each usage line carries its
 * workspaces' parts: their quantities and their shares of its total, which add up to it.
 */
export function usageLines(profile: StoredBillingProfile, totals: readonly UsageTotal[], workspaceNames: ReadonlyMap<string, string>): BillingUsageLine[] {
  const lines: BillingUsageLine[] = [];
  for (const fee of ['platformFee', 'supportFee'] as const) {
    const micros = toMicros(profile.fees[fee]);
    if (micros === 0n) continue;
    lines.push({ id: `fee:${fee}`, type: 'Fee', description: BILLING_ITEMS[fee].label, qty: 1, rate: normalRate(profile.fees[fee]), total: centsToAmount(microsToCents(micros)), detail: null, workspaceUsage: [] });
  }

  // Campaigns are priced per campaign or per pool number, as the profile's campaign billing mode says.
  const skipped: UsageProduct = profile.campaignBillingMode === 'POOL' ? 'campaigns' : 'poolNumbers';
  const byProduct = new Map<string, Map<string, number>>();
  for (const t of totals) {
    const perWorkspace = byProduct.get(t.product) ?? new Map<string, number>();
    perWorkspace.set(t.workspaceId, (perWorkspace.get(t.workspaceId) ?? 0) + t.quantity);
    byProduct.set(t.product, perWorkspace);
  }

  for (const product of USAGE_PRODUCTS) {
    if (product === skipped) continue;
    const item = USAGE_PRICED_BY[product];
    const perWorkspace = [...(byProduct.get(product) ?? new Map<string, number>())].filter(([, q]) => q > 0);
    const qty = perWorkspace.reduce((a, [, q]) => a + q, 0);
    let micros: bigint;
    let rate: string | null;
    let detail: string | null = null;
    if (isFee(item)) {
      if (qty === 0) continue;
      rate = normalRate(profile.fees[item]);
      micros = BigInt(qty) * toMicros(rate);
    } else {
      const rated = rateGraduated(qty, profile.rates[item]);
      if (qty === 0 && !rated.minimumApplied) continue;
      micros = rated.micros;
      const rates = new Set(rated.tiers.map((t) => toMicros(t.rate).toString()));
      rate = rated.tiers.length > 0 && rates.size === 1 ? normalRate(rated.tiers[0]!.rate) : null;
      if (rated.minimumApplied) detail = `Minimum spend $${normalRate(profile.rates[item].minimum!)}`;
      else if (rated.tiers.length > 1) detail = rated.tiers.map((t) => `${tierRange(t.min, t.max)} at $${normalRate(t.rate)}`).join('; ');
    }
    const cents = microsToCents(micros);
    const shares = shareCents(cents, perWorkspace.map(([, q]) => q));
    lines.push({
      id: `usage:${product}`, type: 'Usage', description: USAGE_DESCRIPTIONS[product], qty, rate, total: centsToAmount(cents), detail,
      workspaceUsage: perWorkspace
        .map(([workspaceId, q], i) => ({ workspaceId, description: workspaceId === '' ? 'Organization' : workspaceNames.get(workspaceId) ?? workspaceId, qty: q, total: centsToAmount(shares[i]!) }))
        .sort((a, b) => b.qty - a.qty || a.description.localeCompare(b.description)),
    });
  }

  return lines;
}

/** Adjustments as lines: units at their rate, a negative rate a credit. */
export const adjustmentLines = (adjustments: readonly AdjustmentRow[]): BillingUsageLine[] =>
  adjustments.map((a) => ({
    id: a.id, type: 'Adjustment', description: a.description, qty: a.units, rate: microsToAmount(toMicros(a.rate)),
    total: centsToAmount(microsToCents(BigInt(a.units) * toMicros(a.rate))), detail: null, workspaceUsage: [],
  }));

/** The grand total of lines, from their whole cents. */
export const linesTotal = (lines: readonly BillingUsageLine[]): string =>
  centsToAmount(lines.reduce((sum, l) => sum + amountToCents(l.total), 0n));
