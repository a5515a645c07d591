import { useMemo } from 'react';
import { Box, Link, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { LEAD_STATUS_LABELS, type CampaignLead } from '@trueline/contract';
import { clipColumnHeaders, GRID_HEAD, GRID_ROW, growingGridHeight } from '../../components/grid-layout';
import { StatusChip } from '../../components/StatusChip';
import { formatLeadPhone, formatLoaded } from './format';

type Row = CampaignLead & { id: number };

/** Column sets; phones get narrower columns (the others hidden) so the useful ones fit 375 px without scrolling sideways. */
function columns(variant: 'campaign' | 'workspace', phone: boolean): GridColDef<Row>[] {
  const status: GridColDef<Row> = {
    field: 'status', headerName: 'Status', width: phone ? 110 : 130,
    renderCell: ({ row }) => <StatusChip status={row.status} label={LEAD_STATUS_LABELS[row.status]} />,
  };
  const loaded: GridColDef<Row> = { field: 'loaded', headerName: 'Loaded', width: 180, valueFormatter: (v: string) => formatLoaded(v) };
  const callerId: GridColDef<Row> = { field: 'callerId', headerName: 'Caller ID', valueFormatter: (v: string | null) => formatLeadPhone(v), ...(phone ? { flex: 1, minWidth: 112 } : { width: 150 }) };
  const number = (headerName: string): GridColDef<Row> => ({ field: 'phone', headerName, valueFormatter: (v: string) => formatLeadPhone(v), flex: 1, minWidth: phone ? 112 : 140 });
  if (variant === 'campaign') {
    // The campaign's Leads tab: Phone, Status, Zip, Caller ID, Loaded.
    return [number('Phone'), status, { field: 'zip', headerName: 'Zip', width: 90, valueFormatter: (v: string | null) => v ?? '—' }, callerId, loaded];
  }
  // /leads: Number, Campaign (opens the campaign), Status, Loaded, Caller ID.
  return [
    { ...number('Number'), flex: undefined, minWidth: undefined, width: phone ? 118 : 150 },
    {
      field: 'campaignName', headerName: 'Campaign', flex: 1, minWidth: 100,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/campaigns/${row.campaignId}`} underline="hover">
          {row.campaignName}
        </Link>
      ),
    },
    status,
    loaded,
    callerId,
  ];
}

interface Props {
  rows: readonly CampaignLead[];
  loading: boolean;
  variant: 'campaign' | 'workspace';
  emptyText: string;
}

/** Search results (at most 500), virtualised inside a box that grows with the rows up to a cap. Phones hide the less useful columns. */
export function LeadsTable({ rows, loading, variant, emptyText }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const height = growingGridHeight(rows.length);
  const hidden: GridColumnVisibilityModel = phone ? (variant === 'campaign' ? { zip: false, loaded: false } : { loaded: false, callerId: false }) : {};
  // A phone can be a lead twice (a duplicate row is kept with its outcome): rows are keyed by position.
  const keyed = useMemo(() => rows.map((r, id) => ({ ...r, id })), [rows]);
  const cols = useMemo(() => columns(variant, phone), [variant, phone]);
  return (
    <Box sx={{ height }}>
      <DataGrid
        aria-label="Leads"
        rows={keyed}
        columns={cols}
        loading={loading}
        hideFooter
        rowHeight={GRID_ROW}
        columnHeaderHeight={GRID_HEAD}
        disableRowSelectionOnClick
        disableColumnMenu
        columnVisibilityModel={hidden}
        localeText={{ noRowsLabel: emptyText }}
        sx={{
          bgcolor: 'background.paper',
          ...clipColumnHeaders,
          // Phones: tighter cells, so a number, a status and a caller ID fit side by side.
          ...(phone ? { '& .MuiDataGrid-cell:not(.MuiDataGrid-cellEmpty), & .MuiDataGrid-columnHeader': { px: 0.75 } } : {}),
        }}
      />
    </Box>
  );
}
