import { useState } from 'react';
import { Alert, Button, Chip, Stack, useMediaQuery, useTheme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Campaign, CampaignEvent, CampaignEventType } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { downloadEventLog, useCampaignEvents } from './api';
import { dateTime } from './campaign-format';

const TYPE_COLOURS: Record<CampaignEventType, 'default' | 'success' | 'warning' | 'error'> = { INFO: 'default', SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' };

const COLUMNS: GridColDef<CampaignEvent>[] = [
  { field: 'timestamp', headerName: 'Date', flex: 0.5, minWidth: 105, maxWidth: 180, valueFormatter: (v: string) => dateTime(v) },
  {
    field: 'category', headerName: 'Category', width: 130,
    renderCell: ({ row }) => <Chip size="small" variant="outlined" color={TYPE_COLOURS[row.type]} label={row.category} title={row.type} />,
  },
  { field: 'message', headerName: 'Message', flex: 1.5, minWidth: 160 },
];

/** Event log (spec 2 §2): Date, Category, Message, newest first; the server leaves ERROR events out for all but SuperAdmin. */
export function EventLogTab({ campaign }: { campaign: Campaign }) {
  const events = useCampaignEvents(campaign);
  const notify = useSnackbar();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadEventLog(campaign)
      .catch((err: unknown) => notify(errorMessage(err), 'error'))
      .finally(() => setDownloading(false));
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" justifyContent="flex-end">
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>Download event logs</Button>
      </Stack>
      {events.isError ? <Alert severity="error">{errorMessage(events.error)}</Alert> : null}
      <DataGrid
        aria-label="Event log"
        rows={events.data ?? []}
        columns={COLUMNS}
        loading={events.isPending}
        autoHeight
        density="compact"
        getRowHeight={() => 'auto'}
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        columnVisibilityModel={phone ? { category: false } : {}}
        localeText={{ noRowsLabel: 'No events yet.' }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 0.75, whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      />
    </Stack>
  );
}
