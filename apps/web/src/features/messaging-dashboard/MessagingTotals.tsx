import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { MESSAGING_DASHBOARD_TEXTS as T } from '@trueline/contract';
import { MetricBlock } from '../../components/MetricBlock';
import { formatCount, percentOf } from '../../lib/format';
import type { messagingTotals } from './dashboard-data';

/** Sent, Delivered, Conversations, Failed and Other over the range; delivered, failed and other with their share of sent. */
export function MessagingTotals({ totals, loading }: { totals: ReturnType<typeof messagingTotals>; loading: boolean }) {
  const figure = (n: number, share?: boolean) =>
    loading ? <Skeleton width={80} /> : (
      <>
        {formatCount(n)}
        {share ? ' ' : null}
        {share ? <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.25 }}>{percentOf(n, totals.sent)}</Typography> : null}
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-label="Totals" sx={{ p: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
        <MetricBlock size="figure" label={T.totals.sent} value={figure(totals.sent)} />
        <MetricBlock size="figure" label={T.totals.delivered} value={figure(totals.delivered, true)} />
        <MetricBlock size="figure" label={T.totals.conversations} value={figure(totals.conversations)} />
        <MetricBlock size="figure" label={T.totals.failed} value={figure(totals.failed, true)} />
        <MetricBlock size="figure" label={T.totals.other} value={figure(totals.other, true)} />
      </Box>
    </Paper>
  );
}
