import { Fragment } from 'react';
import { IconButton, TableCell, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { CampaignList } from '@trueline/contract';
import { leadsText } from './ListStatus';
import { ListDetailsRow, ListNameCells, ListsTableFrame, NoListsRow, useExpandedRows } from './ListTableParts';
import { ClickableRow } from '../../components/ClickableRow';

interface Props {
  lists: readonly CampaignList[];
  loading: boolean;
  onEdit(list: CampaignList): void;
  onDelete(list: CampaignList): void;
  onDownload(list: CampaignList): void;
}

/**
 * The Lists tab's table (spec 2 §2): Name, Status, List type (Dialer or Combined), Date, Leads (valid/total).
 * An UPLOADED list opens the list editor and can be deleted; any other list expands to its details. Phones stack the
 * status, type and date under the name, so Leads and the delete button stay on screen at 375 px.
 */
export function CampaignListsTable({ lists, loading, onEdit, onDelete, onDownload }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { isOpen, toggle } = useExpandedRows();
  const columns = narrow ? 4 : 7;

  const activate = (l: CampaignList) => (l.status === 'UPLOADED' ? onEdit(l) : toggle(l.id));

  const head = (
    <>
      <TableCell padding="checkbox" />
      <TableCell>Name</TableCell>
      {narrow ? null : <TableCell>Status</TableCell>}
      {narrow ? null : <TableCell>List type</TableCell>}
      {narrow ? null : <TableCell>Date</TableCell>}
      <TableCell align="right">Leads</TableCell>
      <TableCell padding="checkbox" />
    </>
  );

  return (
    <ListsTableFrame label="Lists" head={head} narrow={narrow}>
      {lists.map((l) => {
        const expanded = isOpen(l.id) && l.status !== 'UPLOADED';
        return (
          <Fragment key={l.id}>
            <ClickableRow
              ownKeysOnly
              aria-expanded={l.status === 'UPLOADED' ? undefined : expanded}
              aria-label={l.status === 'UPLOADED' ? `Map and process ${l.name}` : `${expanded ? 'Hide' : 'Show'} details of ${l.name}`}
              onActivate={() => activate(l)}
              sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}
            >
              <TableCell padding="checkbox" aria-hidden>
                {l.status === 'UPLOADED' ? <EditIcon fontSize="small" color="action" /> : expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </TableCell>
              <ListNameCells list={l} narrow={narrow} maxWidth={320} />
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
            </ClickableRow>
            {expanded ? <ListDetailsRow list={l} columns={columns} metrics="full" onDownload={() => onDownload(l)} /> : null}
          </Fragment>
        );
      })}
      {!loading && lists.length === 0 ? <NoListsRow columns={columns} text="No lists yet." /> : null}
    </ListsTableFrame>
  );
}
