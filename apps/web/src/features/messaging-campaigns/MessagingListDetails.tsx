import { Box, Button, Stack, Typography, Alert } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { MessagingList, MessagingListMetrics } from '@trueline/contract';
import { MetricBlock } from '../../components/MetricBlock';
import { formatDateTime } from '../../lib/format';

/** The metrics of spec 3 §2.3, in its order. */
const METRICS: { key: keyof MessagingListMetrics; label: string }[] = [
  { key: 'supplied', label: 'Supplied' },
  { key: 'loaded', label: 'Loaded' },
  { key: 'invalid', label: 'Invalid' },
  { key: 'landline', label: 'Landline' },
  { key: 'suppressed', label: 'Suppressed' },
  { key: 'duplicate', label: 'Duplicate' },
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
];

/** Seconds as "1h 02m 03s" (hours and minutes only when there are some). */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : m > 0 ? `${m}m ${pad(s)}s` : `${s}s`;
}

interface Props {
  list: MessagingList;
  /** Offered when the list is not ACTIVE (spec 3 §4). */
  onDelete?(): void;
}

/** An expanded list: who processed it and when, its metrics and its carrier breakdown. */
export function MessagingListDetails({ list, onDelete }: Props) {
  const by = list.processedBy ? `${list.processedBy.firstName} ${list.processedBy.lastName}`.trim() : null;
  const carriers = Object.entries(list.carrierBreakDown).sort((a, b) => b[1] - a[1]);
  return (
    <Stack spacing={2} sx={{ py: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
        <MetricBlock label="Processed by" value={by} />
        <MetricBlock label="Started" value={list.processingStart ? formatDateTime(list.processingStart) : null} />
        <MetricBlock label="Finished" value={list.processingFinish ? formatDateTime(list.processingFinish) : list.status === 'PROCESSING' ? 'Processing…' : null} />
        <MetricBlock label="Total time" value={list.processingDuration !== null ? durationText(list.processingDuration) : null} />
      </Box>
      <Box component="section" aria-label="List metrics">
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(9, minmax(0, 1fr))' } }}>
          {METRICS.map((m) => <MetricBlock key={m.key} label={m.label} value={list.metrics[m.key].toLocaleString()} size="figure" />)}
        </Box>
      </Box>
      <Box component="section" aria-label="Carrier breakdown">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>Carrier breakdown</Typography>
        {carriers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">No leads loaded yet.</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
            {carriers.map(([carrier, n]) => <MetricBlock key={carrier} label={carrier} value={n.toLocaleString()} size="figure" />)}
          </Box>
        )}
      </Box>
      {list.status === 'ERROR' && list.errorMessage ? <Alert severity="error">{list.errorMessage}</Alert> : null}
      {onDelete && list.status !== 'ACTIVE' ? (
        <Box>
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>Delete list</Button>
        </Box>
      ) : null}
    </Stack>
  );
}
