import { useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../lib/format';
import { PROFILE_TYPE_COLUMN_LABELS, type ProvisioningProfile } from '@trueline/contract';


const COLUMNS: GridColDef<ProvisioningProfile>[] = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 120 },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 115, valueGetter: (_v, row) => PROFILE_TYPE_COLUMN_LABELS[row.type] },
  { field: 'records', headerName: 'Records', type: 'number', width: 90, valueGetter: (_v, row) => row.values.length },
  { field: 'created', headerName: 'Created', width: 130, valueFormatter: (v: string) => formatDate(v) },
  { field: 'updated', headerName: 'Updated', width: 130, valueFormatter: (v: string) => formatDate(v) },
];

interface Props {
  rows: readonly ProvisioningProfile[];
  loading: boolean;
  onOpen(profile: ProvisioningProfile): void;
}

/** Name (sorted ascending at first), Type, Records, Created, Updated; a row opens its edit panel by click or Enter. Phones leave the dates out. */
export function ProfilesTable({ rows, loading, onOpen }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <DataGrid
      aria-label="Provisioning profiles"
      rows={rows}
      columns={COLUMNS}
      loading={loading}
      autoHeight
      hideFooter
      density="compact"
      disableRowSelectionOnClick
      disableColumnMenu
      columnVisibilityModel={phone ? { created: false, updated: false } : {}}
      initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
      localeText={{ noRowsLabel: 'No provisioning profiles yet.' }}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen(row);
        }
      }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
