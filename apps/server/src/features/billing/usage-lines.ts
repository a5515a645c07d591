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
export const centsToAmount = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const count = (n: number) => n.toLocaleString('en-US');
const tierRange = (min: number, max: number) => `${count(Math.max(min, 1))}–${max >= 2147483647 ? 'Max' : count(max)}`;

/** Splits whole cents over parts in proportion to their weights, the remainders to the largest fractions: the parts add up. */
export function shareCents(cents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (cents * w) / sum);
  const parts = exact.map((x) => Math.trunc(x));
  let left = cents - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: Math.abs(x - Math.trunc(x)) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left !== 0 && k < order.length; k++) {
    parts[order[k]!.i]! += Math.sign(left);
    left -= Math.sign(left);
  }
  return parts;
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
    if (micros === 0) continue;
    lines.push({ id: `fee:${fee}`, type: 'Fee', description: BILLING_ITEMS[fee].label, qty: 1, rate: profile.fees[fee], total: centsToAmount(microsToCents(micros)), detail: null, workspaceUsage: [] });
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
    let micros: number;
    let rate: string | null;
    let detail: string | null = null;
    if (isFee(item)) {
      if (qty === 0) continue;
      rate = profile.fees[item];
      micros = qty * toMicros(rate);
    } else {
      const rated = rateGraduated(qty, profile.rates[item]);
      if (qty === 0 && !rated.minimumApplied) continue;
      micros = rated.micros;
      const rates = new Set(rated.tiers.map((t) => toMicros(t.rate)));
      rate = rated.tiers.length > 0 && rates.size === 1 ? rated.tiers[0]!.rate : null;
      if (rated.minimumApplied) detail = `Minimum spend $${profile.rates[item].minimum}`;
      else if (rated.tiers.length > 1) detail = rated.tiers.map((t) => `${tierRange(t.min, t.max)} at $${t.rate}`).join('; ');
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
    total: centsToAmount(microsToCents(a.units * toMicros(a.rate))), detail: null, workspaceUsage: [],
  }));

/** The grand total of lines, from their whole cents. */
export const linesTotal = (lines: readonly BillingUsageLine[]): string =>
  centsToAmount(lines.reduce((sum, l) => sum + Math.round(Number(l.total) * 100), 0));
