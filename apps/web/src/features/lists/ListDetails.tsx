import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { CampaignList, ListMetrics } from '@trueline/contract';
import { MetricBlock } from '../../components/MetricBlock';
import { elapsedSeconds, formatDateTime, formatDuration, formatFinish } from './format';

/** The metrics of spec 2 §2: the Lists tab shows them all, /lists the first five. */
const METRICS: { key: keyof ListMetrics; label: string }[] = [
  { key: 'total', label: 'Supplied' },
  { key: 'landline', label: 'Landline' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'inactive', label: 'Inactive' },
  { key: 'invalid', label: 'Invalid' },
  { key: 'tcpa', label: 'TCPA Risk' },
  { key: 'dnc', label: 'Do Not Call' },
  { key: 'tokenError', label: 'Token Error' },
  { key: 'duplicate', label: 'Duplicate check' },
];

interface Props {
  list: CampaignList;
  /** 'full' on the Lists tab, 'summary' on /lists. */
  metrics: 'full' | 'summary';
  /** Offers 'Download processed file' when the file exists. */
  onDownload?(): void;
}

/** An expanded list row: who processed it, when, how long, the counts and the dialer's answer. */
export function ListDetails({ list, metrics, onDownload }: Props) {
  const by = list.processedBy ? `${list.processedBy.firstName} ${list.processedBy.lastName}`.trim() : null;
  const shown = metrics === 'full' ? METRICS : METRICS.slice(0, 5);
  return (
    <Stack spacing={2} sx={{ py: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
        <MetricBlock label="Processed by" value={by} />
        <MetricBlock label="Started" value={list.processingStart ? formatDateTime(list.processingStart) : null} />
        <MetricBlock label="Finished" value={list.processingStart ? formatFinish(list.processingFinish) : null} />
        <MetricBlock label="Total time" value={list.processingFinish ? formatDuration(elapsedSeconds(list)) : null} />
      </Box>
      {onDownload && list.processedFile ? (
        <Box>
          <Link component="button" type="button" onClick={onDownload} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <DownloadIcon fontSize="small" />
            Download processed file
          </Link>
        </Box>
      ) : null}
      <Box component="section" aria-label="List metrics">
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(9, minmax(0, 1fr))' } }}
        >
          {shown.map((m) => (
            <MetricBlock key={m.key} label={m.label} value={list.metrics[m.key].toLocaleString()} size="figure" />
          ))}
        </Box>
      </Box>
      {list.status === 'ERROR' && list.errorMessage ? <Alert severity="error">{list.errorMessage}</Alert> : null}
      {list.dialerWebhookResponse ? (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Dialer response
          </Typography>
          <Typography variant="body2" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {list.dialerWebhookResponse}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
