import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Table, TableBody, TableCell } from '@mui/material';
import { ClickableRow } from './ClickableRow';

afterEach(cleanup);

const renderRow = (ownKeysOnly = false) => {
  const onActivate = vi.fn();
  render(
    <Table>
      <TableBody>
        <ClickableRow aria-label="Open Sales" onActivate={onActivate} ownKeysOnly={ownKeysOnly}>
          <TableCell>Sales <button>Copy</button></TableCell>
        </ClickableRow>
      </TableBody>
    </Table>,
  );
  return { row: screen.getByRole('row', { name: 'Open Sales' }), onActivate };
};

describe('ClickableRow', () => {
  it('is focusable and opens on a click, Enter or Space, not on other keys', () => {
    const { row, onActivate } = renderRow();
    expect(row.getAttribute('tabindex')).toBe('0');
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(onActivate).toHaveBeenCalledTimes(3);
  });

  it('with ownKeysOnly, leaves keys pressed on a control inside the row to that control', () => {
    const { row, onActivate } = renderRow(true);
    fireEvent.keyDown(screen.getByText('Copy'), { key: 'Enter' });
    expect(onActivate).not.toHaveBeenCalled();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onActivate).toHaveBeenCalledTimes(1);
  });
});
