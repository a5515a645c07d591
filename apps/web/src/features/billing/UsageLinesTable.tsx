import { Fragment, useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { BILLING_USAGE_MESSAGES, type BillingUsageLine } from '@trueline/contract';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { formatCount } from '../../lib/format';
import { formatMoney, formatRate } from './usage-view';

const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } };
/** On a phone the rate goes under the description, so that Quantity and Total keep their room. */
const rateCell = { ...numeric, sx: { ...numeric.sx, display: { xs: 'none', sm: 'table-cell' } } };

/**
 * The lines of a month (spec 3 §2.13): Description, Quantity, Rate, Total and a grand total row. A usage line opens
 * on its workspaces' parts; an adjustment has a delete button for SuperAdmin.
 */
export function UsageLinesTable({ lines, total, onDelete }: { lines: BillingUsageLine[]; total: string; onDelete?: (line: BillingUsageLine) => void }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return (
    <TableContainer>
      <Table size="small" aria-label="Billing usage">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell {...numeric}>Quantity</TableCell>
            <TableCell {...rateCell}>Rate</TableCell>
            <TableCell {...numeric}>Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 ? <EmptyTableRow columns={4}>{BILLING_USAGE_MESSAGES.empty}</EmptyTableRow> : null}
          {lines.map((l) => {
            const expandable = l.workspaceUsage.length > 0;
            const isOpen = open.has(l.id);
            return (
              <Fragment key={l.id}>
                <TableRow hover={expandable}>
                  <TableCell>
                    <Typography component="div" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      {expandable ? (
                        <IconButton size="small" onClick={() => toggle(l.id)} aria-expanded={isOpen} aria-label={`${isOpen ? 'Hide' : 'Show'} workspaces of ${l.description}`} sx={{ ml: -1 }}>
                          {isOpen ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                        </IconButton>
                      ) : null}
                      <span>{l.description}</span>
                      {l.type === 'Adjustment' ? <Typography component="span" variant="caption" color="text.secondary">Adjustment</Typography> : null}
                      {l.type === 'Adjustment' && onDelete ? (
                        <Tooltip title="Delete adjustment">
                          <IconButton size="small" aria-label={`Delete adjustment ${l.description}`} onClick={() => onDelete(l)}><DeleteOutlineIcon fontSize="small" /></IconButton>
                        </Tooltip>
                      ) : null}
                    </Typography>
                    {l.rate !== null ? <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, pl: expandable ? 3.5 : 0 }}>at {formatRate(l.rate)}</Typography> : null}
                    {l.detail ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: expandable ? 3.5 : 0 }}>{l.detail}</Typography> : null}
                  </TableCell>
                  <TableCell {...numeric}>{formatCount(l.qty)}</TableCell>
                  <TableCell {...rateCell}>{formatRate(l.rate)}</TableCell>
                  <TableCell {...numeric}>{formatMoney(l.total)}</TableCell>
                </TableRow>
                {isOpen ? l.workspaceUsage.map((w) => (
                  <TableRow key={`${l.id}:${w.workspaceId}`} sx={{ bgcolor: 'action.hover' }}>
                    <TableCell sx={{ pl: { xs: 4, sm: 6 } }}><Typography variant="body2" color="text.secondary">{w.description}</Typography></TableCell>
                    <TableCell {...numeric}>{formatCount(w.qty)}</TableCell>
                    <TableCell sx={rateCell.sx} />
                    <TableCell {...numeric}>{formatMoney(w.total)}</TableCell>
                  </TableRow>
                )) : null}
              </Fragment>
            );
          })}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }} colSpan={2}>{BILLING_USAGE_MESSAGES.grandTotal}</TableCell>
            <TableCell sx={rateCell.sx} />
            <TableCell {...numeric} sx={{ ...numeric.sx, fontWeight: 600 }}>{formatMoney(total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
