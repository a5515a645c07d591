import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EtlEventType, EtlTask } from '@trueline/contract';
import { mediumDateTime } from './etl-format';

const COLOURS: Record<EtlEventType, 'default' | 'success' | 'warning' | 'error'> = { INFO: 'default', SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' };

/** The Events tab (Event log): the task's events, newest first. */
export function EtlEvents({ task }: { task: EtlTask }) {
  if (task.events.length === 0) return <Typography color="text.secondary">No events yet.</Typography>;
  return (
    <Table size="small" aria-label="Event log">
      <TableHead>
        <TableRow><TableCell sx={{ width: 190 }}>Date</TableCell><TableCell sx={{ width: 110 }}>Type</TableCell><TableCell>Message</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {task.events.map((e, i) => (
          <TableRow key={`${e.timestamp}-${i}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{mediumDateTime(e.timestamp)}</TableCell>
            <TableCell><Chip size="small" variant="outlined" color={COLOURS[e.type]} label={e.type} /></TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
