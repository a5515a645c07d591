import { describe, expect, it } from 'vitest';
import { WEEK_DAYS, type SchedulePeriod, type WeekDay } from '@trueline/contract';
import { finishWithin, sendRatePerSecond } from './forecast';

const week = (periods: SchedulePeriod[]) => ({ days: Object.fromEntries(WEEK_DAYS.map((d) => [d, periods])) as Record<WeekDay, SchedulePeriod[]>, exceptions: new Map() });
const limit = (perMinute: number | null, perDay: number | null = null) => ({ perMinute, perDay, shortCodePerMinute: null });

describe('the forecast', () => {
  it('sends at the usable numbers’ pace, bounded by the carriers’ caps when every carrier has one', () => {
    const senders = [{ number: '1', usable: true }, { number: '2', usable: true }, { number: '3', usable: false }];
    expect(sendRatePerSecond({ senders, senderType: 'LONG_CODE', limits: null })).toBe(2);
    expect(sendRatePerSecond({ senders, senderType: 'LONG_CODE', limits: { att: limit(6), verizon: limit(6), tmobile: limit(6), other: limit(null) } })).toBe(2);
    expect(sendRatePerSecond({ senders, senderType: 'LONG_CODE', limits: { att: limit(6), verizon: limit(6), tmobile: limit(6), other: limit(6) } })).toBeCloseTo(0.4);
  });

  it('counts only the schedule’s open hours (US Central)', () => {
    // Wednesday 16:00 UTC is 10:00 in Chicago; 9:00–17:00 open: 7 hours left today, then tomorrow from 9:00.
    const from = new Date('2026-11-25T16:00:00Z');
    expect(finishWithin(week([{ start: 0, end: 1439 }]), from, 3_600_000)).toEqual(new Date('2026-11-25T17:00:00Z'));
    expect(finishWithin(week([{ start: 540, end: 1020 }]), from, 8 * 3_600_000)).toEqual(new Date('2026-11-26T16:00:00Z'));
    expect(finishWithin(week([]), from, 1000)).toBeNull();
  });
});
