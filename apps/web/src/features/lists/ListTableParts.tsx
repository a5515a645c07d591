import { useCallback, useState, type ReactNode } from 'react';
import { Box, Collapse, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { listTypeLabel, type CampaignList } from '@trueline/contract';
import { formatDateTime } from './format';
import { ListDetails } from './ListDetails';
import { ListStatus } from './ListStatus';
import { EmptyTableRow } from '../../components/EmptyTableRow';

/** Which rows of a lists table are expanded; each toggles on its own. */
export function useExpandedRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return { isOpen: (id: string) => open.has(id), toggle };
}

interface FrameProps {
  label: string;
  head: ReactNode;
  children: ReactNode;
  /** Phones: tighter cell padding, so the columns kept fit 375 px. */
  narrow: boolean;
}

/** The frame of a lists table (the Lists tab's and /lists'): an outlined, small table that never widens the page. */
export function ListsTableFrame({ label, head, children, narrow }: FrameProps) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={narrow ? { '& td:not(.MuiTableCell-paddingCheckbox), & th:not(.MuiTableCell-paddingCheckbox)': { px: 1 } } : undefined}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * A list's name, Status, List type and Date cells. Phones get the name cell only, with the status, type and date
 * stacked under the name.
 */
export function ListNameCells({ list, narrow, maxWidth }: { list: CampaignList; narrow: boolean; maxWidth: number }) {
  return (
    <>
      <TableCell sx={{ minWidth: narrow ? 0 : 120, maxWidth, overflowWrap: 'anywhere' }}>
        {list.name}
        {narrow ? (
          <Box sx={{ mt: 0.5 }}>
            <ListStatus list={list} />
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {listTypeLabel(list.type)} · {formatDateTime(list.uploaded)}
            </Typography>
          </Box>
        ) : null}
      </TableCell>
      {narrow ? null : (
        <>
          <TableCell>
            <ListStatus list={list} />
          </TableCell>
          <TableCell>{listTypeLabel(list.type)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(list.uploaded)}</TableCell>
        </>
      )}
    </>
  );
}

interface DetailsRowProps {
  list: CampaignList;
  columns: number;
  metrics: 'full' | 'summary';
  onDownload?(): void;
}

/** The row under an expanded list: who processed it, when, how long, the counts and the dialer's answer. */
export function ListDetailsRow({ list, columns, metrics, onDownload }: DetailsRowProps) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 0, bgcolor: 'action.hover' }}>
        <Collapse in appear>
          <ListDetails list={list} metrics={metrics} onDownload={onDownload} />
        </Collapse>
      </TableCell>
    </TableRow>
  );
}

/** The one row of a table without lists. */
export function NoListsRow({ columns, text }: { columns: number; text: string }) {
  return <EmptyTableRow columns={columns}>{text}</EmptyTableRow>;
}
