import { useId } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { AEGIS_DASHBOARD, INTERACTION_TEXTS } from '@trueline/contract';
import type { WorkflowRow } from './chart-data';
import { formatCount, percentOf } from '../../lib/format';
import { useShowMore } from '../../components/use-show-more';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { EmptyTableRow } from '../../components/EmptyTableRow';

/**
 * A workflow's name wraps between words, never inside one ("Inbound screenin g"), on two lines at most; what does not
 * fit ends in an ellipsis, and the whole name is its tooltip.
 */
const NAME_SX = {
  display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', textOverflow: 'ellipsis',
  overflowWrap: 'normal', wordBreak: 'normal', maxWidth: '14em',
} as const;

/** Presented, accepted and rejected per workflow over the period, busiest first: 4 rows at first, Show More for the rest. */
export function WorkflowTable({ rows }: { rows: WorkflowRow[] | undefined }) {
  const bodyId = useId();
  const { visible, foldable, open, toggle } = useShowMore(rows ?? [], AEGIS_DASHBOARD.workflowRows);
  return (
    <Paper variant="outlined" component="section" aria-label="Workflows" sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>Workflows</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Interactions per workflow" sx={{ '& td, & th': { px: 1 }, '& td:not(:first-of-type)': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>Workflow</TableCell>
              <TableCell align="right">Presented</TableCell>
              <TableCell align="right">Accepted</TableCell>
              <TableCell align="right">Rejected</TableCell>
            </TableRow>
          </TableHead>
          <TableBody id={bodyId}>
            {visible.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ minWidth: '7em' }}>
                  <Box component="span" title={r.name} data-testid="workflow-name" sx={NAME_SX}>{r.name}</Box>
                </TableCell>
                <TableCell align="right">{formatCount(r.presented)}</TableCell>
                <TableCell align="right" title={percentOf(r.accepted, r.presented)}>{formatCount(r.accepted)}</TableCell>
                <TableCell align="right" title={percentOf(r.rejected, r.presented)}>{formatCount(r.rejected)}</TableCell>
              </TableRow>
            ))}
            {rows && rows.length === 0 ? (
              <EmptyTableRow columns={4}>{INTERACTION_TEXTS.noData}</EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {foldable ? <ShowMoreButton open={open} onToggle={toggle} controls={bodyId} /> : null}
    </Paper>
  );
}
