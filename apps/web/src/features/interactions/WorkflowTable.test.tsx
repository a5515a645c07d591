import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { WorkflowTable } from './WorkflowTable';

afterEach(cleanup);

const rows = [
  { id: 'w1', name: 'Inbound screening', presented: 12_345, accepted: 10_000, rejected: 2_345 },
  { id: 'w2', name: 'After hours callback with a rather long name', presented: 40, accepted: 30, rejected: 10 },
];

describe('WorkflowTable', () => {
  it('wraps a workflow name only between words, and names it whole in its tooltip', () => {
    render(<WorkflowTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'Interactions per workflow' });
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!);
    expect(cells.map((c) => c.textContent)).toEqual(rows.map((r) => r.name));
    for (const [i, cell] of cells.entries()) {
      expect(within(cell).getByTitle(rows[i]!.name).textContent).toBe(rows[i]!.name);
      // Breaking inside a word is what turned "Inbound screening" into "Inbound screenin g": nothing in the cell allows it.
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el);
        expect(style.overflowWrap || 'normal', el.tagName).not.toMatch(/^(anywhere|break-word)$/);
        expect(style.wordBreak || 'normal', el.tagName).not.toMatch(/^(break-all|break-word)$/);
      }
    }
  });
});
