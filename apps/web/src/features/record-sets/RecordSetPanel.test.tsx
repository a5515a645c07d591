import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RECORD_SET_MESSAGES as M, recordSetsRoutes, type RecordSet } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { RecordSetPanel } from './RecordSetPanel';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

const fake = screenTestApi(apiMock);

const saved: RecordSet = {
  id: 'rs1', status: 'ACTIVE', name: 'EBR Customers', ttlEnabled: true, ttl: { duration: 30, timeUnit: 'DAYS', timeZone: null }, strictPhoneKey: true,
  recordCount: 12, recordCountExact: true, recordCountUpdated: null, folderId: null, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z',
  attributes: [{ name: 'phone', type: 'S', locked: true }, { name: 'firstName', type: 'S', locked: false }],
};

function renderPanel(target: RecordSet | 'new' = 'new') {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(withProviders(<RecordSetPanel ws="w1" target={target} onClose={onClose} onCreated={onCreated} />));
  return { onCreated, onClose };
}

const save = () => screen.getByRole('button', { name: 'Save' });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('RecordSetPanel', () => {
  it('starts a new set with the defaults and needs a name: Name is required', async () => {
    renderPanel();
    expect((screen.getByRole('switch', { name: 'Expire records (TTL)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Duration/) as HTMLInputElement).value).toBe('365');
    expect((screen.getByRole('switch', { name: 'Strict phone key' }) as HTMLInputElement).checked).toBe(true);
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes non-alphanumeric characters from attribute names as they are typed', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const input = screen.getByLabelText('Attribute 1 name');
    fireEvent.change(input, { target: { value: 'last purchase-date!' } });
    expect((input as HTMLInputElement).value).toBe('lastpurchasedate');
  });

  it('keeps the phone attribute locked: it cannot be renamed, retyped or removed', () => {
    renderPanel(saved);
    expect((screen.getByLabelText('Attribute name (locked)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Attribute name (locked)') as HTMLInputElement).value).toBe('phone');
    expect(screen.getAllByTestId('attribute-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove attribute phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove attribute firstName' })).toBeTruthy();
  });

  it('asks for a time zone for a calendar unit before it can save', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Weekly' } });
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('combobox', { name: /Time zone/ })).toBeNull();
    await choose('Time unit', 'Calendar weeks');
    expect(await screen.findByText(M.timeZoneRequired)).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    await choose('Time zone', 'Los Angeles');
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
  });

  it('saves a new set with its body and goes on with it', async () => {
    const create = vi.fn((args: unknown) => ({ ...saved, id: 'new1', name: (args as { body: { name: string } }).body.name }));
    fake.on(recordSetsRoutes.create, create);
    const { onCreated } = renderPanel('new');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Fresh set' } });
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'new1', name: 'Fresh set' })));
    expect(create.mock.calls[0]![0]).toMatchObject({ params: { ws: 'w1' }, body: { name: 'Fresh set', ttlEnabled: true, ttl: { duration: 365, timeUnit: 'DAYS' }, attributes: [{ name: 'phone', locked: true }] } });
  });

  it('warns that existing records keep their expiry when the TTL of a saved set changes', async () => {
    renderPanel(saved);
    expect(screen.queryByText(M.ttlChangeWarning)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Duration/), { target: { value: '45' } });
    expect(await screen.findByText(M.ttlChangeWarning)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Duration/), { target: { value: '30' } });
    await waitFor(() => expect(screen.queryByText(M.ttlChangeWarning)).toBeNull());
  });

  it('searches records only from 3 characters, and warns when none are found', async () => {
    const search = vi.fn(() => []);
    fake.on(recordSetsRoutes.search, search);
    renderPanel(saved);
    const box = screen.getByLabelText('Search phone');
    fireEvent.change(box, { target: { value: '51' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(M.searchMin)).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '512' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No records found for 512.')).toBeTruthy();
    expect(search).toHaveBeenCalledWith({ params: { ws: 'w1', id: 'rs1' }, query: { search: '512' } });
  });

  it('removes a record found, saying Record has been removed', async () => {
    const removeRecord = vi.fn(() => ({ ok: true as const }));
    fake
      .on(recordSetsRoutes.search, () => [{ phone: '5125550147', attributes: { phone: '5125550147', firstName: 'Ana' } }])
      .on(recordSetsRoutes.removeRecord, removeRecord)
      .on(recordSetsRoutes.list, () => [saved]);
    renderPanel(saved);
    fireEvent.change(screen.getByLabelText('Search phone'), { target: { value: '512' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove record 5125550147' }));
    expect(await screen.findByText(M.recordRemoved)).toBeTruthy();
    expect(removeRecord).toHaveBeenCalledWith({ params: { ws: 'w1', id: 'rs1' }, query: { number: '5125550147' } });
  });

  it('asks for the confirmation of an upload in the words of its action, then shows the counts', async () => {
    const bulkReplace = vi.fn(() => ({ successfulRecords: 2, failureRecords: 1, failures: [{ row: 3, phone: 'bad', reason: M.rowInvalidPhone }] }));
    fake.on(recordSetsRoutes.bulkReplace, bulkReplace).on(recordSetsRoutes.list, () => [saved]).on(recordSetsRoutes.search, () => []);
    renderPanel(saved);
    const file = new File(['phone\n5125550101\n5125550102\nbad\n'], 'records.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    await choose('Action', 'Replace');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace all records' });
    expect(dialog.textContent).toContain('Replace removes all existing records and replaces them.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect((await screen.findByTestId('record-upload-result')).textContent).toContain('Successfully processed 2 records 1 records failed to process.');
    expect((await screen.findByRole('table', { name: 'Refused rows' })).textContent).toContain(M.rowInvalidPhone);
  });

  it('asks for the whole set in Downloads and says the request is processing', async () => {
    const download = vi.fn(async () => ({ reportId: 'r1', status: 'PENDING' as const, message: 'Your request is processing. You will be notified when the file is ready to download.' }));
    fake.on(recordSetsRoutes.download, download);
    renderPanel(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Download records' }));
    expect(await screen.findByText('Your request is processing. You will be notified when the file is ready to download.')).toBeTruthy();
    expect(download).toHaveBeenCalledWith({ params: { ws: 'w1', id: 'rs1' } });
  });

  it('deletes only once the name is typed', async () => {
    const remove = vi.fn(() => ({ ok: true as const }));
    fake.on(recordSetsRoutes.remove, remove).on(recordSetsRoutes.list, () => []);
    const { onClose } = renderPanel(saved);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record set' });
    expect(dialog.textContent).toContain('All records are deleted immediately');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.change(within(dialog).getByLabelText('Confirmation text'), { target: { value: 'EBR' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Confirmation text'), { target: { value: 'EBR Customers' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ params: { ws: 'w1', id: 'rs1' }, query: { confirmName: 'EBR Customers' } });
  });
});

describe('RecordSetPanel record count', () => {
  it('gives a small set\'s exact count, and a large set\'s estimate with when it was counted', () => {
    renderPanel(saved);
    expect(screen.getByTestId('record-count').textContent).toBe('12 records');
    cleanup();
    const counted = new Date(Date.now() - 2 * 3600_000).toISOString();
    renderPanel({ ...saved, recordCount: 1_204_311, recordCountExact: false, recordCountUpdated: counted });
    expect(screen.getByTestId('record-count').textContent).toBe('about 1,204,311 (counted 2 hours ago)');
  });
});
