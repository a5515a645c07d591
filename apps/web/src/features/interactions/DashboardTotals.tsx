import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { MetricBlock } from '../../components/MetricBlock';
import { formatCount, percentOf } from '../../lib/format';

/** Presented, Accepted and Rejected over the period. */
export function DashboardTotals({ totals, loading }: { totals: { presented: number; accepted: number; rejected: number }; loading: boolean }) {
  const figure = (n: number, share?: string) =>
    loading ? <Skeleton width={80} /> : (
      <>
        {formatCount(n)}
        {share ? ' ' : null}
        {share ? <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.25 }}>{share}</Typography> : null}
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-label="Totals" sx={{ p: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <MetricBlock size="figure" label="Presented" value={figure(totals.presented)} />
        <MetricBlock size="figure" label="Accepted" value={figure(totals.accepted, percentOf(totals.accepted, totals.presented))} />
        <MetricBlock size="figure" label="Rejected" value={figure(totals.rejected, percentOf(totals.rejected, totals.presented))} />
      </Box>
    </Paper>
  );
}
