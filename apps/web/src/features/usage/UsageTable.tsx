import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, useMediaQuery, useTheme } from '@mui/material';
import { INTERACTION_PAGE_SIZES } from '@trueline/contract';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { formatZonedShortTime as formatShortTime, formatZonedTime as formatTime } from '../../lib/format';

/** A column of a usage table: its heading, its cell, and whether a narrow screen keeps it. */
export interface UsageColumn<R> {
  heading: string;
  cell(row: R): ReactNode;
  /** Kept on a narrow screen. */
  narrow?: boolean;
  numeric?: boolean;
  /** Text that may wrap (names, messages); numbers and chips keep one line. */
  wraps?: boolean;
}

interface Props<R extends { id: string; timestamp: string }> {
  label: string;
  columns: UsageColumn<R>[];
  rows: R[] | undefined;
  total: number;
  /** More rows match than `total` (the count stops at USAGE_COUNT_CAP). */
  totalCapped: boolean;
  empty: string;
  pageIndex: number;
  size: number;
  sortOrder: 'asc' | 'desc';
  zone: string;
  onPage(page: number): void;
  onSize(size: number): void;
  onSort(order: 'asc' | 'desc'): void;
}

/** A usage report's rows, paged on the server (25, 100, 250 or 500; newest first; only Time sorts, spec 3 §9). */
export function UsageTable<R extends { id: string; timestamp: string }>({ label, columns, rows, total, totalCapped, empty, pageIndex, size, sortOrder, zone, onPage, onSize, onSort }: Props<R>) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = columns.filter((c) => !narrow || c.narrow);
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={phone ? { '& td, & th': { px: 1 } } : undefined}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sortOrder}>
                <TableSortLabel active direction={sortOrder} onClick={() => onSort(sortOrder === 'desc' ? 'asc' : 'desc')}>Time</TableSortLabel>
              </TableCell>
              {shown.map((c) => <TableCell key={c.heading} align={c.numeric ? 'right' : undefined}>{c.heading}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{phone ? formatShortTime(r.timestamp, zone) : formatTime(r.timestamp, zone)}</TableCell>
                {shown.map((c) => <TableCell key={c.heading} align={c.numeric ? 'right' : undefined} sx={c.wraps ? undefined : { whiteSpace: 'nowrap' }}>{c.cell(r)}</TableCell>)}
              </TableRow>
            ))}
            {rows && rows.length === 0 ? <EmptyTableRow columns={shown.length + 1}>{empty}</EmptyTableRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={total} page={pageIndex} rowsPerPage={size} rowsPerPageOptions={[...INTERACTION_PAGE_SIZES]}
        onPageChange={(_, p) => onPage(p)} onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
        labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${totalCapped ? 'more than ' : ''}${count.toLocaleString('en-US')}`}
      />
    </Paper>
  );
}
