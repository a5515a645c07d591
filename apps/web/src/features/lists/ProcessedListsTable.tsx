import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Collapse, IconButton, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { listTypeLabel, type CampaignList } from '@trueline/contract';
import { formatDateTime } from './format';
import { ListDetails } from './ListDetails';
import { leadsText, ListStatus } from './ListStatus';

/** The Leads tooltip: Loaded, Supplied, Inactive, Invalid (spec 2 §2). */
export const leadsTooltip = (l: CampaignList) =>
  `Loaded: ${l.metrics.loaded.toLocaleString()} · Supplied: ${l.metrics.total.toLocaleString()} · Inactive: ${l.metrics.inactive.toLocaleString()} · Invalid: ${l.metrics.invalid.toLocaleString()}`;

/**
 * /lists (spec 2 §2): Campaign (opens it), List, Status, List type, Date, Leads (valid/total, counts in a tooltip);
 * the expand button shows who processed the list, when, and its counts.
 */
export function ProcessedListsTable({ lists, loading }: { lists: readonly CampaignList[]; loading: boolean }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState<Set<string>>(new Set());
  // Phones show the status under the list name, so the table fits 375 px.
  const columns = narrow ? 4 : 7;
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Processed lists">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Campaign</TableCell>
              <TableCell>List</TableCell>
              {narrow ? null : <TableCell>Status</TableCell>}
              {narrow ? null : <TableCell>List type</TableCell>}
              {narrow ? null : <TableCell>Date</TableCell>}
              <TableCell align="right">Leads</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lists.map((l) => {
              const expanded = open.has(l.id);
              return (
                <Fragment key={l.id}>
                  <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                    <TableCell padding="checkbox">
                      <IconButton size="small" aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${l.name}`} onClick={() => toggle(l.id)}>
                        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    </TableCell>
                    <TableCell sx={{ minWidth: 90, maxWidth: 220, overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={`/campaigns/${l.campaignId}`} underline="hover">
                        {l.campaignName}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' }}>
                      {l.name}
                      {narrow ? (
                        <Box sx={{ mt: 0.5 }}>
                          <ListStatus list={l} />
                        </Box>
                      ) : null}
                    </TableCell>
                    {narrow ? null : (
                      <TableCell>
                        <ListStatus list={l} />
                      </TableCell>
                    )}
                    {narrow ? null : <TableCell>{listTypeLabel(l.type)}</TableCell>}
                    {narrow ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.uploaded)}</TableCell>}
                    <TableCell align="right">
                      <Tooltip title={leadsTooltip(l)}>
                        <Box component="span" tabIndex={0} aria-label={`${leadsText(l)} leads. ${leadsTooltip(l)}`} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textDecoration: 'underline dotted' }}>
                          {leadsText(l)}
                        </Box>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                  {expanded ? (
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ py: 0, bgcolor: 'action.hover' }}>
                        <Collapse in appear>
                          <ListDetails list={l} metrics="summary" />
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
                    No processed lists.
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
