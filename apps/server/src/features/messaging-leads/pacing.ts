import type { SmsCampaignType, SmsRateLimit } from '@trueline/contract';

/**
 * How fast a campaign may send (spec 2: a business record's `smsRateLimits` per carrier; domain.md: throughput by
 * campaign type). Carriers count segments, not requests; a blank limit is unlimited.
 */

/** Messages a second one sending number may carry (research: a 10DLC long code sends 1 a second, short codes 100+). */
export const SENDER_RATE_PER_SECOND: Record<SmsCampaignType, number> = { LONG_CODE: 1, TOLL_FREE: 3, SHORT_CODE: 100 };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The windows a carrier's caps count in: the current UTC minute and UTC day (carriers reset daily caps at midnight UTC). */
export function windowsAt(now: Date): { minute: number; day: number } {
  const t = now.getTime();
  return { minute: Math.floor(t / MINUTE) * MINUTE, day: Math.floor(t / DAY) * DAY };
}

/** The per-minute cap that applies to a sender type: short codes have their own. */
export const minuteCap = (limit: SmsRateLimit, type: SmsCampaignType) => (type === 'SHORT_CODE' ? limit.shortCodePerMinute : limit.perMinute);

/**
 * Segments a carrier may still take now, given those counted in the current minute and day, and when more may go
 * if none may now (the next minute, or the next day when the day's cap is spent). Infinity when unlimited.
 */
export function carrierAllowance(limit: SmsRateLimit, type: SmsCampaignType, used: { minute: number; day: number }, now: Date): { allowed: number; nextWindow: Date | null } {
  const perMinute = minuteCap(limit, type);
  const leftMinute = perMinute === null ? Infinity : Math.max(0, perMinute - used.minute);
  const leftDay = limit.perDay === null ? Infinity : Math.max(0, limit.perDay - used.day);
  const allowed = Math.min(leftMinute, leftDay);
  if (allowed > 0) return { allowed, nextWindow: null };
  const w = windowsAt(now);
  return { allowed: 0, nextWindow: new Date(leftDay === 0 ? w.day + DAY : w.minute + MINUTE) };
}

export interface SenderNumber {
  number: string;
  /** In service, not FLAGGED or AGING, and (10DLC) its assignment valid. */
  usable: boolean;
  /** When the number may carry its next message (its per-second rate). */
  nextFreeAt: number;
}

/**
 * The number a lead is texted from (sticky sender): the one that first texted it while that number may still send,
 * else the usable number free soonest (the least loaded). Null when no number may send.
 */
export function chooseSender(sticky: string | null, numbers: readonly SenderNumber[], now: number): { number: string; at: number } | null {
  const own = sticky ? numbers.find((n) => n.number === sticky && n.usable) : undefined;
  if (own) return { number: own.number, at: Math.max(now, own.nextFreeAt) };
  let best: SenderNumber | null = null;
  for (const n of numbers) if (n.usable && (!best || n.nextFreeAt < best.nextFreeAt)) best = n;
  return best ? { number: best.number, at: Math.max(now, best.nextFreeAt) } : null;
}
