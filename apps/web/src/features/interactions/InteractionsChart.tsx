import { useMemo } from 'react';
import { AEGIS_DASHBOARD, type AegisDashboard } from '@trueline/contract';
import { PeriodLineChart } from '../../components/PeriodLineChart';
import { chartPoints } from './chart-data';

const SERIES = [
  { key: 'presented', label: 'Presented', colour: '#0b3d91' },
  { key: 'accepted', label: 'Accepted', colour: '#2e7d32' },
  { key: 'rejected', label: 'Rejected', colour: '#c62828' },
] as const;

/**
 * Interactions per hour of the day (ranges under 25 hours) or per day, in the chosen time zone: every period on the
 * axis (none without calls is left out), at most 12 ticks.
 */
export function InteractionsChart({ data, zone }: { data: AegisDashboard | undefined; zone: string }) {
  const points = useMemo(() => (data ? chartPoints(data) : undefined), [data]);
  return (
    <PeriodLineChart
      title="Interactions" series={SERIES} points={points} interval={data?.interval ?? 'HOUR'} zone={zone}
      describes="presented, accepted and rejected" maxTicks={AEGIS_DASHBOARD.maxTicks}
    />
  );
}
