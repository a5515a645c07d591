import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MappedCol, MappingField } from '@trueline/contract';
import { ColumnMapper, setColumn } from './ColumnMapper';

afterEach(cleanup);

const field = (columnId: string, reserved = false): MappingField => ({ columnId, columnName: columnId, reserved });
const fields = [field('number1', true), field('first_name'), field('last_name'), field('zip', true)];

describe('setColumn', () => {
  const start: MappedCol[] = [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 2, columnId: 'zip' }];
  it('maps, remaps and clears a column', () => {
    expect(setColumn(start, 1, 'first_name')).toEqual([...start.slice(0, 1), { columnIndex: 1, columnId: 'first_name' }, start[1]]);
    expect(setColumn(start, 0, 'last_name')).toEqual([{ columnIndex: 0, columnId: 'last_name' }, start[1]]);
    expect(setColumn(start, 0, null)).toEqual([start[1]]);
  });
  it('moves a field that another column had', () => {
    expect(setColumn(start, 1, 'zip')).toEqual([start[0], { columnIndex: 1, columnId: 'zip' }]);
  });
});

describe('ColumnMapper', () => {
  const headers = ['number1', 'Surname'];
  const file = Array.from({ length: 12 }, (_, i) => [`20155501${String(i).padStart(2, '0')}`, `Name ${i}`]);

  function Harness({ mapping, onChange }: { mapping: MappedCol[]; onChange(i: number, id: string | null): void }) {
    const [page, setPage] = useState(0);
    return <ColumnMapper headers={headers} rows={file.slice(page * 5, page * 5 + 5)} totalRows={file.length} page={page} onPage={setPage} fields={fields} mapping={mapping} onChange={onChange} />;
  }

  function renderMapper(mapping: MappedCol[]) {
    const onChange = vi.fn();
    render(<Harness mapping={mapping} onChange={onChange} />);
    return onChange;
  }

  it('shows five preview rows a page', () => {
    renderMapper([]);
    const table = screen.getByRole('table', { name: 'File preview and column mapping' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByText('Name 0')).toBeTruthy();
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Name 5')).toBeTruthy();
    expect(screen.queryByText('Name 0')).toBeNull();
  });

  it('shows the mapped field and clears it with the clear button', () => {
    const onChange = renderMapper([{ columnIndex: 0, columnId: 'number1' }]);
    expect((screen.getByLabelText('Dialer field for number1') as HTMLInputElement).value).toBe('number1');
    expect((screen.getByRole('button', { name: 'Clear the field of Surname' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the field of number1' }));
    expect(onChange).toHaveBeenCalledWith(0, null);
  });

  it('filters the picker by typing and disables a field used by another column', () => {
    const onChange = renderMapper([{ columnIndex: 0, columnId: 'number1' }]);
    const input = screen.getByLabelText('Dialer field for Surname');
    input.focus();
    fireEvent.change(input, { target: { value: 'name' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['first_name', 'last_name']);
    fireEvent.click(screen.getByRole('option', { name: 'last_name' }));
    expect(onChange).toHaveBeenCalledWith(1, 'last_name');

    fireEvent.change(input, { target: { value: 'number' } });
    expect(screen.getByRole('option', { name: 'number1' }).getAttribute('aria-disabled')).toBe('true');
  });
});
