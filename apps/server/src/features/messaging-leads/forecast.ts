import type { SmsRateLimits } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import * as repo from './messaging-leads.repo';
import { minuteCap, SENDER_RATE_PER_SECOND } from './pacing';
import type { SendingCampaign } from './send-engine';

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
 * When the campaign's waiting leads are expected to have been sent, at the pace its numbers and carrier caps allow
 * (the schedule's closed hours are not counted: a forecast, not a promise). Null when nothing waits, the campaign is
 * not ACTIVE, or no number may send.
 */
export async function forecastFinish(deps: Pick<Deps, 'db' | 'now'>, c: SendingCampaign | null): Promise<Date | null> {
  if (!c?.active) return null;
  const waiting = await repo.readyCount(deps.db, c.id, c.activeListIds);
  const rate = sendRatePerSecond(c);
  if (!waiting || !(rate > 0)) return null;
  return new Date(deps.now().getTime() + Math.ceil((waiting / rate) * 1000));
}
