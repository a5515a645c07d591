import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { PROVIDER_LABELS, type Workspace } from '@trueline/contract';
import { CopyId } from '../../components/CopyId';
import { StatusChip } from '../../components/StatusChip';
import { ClickableRow } from '../../components/ClickableRow';

/** Sorted by name, as the spec's table is (case-insensitive, numbers in order). */
export const sortByName = (list: Workspace[]) => [...list].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));

const idCell = { display: { xs: 'none', sm: 'table-cell' } } as const;

function DialerCell({ w }: { w: Workspace }) {
  if (!w.dialerProviderType) return <Typography variant="body2" color="text.secondary">None</Typography>;
  const connected = Boolean(w.dialerProviderSettings?.connected);
  return (
    <Typography variant="body2">
      {PROVIDER_LABELS[w.dialerProviderType]}
      {connected ? null : <Typography component="span" variant="body2" color="warning.main"> · Not connected</Typography>}
    </Typography>
  );
}

/** The workspaces of the organisation, all rows on one page; a row opens the edit panel (click, Enter or Space). */
export function WorkspacesTable({ workspaces, onOpen }: { workspaces: Workspace[]; onOpen(id: string): void }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Workspaces">
        <TableHead>
          <TableRow>
            <TableCell sx={idCell}>ID</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Dialer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sortByName(workspaces).map((w) => (
            <ClickableRow key={w.id} aria-label={`Open workspace ${w.name}`} onActivate={() => onOpen(w.id)}>
              <TableCell sx={idCell}><CopyId id={w.id} label="workspace ID" /></TableCell>
              <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{w.name}</TableCell>
              <TableCell>
                <StatusChip status={w.status} />
              </TableCell>
              <TableCell><DialerCell w={w} /></TableCell>
            </ClickableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
