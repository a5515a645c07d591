import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, dialersRoutes, listsRoutes, mappingTemplatesRoutes, MESSAGES, type CampaignList, type MappingTemplate } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { ApiError } from '../../lib/api';
import { BulkPage } from './bulk.page';
import { REPLACE_MODE_WARNING } from './ListTargetFields';
import { campaignFixture, listFixture, workspaceFixture } from './test-fixtures';

const { apiMock, realtime, ws } = vi.hoisted(() => ({
  apiMock: vi.fn(),
  realtime: { handlers: [] as ((e: { type: string; payload: unknown }) => void)[] },
  ws: { provider: 'FIVE9' as 'FIVE9' | 'RING' | 'CONNECT' },
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
const fake = fakeApi(apiMock);
vi.mock('../../lib/use-realtime', () => ({ useRealtime: (_c: unknown, _t: unknown, h: (e: { type: string; payload: unknown }) => void) => void realtime.handlers.push(h) }));
vi.mock('../../lib/workspace-context', () => ({
  useWorkspaces: () => {
    const w = workspaceFixture(ws.provider);
    return { workspaces: [w], selected: w, loading: false, select: () => undefined };
  },
}));

const campaigns = [campaignFixture({ id: 'c1', name: 'Spring Promo', defaultMappingTemplate: 't1' }), campaignFixture({ id: 'c2', name: 'Autumn', dialerCampaignId: 'd2' }), campaignFixture({ id: 'c3', name: 'Managed', isManaged: true })];
const templates: MappingTemplate[] = [{ id: 't1', name: 'Basic', mapping: [{ columnIndex: 0, columnId: 'number1' }], created: '2026-01-01T00:00:00Z' }];
const dialerCampaigns = [{ id: 'd1', name: 'Outbound', lists: [{ id: 'dl1', name: 'Morning', size: 1 }] }, { id: 'd2', name: 'Other', lists: [{ id: 'dl2', name: 'Evening', size: 1 }] }];

function serve(upload: (campaignId: string) => Promise<CampaignList>) {
  fake
    .on(campaignsRoutes.list, () => campaigns)
    .on(mappingTemplatesRoutes.list, () => templates)
    .on(dialersRoutes.campaigns, () => dialerCampaigns)
    .on(listsRoutes.uploadAndProcess, ({ params }) => upload(params!.campaignId!));
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
  fake.reset();
});

describe('BulkPage', { timeout: 60_000 }, () => {
  it('matches files to campaigns, and sends the valid files while one that fails validation shows its messages in order', async () => {
    serve(async (campaignId) => {
      if (campaignId === 'c2') throw new ApiError(400, 'Map the phone column', 'VALIDATION');
      return listFixture({ id: 'new', name: 'spring_promo-march.csv', campaignId, status: 'PROCESSING', processingStart: '2026-03-02T10:00:00.000Z' });
    });
    render(withProviders(<BulkPage />));
    const process = screen.getByRole('button', { name: 'Process files' }) as HTMLButtonElement;
    expect(process.disabled).toBe(true);
    expect(screen.getByText('Five9 options for every file')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Dialer processing mode' }) as HTMLElement).textContent).toBe('Replace all records');
    // Replace all records (bulk upload's default) says, before anything is sent, that it empties the dialer list.
    expect(screen.getByRole('status').textContent).toBe(REPLACE_MODE_WARNING);
    choose(document.body, 'Dialer processing mode', 'Append to list');
    expect(screen.queryByText(REPLACE_MODE_WARNING)).toBeNull();
    choose(document.body, 'Dialer processing mode', 'Replace all records');
    expect(screen.getByText(REPLACE_MODE_WARNING)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('CSV files'), { target: { files: [csv('calls.csv'), csv('spring_promo-march.csv')] } });
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

    // calls.csv (first in the batch) fails validation with every message in the spec's order and is focused; the
    // matched file is uploaded and processed all the same.
    fireEvent.click(process);
    const problems = await within(card('calls.csv')).findByRole('alert');
    expect(Array.from(problems.querySelectorAll('.MuiAlert-message > div')).map((d) => d.textContent)).toEqual([
      'Mapping template is required for calls.csv',
      'Campaign is required for calls.csv',
      'Dialer list is required for calls.csv',
    ]);
    expect(document.activeElement).toBe(card('calls.csv'));
    expect(await within(spring).findByText('Processing')).toBeTruthy();
    expect(within(spring).queryByRole('alert')).toBeNull();
    const uploads = () => apiMock.mock.calls.filter(([r]) => r === listsRoutes.uploadAndProcess).map(([, a]) => a as { params: { campaignId: string }; body: FormData });
    expect(uploads().map((a) => a.params.campaignId)).toEqual(['c1']);
    expect(JSON.parse(uploads()[0]!.body.get('request') as string)).toMatchObject({ mode: 'REPLACE', dialerListId: 'dl1', templateName: 'Basic', crmAddMode: 'ADD_NEW', mappedCols: [{ columnIndex: 0, columnId: 'number1' }] });
    await waitFor(() => expect(screen.queryByText(MESSAGES.filesUploading)).toBeNull());

    // A change clears the file's messages; the next try names what is still missing and sends nothing.
    choose(card('calls.csv'), 'Mapping template', 'Basic');
    expect(within(card('calls.csv')).queryByRole('alert')).toBeNull();
    fireEvent.click(process);
    expect(await within(card('calls.csv')).findByText('Campaign is required for calls.csv')).toBeTruthy();
    expect(within(card('calls.csv')).getByText('Dialer list is required for calls.csv')).toBeTruthy();
    expect(within(card('calls.csv')).queryByText('Mapping template is required for calls.csv')).toBeNull();
    expect(uploads()).toHaveLength(1);

    // Fixed, it is sent; its processing fails and says why.
    choose(card('calls.csv'), 'Campaign', 'Autumn');
    expect(within(card('calls.csv')).getByRole('combobox', { name: 'Dialer list' }).textContent).toBe('Evening');
    fireEvent.click(process);
    expect(await within(card('calls.csv')).findByText('Error Processing File: Map the phone column')).toBeTruthy();
    expect(uploads().map((a) => a.params.campaignId)).toEqual(['c1', 'c2']);
    expect(JSON.parse(uploads()[1]!.body.get('request') as string)).toMatchObject({ dialerListId: 'dl2' });

    // Nothing is left to send until the failed file's choices change.
    await waitFor(() => expect(process.disabled).toBe(true));
    choose(card('calls.csv'), 'Campaign', 'Spring Promo');
    expect(process.disabled).toBe(false);
    expect(within(card('calls.csv')).queryByText('Error Processing File: Map the phone column')).toBeNull();

    // The sent file's row follows CampaignList events.
    act(() => realtime.handlers.forEach((h) => h({
      type: 'CampaignList',
      payload: listFixture({ id: 'new', campaignId: 'c1', status: 'PROCESSED', processingStart: '2026-03-02T10:00:00.000Z', processingFinish: '2026-03-02T10:01:05.000Z', processingDuration: 65, metrics: { ...listFixture().metrics, total: 10, loaded: 7, inactive: 2, invalid: 1 } }),
    })));
    const result = within(card('spring_promo-march.csv'));
    expect(await result.findByText('Processed')).toBeTruthy();
    expect(result.getByText('00:01:05')).toBeTruthy();
    expect(result.getByText('7')).toBeTruthy();
    expect(result.getByText('10')).toBeTruthy();
  });

  it('goes on with the next file after one whose processing fails', async () => {
    serve(async (campaignId) => {
      if (campaignId === 'c1') throw new ApiError(400, 'Column 3 is not in the file.', 'VALIDATION');
      return listFixture({ id: 'next', name: 'autumn.csv', campaignId, status: 'PROCESSING', processingStart: '2026-03-02T10:00:00.000Z' });
    });
    render(withProviders(<BulkPage />));
    fireEvent.change(screen.getByLabelText('CSV files'), { target: { files: [csv('spring promo.csv'), csv('autumn.csv')] } });
    await screen.findByRole('region', { name: 'autumn.csv' });
    await waitFor(() => expect(within(card('autumn.csv')).getByRole('combobox', { name: 'Campaign' }).textContent).toBe('Autumn'));
    choose(card('autumn.csv'), 'Mapping template', 'Basic');
    fireEvent.click(screen.getByRole('button', { name: 'Process files' }));
    expect(await within(card('spring promo.csv')).findByText('Error Processing File: Column 3 is not in the file.')).toBeTruthy();
    expect(await within(card('autumn.csv')).findByText('Processing')).toBeTruthy();
    expect(apiMock.mock.calls.filter(([r]) => r === listsRoutes.uploadAndProcess).map(([, a]) => (a as { params: { campaignId: string } }).params.campaignId)).toEqual(['c1', 'c2']);
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
