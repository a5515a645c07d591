import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { INTERACTION_TEXTS } from '@trueline/contract';
import { CountBlock } from '../../components/CountBlock';
import { WorkflowTable } from './WorkflowTable';

afterEach(cleanup);

const items = ['Callable', 'Federal DNC', 'Velocity limit', 'State DNC', 'Outside calling hours', 'Invalid number', 'Known litigator']
  .map((label, i) => ({ label, count: 70 - i * 10 }));

describe('CountBlock', () => {
  it('lists 5 items at first, all of them after Show More, and 5 again after Show Less', () => {
    render(<CountBlock title="Top Outcomes" items={items} total={280} emptyText={INTERACTION_TEXTS.noData} />);
    const block = screen.getByRole('region', { name: 'Top Outcomes' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(5);
    expect(within(block).getByRole('listitem', { name: 'Callable: 70' }).textContent).toContain('25%');
    fireEvent.click(within(block).getByRole('button', { name: 'Show More' }));
    expect(within(block).getAllByRole('listitem')).toHaveLength(7);
    expect(within(block).getByRole('listitem', { name: 'Known litigator: 10' })).toBeTruthy();
    fireEvent.click(within(block).getByRole('button', { name: 'Show Less' }));
    expect(within(block).getAllByRole('listitem')).toHaveLength(5);
  });

  it('offers no Show More when everything fits, and says when the period has nothing', () => {
    render(<CountBlock title="By state" items={items.slice(0, 5)} total={280} emptyText={INTERACTION_TEXTS.noData} />);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    cleanup();
    render(<CountBlock title="By carrier" items={[]} total={0} emptyText={INTERACTION_TEXTS.noData} />);
    expect(screen.getByRole('region', { name: 'By carrier' }).textContent).toContain('Nothing recorded in this period.');
  });
});

describe('WorkflowTable', () => {
  it('shows 4 workflows at first and the others after Show More', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ id: `wf${i}`, name: `Workflow ${i}`, presented: 60 - i, accepted: 30, rejected: 20 }));
    render(<WorkflowTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'Interactions per workflow' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  });
});
