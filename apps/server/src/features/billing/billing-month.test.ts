import { describe, expect, it } from 'vitest';
import { billingMonth, monthOf, monthOfPeriod } from './billing-month';

describe('billing months', () => {
  it('start and end at midnight in the billing time zone, whatever its offset that day', () => {
    // January: New York is UTC-5; July: UTC-4; March holds the change to summer time.
    expect(billingMonth(2026, 1)).toMatchObject({ period: '2026-01', start: new Date('2026-01-01T05:00:00Z'), end: new Date('2026-02-01T05:00:00Z') });
    expect(billingMonth(2026, 7)).toMatchObject({ start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-08-01T04:00:00Z') });
    expect(billingMonth(2026, 3)).toMatchObject({ start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') });
    expect(billingMonth(2026, 12).end).toEqual(new Date('2027-01-01T05:00:00Z'));
  });

  it('puts an instant in the month of its local date, not of UTC', () => {
    // 03:00 UTC on 1 December is still 30 November in New York.
    expect(monthOf(new Date('2026-12-01T03:00:00Z')).period).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T05:00:00Z')).period).toBe('2026-12');
    expect(monthOf(new Date('2026-12-01T03:00:00Z'), 'UTC').period).toBe('2026-12');
    expect(monthOf(new Date('2027-01-01T04:59:59Z')).period).toBe('2026-12');
  });

  it('reads a period back', () => {
    expect(monthOfPeriod('2026-02')).toMatchObject({ year: 2026, month: 2, start: new Date('2026-02-01T05:00:00Z'), end: new Date('2026-03-01T05:00:00Z') });
  });
});
