import { Chip, LinearProgress, Stack } from '@mui/material';
import { LIST_STATUS_LABELS, type CampaignList, type ListStatus as Status } from '@trueline/contract';

const COLOR: Record<Status, 'default' | 'info' | 'success' | 'error'> = { UPLOADED: 'default', PROCESSING: 'info', PROCESSED: 'success', ERROR: 'error' };

/** The status chip; while processing, a bar of the rows handled so far when the row count is known. */
export function ListStatus({ list }: { list: Pick<CampaignList, 'status' | 'rowCount' | 'processedRows'> }) {
  const progress = list.status === 'PROCESSING' && list.rowCount ? Math.min(100, (100 * list.processedRows) / list.rowCount) : null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 90 }}>
      <Chip size="small" variant="outlined" color={COLOR[list.status]} label={LIST_STATUS_LABELS[list.status]} sx={{ alignSelf: 'flex-start' }} />
      {progress !== null ? <LinearProgress variant="determinate" value={progress} aria-label={`Processed ${Math.round(progress)}%`} /> : null}
    </Stack>
  );
}

/** Leads as valid/total. */
export const leadsText = (l: Pick<CampaignList, 'metrics'>) => `${l.metrics.valid.toLocaleString()}/${l.metrics.total.toLocaleString()}`;
