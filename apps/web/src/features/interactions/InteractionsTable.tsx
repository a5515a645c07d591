import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, useMediaQuery, useTheme } from '@mui/material';
import { INTERACTION_PAGE_SIZES, INTERACTION_TEXTS, type InteractionPage, type InteractionRow } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';
import { formatShortTime, formatTime, workflowLabel } from './format';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';

interface Props {
  page: InteractionPage | undefined;
  pageIndex: number;
  size: number;
  sortOrder: 'asc' | 'desc';
  zone: string;
  names: ReadonlyMap<string, string>;
  onPage(page: number): void;
  onSize(size: number): void;
  onSort(order: 'asc' | 'desc'): void;
  onOpen(row: InteractionRow): void;
}

/** The matching interactions, paged on the server; only Time sorts. A row opens the Call detail. */
export function InteractionsTable({ page, pageIndex, size, sortOrder, zone, names, onPage, onSize, onSort, onOpen }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = page?.content ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Interactions" sx={phone ? { '& td, & th': { px: 1 } } : undefined}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sortOrder}>
                <TableSortLabel active direction={sortOrder} onClick={() => onSort(sortOrder === 'desc' ? 'asc' : 'desc')}>Time</TableSortLabel>
              </TableCell>
              <TableCell>To</TableCell>
              {narrow ? null : <TableCell>From</TableCell>}
              {narrow ? null : <TableCell>Workflow</TableCell>}
              {narrow ? null : <TableCell>State</TableCell>}
              <TableCell>Result</TableCell>
              {narrow ? null : <TableCell>Reason</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <ClickableRow key={r.id} aria-label={`Open call to ${formatPhone(r.to) || '—'} at ${formatTime(r.timestamp, zone)}`} onActivate={() => onOpen(r)}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{phone ? formatShortTime(r.timestamp, zone) : formatTime(r.timestamp, zone)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.to) || '—'}</TableCell>
                {narrow ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(r.from) || '—'}</TableCell>}
                {narrow ? null : <TableCell>{workflowLabel(r.workflowId, names)}</TableCell>}
                {narrow ? null : <TableCell>{r.state ?? '—'}</TableCell>}
                <TableCell>
                  <StatusChip status={r.result} label={r.isTest ? `${r.result} (test)` : r.result} />
                </TableCell>
                {narrow ? null : <TableCell>{r.reason ?? '—'}</TableCell>}
              </ClickableRow>
            ))}
            {page && rows.length === 0 ? (
              <EmptyTableRow columns={7}>{INTERACTION_TEXTS.noInteractions}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page?.totalElements ?? 0}
        page={page && pageIndex * size < Math.max(page.totalElements, 1) ? pageIndex : 0}
        rowsPerPage={size}
        rowsPerPageOptions={[...INTERACTION_PAGE_SIZES]}
        onPageChange={(_, p) => onPage(p)}
        onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
        labelRowsPerPage={narrow ? 'Rows' : 'Rows per page'}
      />
    </Paper>
  );
}
