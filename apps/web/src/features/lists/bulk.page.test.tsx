import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, dialersRoutes, listsRoutes, mappingTemplatesRoutes, MESSAGES, type CampaignList, type MappingTemplate, type RouteDef } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { ApiError } from '../../lib/api';
import { BulkPage } from './bulk.page';
import { campaignFixture, listFixture, workspaceFixture } from './test-fixtures';

const { apiMock, realtime, ws } = vi.hoisted(() => ({
  apiMock: vi.fn(),
  realtime: { handlers: [] as ((e: { type: string; payload: unknown }) => void)[] },
  ws: { provider: 'FIVE9' as 'FIVE9' | 'RING' | 'CONNECT' },
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => ({ useRealtime: (_c: unknown, _t: unknown, h: (e: { type: string; payload: unknown }) => void) => void realtime.handlers.push(h) }));
vi.mock('../../app/workspace-context', () => ({
  useWorkspaces: () => {
    const w = workspaceFixture(ws.provider);
    return { workspaces: [w], selected: w, loading: false, select: () => undefined };
  },
}));

const campaigns = [campaignFixture({ id: 'c1', name: 'Spring Promo', defaultMappingTemplate: 't1' }), campaignFixture({ id: 'c2', name: 'Autumn', dialerCampaignId: 'd2' }), campaignFixture({ id: 'c3', name: 'Managed', isManaged: true })];
const templates: MappingTemplate[] = [{ id: 't1', name: 'Basic', mapping: [{ columnIndex: 0, columnId: 'number1' }], created: '2026-01-01T00:00:00Z' }];
const dialerCampaigns = [{ id: 'd1', name: 'Outbound', lists: [{ id: 'dl1', name: 'Morning', size: 1 }] }, { id: 'd2', name: 'Other', lists: [{ id: 'dl2', name: 'Evening', size: 1 }] }];

function serve(upload: (campaignId: string) => Promise<CampaignList>) {
  apiMock.mockImplementation(async (route: RouteDef, args: { params: { campaignId: string } }) => {
    if (route === campaignsRoutes.list) return campaigns;
    if (route === mappingTemplatesRoutes.list) return templates;
    if (route === dialersRoutes.campaigns) return dialerCampaigns;
    if (route === listsRoutes.uploadAndProcess) return upload(args.params.campaignId);
    throw new Error(`unexpected ${route.path}`);
  });
}

const csv = (name: string) => new File(['number1\n2015550100\n'], name, { type: 'text/csv' });
const card = (name: string) => screen.getByRole('region', { name });
function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// A busy machine renders MUI slowly in jsdom.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
  ws.provider = 'FIVE9';
  realtime.handlers = [];
});
afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('BulkPage', { timeout: 60_000 }, () => {
  it('matches files to campaigns, validates in order, and goes on after a failing file', async () => {
    serve(async (campaignId) => {
      if (campaignId === 'c1') throw new ApiError(400, 'Map the phone column', 'VALIDATION');
      return listFixture({ id: 'new', name: 'autumn calls.csv', campaignId, status: 'PROCESSING', processingStart: '2026-03-02T10:00:00.000Z' });
    });
    render(withProviders(<BulkPage />));
    const process = screen.getByRole('button', { name: 'Process files' }) as HTMLButtonElement;
    expect(process.disabled).toBe(true);
    expect(screen.getByText('Five9 options for every file')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Dialer processing mode' }) as HTMLElement).textContent).toBe('Replace all records');

    fireEvent.change(screen.getByLabelText('CSV files'), { target: { files: [csv('spring_promo-march.csv'), csv('calls.csv')] } });
    await screen.findByRole('region', { name: 'spring_promo-march.csv' });
    await waitFor(() => expect(process.disabled).toBe(false));
    // Auto-matched: campaign, its first dialer list and its default template.
    const spring = card('spring_promo-march.csv');
    expect(within(spring).getByRole('combobox', { name: 'Campaign' }).textContent).toBe('Spring Promo');
    expect(within(spring).getByRole('combobox', { name: 'Mapping template' }).textContent).toBe('Basic');
    expect(within(spring).getByRole('combobox', { name: 'Dialer list' }).textContent).toBe('Morning');
    expect(within(card('calls.csv')).getByText('0.00 MB')).toBeTruthy();

    // Only ACTIVE non-managed campaigns are offered.
    fireEvent.mouseDown(within(card('calls.csv')).getByRole('combobox', { name: 'Campaign' }));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: 'Managed' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(process);
    expect(await within(card('calls.csv')).findByText('Mapping template is required for calls.csv')).toBeTruthy();
    expect(screen.getAllByText(/is required for/)).toHaveLength(1);
    choose(card('calls.csv'), 'Mapping template', 'Basic');
    fireEvent.click(process);
    expect(await within(card('calls.csv')).findByText('Campaign is required for calls.csv')).toBeTruthy();
    expect(document.activeElement).toBe(card('calls.csv'));
    expect(apiMock).not.toHaveBeenCalledWith(listsRoutes.uploadAndProcess, expect.anything());

    choose(card('calls.csv'), 'Campaign', 'Autumn');
    expect(within(card('calls.csv')).getByRole('combobox', { name: 'Dialer list' }).textContent).toBe('Evening');
    fireEvent.click(process);
    expect(await within(card('spring_promo-march.csv')).findByText('Error Processing File: Map the phone column')).toBeTruthy();
    await within(card('calls.csv')).findByText('Processing');
    const sent = apiMock.mock.calls.filter(([r]) => r === listsRoutes.uploadAndProcess);
    expect(sent.map(([, a]) => (a as { params: { campaignId: string } }).params.campaignId)).toEqual(['c1', 'c2']);
    const body = (sent[1]![1] as { body: FormData }).body;
    expect(JSON.parse(body.get('request') as string)).toMatchObject({ mode: 'REPLACE', dialerListId: 'dl2', templateName: 'Basic', crmAddMode: 'ADD_NEW', mappedCols: [{ columnIndex: 0, columnId: 'number1' }] });

    // Nothing is left to send until the failed file's choices change.
    await waitFor(() => expect(process.disabled).toBe(true));
    choose(card('spring_promo-march.csv'), 'Campaign', 'Autumn');
    expect(process.disabled).toBe(false);
    expect(within(card('spring_promo-march.csv')).queryByText('Error Processing File: Map the phone column')).toBeNull();

    // The row follows CampaignList events.
    act(() => realtime.handlers.forEach((h) => h({
      type: 'CampaignList',
      payload: listFixture({ id: 'new', campaignId: 'c2', status: 'PROCESSED', processingStart: '2026-03-02T10:00:00.000Z', processingFinish: '2026-03-02T10:01:05.000Z', processingDuration: 65, metrics: { ...listFixture().metrics, total: 10, loaded: 7, inactive: 2, invalid: 1 } }),
    })));
    const result = within(card('calls.csv'));
    expect(await result.findByText('Processed')).toBeTruthy();
    expect(result.getByText('00:01:05')).toBeTruthy();
    expect(result.getByText('7')).toBeTruthy();
    expect(result.getByText('10')).toBeTruthy();
  });

  it('needs no dialer list for CONNECT and offers RING a free-entry list with de-dupe', async () => {
    ws.provider = 'CONNECT';
    serve(async () => listFixture({ status: 'PROCESSING' }));
    render(withProviders(<BulkPage />));
    fireEvent.change(screen.getByLabelText('CSV files'), { target: { files: [csv('spring promo.csv')] } });
    const c = await screen.findByRole('region', { name: 'spring promo.csv' });
    expect(within(c).queryByRole('combobox', { name: 'Dialer list' })).toBeNull();
    expect(screen.queryByText('Five9 options for every file')).toBeNull();
    cleanup();

    ws.provider = 'RING';
    let finish: (l: CampaignList) => void = () => undefined;
    serve(() => new Promise((resolve) => (finish = resolve)));
    render(withProviders(<BulkPage />));
    fireEvent.change(screen.getByLabelText('CSV files'), { target: { files: [csv('spring promo.csv')] } });
    const r = await screen.findByRole('region', { name: 'spring promo.csv' });
    await waitFor(() => expect((within(r).getByRole('combobox', { name: 'Dialer list' }) as HTMLInputElement).value).toBe('Morning'));
    fireEvent.change(within(r).getByRole('combobox', { name: 'Dialer list' }), { target: { value: 'Brand new list' } });
    expect(within(r).getByRole('combobox', { name: 'De-dupe list' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Process files' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(listsRoutes.uploadAndProcess, expect.anything()));
    const call = apiMock.mock.calls.find(([route]) => route === listsRoutes.uploadAndProcess)!;
    expect(JSON.parse((call[1] as { body: FormData }).body.get('request') as string)).toMatchObject({ dialerListId: 'Brand new list', dedupe: 'RING_REMOVE_FROM_LIST', mode: 'APPEND' });
    expect(screen.getByText(MESSAGES.filesUploading)).toBeTruthy();
    act(() => finish(listFixture({ status: 'PROCESSING' })));
    await waitFor(() => expect(screen.queryByText(MESSAGES.filesUploading)).toBeNull());
  });
});
