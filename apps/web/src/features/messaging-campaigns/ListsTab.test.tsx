import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, MESSAGING_LIST_MESSAGES as M, mappingTemplatesRoutes, messagingListsRoutes as r, type MappingTemplate, type MessagingList } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { ListsTab } from './ListsTab';
import { campaignFixture } from './testing-fixtures';

const { apiMock, live } = vi.hoisted(() => ({ apiMock: vi.fn(), live: { handlers: [] as ((e: { type: string; payload: unknown }) => void)[] } }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => ({ useRealtime: (_c: unknown, _t: unknown, h: (e: { type: string; payload: unknown }) => void) => void live.handlers.push(h) }));
const fake = fakeApi(apiMock);
configure({ asyncUtilTimeout: 5000 });

const ZERO = { supplied: 0, loaded: 0, invalid: 0, landline: 0, suppressed: 0, duplicate: 0, sent: 0, delivered: 0, failed: 0 };
function listFixture(extra: Partial<MessagingList> = {}): MessagingList {
  return {
    id: 'l1', name: 'march.csv', messagingCampaignId: 'mc1', status: 'UPLOADED', uploaded: '2026-11-20T10:00:00.000Z', processedBy: null,
    processingStart: null, processingFinish: null, processingDuration: null, carrierBreakDown: {}, metrics: ZERO, rowCount: 7, processedRows: 0, errorMessage: null,
    ...extra,
  };
}
const uploaded = listFixture();
const ready = listFixture({
  id: 'l2', name: 'february.csv', status: 'READY', processedBy: { firstName: 'Ada', lastName: 'Lovelace' }, processingStart: '2026-11-19T10:00:00.000Z',
  processingFinish: '2026-11-19T10:01:05.000Z', processingDuration: 65, rowCount: 100, processedRows: 100,
  carrierBreakDown: { Verizon: 40, 'AT&T': 30 }, metrics: { ...ZERO, supplied: 100, loaded: 70, invalid: 10, landline: 8, suppressed: 7, duplicate: 5 },
});
const active = listFixture({ id: 'l3', name: 'january.csv', status: 'ACTIVE', rowCount: 3, processedRows: 3 });
const templates: MappingTemplate[] = [{ id: 't1', name: 'Texts', mapping: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 2, columnId: 'LastName' }], created: '2026-01-01T00:00:00Z' }];

function serve() {
  fake
    .on(r.list, () => [uploaded, ready, active])
    .on(r.preview, ({ query }) => ({
      rows: Number(query?.page) === 1 ? [['phone', 'First Name', 'surname'], ['2015550105', 'Fay', 'Ito']] : [['phone', 'First Name', 'surname'], ...Array.from({ length: 5 }, (_, i) => [`201555010${i}`, `N${i}`, `S${i}`])],
      page: Number(query?.page ?? 0), size: 5, totalRows: 6,
    }))
    .on(r.process, () => ({ ...uploaded, status: 'PROCESSING' as const }))
    .on(r.activate, () => ({ ...ready, status: 'ACTIVE' as const }))
    .on(r.pause, () => ({ ...active, status: 'PAUSED' as const }))
    .on(r.remove, () => ({ ok: true as const }))
    .on(r.upload, () => listFixture({ id: 'l9', name: 'april.csv' }))
    .on(mappingTemplatesRoutes.list, () => templates)
    .on(mappingTemplatesRoutes.remove, () => ({ ok: true as const }));
}

const fieldOf = (header: string) => screen.getByLabelText(`Campaign field for ${header}`) as HTMLInputElement;
const templateInput = () => screen.getByRole('combobox', { name: 'Mapping template' }) as HTMLInputElement;
function pick(input: HTMLElement, option: string) {
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const processBody = () => apiMock.mock.calls.find(([route]) => route === r.process)![1].body;

beforeEach(() => {
  live.handlers = [];
  serve();
});
afterEach(() => {
  cleanup();
  fake.reset();
});

describe('Engage ListsTab', { timeout: 60_000 }, () => {
  it('maps an uploaded list with campaign fields (matched headers, a template, a manual pick), pages the preview, and processes it', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture({ customFields: ['Plan'], allCampaignFields: [...campaignFixture().allCampaignFields, 'Plan'] })} />));
    fireEvent.click(await screen.findByRole('row', { name: 'Map and process march.csv' }));
    await waitFor(() => expect(fieldOf('phone').value).toBe('Phone'));
    expect(fieldOf('First Name').value).toBe('FirstName');
    expect(fieldOf('surname').value).toBe('');
    expect(screen.getAllByRole('row').filter((row) => within(row).queryByText(/^N\d$/))).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Fay')).toBeTruthy();

    pick(templateInput(), 'Texts');
    expect(fieldOf('surname').value).toBe('LastName');
    expect(fieldOf('First Name').value).toBe('');
    pick(fieldOf('First Name'), 'Plan');
    expect(fieldOf('First Name').value).toBe('Plan');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this mapping as a template' }));
    fireEvent.change(screen.getByLabelText(/Template name/), { target: { value: 'March layout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process list' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(r.process, expect.anything()));
    expect(processBody()).toEqual({
      mappedCols: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'Plan' }, { columnIndex: 2, columnId: 'LastName' }],
      templateName: 'March layout', saveAsTemplate: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'march.csv' })).toBeNull());
    expect(await screen.findByText('Processing')).toBeTruthy();
  });

  it('asks for Phone before processing, and deletes a mapping template from the picker', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture()} />));
    fireEvent.click(await screen.findByRole('row', { name: 'Map and process march.csv' }));
    await waitFor(() => expect(fieldOf('phone').value).toBe('Phone'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the field of phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Process list' }));
    expect(screen.getByText(M.phoneColumnRequired)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith(r.process, expect.anything());

    templateInput().focus();
    fireEvent.keyDown(templateInput(), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete template Texts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.templateDeleted)).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(mappingTemplatesRoutes.remove, { params: { ws: 'ws1', templateId: 't1' } });
  });

  it('shows Name, Status, Date and Records; expands a list to its processing info, metrics and carrier breakdown; follows CampaignList events', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture()} />));
    const row = await screen.findByRole('row', { name: 'Show details of february.csv' });
    expect(within(row).getByText('Ready')).toBeTruthy();
    expect(within(row).getByText('100')).toBeTruthy();
    fireEvent.click(row);
    const metrics = screen.getByRole('region', { name: 'List metrics' });
    for (const [label, n] of [['Supplied', '100'], ['Loaded', '70'], ['Invalid', '10'], ['Landline', '8'], ['Suppressed', '7'], ['Duplicate', '5'], ['Sent', '0'], ['Delivered', '0'], ['Failed', '0']]) {
      expect(within(metrics).getByText(label).nextSibling?.textContent).toBe(n);
    }
    const carriers = screen.getByRole('region', { name: 'Carrier breakdown' });
    expect(within(carriers).getByText('Verizon').nextSibling?.textContent).toBe('40');
    expect(within(carriers).getByText('AT&T').nextSibling?.textContent).toBe('30');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('1m 05s')).toBeTruthy();

    act(() => live.handlers.forEach((h) => h({ type: 'CampaignList', payload: { ...ready, campaignId: 'mc1', metrics: { ...ready.metrics, sent: 42 } } })));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'List metrics' })).getByText('Sent').nextSibling?.textContent).toBe('42'));
    act(() => live.handlers.forEach((h) => h({ type: 'CampaignList', payload: { ...uploaded, id: 'l7', name: 'live.csv', campaignId: 'mc1' } })));
    expect(await screen.findByRole('row', { name: 'Map and process live.csv' })).toBeTruthy();
  });

  it('activates and pauses after the confirmations, with the spec texts', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture({ campaignStatus: 'ACTIVE' })} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate february.csv' }));
    expect(screen.getByText(M.confirmActivate)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(M.activated)).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(r.activate, { params: { ws: 'ws1', id: 'mc1', listId: 'l2' } });
    expect(await screen.findByRole('button', { name: 'Pause february.csv' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause january.csv' }));
    expect(screen.getByText(M.confirmPause)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(M.paused)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Activate january.csv' })).toBeTruthy();
  });

  it('deletes an uploaded list from its row and a processed one from its details; an active one offers no delete', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete march.csv' }));
    expect(screen.getByText('Are you sure you want to delete march.csv?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('march.csv')).toBeNull());
    expect(screen.getByText(MESSAGES.deletedSuccessfully)).toBeTruthy();

    fireEvent.click(await screen.findByRole('row', { name: 'Show details of january.csv' }));
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
    fireEvent.click(screen.getByRole('row', { name: 'Hide details of january.csv' }));
    fireEvent.click(screen.getByRole('row', { name: 'Show details of february.csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete list' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('february.csv')).toBeNull());
  });

  it('uploads a dropped CSV and opens its mapping panel', async () => {
    render(withProviders(<ListsTab ws="ws1" campaign={campaignFixture()} />));
    await screen.findByText('february.csv');
    const input = screen.getByLabelText('CSV file');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['phone\n2015550100\n'], 'april.csv', { type: 'text/csv' })] } });
    });
    expect(await screen.findByRole('dialog', { name: 'april.csv' })).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(r.upload, expect.objectContaining({ params: { ws: 'ws1', id: 'mc1' } }));
  });
});
