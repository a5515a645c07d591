import type { ReactNode } from 'react';
import {
  Alert, Button, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ClickableRow } from './ClickableRow';
import { EmptyTableRow } from './EmptyTableRow';

export interface ConfigColumn<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  /** Left out on phones, where the table would otherwise scroll sideways. */
  wide?: boolean;
  nowrap?: boolean;
}

export interface ConfigTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  description?: ReactNode;
  columns: readonly ConfigColumn<T>[];
  /** Every row, already in the order the screen shows them. */
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  /** What a row click does, read out for the row ("Edit FTC SAN A7K2M9Q4TX"). */
  rowLabel(row: T): string;
  onOpen(row: T): void;
  /** Shows the 'Add new' button when given. */
  onAdd?(): void;
  /** The add button's words, when not 'Add new'. */
  addLabel?: string;
  loading?: boolean;
  error?: string | null;
  emptyText: string;
}

/** A configuration list: all rows on one page, a row opens its panel by click, Enter or Space, and an optional 'Add new' button. */
export function ConfigTable<T>({ label, description, columns, rows, rowKey, rowLabel, onOpen, onAdd, addLabel = 'Add new', loading, error, emptyText }: ConfigTableProps<T>) {
  const open = (row: T) => onOpen(row);
  return (
    <Stack spacing={1.5}>
      {description || onAdd ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {description}
          </Typography>
          {onAdd ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
              {addLabel}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        {loading ? <LinearProgress aria-label={`Loading ${label}`} /> : null}
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ fontWeight: 600, display: c.wide ? { xs: 'none', sm: 'table-cell' } : undefined, whiteSpace: 'nowrap' }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <ClickableRow key={rowKey(row)} aria-label={rowLabel(row)} onActivate={() => open(row)}>
                {columns.map((c) => (
                  <TableCell key={c.key} sx={{ display: c.wide ? { xs: 'none', sm: 'table-cell' } : undefined, whiteSpace: c.nowrap ? 'nowrap' : undefined }}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </ClickableRow>
            ))}
            {rows && rows.length === 0 ? (
              <EmptyTableRow columns={columns.length}>{emptyText}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
