import { Box, Chip, Link, Tooltip, alpha, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { isInactivePoolStatus, type PoolNumber } from '@trueline/contract';
import { clipColumnHeaders, GRID_HEAD, GRID_ROW, growingGridHeight } from '../../components/grid-layout';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { formatDay, tenDlcLabel } from './pool-format';
import { isSelectableNumber } from './pool-rules';

type Col = GridColDef<PoolNumber>;
const number: Col = { field: 'number', headerName: 'Number', width: 140, valueFormatter: (v: string) => formatPhone(v) };
const city: Col = { field: 'locality', headerName: 'City', flex: 1, minWidth: 120 };
const state: Col = { field: 'region', headerName: 'State', width: 70 };
const status: Col = {
  field: 'status', headerName: 'Status', width: 100,
  renderCell: ({ row }) => <StatusChip status={row.status} />,
};
const created: Col = { field: 'created', headerName: 'Created', width: 120, valueFormatter: (v: string) => formatDay(v) };
const inService: Col = { field: 'firstUsed', headerName: 'In service', width: 120, valueFormatter: (v: string | null) => formatDay(v) };
const days: Col = { field: 'daysInService', headerName: 'Days in service', type: 'number', width: 120 };
const usages: Col = { field: 'usageCount', headerName: 'Usages', type: 'number', width: 90 };
const spam: Col = {
  field: 'riskLevel', headerName: 'SPAM', width: 100,
  renderCell: ({ row }) => (row.riskLevel ? <Chip size="small" label={row.riskLevel} color={row.riskLevel === 'HIGH' ? 'error' : row.riskLevel === 'MEDIUM' ? 'warning' : 'default'} variant="outlined" /> : '—'),
};
const tenDlc: Col = {
  field: 'appToPersonValid', headerName: '10DLC', flex: 1, minWidth: 140,
  renderCell: ({ row }) => (
    <Tooltip title={row.appToPersonCampaignId ? `Messaging campaign ${row.appToPersonCampaignId}` : ''}>
      <span>{tenDlcLabel(row)}</span>
    </Tooltip>
  ),
};
const campaign: Col = {
  field: 'campaignName', headerName: 'Campaign', flex: 1, minWidth: 140,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={`/campaigns/${row.campaignId}`} underline="hover">
      {row.campaignName}
    </Link>
  ),
};

export type PoolTableVariant = 'dialer' | 'messaging' | 'workspace';
const COLUMNS: Record<PoolTableVariant, Col[]> = {
  dialer: [number, city, state, status, created, inService, days, usages, spam],
  messaging: [number, city, state, status, tenDlc],
  workspace: [number, campaign, status, created, inService, days, usages, spam],
};

/**
 * Phones (375 px): the number with its place (City, ST) or, on /pools, its campaign on a second line, then Status and
 * SPAM (10DLC for messaging). The grid fits the screen without scrolling sideways; the dates and counts are left to
 * wider screens and the download.
 */
const phoneNumber = (variant: PoolTableVariant): Col => ({
  ...number,
  width: undefined,
  flex: 1,
  minWidth: 112,
  renderCell: ({ row }) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <span>{formatPhone(row.number)}</span>
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {variant === 'workspace' ? (
          <Link component={RouterLink} to={`/campaigns/${row.campaignId}`} underline="hover">
            {row.campaignName}
          </Link>
        ) : (
          [row.locality, row.region].filter(Boolean).join(', ')
        )}
      </Box>
    </Box>
  ),
});
const PHONE_COLUMNS: Record<PoolTableVariant, Col[]> = {
  dialer: [phoneNumber('dialer'), { ...status, width: 96 }, { ...spam, width: 80 }],
  messaging: [phoneNumber('messaging'), { ...status, width: 96 }, { ...tenDlc, minWidth: 96 }],
  workspace: [phoneNumber('workspace'), { ...status, width: 96 }, { ...spam, width: 80 }],
};

const PHONE_ROW = 52;

interface Props {
  rows: readonly PoolNumber[];
  variant: PoolTableVariant;
  loading: boolean;
  emptyText: string;
  /** With a selection, a select column appears; inactive numbers cannot be chosen. */
  selection?: { numbers: string[]; onChange(numbers: string[]): void };
}

/**
 * Pool numbers, virtualised inside a box that grows with the rows up to a cap. Inactive numbers are greyed (spec 2 §4);
 * on /pools, AGING ones are highlighted. Phones get fewer, two-line columns.
 */
export function PoolTable({ rows, variant, loading, emptyText, selection }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rowHeight = phone ? PHONE_ROW : GRID_ROW;
  const height = growingGridHeight(rows.length, rowHeight);
  const rowId = (r: PoolNumber) => (variant === 'workspace' ? `${r.campaignId}:${r.number}:${r.created}` : `${r.number}:${r.created}`);
  const chosen = new Set(selection?.numbers ?? []);
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(rows.filter((r) => chosen.has(r.number) && isSelectableNumber(r)).map(rowId)) };
  return (
    <Box sx={{ height }}>
      <DataGrid
        aria-label="Pool numbers"
        rows={rows}
        getRowId={rowId}
        columns={phone ? PHONE_COLUMNS[variant] : COLUMNS[variant]}
        loading={loading}
        hideFooter
        rowHeight={rowHeight}
        columnHeaderHeight={GRID_HEAD}
        disableColumnMenu
        disableRowSelectionOnClick={!selection}
        checkboxSelection={Boolean(selection)}
        disableRowSelectionExcludeModel
        isRowSelectable={({ row }) => isSelectableNumber(row)}
        rowSelectionModel={model}
        onRowSelectionModelChange={(m) => selection?.onChange(rows.filter((r) => m.ids.has(rowId(r))).map((r) => r.number))}
        getRowClassName={({ row }) => [isInactivePoolStatus(row.status) ? 'pool-inactive' : '', variant === 'workspace' && row.status === 'AGING' ? 'pool-aging' : ''].join(' ')}
        localeText={{ noRowsLabel: emptyText }}
        sx={{
          bgcolor: 'background.paper',
          ...clipColumnHeaders,
          '& .pool-inactive': { color: 'text.disabled' },
          '& .pool-aging, & .pool-aging:hover': { bgcolor: (t) => alpha(t.palette.warning.main, 0.18), color: 'text.primary' },
        }}
      />
    </Box>
  );
}
