import { useMemo } from 'react';
import { Box, Paper, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardInterval } from '@trueline/contract';
import { chartTicks, periodLabel } from './period-chart';

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

interface Props {
  /** The section's heading and accessible name (Interactions, Activity). */
  title: string;
  series: readonly ChartSeries[];
  /** One point per period of the range, with a number (or null: not begun yet) per series key; undefined while loading. */
  points: readonly { period: string }[] | undefined;
  interval: DashboardInterval;
  zone: string;
  /** What the chart shows, for screen readers (after "per hour:" or "per day:"). */
  describes: string;
  /** At most this many ticks (12, spec 3 §9); a phone has room for about six. */
  maxTicks?: number;
}

/** A dashboard's line chart per hour of the day or per day, in the chosen time zone. */
export function PeriodLineChart({ title, series, points, interval, zone, describes, maxTicks = 12 }: Props) {
  const theme = useTheme();
  const max = useMediaQuery(theme.breakpoints.down('sm')) ? Math.min(6, maxTicks) : maxTicks;
  const ticks = useMemo(() => chartTicks(points ?? [], max), [points, max]);
  const per = interval === 'HOUR' ? 'per hour' : 'per day';
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h3" component="h2">{title}</Typography>
      <Typography variant="caption" color="text.secondary">{interval === 'HOUR' ? 'Per hour' : 'Per day'} · {zone.replace(/_/g, ' ')}</Typography>
      {!points ? (
        <Skeleton variant="rounded" height={260} sx={{ mt: 1 }} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : (
        <Box sx={{ height: 260, mt: 1 }} role="img" aria-label={`${title} ${per}: ${describes}`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={[...points]} margin={{ top: 4, right: 24, bottom: 0, left: -12 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="period" ticks={ticks} interval={0} tickFormatter={(p: string) => periodLabel(p, interval, zone)} tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip labelFormatter={(p) => periodLabel(String(p), interval, zone, true)} />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
              {series.map((s) => (
                <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.colour} strokeWidth={2} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Paper>
  );
}
