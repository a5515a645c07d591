import { describe, expect, it } from 'vitest';
import type { AegisDashboard } from '@trueline/contract';
import { chartTicks, periodLabel } from '../../components/period-chart';
import { chartPoints, dashboardTotals, workflowRows } from './chart-data';

const hours = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2024, 2, 13, 4 + h)).toISOString());
const dashboard = (metrics: AegisDashboard['metrics']): AegisDashboard => ({
  metrics, reasonCounts: [], stateCounts: [], carrierCounts: [], lineTypeCounts: [], interval: 'HOUR', periods: hours,
});
const m = (period: string, wf: string, count: number, accepted: number, rejected: number) => ({ id: { period, campaignId: wf }, count, accepted, rejected });

describe('chart data', () => {
  const d = dashboard([m(hours[1]!, 'a', 3, 2, 1), m(hours[1]!, 'b', 2, 0, 2), m(hours[5]!, 'a', 4, 4, 0)]);

  it('fills every past period, summing the workflows, and leaves periods to come empty', () => {
    const points = chartPoints(d, new Date(Date.UTC(2024, 2, 13, 12, 30)));
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ period: hours[0], presented: 0, accepted: 0, rejected: 0 });
    expect(points[1]).toEqual({ period: hours[1], presented: 5, accepted: 2, rejected: 3 });
    expect(points[5]).toEqual({ period: hours[5], presented: 4, accepted: 4, rejected: 0 });
    expect(points[8]).toEqual({ period: hours[8], presented: 0, accepted: 0, rejected: 0 });
    expect(points[9]).toEqual({ period: hours[9], presented: null, accepted: null, rejected: null });
  });

  it('shows at most 12 ticks', () => {
    expect(chartTicks(chartPoints(d))).toHaveLength(12);
    const year = Array.from({ length: 366 }, (_, i) => ({ period: String(i) }));
    const ticks = chartTicks(year);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks[0]).toBe('0');
    expect(chartTicks(year.slice(0, 7))).toHaveLength(7);
  });

  it('labels hours and days in the time zone', () => {
    expect(periodLabel('2024-03-13T19:00:00.000Z', 'HOUR', 'America/New_York')).toBe('3 PM');
    expect(periodLabel('2024-03-13T19:30:00.000Z', 'HOUR', 'America/New_York')).toBe('3:30 PM');
    expect(periodLabel('2024-03-13T04:00:00.000Z', 'DAY', 'America/New_York')).toBe('Mar 13');
  });

  it('totals the period and each workflow, busiest first, named when the name is known', () => {
    expect(dashboardTotals(d)).toEqual({ presented: 9, accepted: 6, rejected: 3 });
    expect(workflowRows(d, new Map([['a', 'Inbound screening']]))).toEqual([
      { id: 'a', name: 'Inbound screening', presented: 7, accepted: 6, rejected: 1 },
      { id: 'b', name: 'Workflow …b', presented: 2, accepted: 0, rejected: 2 },
    ]);
  });
});
