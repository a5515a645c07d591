import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, IconButton, Link, TableCell, TableRow, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { CampaignList } from '@trueline/contract';
import { leadsText } from './ListStatus';
import { ListDetailsRow, ListNameCells, ListsTableFrame, NoListsRow, useExpandedRows } from './ListTableParts';

/** The Leads tooltip: Loaded, Supplied, Inactive, Invalid (spec 2 §2). */
export const leadsTooltip = (l: CampaignList) =>
  `Loaded: ${l.metrics.loaded.toLocaleString()} · Supplied: ${l.metrics.total.toLocaleString()} · Inactive: ${l.metrics.inactive.toLocaleString()} · Invalid: ${l.metrics.invalid.toLocaleString()}`;

/**
 * /lists (spec 2 §2): Campaign (opens it), List, Status, List type, Date, Leads (valid/total, counts in a tooltip);
 * the expand button shows who processed the list, when, and its counts.
 */
export function ProcessedListsTable({ lists, loading }: { lists: readonly CampaignList[]; loading: boolean }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { isOpen, toggle } = useExpandedRows();
  // Phones show the status, type and date under the list name, so the table fits 375 px.
  const columns = narrow ? 4 : 7;

  const head = (
    <>
      <TableCell padding="checkbox" />
      <TableCell>Campaign</TableCell>
      <TableCell>List</TableCell>
      {narrow ? null : <TableCell>Status</TableCell>}
      {narrow ? null : <TableCell>List type</TableCell>}
      {narrow ? null : <TableCell>Date</TableCell>}
      <TableCell align="right">Leads</TableCell>
    </>
  );

  return (
    <ListsTableFrame label="Processed lists" head={head} narrow={narrow}>
      {lists.map((l) => {
        const expanded = isOpen(l.id);
        return (
          <Fragment key={l.id}>
            <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
              <TableCell padding="checkbox">
                <IconButton size="small" aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${l.name}`} onClick={() => toggle(l.id)}>
                  {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                </IconButton>
              </TableCell>
              <TableCell sx={{ minWidth: narrow ? 0 : 90, maxWidth: 220, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/campaigns/${l.campaignId}`} underline="hover">
                  {l.campaignName}
                </Link>
              </TableCell>
              <ListNameCells list={l} narrow={narrow} maxWidth={280} />
              <TableCell align="right">
                <Tooltip title={leadsTooltip(l)}>
                  <Box component="span" tabIndex={0} aria-label={`${leadsText(l)} leads. ${leadsTooltip(l)}`} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textDecoration: 'underline dotted' }}>
                    {leadsText(l)}
                  </Box>
                </Tooltip>
              </TableCell>
            </TableRow>
            {expanded ? <ListDetailsRow list={l} columns={columns} metrics="summary" /> : null}
          </Fragment>
        );
      })}
      {!loading && lists.length === 0 ? <NoListsRow columns={columns} text="No processed lists." /> : null}
    </ListsTableFrame>
  );
}
