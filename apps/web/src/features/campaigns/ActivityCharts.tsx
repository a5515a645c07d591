import type { ReactNode } from 'react';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Campaign } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useCampaignStats } from './api';
import { shortDay, zeroFill } from './stats-days';

interface Series {
  key: string;
  label: string;
  colour: string;
}

function Chart<R extends { date: string }>({ title, rows, series, stacked }: { title: string; rows: R[]; series: Series[]; stacked?: boolean }) {
  const total = rows.reduce((sum, r) => sum + series.reduce((s, x) => s + Number((r as Record<string, unknown>)[x.key] ?? 0), 0), 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h3" component="h3">{title}</Typography>
      <Typography variant="caption" color="text.secondary">Last {rows.length} days · {total.toLocaleString()} in total</Typography>
      <Box sx={{ height: 220, mt: 1 }} role="img" aria-label={`${title}: ${series.map((s) => s.label).join(', ')} per day`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip labelFormatter={(d) => shortDay(String(d))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.colour} stackId={stacked ? 'day' : undefined} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Paper>
  );
}

const LIST_SERIES: Series[] = [
  { key: 'valid', label: 'Valid', colour: '#2e7d32' },
  { key: 'inactive', label: 'Inactive', colour: '#f9a825' },
  { key: 'invalid', label: 'Invalid', colour: '#c62828' },
];
const SENTRY_SERIES: Series[] = [{ key: 'replaced', label: 'Replaced', colour: '#0b3d91' }];
const SMS_SERIES: Series[] = [
  { key: 'delivered', label: 'Delivered', colour: '#138a7e' },
  { key: 'failed', label: 'Failed', colour: '#c62828' },
];

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>;
}

/** List activity, Sentry activity and SMS activity per day (spec 2 §2), every day of the window present. */
export function ActivityCharts({ campaign }: { campaign: Campaign }) {
  const stats = useCampaignStats(campaign);
  if (stats.isError) return <Alert severity="error">{errorMessage(stats.error)}</Alert>;
  if (!stats.data) {
    return <Grid>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={290} aria-label="Loading activity" />)}</Grid>;
  }
  const lists = zeroFill(stats.data.listStats, { total: 0, inactive: 0, invalid: 0, valid: 0 });
  const sentry = zeroFill(stats.data.sentryStats, { replaced: 0 });
  const sms = zeroFill(stats.data.smsStats, { sent: 0, delivered: 0, failed: 0 });
  return (
    <Grid>
      <Chart title="List activity" rows={lists} series={LIST_SERIES} stacked />
      <Chart title="Sentry activity" rows={sentry} series={SENTRY_SERIES} />
      <Chart title="SMS activity" rows={sms} series={SMS_SERIES} stacked />
    </Grid>
  );
}
