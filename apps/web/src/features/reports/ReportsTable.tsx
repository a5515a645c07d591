import {
  IconButton, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatDateTime } from '../../lib/format';
import { MESSAGES, REPORT_STATUS_LABELS, type ReportDownload } from '@trueline/contract';
import { StatusChip } from '../../components/StatusChip';
import { EmptyTableRow } from '../../components/EmptyTableRow';

/** Left out on phones, where the table would otherwise scroll sideways. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

interface Props {
  rows: readonly ReportDownload[] | undefined;
  loading: boolean;
  onDownload(report: ReportDownload): void;
  onDelete(report: ReportDownload): void;
}

/** Reports table (spec 3 §2.14): report name, status, requested by, requested at, available until, download and delete. */
export function ReportsTable({ rows, loading, onDownload, onDelete }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      {loading ? <LinearProgress aria-label="Loading reports" /> : null}
      <Table size="small" aria-label="Reports">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Report name</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Status</TableCell>
            <TableCell sx={{ fontWeight: 600, ...wide }}>Requested by</TableCell>
            <TableCell sx={{ fontWeight: 600, ...wide }}>Requested at</TableCell>
            <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>Available until</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {r.reportName}
                {r.status === 'FAILED' && r.errorMessage ? <Typography variant="caption" color="error" component="div">{r.errorMessage}</Typography> : null}
              </TableCell>
              <TableCell>
                <StatusChip status={r.status} label={REPORT_STATUS_LABELS[r.status]} />
              </TableCell>
              <TableCell sx={wide}>{`${r.requestedBy.firstName} ${r.requestedBy.lastName}`.trim() || '—'}</TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDateTime(r.requestedAt)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{r.status === 'READY' ? formatDateTime(r.expiresAt) : '—'}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                  <Tooltip title="Download">
                    <span>
                      <IconButton aria-label={`Download ${r.reportName}`} disabled={r.status !== 'READY'} onClick={() => onDownload(r)}>
                        <DownloadIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${r.reportName}`} onClick={() => onDelete(r)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 ? (
            <EmptyTableRow columns={6}>{MESSAGES.reportsEmpty}</EmptyTableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
