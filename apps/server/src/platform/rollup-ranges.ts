/** Rollup grains: 15-minute, hourly, daily and monthly buckets (UTC). */
export type RollupGrain = 'Q' | 'H' | 'D' | 'M';

/** The width of the fixed grains; their buckets start at multiples of it from the Unix epoch (UTC). Months are calendar months (UTC). */
export const GRAIN_MS = { Q: 15 * 60_000, H: 3_600_000, D: 86_400_000 } as const;
/** Coarsest first. */
const ORDER: readonly RollupGrain[] = ['M', 'D', 'H', 'Q'];

/** Half-open [from, to) in epoch milliseconds. */
export interface Span {
  from: number;
  to: number;
}

/** How a range is read: whole buckets of each grain from the rollups, and the unaligned edges from the rows. */
export interface RangePlan {
  grains: { grain: RollupGrain; spans: Span[] }[];
  raw: Span[];
}

/** The start of the bucket of `grain` that holds `t`. */
export function bucketStart(grain: RollupGrain, t: number): number {
  if (grain === 'M') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  return Math.floor(t / GRAIN_MS[grain]) * GRAIN_MS[grain];
}

/** The first bucket start of `grain` at or after `t`. */
function bucketCeil(grain: RollupGrain, t: number): number {
  const start = bucketStart(grain, t);
  if (start === t) return t;
  if (grain === 'M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + GRAIN_MS[grain];
}

/**
 * Splits [from, to) into the largest buckets the allowed grains offer (coarsest first), and what is left at either
 * edge for the raw rows. A year read through monthly, daily, hourly and 15-minute rollups touches about
 * 12 + 2·30 + 2·23 + 2·3 buckets per key, and at most 2·15 minutes of rows.
 */
export function planRange(from: number, to: number, grains: readonly RollupGrain[]): RangePlan {
  const plan = new Map<RollupGrain, Span[]>();
  const raw: Span[] = [];
  const order = ORDER.filter((g) => grains.includes(g));
  const split = (a: number, b: number, level: number) => {
    if (a >= b) return;
    const grain = order[level];
    if (!grain) {
      raw.push({ from: a, to: b });
      return;
    }
    const start = bucketCeil(grain, a);
    const end = bucketStart(grain, b);
    if (start >= end) {
      split(a, b, level + 1);
      return;
    }
    split(a, start, level + 1);
    plan.set(grain, [...(plan.get(grain) ?? []), { from: start, to: end }]);
    split(end, b, level + 1);
  };
  split(from, to, 0);
  return {
    grains: order.filter((g) => plan.has(g)).map((grain) => ({ grain, spans: plan.get(grain)!.sort((x, y) => x.from - y.from) })),
    raw: raw.sort((x, y) => x.from - y.from),
  };
}

/** The grains whose buckets never straddle one of the thresholds (a chart's period starts). */
export function grainsAlignedTo(thresholds: readonly number[], grains: readonly RollupGrain[]): RollupGrain[] {
  return grains.filter((g) => thresholds.every((t) => bucketStart(g, t) === t));
}
