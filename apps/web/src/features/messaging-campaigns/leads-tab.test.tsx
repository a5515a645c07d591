import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MESSAGING_LIST_MESSAGES as M, agentChatRoutes as chat, messagingLeadsRoutes as r, type MessagingLead, type SmsMessage } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { campaignFixture } from './testing-fixtures';
import { SENDING_REFRESH_MS } from './lists-api';
import { LeadsTab, sentCell } from './LeadsTab';
import { AgentChatPage } from './agent-chat.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

const fake = fakeApi(apiMock);
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  fake.reset();
  vi.useRealTimers();
});

const lead = (extra: Partial<MessagingLead> = {}): MessagingLead => ({
  id: 'l1', phone: '5125550110', status: 'CONVERSATION', statusMessage: null, retryAfter: null, carrier: 'Verizon Wireless', normalizedCarrier: 'verizon',
  sent: '2026-11-25T16:00:00.000Z', result: 'DELIVERED', finalized: null, disposition: null, dispositionTimestamp: null,
  leadData: { FirstName: 'Ana', LastName: 'Lopez', Address1: '1 Main St', City: 'Austin', State: 'TX', Zip: '78701', Technician: 'Sam' },
  workspaceId: 'w1', messagingCampaignId: 'c1', listId: null, ...extra,
});
const messages: SmsMessage[] = [
  { id: 'm1', message: 'Hi Ana', timestamp: '2026-11-25T16:00:00.000Z', status: 'DELIVERED', author: 'CAMPAIGN', segments: 1, errorCode: null, errorMessage: null },
  { id: 'm2', message: 'What time?', timestamp: '2026-11-25T16:05:00.000Z', status: 'RECEIVED', author: 'LEAD', segments: 1, errorCode: null, errorMessage: null },
];

describe('the Leads tab', () => {
  const campaign = campaignFixture({ id: 'c1' });
  const show = () => render(withProviders(<LeadsTab ws="w1" campaign={campaign} />));
  const search = (text: string) => {
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  };

  it('asks for 3 digits before searching, then shows Phone, Status, Info, Carrier and Sent', async () => {
    fake.on(r.search, () => [lead(), lead({ id: 'l2', phone: '5125550111', status: 'READY', sent: null, retryAfter: '2026-11-26T15:00:00.000Z', statusMessage: 'Waiting for the schedule' })]);
    show();
    search('51');
    expect(await screen.findByText(M.leadSearchShort)).toBeTruthy();
    expect(fake.api).not.toHaveBeenCalled();
    search('512');
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Phone', 'Status', 'Info', 'Carrier', 'Sent']);
    await within(table).findAllByText('Verizon');
    expect(fake.api.mock.calls[0]![1]).toMatchObject({ params: { ws: 'w1' }, query: { prefix: '512', campaignId: 'c1' } });
    expect(within(table).getByText(/\[Next: /)).toBeTruthy();
  });

  it('writes the Next suffix only for a waiting READY lead', () => {
    expect(sentCell({ status: 'READY', sent: null, retryAfter: '2026-11-26T15:00:00.000Z' })).toMatch(/^\[Next: .+\]$/);
    expect(sentCell({ status: 'SENT', sent: null, retryAfter: '2026-11-26T15:00:00.000Z' })).toBe('—');
  });

  it('opens a lead’s detail with its data and conversation as bubbles, and the agent link in a new tab', async () => {
    fake.on(r.search, () => [lead({ disposition: { id: 'd1', disposition: 'Success' } })]).on(r.messages, () => messages)
      .on(r.agentLink, () => ({ url: 'https://console.example/engage/chat/T', expires: '2026-11-28T16:00:00.000Z' }));
    const win = { location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    show();
    search('512');
    fireEvent.click(await screen.findByRole('row', { name: /Open lead/ }));
    const panel = (await screen.findAllByRole('dialog', { name: /555/ })).at(-1)!;
    expect(within(panel).getByText('Ana Lopez')).toBeTruthy();
    expect(within(panel).getByText('1 Main St Austin, TX 78701')).toBeTruthy();
    expect(within(panel).getByText('Technician')).toBeTruthy();
    expect(within(panel).getByText('Success')).toBeTruthy();
    const bubbles = await within(panel).findByRole('list', { name: 'Conversation' });
    expect([...bubbles.querySelectorAll('li')].map((li) => li.getAttribute('data-direction'))).toEqual(['outbound', 'inbound']);
    fireEvent.click(within(panel).getByRole('button', { name: M.continueConversation }));
    await waitFor(() => expect(win.location.href).toBe('https://console.example/engage/chat/T'));
    openSpy.mockRestore();
  });

  describe('while the campaign sends', () => {
    const callsOf = (route: unknown) => fake.api.mock.calls.filter(([r0]) => r0 === route).length;
    const openLeadAfterSearch = async (campaignStatus: 'ACTIVE' | 'COMPLETE') => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let status: MessagingLead['status'] = 'SENT';
      fake.on(r.search, () => [lead({ status })]).on(r.messages, () => messages);
      render(withProviders(<LeadsTab ws="w1" campaign={campaignFixture({ id: 'c1', campaignStatus })} />));
      search('512');
      fireEvent.click(await screen.findByRole('row', { name: /Open lead/ }));
      await screen.findByRole('list', { name: 'Conversation' });
      expect([callsOf(r.search), callsOf(r.messages)]).toEqual([1, 1]);
      status = 'CONVERSATION';
      await act(() => vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS + 100));
    };

    it('reads the leads and the open lead’s conversation again every few seconds while the campaign is ACTIVE', async () => {
      await openLeadAfterSearch('ACTIVE');
      await waitFor(() => expect([callsOf(r.search), callsOf(r.messages)]).toEqual([2, 2]));
      // The open lead's detail follows the new reading.
      const panel = (await screen.findAllByRole('dialog', { name: /555/ })).at(-1)!;
      await waitFor(() => expect(within(panel).getByText('CONVERSATION')).toBeTruthy());
    });

    it('does not read them again once the campaign no longer sends', async () => {
      await openLeadAfterSearch('COMPLETE');
      await act(() => vi.advanceTimersByTimeAsync(SENDING_REFRESH_MS * 2));
      expect([callsOf(r.search), callsOf(r.messages)]).toEqual([1, 1]);
    });
  });

  it('asks for the download and says it is processing', async () => {
    fake.on(r.download, () => ({ message: 'Your request is processing. You will be notified when the file is ready to download.' } as never));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Download leads' }));
    expect(await screen.findByText('Your request is processing. You will be notified when the file is ready to download.')).toBeTruthy();
  });
});

describe('the agent chat page', () => {
  const conversation = (extra: Partial<MessagingLead> = {}) => ({
    campaignName: 'Appointment reminders', lead: lead(extra), messages, expires: '2026-11-28T16:00:00.000Z',
    dispositions: [{ id: 'd1', disposition: 'Success' }, { id: 'd2', disposition: 'Do not contact' }],
  });
  const show = () => render(withProviders(
    <MemoryRouter initialEntries={['/engage/chat/T']}><Routes><Route path="/engage/chat/:token" element={<AgentChatPage />} /></Routes></MemoryRouter>,
  ));

  it('shows the thread, sends a reply and sets a disposition', async () => {
    fake.on(chat.conversation, () => conversation())
      .on(chat.send, () => ({ ...messages[0]!, id: 'm3', message: 'We open at 9.', author: 'AGENT' as const, status: 'SENT' as const }))
      .on(chat.disposition, () => lead({ disposition: { id: 'd1', disposition: 'Success' } }));
    show();
    expect(await screen.findByText('Appointment reminders')).toBeTruthy();
    expect(screen.getByText('What time?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(M.agentReplyRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'We open at 9.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.api.mock.calls.some(([route, a]) => route === chat.send && (a as { body: { message: string } }).body.message === 'We open at 9.')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Disposition' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Success' }));
    expect(await screen.findByText(M.dispositionSaved)).toBeTruthy();
    expect(fake.api.mock.calls.find(([route]) => route === chat.disposition)![1]).toMatchObject({ params: { token: 'T' }, body: { dispositionId: 'd1' } });
  });

  it('says the lead opted out instead of offering a reply', async () => {
    fake.on(chat.conversation, () => conversation({ status: 'OPTED_OUT' }));
    show();
    expect(await screen.findByText(M.leadOptedOut)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the link text for an expired or altered link', async () => {
    fake.on(chat.conversation, () => { throw new ApiError(401, M.agentLinkInvalid, 'UNAUTHENTICATED'); });
    show();
    expect(await screen.findByText(M.agentLinkInvalid)).toBeTruthy();
  });
});
