import type { SmsRateLimits } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import * as repo from './messaging-leads.repo';
import { minuteCap, SENDER_RATE_PER_SECOND } from './pacing';
import type { SendingCampaign } from './send-engine';
import { nextSendTime } from './send-window';

/** The zone the forecast holds the schedule in (leads' own zones vary; US Central is the middle of the country). */
export const FORECAST_ZONES = ['America/Chicago'] as const;
const SLICE_MS = 15 * 60_000;
/** Open slices walked at most (three weeks of round-the-clock sending); beyond, the rest is added at the full pace. */
const MAX_SLICES = 21 * 96;

/**
 * Messages a second the campaign can send at most: its usable numbers at their per-second rate, bounded by the sum of
 * the carriers' per-minute caps and per-day caps when every carrier has one (a carrier without a cap is unbounded).
 */
export function sendRatePerSecond(c: Pick<SendingCampaign, 'senders' | 'senderType' | 'limits'>): number {
  const numbers = c.senders.filter((s) => s.usable).length * SENDER_RATE_PER_SECOND[c.senderType];
  const limits: SmsRateLimits | null = c.limits;
  if (!limits) return numbers;
  const carriers = Object.values(limits);
  const perMinute = carriers.map((l) => minuteCap(l, c.senderType));
  const minuteBound = perMinute.every((m) => m !== null) ? perMinute.reduce<number>((a, m) => a + m!, 0) / 60 : Infinity;
  const dayBound = carriers.every((l) => l.perDay !== null) ? carriers.reduce((a, l) => a + l.perDay!, 0) / 86_400 : Infinity;
  return Math.min(numbers, minuteBound, dayBound);
}

/**
 * When the campaign's waiting leads are expected to have been sent, at the pace its numbers and carrier caps allow,
 * counting only the schedule's open hours (in US Central time, a forecast, not a promise). Null when nothing waits, the
 * campaign is not ACTIVE, no number may send, or the schedule never opens.
 */
export async function forecastFinish(deps: Pick<Deps, 'db' | 'now'>, c: SendingCampaign | null): Promise<Date | null> {
  if (!c?.active) return null;
  const waiting = await repo.readyCount(deps.db, c.id, c.activeListIds);
  const rate = sendRatePerSecond(c);
  if (!waiting || !(rate > 0)) return null;
  return finishWithin(c.schedule, deps.now(), Math.ceil((waiting / rate) * 1000));
}

/** The instant `sendingMs` of open schedule time has passed from `from`, walked in quarter-hour slices. */
export function finishWithin(schedule: SendingCampaign['schedule'], from: Date, sendingMs: number): Date | null {
  let at = from.getTime();
  let left = sendingMs;
  for (let i = 0; i < MAX_SLICES; i++) {
    const open = nextSendTime(schedule, FORECAST_ZONES, new Date(at));
    if (!open) return null;
    if (left <= SLICE_MS) return new Date(open.getTime() + left);
    left -= SLICE_MS;
    at = open.getTime() + SLICE_MS;
  }
  return new Date(at + left);
}
