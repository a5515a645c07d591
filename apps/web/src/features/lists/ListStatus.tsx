import { LinearProgress, Stack } from '@mui/material';
import { LIST_STATUS_LABELS, type CampaignList } from '@trueline/contract';
import { StatusChip } from '../../components/StatusChip';

/** The status chip; while processing, a bar of the rows handled so far when the row count is known. */
export function ListStatus({ list }: { list: Pick<CampaignList, 'status' | 'rowCount' | 'processedRows'> }) {
  const progress = list.status === 'PROCESSING' && list.rowCount ? Math.min(100, (100 * list.processedRows) / list.rowCount) : null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 90 }}>
      <StatusChip status={list.status} label={LIST_STATUS_LABELS[list.status]} sx={{ alignSelf: 'flex-start' }} />
      {progress !== null ? <LinearProgress variant="determinate" value={progress} aria-label={`Processed ${Math.round(progress)}%`} /> : null}
    </Stack>
  );
}

/** Leads as valid/total. */
export const leadsText = (l: Pick<CampaignList, 'metrics'>) => `${l.metrics.valid.toLocaleString()}/${l.metrics.total.toLocaleString()}`;
