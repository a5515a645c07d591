import { TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one row of a table with nothing to show: a quiet sentence across every column. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography variant="body2" color="text.secondary">{children}</Typography>
      </TableCell>
    </TableRow>
  );
}
