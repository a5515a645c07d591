import { describe, expect, it } from 'vitest';
import type { BillableUsage } from '@trueline/contract';
import { billingPeriods, formatMoney, formatRate, viewFor } from './usage-view';

describe('billingPeriods', () => {
  it('offers this month and six back in the billing time zone, across a year end', () => {
    // 03:00 UTC on 1 February is still January in New York.
    const periods = billingPeriods(new Date('2027-02-01T03:00:00Z'));
    expect(periods.map((p) => p.period)).toEqual(['2027-01', '2026-12', '2026-11', '2026-10', '2026-09', '2026-08', '2026-07']);
    expect(periods[0]).toEqual({ year: 2027, month: 1, period: '2027-01', label: 'January 2027' });
  });
});

describe('viewFor', () => {
  const usage: BillableUsage = {
    month: 12, year: 2026, status: 'ESTIMATE', closesAt: '2027-01-04T05:00:00.000Z', timeZone: 'America/New_York', asOf: '2026-12-03T12:00:00.000Z', total: '614.00',
    lines: [
      { id: 'fee:platformFee', type: 'Fee', description: 'Platform fee', qty: 1, rate: '500', total: '500.00', detail: null, workspaceUsage: [] },
      {
        id: 'usage:aegis', type: 'Usage', description: 'Aegis One calls screened', qty: 1500, rate: null, total: '14.00', detail: 'tiers',
        workspaceUsage: [{ workspaceId: 'a', description: 'East', qty: 1000, total: '9.33' }, { workspaceId: 'b', description: 'West', qty: 500, total: '4.67' }],
      },
      { id: 'adj', type: 'Adjustment', description: 'Setup', qty: 1, rate: '100', total: '100.00', detail: null, workspaceUsage: [] },
    ],
  };

  it('shows every line for All Workspaces', () => {
    expect(viewFor(usage, null)).toEqual({ lines: usage.lines, total: '614.00' });
  });

  it("shows a workspace its part of each usage line and their sum, without the organisation's fees and adjustments", () => {
    const v = viewFor(usage, 'b');
    expect(v.lines).toEqual([expect.objectContaining({ id: 'usage:aegis', qty: 500, total: '4.67', workspaceUsage: [] })]);
    expect(v.total).toBe('4.67');
    expect(viewFor(usage, 'nobody')).toEqual({ lines: [], total: '0.00' });
  });
});

describe('money', () => {
  it('shows totals in dollars and cents and rates to their last decimal', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-25.5')).toBe('-$25.50');
    expect(formatRate('0.0045')).toBe('$0.0045');
    expect(formatRate('25')).toBe('$25.00');
    expect(formatRate(null)).toBe('Tiered');
  });
});
