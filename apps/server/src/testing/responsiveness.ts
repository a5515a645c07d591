import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Responsiveness<T> {
  result: T;
  /** How long each probe took, in ms, in the order they ran. */
  latencies: number[];
  /** The event loop's longest stall while the work ran, in ms. */
  maxLagMs: number;
  /** How long the work took, in ms. */
  elapsedMs: number;
}

/**
 * Runs `work` while asking `probe` (a cheap request of another user) every `everyMs`, and watches the event loop:
 * whether the process keeps answering others while it handles a large input.
 */
export async function whileRunning<T>(work: () => Promise<T>, probe: () => Promise<unknown>, everyMs = 100): Promise<Responsiveness<T>> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const latencies: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await probe();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  loop.enable();
  const started = performance.now();
  try {
    const result = await work();
    return { result, latencies, maxLagMs: loop.max / 1e6, elapsedMs: performance.now() - started };
  } finally {
    done = true;
    loop.disable();
    await probing;
  }
}

/** The 95th percentile of a run's probe times (the bound a user feels; the maximum is one unlucky moment). */
export function p95(latencies: readonly number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
}

/** A one-line account of a run for the test's output. */
export function describeRun(label: string, r: Responsiveness<unknown>): string {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0) ?? '-';
  return `${label}: ${(r.elapsedMs / 1000).toFixed(1)} s, ${r.latencies.length} probes, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, event-loop max lag ${r.maxLagMs.toFixed(0)} ms`;
}
