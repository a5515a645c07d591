import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, useMediaQuery, useTheme } from '@mui/material';
import { PROTECT_LIMITS, type ProtectNumber, type ProtectPage } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { formatScanTime, protectStatus, RISK_COLOR } from './protect-format';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';

interface Props {
  page: ProtectPage | undefined;
  pageIndex: number;
  onPage(page: number): void;
  onOpen(n: ProtectNumber): void;
}

/** The managed numbers, 20 per page (paged on the server); a row opens the number's detail. */
export function ProtectTable({ page, pageIndex, onPage, onOpen }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = page?.content ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Managed numbers">
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              {narrow ? null : <TableCell>Description</TableCell>}
              <TableCell>Status</TableCell>
              <TableCell>Spam risk</TableCell>
              {narrow ? null : <TableCell>CNAM</TableCell>}
              {narrow ? null : <TableCell align="right">FTC complaints</TableCell>}
              {narrow ? null : <TableCell>Last scan</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((n) => (
              <ClickableRow key={n.id} aria-label={`Open ${formatPhone(n.number)}`} onActivate={() => onOpen(n)}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(n.number)}</TableCell>
                {narrow ? null : <TableCell>{n.description}</TableCell>}
                <TableCell><StatusChip {...protectStatus(n)} /></TableCell>
                <TableCell>
                  {n.spamResult ? <Chip size="small" label={n.spamResult.riskLevel} color={RISK_COLOR[n.spamResult.riskLevel]} variant="outlined" /> : '—'}
                </TableCell>
                {narrow ? null : (
                  <TableCell sx={{ color: n.cnam?.invalid ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>{n.cnam?.name ?? '—'}</TableCell>
                )}
                {narrow ? null : <TableCell align="right">{n.ftcComplaints?.count ?? '—'}</TableCell>}
                {narrow ? null : (
                  <TableCell sx={{ whiteSpace: 'nowrap', color: n.scanError ? 'error.main' : undefined }}>
                    {n.scanError ? `Scan failed ${formatScanTime(n.lastScanAttempt)}` : formatScanTime(n.lastScanTime)}
                  </TableCell>
                )}
              </ClickableRow>
            ))}
            {page && rows.length === 0 ? (
              <EmptyTableRow columns={7}>No numbers to show.</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page?.totalElements ?? 0}
        page={page && pageIndex < Math.max(page.totalPages, 1) ? pageIndex : 0}
        rowsPerPage={PROTECT_LIMITS.pageSize}
        rowsPerPageOptions={[PROTECT_LIMITS.pageSize]}
        onPageChange={(_, p) => onPage(p)}
      />
    </Paper>
  );
}
