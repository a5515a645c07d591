import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dialersRoutes, listsRoutes, mappingTemplatesRoutes, MESSAGES, type CampaignList, type MappingTemplate } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { realtimeHandlers } from '../../testing/fake-realtime';
import { ApiError } from '../../lib/api';
import { ListsTab } from './ListsTab';
import { REPLACE_MODE_WARNING } from './ListTargetFields';
import { campaignFixture, listFixture, workspaceFixture } from './test-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
const fake = screenTestApi(apiMock);
vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));

const uploaded = listFixture({ id: 'l1', name: 'march.csv' });
const processed = listFixture({
  id: 'l2', name: 'february.csv', status: 'PROCESSED', processedBy: { firstName: 'Ada', lastName: 'Lovelace' }, processingStart: '2026-02-01T10:00:00.000Z',
  processingFinish: '2026-02-01T11:02:03.000Z', processingDuration: 3723, processedFile: 'february-processed.csv', dialerWebhookResponse: 'OK 200',
  metrics: { total: 100, valid: 80, invalid: 5, duplicate: 4, dnc: 3, tcpa: 2, tokenError: 1, inactive: 5, landline: 30, mobile: 50, loaded: 80 },
});
const templates: MappingTemplate[] = [{ id: 't1', name: 'Basic', mapping: [{ columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }], created: '2026-01-01T00:00:00Z' }];
const field = (columnId: string) => ({ columnId, columnName: columnId, reserved: false });

function serve() {
  fake
    .on(listsRoutes.list, () => [uploaded, processed])
    .on(listsRoutes.preview, () => ({ rows: [['number1', 'Given', 'zip'], ['2015550100', 'Ada', '07030'], ['2015550101', 'Bob', '10001']], page: 0, size: 5, totalRows: 2 }))
    .on(listsRoutes.process, () => ({ ...uploaded, status: 'PROCESSING' as const }))
    .on(listsRoutes.remove, () => ({ ok: true as const }))
    .on(dialersRoutes.mappingFields, () => [field('number1'), field('first_name'), field('zip')])
    .on(dialersRoutes.campaign, () => ({ id: 'd1', name: 'Outbound', lists: [{ id: 'dl1', name: 'Morning', size: 3 }] }))
    .on(mappingTemplatesRoutes.list, () => templates)
    .on(mappingTemplatesRoutes.remove, () => ({ ok: true as const }));
}

const fieldOf = (header: string) => screen.getByLabelText(`Dialer field for ${header}`) as HTMLInputElement;
const templateInput = () => screen.getByRole('combobox', { name: 'Mapping template' }) as HTMLInputElement;
function pick(input: HTMLElement, option: string) {
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

beforeEach(serve);

describe('ListsTab', { timeout: 60_000 }, () => {
  it('maps an uploaded list (auto-match, template, manual edit) and processes it, offering to save the mapping', async () => {
    render(withProviders(<ListsTab campaign={campaignFixture()} workspace={workspaceFixture('FIVE9')} />));
    fireEvent.click(await screen.findByRole('row', { name: 'Map and process march.csv' }));
    await waitFor(() => expect(fieldOf('number1').value).toBe('number1'));
    expect(fieldOf('zip').value).toBe('zip');
    expect(fieldOf('Given').value).toBe('');
    expect(templateInput().value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Dialer processing mode' }) as HTMLElement).textContent).toBe('Append to list');
    // Choosing Replace all records warns that the dialer list is emptied first; Append says nothing.
    expect(screen.queryByText(REPLACE_MODE_WARNING)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dialer processing mode' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Replace all records' }));
    expect(screen.getByText(REPLACE_MODE_WARNING)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dialer processing mode' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Append to list' }));
    expect(screen.queryByText(REPLACE_MODE_WARNING)).toBeNull();

    pick(templateInput(), 'Basic');
    expect(fieldOf('Given').value).toBe('first_name');
    expect(fieldOf('zip').value).toBe('');
    expect(templateInput().value).toBe('Basic');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the field of Given' }));
    expect(fieldOf('Given').value).toBe('');
    expect(templateInput().value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Process list' }));
    expect(screen.getByText(MESSAGES.selectList)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Send to dialer list' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Morning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Process list' }));

    const ask = await screen.findByRole('dialog', { name: 'Save mapping as a template?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Save and process' }));
    expect(within(ask).getByText(MESSAGES.fieldRequired)).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText('Template name'), { target: { value: 'March layout' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Save and process' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(listsRoutes.process, expect.anything()));
    const body = apiMock.mock.calls.find(([r]) => r === listsRoutes.process)![1].body;
    expect(body).toMatchObject({
      mode: 'APPEND', dialerListId: 'dl1', dialerListName: 'Morning', dedupe: null, mappedCols: [{ columnIndex: 0, columnId: 'number1' }],
      templateName: 'March layout', saveAsTemplate: true, crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST',
    });
    expect(await screen.findByText('march.csv is currently processing')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'march.csv' })).toBeNull());
  });

  it('processes with the campaign default template without asking, and sends no list for CONNECT', async () => {
    render(withProviders(<ListsTab campaign={campaignFixture({ defaultMappingTemplate: 't1' })} workspace={workspaceFixture('CONNECT')} />));
    fireEvent.click(await screen.findByRole('row', { name: 'Map and process march.csv' }));
    await waitFor(() => expect(templateInput().value).toBe('Basic'));
    expect(screen.queryByRole('combobox', { name: 'Send to dialer list' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Process list' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(listsRoutes.process, expect.anything()));
    expect(apiMock.mock.calls.find(([r]) => r === listsRoutes.process)![1].body).toMatchObject({ templateName: 'Basic', saveAsTemplate: false, dialerListId: null });
    expect(screen.queryByRole('dialog', { name: 'Save mapping as a template?' })).toBeNull();
  });

  it('deletes a mapping template from the picker', async () => {
    render(withProviders(<ListsTab campaign={campaignFixture()} workspace={workspaceFixture('FIVE9')} />));
    fireEvent.click(await screen.findByRole('row', { name: 'Map and process march.csv' }));
    await waitFor(() => expect(fieldOf('number1').value).toBe('number1'));
    templateInput().focus();
    fireEvent.keyDown(templateInput(), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete template Basic' }));
    expect(screen.getByText(MESSAGES.mappingTemplateDeleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.mappingTemplateDeleted)).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(mappingTemplatesRoutes.remove, { params: { ws: 'ws1', templateId: 't1' } });
  });

  it('expands a processed list, follows CampaignList events and deletes an uploaded list', async () => {
    render(withProviders(<ListsTab campaign={campaignFixture()} workspace={workspaceFixture('FIVE9')} />));
    const row = await screen.findByRole('row', { name: 'Show details of february.csv' });
    expect(within(row).getByText('80/100')).toBeTruthy();
    expect(within(row).getByText('Dialer')).toBeTruthy();
    fireEvent.click(row);
    for (const label of ['Supplied', 'Landline', 'Mobile', 'Inactive', 'Invalid', 'TCPA Risk', 'Do Not Call', 'Token Error', 'Duplicate check']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('01:02:03')).toBeTruthy();
    expect(screen.getByText('OK 200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download processed file' })).toBeTruthy();

    act(() => realtimeHandlers.forEach((h) => h({ type: 'CampaignList', payload: { ...processed, metrics: { ...processed.metrics, valid: 90 } } satisfies CampaignList })));
    expect(await screen.findByText('90/100')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete march.csv' }));
    expect(screen.getByText('Are you sure you want to delete march.csv?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('march.csv')).toBeNull());
    expect(screen.getByText(MESSAGES.deletedSuccessfully)).toBeTruthy();
  });

  it('imports a dialer list into a managed campaign, forcing a reimport after the confirmation', async () => {
    let calls = 0;
    fake.on(listsRoutes.importList, ({ body }) => {
      calls++;
      if (!(body as { force: boolean }).force) throw new ApiError(409, 'Already imported', 'CONFLICT');
      return listFixture({ id: 'l9', name: 'Morning', status: 'PROCESSING', imported: true });
    });
    render(withProviders(<ListsTab campaign={campaignFixture({ isManaged: true })} workspace={workspaceFixture('RING')} />));
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(screen.getByText(MESSAGES.selectList)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Import dialer list' }) as HTMLElement).getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Import dialer list' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Morning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force Reimport' });
    expect(within(dialog).getByText(MESSAGES.listAlreadyImported)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Force Reimport' }));
    expect(await screen.findByText('Morning is currently processing')).toBeTruthy();
    expect(calls).toBe(2);
    expect(apiMock).toHaveBeenLastCalledWith(listsRoutes.importList, { params: { ws: 'ws1', campaignId: 'c1' }, body: { dialerListId: 'dl1', dialerListName: 'Morning', force: true } });
  });

  it('offers no upload or import unless the campaign is ACTIVE or SENTRY', async () => {
    const { unmount } = render(withProviders(<ListsTab campaign={campaignFixture({ status: 'DEACTIVATED' })} workspace={workspaceFixture('FIVE9')} />));
    await screen.findByText('february.csv');
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    unmount();
    render(withProviders(<ListsTab campaign={campaignFixture({ status: 'SENTRY' })} workspace={workspaceFixture('FIVE9')} />));
    expect(screen.getByLabelText('CSV file')).toBeTruthy();
  });
});
