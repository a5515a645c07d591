import { describe, expect, it } from 'vitest';
import { carrierAllowance, chooseSender, windowsAt } from './pacing';

const none = { perMinute: null, perDay: null, shortCodePerMinute: null };
const now = new Date('2026-11-27T15:04:30Z');

describe('carrierAllowance', () => {
  it('is unlimited when the carrier’s limits are blank', () => {
    expect(carrierAllowance(none, 'LONG_CODE', { minute: 10_000, day: 1e9 }, now)).toEqual({ allowed: Infinity, nextWindow: null });
  });

  it('lets the rest of the minute’s cap go, then waits for the next minute', () => {
    const limit = { ...none, perMinute: 75 };
    expect(carrierAllowance(limit, 'LONG_CODE', { minute: 70, day: 70 }, now)).toEqual({ allowed: 5, nextWindow: null });
    expect(carrierAllowance(limit, 'LONG_CODE', { minute: 75, day: 75 }, now)).toEqual({ allowed: 0, nextWindow: new Date('2026-11-27T15:05:00Z') });
  });

  it('waits for the next day once the day’s cap is spent, whatever the minute allows', () => {
    const limit = { ...none, perMinute: 75, perDay: 2000 };
    expect(carrierAllowance(limit, 'LONG_CODE', { minute: 10, day: 1995 }, now).allowed).toBe(5);
    expect(carrierAllowance(limit, 'LONG_CODE', { minute: 0, day: 2000 }, now)).toEqual({ allowed: 0, nextWindow: new Date('2026-11-28T00:00:00Z') });
  });

  it('uses the short-code minute cap for short codes only', () => {
    const limit = { perMinute: 10, perDay: null, shortCodePerMinute: 6000 };
    expect(carrierAllowance(limit, 'SHORT_CODE', { minute: 100, day: 100 }, now).allowed).toBe(5900);
    expect(carrierAllowance(limit, 'TOLL_FREE', { minute: 10, day: 10 }, now).allowed).toBe(0);
  });

  it('counts windows in UTC minutes and days', () => {
    expect(windowsAt(now)).toEqual({ minute: Date.parse('2026-11-27T15:04:00Z'), day: Date.parse('2026-11-27T00:00:00Z') });
  });
});

describe('chooseSender', () => {
  const t = 1_000_000;
  const numbers = [
    { number: '5125559001', usable: true, nextFreeAt: t + 800 },
    { number: '5125559002', usable: true, nextFreeAt: t - 5 },
    { number: '5125559003', usable: false, nextFreeAt: 0 },
  ];

  it('keeps the number that first texted the lead, waiting for it to be free', () => {
    expect(chooseSender('5125559001', numbers, t)).toEqual({ number: '5125559001', at: t + 800 });
  });

  it('moves a lead off a number that may no longer send (flagged, aging, 10DLC not valid) to the one free soonest', () => {
    expect(chooseSender('5125559003', numbers, t)).toEqual({ number: '5125559002', at: t });
    expect(chooseSender(null, numbers, t)).toEqual({ number: '5125559002', at: t });
  });

  it('finds no sender when no number may send', () => {
    expect(chooseSender(null, [{ number: '1', usable: false, nextFreeAt: 0 }], t)).toBeNull();
    expect(chooseSender('1', [], t)).toBeNull();
  });
});
