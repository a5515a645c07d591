// What a bench measured, in a form a reader can trust: each figure from several runs (median and spread), the
// machine it ran on (cores, load average before and after), and whether it met its target. `bench/run.ts` prints
// every reported figure in one table at the end and exits non-zero when one missed its target.
import os from 'node:os';

export interface Outcome {
  bench: string;
  figure: string;
  /** The median of the runs. */
  value: number;
  unit: string;
  /** null: a figure kept for the record, which no issue has given a target. */
  target: number | null;
  /** Whether a figure above the target meets it (a rate) or below it (a time, a size). */
  higherIsBetter: boolean;
}

export const outcomes: Outcome[] = [];

/** Cores and the load averages (1, 5, 15 minutes). */
export const machine = () => `${os.availableParallelism()} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`;

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** "48,120 (45,002–51,930, ±7 %)": the median, the range and the half-range as a share of the median. */
export function spread(values: readonly number[], digits = 0): string {
  const m = median(values);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return `${fmt(m)} (${fmt(lo)}–${fmt(hi)}, ±${m ? Math.round(((hi - lo) / 2 / m) * 100) : 0} %)`;
}

/** Records a figure for the summary table; answers whether it met its target. */
export function report(o: Outcome): boolean {
  outcomes.push(o);
  return met(o);
}

export const met = (o: Outcome) => o.target === null || (o.higherIsBetter ? o.value >= o.target : o.value <= o.target);

/** The summary table of every figure reported in this process. */
export function summaryTable(): string {
  const rows = outcomes.map((o) => [o.bench, o.figure, `${o.value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${o.unit}`,
    o.target === null ? '—' : `${o.higherIsBetter ? '≥' : '≤'} ${o.target.toLocaleString('en-US')} ${o.unit}`,
    o.target ? (o.value / o.target).toFixed(2) : '—', o.target === null ? '' : met(o) ? 'pass' : 'FAIL']);
  const head = ['bench', 'figure', 'median', 'target', 'ratio', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** One round of an HTTP load (autocannon's figures). */
export interface LoadRound { rps: number; p50: number; p99: number; max: number; errors: number; detail: string }

/**
 * Prints the rounds of a load bench — each the bare route (the limit) then the route measured — and reports the
 * median rate and p99, the errors of all rounds, and the ratio to the bare route when it has a target.
 */
export function reportRounds(o: {
  bench: string; label: string; before: string; seconds: number; limits: LoadRound[]; runs: LoadRound[];
  target: { perSecond: number; p99Ms: number; ratio?: number };
}) {
  const of = (list: LoadRound[], k: 'rps' | 'p50' | 'p99' | 'max' | 'errors') => list.map((x) => x[k]);
  const { runs, limits, target } = o;
  const ratios = runs.map((x, i) => x.rps / limits[i]!.rps);
  console.log(`machine before: ${o.before}; after: ${machine()}; ${runs.length} rounds of ${o.seconds} s, the bare route and ${o.bench} in turn`);
  console.log(`bare Fastify route (the limit): ${spread(of(limits, 'rps'))} req/s, p99 ${spread(of(limits, 'p99'))} ms, errors ${of(limits, 'errors').join(' / ')}`);
  console.log(`${o.label}: ${spread(of(runs, 'rps'))}/s, p50 ${spread(of(runs, 'p50'))} ms, p99 ${spread(of(runs, 'p99'))} ms, `
    + `slowest ${of(runs, 'max').join(' / ')} ms, errors ${runs.map((x) => `${x.errors} (${x.detail})`).join(' / ')}`);
  console.log(`  target ≥ ${target.perSecond.toLocaleString('en-US')}/s at p99 ≤ ${target.p99Ms} ms with no error; ratio to limit ${spread(ratios, 3)}`
    + `${target.ratio ? ` (target ≥ ${target.ratio})` : ''}`);
  report({ bench: o.bench, figure: 'rate', value: Math.round(median(of(runs, 'rps'))), unit: '/s', target: target.perSecond, higherIsBetter: true });
  report({ bench: o.bench, figure: 'p99', value: median(of(runs, 'p99')), unit: 'ms', target: target.p99Ms, higherIsBetter: false });
  report({ bench: o.bench, figure: 'errors, all rounds', value: of(runs, 'errors').reduce((a, b) => a + b, 0), unit: '', target: 0, higherIsBetter: false });
  if (target.ratio) report({ bench: o.bench, figure: 'ratio to bare route', value: median(ratios), unit: '', target: target.ratio, higherIsBetter: true });
}

/**
 * Times one call `repeat` times after a warm-up call, prints the median and spread beside the target (and what the
 * call answered, from `describe`), and reports the median. Answers the median in ms.
 */
export async function timeCall<T>(o: {
  bench: string; label: string; targetMs: number | null; repeat?: number; call: () => Promise<T>; describe?: (answer: T) => string;
}): Promise<number> {
  let answer = await o.call();
  const times: number[] = [];
  for (let i = 0; i < (o.repeat ?? 5); i++) {
    const start = performance.now();
    answer = await o.call();
    times.push(performance.now() - start);
  }
  const ms = median(times);
  const what = o.describe ? `${o.describe(answer)}; ` : '';
  console.log(`${o.label}: ${spread(times)} ms (${what}${o.targetMs === null ? 'no target' : `target ${o.targetMs} ms, ratio ${(ms / o.targetMs).toFixed(2)}`})`);
  report({ bench: o.bench, figure: o.label, value: Math.round(ms), unit: 'ms', target: o.targetMs, higherIsBetter: false });
  return ms;
}
