import type { ElasticConfig } from '@trueline/contract';

/**
 * CoreFlux: how many numbers one city of an elastic campaign should have, from the calls (leads given a caller ID of
 * that city) of its recent days. Pure: the job gathers the counts and acts on the answer.
 *
 * The rule, exactly:
 * 1. Daily average of a window of W days = the last W days of the series (the newest day included), each day weighted
 *    1 on weekdays and `weekendWeight` on Saturdays and Sundays; with `ignoreZeroDays`, days with no calls are left
 *    out entirely. average = Σ(weight·calls) / Σ(weight). A window with nothing left to count (every day empty and
 *    ignored, or only weekend days at weight 0) averages 0: the city had no calls there.
 * 2. Numbers needed for an average = ceil(average / threshold): enough numbers that none carries more than
 *    `threshold` calls a day.
 * 3. Scale up when the scale-up window's average per current number exceeds the threshold (needUp > current):
 *    target = needUp. A short busy spell is enough to add numbers, quickly.
 * 4. Otherwise scale down only to what both windows allow: target = max(needUp, needDown), when below current.
 *    Hysteresis: a quiet day or two inside a busy scale-down window releases nothing, and a city never drops below
 *    what its recent (scale-up) volume needs.
 * 5. Otherwise hold the current count.
 * 6. Clamp the target to [minPerCity, maxPerCity] (when min > max, max wins); a count already outside the range
 *    moves back into it even without volume to justify it.
 */

export interface DailyCalls {
  /** yyyy-mm-dd (the campaign's day, in its stats time zone). */
  date: string;
  calls: number;
}

export type ScaleDirection = 'up' | 'down' | 'hold';

export interface CoreFluxTarget {
  target: number;
  direction: ScaleDirection;
  /** Weighted daily averages of the two windows (calls a day). */
  upAverage: number;
  downAverage: number;
  /** What the event log says: why the count changed, or why it held. */
  message: string;
}

type WindowConfig = Pick<ElasticConfig, 'weekendWeight' | 'ignoreZeroDays'>;

/** Saturday or Sunday, for a yyyy-mm-dd day. */
export const isWeekend = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** The weighted daily average of the last `window` days of `series` (oldest first), per the rule above. */
export function windowAverage(series: readonly DailyCalls[], window: number, cfg: WindowConfig): number {
  let weighted = 0;
  let weights = 0;
  for (const d of series.slice(Math.max(0, series.length - window))) {
    if (cfg.ignoreZeroDays && d.calls <= 0) continue;
    const w = isWeekend(d.date) ? cfg.weekendWeight : 1;
    weighted += w * d.calls;
    weights += w;
  }
  return weights > 0 ? weighted / weights : 0;
}

/** Numbers needed so that no number carries more than `threshold` calls a day. */
export const numbersNeeded = (average: number, threshold: number) => Math.max(0, Math.ceil(average / threshold - 1e-9));

/** The calendar days ending with `lastDay` (inclusive), oldest first, with their calls (0 when absent). */
export function dailySeries(lastDay: string, length: number, calls: ReadonlyMap<string, number>): DailyCalls[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  const out: DailyCalls[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    out.push({ date, calls: calls.get(date) ?? 0 });
  }
  return out;
}

/** Whole calls for the log, one decimal below 10 (so 0.4 calls a day does not read as none). */
const fmt = (n: number) => String(n >= 10 ? Math.round(n) : Math.round(n * 10) / 10);
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const volume = (average: number, window: number) => (average > 0 ? `${fmt(average)} calls/day over ${days(window)}` : `no calls over ${days(window)}`);

/**
 * The target pool count of one city. `series` holds the city's daily calls, oldest first, covering at least
 * max(scaleUpWindow, scaleDownWindow) days (fewer when the campaign is younger); `activeCount` is the numbers the city
 * has (or will have once its open orders arrive).
 */
export function coreFluxTarget(series: readonly DailyCalls[], activeCount: number, cfg: ElasticConfig): CoreFluxTarget {
  const current = Math.max(0, activeCount);
  const upAverage = windowAverage(series, cfg.scaleUpWindow, cfg);
  const downAverage = windowAverage(series, cfg.scaleDownWindow, cfg);
  const needUp = numbersNeeded(upAverage, cfg.threshold);
  const needDown = numbersNeeded(downAverage, cfg.threshold);
  const max = Math.max(1, cfg.maxPerCity);
  const min = Math.min(Math.max(0, cfg.minPerCity), max);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));

  const upVolume = volume(upAverage, cfg.scaleUpWindow);
  const downVolume = volume(downAverage, cfg.scaleDownWindow);

  let wanted = current;
  if (needUp > current) wanted = needUp;
  else if (Math.max(needUp, needDown) < current) wanted = Math.max(needUp, needDown);
  const target = clamp(wanted);
  const direction: ScaleDirection = target > current ? 'up' : target < current ? 'down' : 'hold';

  const both = `${downVolume} and ${upVolume}`;
  let message: string;
  if (direction === 'up') {
    message = needUp > current
      ? `Scaled up from ${current} to ${target}: ${upVolume} exceeds ${cfg.threshold} per number` + (target < needUp ? ` (capped at max per city ${max})` : '')
      : `Scaled up from ${current} to ${target}: min per city is ${min}`;
  } else if (direction === 'down') {
    if (wanted === target) message = `Scaled down from ${current} to ${target}: ${both} need ${target} at ${cfg.threshold} per number`;
    else if (wanted < target) message = `Scaled down from ${current} to ${target}: ${both}; min per city is ${min}`;
    else message = `Scaled down from ${current} to ${target}: max per city is ${max}`;
  } else if (needUp > current) {
    message = `Holding ${target} (max per city): ${upVolume} exceeds ${cfg.threshold} per number`;
  } else {
    message = `Holding ${target}: ${both} at ${cfg.threshold} per number`;
  }
  return { target, direction, upAverage, downAverage, message };
}
