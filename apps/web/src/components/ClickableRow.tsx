import type { KeyboardEvent } from 'react';
import { TableRow, type TableRowProps } from '@mui/material';

interface Props extends Omit<TableRowProps, 'onClick' | 'onKeyDown' | 'tabIndex' | 'hover'> {
  /** Runs on a click, and on Enter or Space while the row has the focus. */
  onActivate(): void;
  /** Says what activating the row does ("Open workspace Sales"): the row's accessible name. */
  'aria-label': string;
  /** Only keys pressed on the row itself open it, not keys pressed on a control inside the row. */
  ownKeysOnly?: boolean;
}

/**
 * A table row that opens something: reachable with Tab, activated by a click, Enter or Space, with the hover shade,
 * the pointer and a focus outline in the primary colour. `sx` adds to that style.
 */
export function ClickableRow({ onActivate, ownKeysOnly = false, sx, ...row }: Props) {
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (ownKeysOnly && e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate();
    }
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onActivate()}
      onKeyDown={onKeyDown}
      sx={[
        (theme) => ({ cursor: 'pointer', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }),
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
      {...row}
    />
  );
}
