import { Box, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { OptOut } from '@trueline/contract';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { formatPhone } from '../../components/phone';
import { formatDateTimeUs } from '../../lib/format';

/** The opt-out table (spec 3 §2.4): Phone, Campaign Name, Timestamp, Reason, delete. */
export function OptOutsTable({ rows, loading, onDelete }: { rows: readonly OptOut[]; loading: boolean; onDelete(row: OptOut): void }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Opt-outs">
        <TableHead>
          <TableRow>
            <TableCell>Phone</TableCell>
            <TableCell>Campaign Name</TableCell>
            <TableCell>Timestamp</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right"><Box component="span" sx={visuallyHiddenSx}>Actions</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && !loading ? <EmptyTableRow columns={5}>No opt-outs in this period.</EmptyTableRow> : null}
          {rows.map((r) => (
            <TableRow key={`${r.leadKey.phone}-${r.leadKey.campaignId}`} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.leadKey.phone)}</TableCell>
              <TableCell>{r.campaignName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeUs(r.timestamp)}</TableCell>
              <TableCell>{r.reason}</TableCell>
              <TableCell align="right">
                <Tooltip title="Delete">
                  <IconButton size="small" aria-label={`Delete the opt-out of ${formatPhone(r.leadKey.phone)}`} onClick={() => onDelete(r)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
