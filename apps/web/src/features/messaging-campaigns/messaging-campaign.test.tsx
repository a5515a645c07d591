import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  MESSAGING_MESSAGES as M, messagingCampaignsRoutes as r, recordSetsRoutes, webhooksRoutes, workflowsRoutes, type MessagingCampaign,
} from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { MessagingCampaignModal } from './messaging-campaign.page';
import { campaignFixture, FILLED_MESSAGES, sourceFixture } from './testing-fixtures';

const { apiMock, role, live } = vi.hoisted(() => ({
  apiMock: vi.fn(), role: { current: 'Admin' }, live: { handlers: [] as ((e: { type: string; payload: { id: string } }) => void)[] },
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => {
  const { workspaceFixture: ws } = await import('./testing-fixtures');
  return { useWorkspaces: () => ({ workspaces: [ws()], selected: ws(), loading: false, select: () => undefined }) };
});
vi.mock('../../lib/session', () => ({ useSession: () => ({ user: { id: 'me', orgId: 'o1', userType: role.current } }) }));
vi.mock('../../lib/use-realtime', () => ({ useRealtime: (_c: unknown, _t: unknown, h: (e: { type: string; payload: { id: string } }) => void) => void live.handlers.push(h) }));

const fake = fakeApi(apiMock);
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  fake.reset();
  role.current = 'Admin';
  live.handlers = [];
});

/** Opens the modal on `campaign`; saves and actions answer the campaign as changed. */
async function open(campaign: MessagingCampaign, sources = [sourceFixture()]) {
  fake.on(r.get, () => campaign)
    .on(r.senderSources, () => sources)
    .on(workflowsRoutes.list, () => [])
    .on(recordSetsRoutes.list, () => [])
    .on(webhooksRoutes.list, () => [])
    .on(r.update, ({ body }) => ({ ...campaign, name: (body as { name: string }).name }))
    .on(r.requestApproval, () => ({ ...campaign, campaignStatus: 'PENDING_APPROVAL' as const }))
    .on(r.reject, () => ({ ...campaign, campaignStatus: 'DRAFT' as const }));
  render(withProviders(
    <MemoryRouter initialEntries={[`/engage/campaigns/${campaign.id}`]}>
      <Routes>
        <Route path="/engage/campaigns/:id" element={<MessagingCampaignModal id={campaign.id} />} />
        <Route path="/engage/campaigns" element={<p>List</p>} />
      </Routes>
    </MemoryRouter>,
  ));
  await screen.findByRole('tab', { name: 'Overview' });
}

const button = (name: string) => screen.queryByRole('button', { name });
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const updateBody = () => {
  const call = fake.api.mock.calls.find(([route]) => route === r.update);
  return call?.[1].body as Record<string, unknown>;
};

describe('MessagingCampaignModal', () => {
  it('has the six tabs, and locks the Overview unless the campaign is a draft', async () => {
    await open(campaignFixture({ campaignStatus: 'READY', messages: FILLED_MESSAGES }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Schedule', 'Notifications', 'Lists', 'Leads', 'Dispositions', 'Events']);
    expect(screen.getByText(M.overviewLocked)).toBeTruthy();
    expect((screen.getByLabelText('Initial message') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Campaign type' }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText('Custom field') as HTMLInputElement).disabled).toBe(true);
    expect(button('Start campaign')).toBeTruthy();
    expect(button('Return to draft')).toBeTruthy();
  });

  it('shows Request approval only once the initial, help, opt-out and opt-in messages are filled; it saves, confirms, then asks', async () => {
    await open(campaignFixture());
    expect(button('Request approval')).toBeNull();
    expect(screen.getByText(M.approvalMessagesMissing)).toBeTruthy();
    for (const [label, text] of [['Initial message', 'Hi {{FirstName}}'], ['Help message', 'Help'], ['Opt-out message', 'Bye'], ['Opt-in message', 'Hello']]) {
      fireEvent.change(screen.getByLabelText(label!), { target: { value: text } });
    }
    expect(screen.getByTestId('message-preview').textContent).toBe('Hi Jordan');
    fireEvent.click(button('Request approval')!);
    expect(await screen.findByText(M.confirmRequestApproval)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Request approval' })).getByRole('button', { name: 'Request approval' }));
    await waitFor(() => expect(fake.api).toHaveBeenCalledWith(r.requestApproval, expect.anything()));
    const routes = fake.api.mock.calls.map(([route]) => route);
    expect(routes.indexOf(r.update)).toBeLessThan(routes.indexOf(r.requestApproval));
  });

  it('offers Approve and Reject on a pending campaign to a SuperAdmin only', async () => {
    await open(campaignFixture({ campaignStatus: 'PENDING_APPROVAL', messages: FILLED_MESSAGES }));
    expect(button('Approve campaign')).toBeNull();
    expect(button('Reject campaign')).toBeNull();
    expect(button('Return to draft')).toBeTruthy();
    cleanup();
    role.current = 'SuperAdmin';
    await open(campaignFixture({ campaignStatus: 'PENDING_APPROVAL', messages: FILLED_MESSAGES }));
    expect(button('Approve campaign')).toBeTruthy();
    expect(button('Reject campaign')).toBeTruthy();
  });

  it('rejects only with a reason, sent as the comment', async () => {
    role.current = 'SuperAdmin';
    await open(campaignFixture({ campaignStatus: 'PENDING_APPROVAL', messages: FILLED_MESSAGES }));
    fireEvent.click(button('Reject campaign')!);
    const dialog = await screen.findByRole('dialog', { name: 'Reject campaign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    expect(within(dialog).getByText(M.rejectReasonRequired)).toBeTruthy();
    expect(fake.api).not.toHaveBeenCalledWith(r.reject, expect.anything());
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Opt-out text lacks the brand name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    await waitFor(() => expect(fake.api).toHaveBeenCalledWith(r.reject, expect.objectContaining({ query: { comment: 'Opt-out text lacks the brand name' } })));
  });

  it('adds a custom field on Enter with letters and digits only, never empty or twice', async () => {
    await open(campaignFixture());
    const input = screen.getByLabelText('Custom field') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Promo code-2!' } });
    expect(input.value).toBe('Promocode2');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Promocode2' })).toBeTruthy();
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'promocode2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(M.customFieldTaken)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'FirstName' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(M.customFieldTaken)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Promocode2$/i })).toHaveLength(1);
  });

  it('copies a data field token in double braces', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await open(campaignFixture());
    fireEvent.click(screen.getByRole('button', { name: 'FirstName' }));
    expect(writeText).toHaveBeenCalledWith('{{FirstName}}');
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
  });

  it('turns on the conversation email with a default subject, and refuses an address that is not one', async () => {
    await open(campaignFixture());
    tab('Notifications');
    expect(screen.getByRole('combobox', { name: 'Delivery result' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enable new conversation email' }));
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(M.defaultEmailSubject);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: 'not-an-address' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(screen.getByText('Invalid email: not-an-address')).toBeTruthy();
    fireEvent.change(to, { target: { value: 'ops@example.com' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(within(screen.getByRole('list', { name: 'To addresses' })).getByText('ops@example.com')).toBeTruthy();
  });

  it('adds and removes schedule exceptions under the time zone note, days closed when empty', async () => {
    await open(campaignFixture());
    tab('Schedule');
    expect(screen.getByText(M.scheduleNote)).toBeTruthy();
    expect(screen.getAllByText(M.closed)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add new' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add new' }));
    expect(screen.getAllByRole('group', { name: /^Exception \d$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove exception 1' }));
    expect(screen.getAllByRole('group', { name: /^Exception \d$/ })).toHaveLength(1);
  });

  it('edits dispositions and Save posts the whole body', async () => {
    await open(campaignFixture({ dispositions: [{ id: 'd1', disposition: 'Sold', success: true, doNotContact: false }] }));
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Spring promo 2' } });
    tab('Dispositions');
    fireEvent.click(screen.getByRole('button', { name: 'Add disposition' }));
    fireEvent.change(screen.getByLabelText('Disposition 2'), { target: { value: 'Wrong number' } });
    fireEvent.click(screen.getByLabelText('Disposition 2 do not contact'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete disposition 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const body = updateBody();
    expect(body.name).toBe('Spring promo 2');
    expect(body.dispositions).toEqual([{ disposition: 'Wrong number', success: false, doNotContact: true }]);
    expect(body).toHaveProperty('schedule.monday', [{ start: 480, end: 1260 }]);
    expect(body).toHaveProperty('webhooks.deliveryResult', null);
  });

  it('asks before changing a chosen sending source, and lists MMS media when the source allows it', async () => {
    await open(
      campaignFixture({ senderSourceId: 'cc1', messages: { ...FILLED_MESSAGES, outgoingMessageFiles: [{ fileName: 'coupon.png', size: 2048 }] } }),
      [sourceFixture(), sourceFixture({ id: 'cc2', name: 'Core MMS', mmsEnabled: true }), sourceFixture({ id: 'cc3', name: 'Short code', campaignType: 'SHORT_CODE' })],
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sending source' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Core SMS (Acme 10DLC)', 'Core MMS (Acme 10DLC)']);
    fireEvent.click(screen.getByRole('option', { name: /Core MMS/ }));
    expect((await screen.findByRole('dialog', { name: 'Change sending source' })).textContent).toContain(M.confirmSourceChange);
    expect(screen.queryByText('coupon.png')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('coupon.png')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Upload media' })).toBeTruthy();
  });

  it('follows the campaign live: an event naming it reads it again', async () => {
    const campaign = campaignFixture({ campaignStatus: 'READY', messages: FILLED_MESSAGES });
    await open(campaign);
    expect(screen.getByText('Ready')).toBeTruthy();
    fake.on(r.get, () => ({ ...campaign, campaignStatus: 'ACTIVE' as const }));
    live.handlers.at(-1)!({ type: 'MessagingCampaign', payload: { id: 'mc1' } });
    expect(await screen.findByRole('button', { name: 'Stop campaign' })).toBeTruthy();
  });

  it('shows the server field errors on their inputs', async () => {
    await open(campaignFixture());
    fake.on(r.update, () => {
      throw new ApiError(400, 'Invalid', 'VALIDATION', [{ path: 'messages.helpMessage', message: 'Too many segments' }]);
    });
    tab('Events');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too many segments')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });
});
