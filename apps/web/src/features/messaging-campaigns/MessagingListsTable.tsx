import { Fragment, useState } from 'react';
import {
  Collapse, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import { MESSAGING_LIST_STATUS_LABELS, type MessagingList } from '@trueline/contract';
import { ClickableRow } from '../../components/ClickableRow';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/format';
import { MessagingListDetails } from './MessagingListDetails';

/** Records: the file's data rows; while processing, how far it is. */
export function recordsText(l: MessagingList): string {
  const total = l.rowCount ?? 0;
  return l.status === 'PROCESSING' ? `${l.processedRows.toLocaleString()} / ${total.toLocaleString()}` : total.toLocaleString();
}

interface Props {
  lists: readonly MessagingList[];
  loading: boolean;
  onMap(list: MessagingList): void;
  onActivate(list: MessagingList): void;
  onPause(list: MessagingList): void;
  onDelete(list: MessagingList): void;
}

/**
 * The Lists tab's table (spec 3 §2.3): Name, Status, Date, Records. An UPLOADED list opens the mapping panel and can be
 * deleted; any other expands to its details. READY and paused lists show the activate icon, ACTIVE ones the pause icon.
 */
export function MessagingListsTable({ lists, loading, onMap, onActivate, onPause, onDelete }: Props) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const columns = narrow ? 4 : 6;
  const stop = (e: { stopPropagation(): void }, run: () => void) => {
    e.stopPropagation();
    run();
  };

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Lists">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              {narrow ? null : <TableCell>Status</TableCell>}
              {narrow ? null : <TableCell>Date</TableCell>}
              <TableCell align="right">Records</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {lists.map((l) => {
              const uploaded = l.status === 'UPLOADED';
              const expanded = open.has(l.id) && !uploaded;
              const status = <StatusChip status={l.status} label={MESSAGING_LIST_STATUS_LABELS[l.status]} />;
              return (
                <Fragment key={l.id}>
                  <ClickableRow
                    ownKeysOnly
                    aria-expanded={uploaded ? undefined : expanded}
                    aria-label={uploaded ? `Map and process ${l.name}` : `${expanded ? 'Hide' : 'Show'} details of ${l.name}`}
                    onActivate={() => (uploaded ? onMap(l) : toggle(l.id))}
                    sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}
                  >
                    <TableCell padding="checkbox" aria-hidden>
                      {uploaded ? <EditIcon fontSize="small" color="action" /> : expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                      {l.name}
                      {narrow ? (
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                          {status} {formatDateTime(l.uploaded)}
                        </Typography>
                      ) : null}
                    </TableCell>
                    {narrow ? null : <TableCell>{status}</TableCell>}
                    {narrow ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.uploaded)}</TableCell>}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{recordsText(l)}</TableCell>
                    <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
                      {l.status === 'READY' || l.status === 'PAUSED' ? (
                        <Tooltip title="Activate list">
                          <IconButton size="small" aria-label={`Activate ${l.name}`} onClick={(e) => stop(e, () => onActivate(l))}><PlayIcon fontSize="small" /></IconButton>
                        </Tooltip>
                      ) : null}
                      {l.status === 'ACTIVE' ? (
                        <Tooltip title="Pause list">
                          <IconButton size="small" aria-label={`Pause ${l.name}`} onClick={(e) => stop(e, () => onPause(l))}><PauseIcon fontSize="small" /></IconButton>
                        </Tooltip>
                      ) : null}
                      {uploaded ? (
                        <Tooltip title="Delete list">
                          <IconButton size="small" aria-label={`Delete ${l.name}`} onClick={(e) => stop(e, () => onDelete(l))}><DeleteIcon fontSize="small" /></IconButton>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </ClickableRow>
                  {expanded ? (
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ py: 0, bgcolor: 'action.hover' }}>
                        <Collapse in appear>
                          <MessagingListDetails list={l} onDelete={() => onDelete(l)} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
            {!loading && lists.length === 0 ? <EmptyTableRow columns={columns}>No lists yet.</EmptyTableRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
