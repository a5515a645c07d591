import { useId } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { MESSAGING_DASHBOARD, MESSAGING_DASHBOARD_TEXTS as T } from '@trueline/contract';
import { formatCount } from '../../lib/format';
import { useShowMore } from '../../components/use-show-more';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';

export interface StatusCountRow {
  id: string;
  label: string;
  sentCount: number;
  deliveredCount: number;
  failedCount: number;
  otherCount: number;
}

interface Props {
  title: string;
  /** The first column's heading (Campaign, Carrier). */
  nameHeading: string;
  rows: StatusCountRow[] | undefined;
  /** When given, a row toggles its id as a filter (the campaign block); `selected` are the ids filtered on. */
  onToggle?: (id: string) => void;
  selected?: readonly string[];
}

/** Sent, delivered, failed and other per campaign or carrier: 5 rows at first, Show More for the rest, [No data] when empty. */
export function StatusCountTable({ title, nameHeading, rows, onToggle, selected = [] }: Props) {
  const bodyId = useId();
  const { visible, foldable, open, toggle } = useShowMore(rows ?? [], MESSAGING_DASHBOARD.rowsShown);
  const cells = (r: StatusCountRow) => (
    <>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '7em' }}>{r.label}</TableCell>
      <TableCell align="right">{formatCount(r.sentCount)}</TableCell>
      <TableCell align="right">{formatCount(r.deliveredCount)}</TableCell>
      <TableCell align="right">{formatCount(r.failedCount)}</TableCell>
      <TableCell align="right">{formatCount(r.otherCount)}</TableCell>
    </>
  );
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 1 }, '& td:not(:first-of-type)': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{nameHeading}</TableCell>
              <TableCell align="right">{T.totals.sent}</TableCell>
              <TableCell align="right">{T.totals.delivered}</TableCell>
              <TableCell align="right">{T.totals.failed}</TableCell>
              <TableCell align="right">{T.totals.other}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody id={bodyId}>
            {visible.map((r) => {
              if (!onToggle) return <TableRow key={r.id}>{cells(r)}</TableRow>;
              const on = selected.includes(r.id);
              return (
                <ClickableRow
                  key={r.id} selected={on} aria-selected={on} onActivate={() => onToggle(r.id)}
                  aria-label={on ? T.stopFilteringOn(r.label) : T.filterOn(r.label)}
                >
                  {cells(r)}
                </ClickableRow>
              );
            })}
            {rows && rows.length === 0 ? <EmptyTableRow columns={5}>{T.noData}</EmptyTableRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
      {foldable ? <ShowMoreButton open={open} onToggle={toggle} controls={bodyId} /> : null}
    </Paper>
  );
}
