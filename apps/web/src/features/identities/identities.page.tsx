import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../lib/format';
import { IDENTITY_STATUS_LABELS, type Identity } from '@trueline/contract';
import { StatusChip } from '../../components/StatusChip';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspacePage } from '../../components/WorkspacePage';
import { useIdentities, useSupportUrl } from './api';


const COLUMNS: GridColDef<Identity>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  {
    field: 'resourceStatus', headerName: 'Status', width: 100,
    renderCell: ({ row }) => (
      <StatusChip status={row.resourceStatus} label={IDENTITY_STATUS_LABELS[row.resourceStatus]} />
    ),
  },
  { field: 'dateUpdated', headerName: 'Updated', width: 125, valueFormatter: (v: string) => formatDate(v) },
  { field: 'dateCreated', headerName: 'Created', width: 125, valueFormatter: (v: string) => formatDate(v) },
];

/** /identities: the caller names (CNAMs) of the workspace's business records, with a link to request a new one (spec 2 §2). */
export function IdentitiesPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const identities = useIdentities(ws);
  const supportUrl = useSupportUrl();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filter, setFilter] = useState('');

  useEffect(() => setFilter(''), [ws]);

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (identities.data ?? []).filter((i) => !needle || i.name.toLowerCase().includes(needle));
  }, [identities.data, filter]);

  return (
    <WorkspacePage title="Business identities" chooseText="Choose a workspace to see its identities.">
      {() => (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <TextField label="Filter by name" type="search" size="small" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ flexGrow: 1, maxWidth: { sm: 360 } }} />
            <Button
              variant="contained"
              endIcon={<OpenInNewIcon />}
              href={supportUrl ?? ''}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!supportUrl}
              sx={{ ml: { sm: 'auto !important' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Request identity
            </Button>
          </Stack>
          {identities.isError ? <Alert severity="error">{errorMessage(identities.error)}</Alert> : null}
          <DataGrid
            aria-label="Identities"
            rows={rows}
            columns={COLUMNS}
            loading={identities.isPending}
            autoHeight
            hideFooter
            density="compact"
            disableRowSelectionOnClick
            disableColumnMenu
            columnVisibilityModel={phone ? { dateCreated: false } : {}}
            initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
            localeText={{ noRowsLabel: 'No identities yet. Approved CNAMs of your business profiles appear here.' }}
            sx={{ bgcolor: 'background.paper' }}
          />
        </Stack>
      )}
    </WorkspacePage>
  );
}
