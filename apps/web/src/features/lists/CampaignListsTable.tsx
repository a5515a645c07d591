import { Fragment, useState, type KeyboardEvent } from 'react';
import { Collapse, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import EditIcon from '@mui/icons-material/EditOutlined';
import { listTypeLabel, type CampaignList } from '@trueline/contract';
import { formatDateTime } from './format';
import { ListDetails } from './ListDetails';
import { leadsText, ListStatus } from './ListStatus';

interface Props {
  lists: readonly CampaignList[];
  loading: boolean;
  onEdit(list: CampaignList): void;
  onDelete(list: CampaignList): void;
  onDownload(list: CampaignList): void;
}

/**
 * The Lists tab's table (spec 2 §2): Name, Status, List type (Dialer or Combined), Date, Leads (valid/total).
 * An UPLOADED list opens the list editor and can be deleted; any other list expands to its details.
 */
export function CampaignListsTable({ lists, loading, onEdit, onDelete, onDownload }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<Set<string>>(new Set());
  const columns = narrow ? 5 : 7;

  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const activate = (l: CampaignList) => (l.status === 'UPLOADED' ? onEdit(l) : toggle(l.id));
  const onKey = (e: KeyboardEvent, l: CampaignList) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(l);
    }
  };

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Lists">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              <TableCell>Status</TableCell>
              {narrow ? null : <TableCell>List type</TableCell>}
              {narrow ? null : <TableCell>Date</TableCell>}
              <TableCell align="right">Leads</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {lists.map((l) => {
              const expanded = open.has(l.id) && l.status !== 'UPLOADED';
              return (
                <Fragment key={l.id}>
                  <TableRow
                    hover
                    tabIndex={0}
                    aria-expanded={l.status === 'UPLOADED' ? undefined : expanded}
                    aria-label={l.status === 'UPLOADED' ? `Map and process ${l.name}` : `${expanded ? 'Hide' : 'Show'} details of ${l.name}`}
                    onClick={() => activate(l)}
                    onKeyDown={(e) => onKey(e, l)}
                    sx={{ cursor: 'pointer', '& > td': { borderBottom: expanded ? 'none' : undefined }, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }}
                  >
                    <TableCell padding="checkbox" aria-hidden>
                      {l.status === 'UPLOADED' ? <EditIcon fontSize="small" color="action" /> : expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                    </TableCell>
                    <TableCell sx={{ minWidth: 120, maxWidth: 320, overflowWrap: 'anywhere' }}>{l.name}</TableCell>
                    <TableCell>
                      <ListStatus list={l} />
                    </TableCell>
                    {narrow ? null : <TableCell>{listTypeLabel(l.type)}</TableCell>}
                    {narrow ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.uploaded)}</TableCell>}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {leadsText(l)}
                    </TableCell>
                    <TableCell padding="checkbox">
                      {l.status === 'UPLOADED' ? (
                        <Tooltip title="Delete list">
                          <IconButton
                            size="small"
                            aria-label={`Delete ${l.name}`}
                            onClick={(e) => {
                              e.stopPropagation();
                              onDelete(l);
                            }}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </TableRow>
                  {expanded ? (
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ py: 0, bgcolor: 'action.hover' }}>
                        <Collapse in appear>
                          <ListDetails list={l} metrics="full" onDownload={() => onDownload(l)} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
            {!loading && lists.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns}>
                  <Typography variant="body2" color="text.secondary">
                    No lists yet.
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
