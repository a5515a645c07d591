import { useMemo } from 'react';
import { Box, Paper, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AEGIS_DASHBOARD, type AegisDashboard } from '@trueline/contract';
import { chartPoints, chartTicks, periodLabel } from './chart-data';

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
  const theme = useTheme();
  // A phone has room for about six labels; 12 at most anywhere (spec 3 §9).
  const maxTicks = useMediaQuery(theme.breakpoints.down('sm')) ? 6 : AEGIS_DASHBOARD.maxTicks;
  const points = useMemo(() => (data ? chartPoints(data) : []), [data]);
  const ticks = useMemo(() => chartTicks(points, maxTicks), [points, maxTicks]);
  const interval = data?.interval ?? 'HOUR';
  return (
    <Paper variant="outlined" component="section" aria-label="Interactions" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h3" component="h2">Interactions</Typography>
      <Typography variant="caption" color="text.secondary">{interval === 'HOUR' ? 'Per hour' : 'Per day'} · {zone.replace(/_/g, ' ')}</Typography>
      {!data ? (
        <Skeleton variant="rounded" height={260} sx={{ mt: 1 }} aria-label="Loading interactions" />
      ) : (
        <Box sx={{ height: 260, mt: 1 }} role="img" aria-label={`Interactions ${interval === 'HOUR' ? 'per hour' : 'per day'}: presented, accepted and rejected`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 4, right: 24, bottom: 0, left: -12 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="period" ticks={ticks} interval={0} tickFormatter={(p: string) => periodLabel(p, interval, zone)} tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip labelFormatter={(p) => periodLabel(String(p), interval, zone, true)} />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
              {SERIES.map((s) => (
                <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.colour} strokeWidth={2} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Paper>
  );
}
