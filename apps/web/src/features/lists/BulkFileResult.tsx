import { Alert, Box } from '@mui/material';
import type { CampaignList } from '@trueline/contract';
import { MetricBlock } from '../../components/MetricBlock';
import { processingError } from './bulk-upload';
import { elapsedSeconds, formatDateTime, formatDuration, formatFinish } from './format';
import { ListStatus } from './ListStatus';

/** A processed file's row (spec 2 §2): status, start and finish, total hh:mm:ss, Loaded, Supplied, Inactive, Invalid. */
export function BulkFileResult({ list }: { list: CampaignList }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box component="dl" aria-label={`Result of ${list.name}`} sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(8, minmax(0, 1fr))' } }}>
        <MetricBlock label="Status" value={<ListStatus list={list} />} />
        <MetricBlock label="Started" value={list.processingStart ? formatDateTime(list.processingStart) : null} />
        <MetricBlock label="Finished" value={list.processingStart ? formatFinish(list.processingFinish) : null} />
        <MetricBlock label="Total time" value={list.processingFinish ? formatDuration(elapsedSeconds(list)) : null} />
        <MetricBlock label="Loaded" value={list.metrics.loaded.toLocaleString()} />
        <MetricBlock label="Supplied" value={list.metrics.total.toLocaleString()} />
        <MetricBlock label="Inactive" value={list.metrics.inactive.toLocaleString()} />
        <MetricBlock label="Invalid" value={list.metrics.invalid.toLocaleString()} />
      </Box>
      {list.status === 'ERROR' ? (
        <Alert severity="error" sx={{ mt: 1, overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
          {processingError(list.errorMessage ?? 'The list could not be processed.')}
        </Alert>
      ) : null}
    </Box>
  );
}
