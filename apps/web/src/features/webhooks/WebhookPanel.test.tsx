import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, webhooksRoutes, type Webhook, type WebhookDelivery } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { testCampaign } from '../../testing/test-objects';
import { WebhookPanel } from './WebhookPanel';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => ({ useRealtime: () => undefined }));

const fake = screenTestApi(apiMock);

const saved: Webhook = {
  id: 'w1', name: 'CRM', url: 'https://crm.example.com/in', eventType: 'Sentry', status: 'ACTIVE',
  webhookAuth: { authType: 'Bearer', username: null, headerName: null, passwordSet: false, valueSet: true },
  campaignFilter: ['c2'], lastResponse: '200 OK', lastInvocation: '2026-03-02T10:00:00.000Z', created: '2026-03-01T00:00:00.000Z', updated: '2026-03-01T00:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 'd1', eventType: 'Sentry', status: 'PENDING', test: false, attempts: 2, created: '2026-03-02T10:00:00.000Z', lastAttemptAt: '2026-03-02T10:00:30.000Z',
  nextAttemptAt: '2026-03-02T10:02:30.000Z', responseStatus: 500, response: '500 Internal Server Error', durationMs: 40, payload: { campaignId: 'c2', retired: { flagged: ['4045550101'] } },
};

function answer(opts: { allowPrivate?: boolean; deliveries?: WebhookDelivery[] } = {}) {
  fake
    .on(webhooksRoutes.policy, () => ({ allowPrivateAddresses: opts.allowPrivate ?? false }))
    .on(campaignsRoutes.list, () => [
      testCampaign({ id: 'c1', name: 'Spring Promo' }), testCampaign({ id: 'c2', name: 'Q4 Home' }), testCampaign({ id: 'c3', name: 'Gone', status: 'DELETED' }),
    ])
    .on(webhooksRoutes.deliveries, () => opts.deliveries ?? [])
    .on(webhooksRoutes.create, () => saved)
    .on(webhooksRoutes.update, () => saved)
    .on(webhooksRoutes.remove, () => ({ ok: true as const }))
    .on(webhooksRoutes.secret, () => ({ signingSecret: 'whsec_abc' }))
    .on(webhooksRoutes.rotateSecret, () => ({ signingSecret: 'whsec_new' }))
    .on(webhooksRoutes.test, () => ({ ...delivery, id: 'd2', test: true, attempts: 0 }));
}

function renderPanel(target: Webhook | 'new') {
  const onClose = vi.fn();
  render(withProviders(<WebhookPanel ws="ws1" target={target} onClose={onClose} />));
  return { panel: screen.getByRole('dialog', { name: 'Edit or Create Webhook' }), onClose };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const choose = (panel: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const saveButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Save' });

describe('WebhookPanel', { timeout: 30_000 }, () => {
  it('adds a webhook with the defaults: Save waits for a name and an HTTPS address, each field saying what it lacks', async () => {
    answer();
    const { panel, onClose } = renderPanel('new');
    expect(within(panel).getByRole('combobox', { name: 'Type' }).textContent).toBe('CampaignList');
    expect(within(panel).getByRole('combobox', { name: 'Status' }).textContent).toBe('Active');
    expect(within(panel).getByRole('combobox', { name: 'Auth type' }).textContent).toBe('None');
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(panel).getByText('A secret of its own is made when the webhook is saved.')).toBeTruthy();
    type(within(panel).getByLabelText(/^Name/), '');
    type(within(panel).getByLabelText(/^URL/), '');
    expect(await within(panel).findAllByText('Required.')).toHaveLength(2);
    expect(saveButton(panel)).toHaveProperty('disabled', true);

    type(within(panel).getByLabelText(/^Name/), 'CRM lists');
    type(within(panel).getByLabelText(/^URL/), 'http://127.0.0.1:8080/in');
    expect(await within(panel).findByText('Must be a valid HTTPS URL with a domain and TLD.')).toBeTruthy();
    expect(saveButton(panel)).toHaveProperty('disabled', true);
    type(within(panel).getByLabelText(/^URL/), 'https://crm.example.com/in');
    await waitFor(() => expect(saveButton(panel)).toHaveProperty('disabled', false));

    // The filter offers the workspace's campaigns (not deleted ones).
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Campaign filter' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Q4 Home', 'Spring Promo']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Spring Promo' }));

    fireEvent.click(saveButton(panel));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith(webhooksRoutes.create, {
      params: { ws: 'ws1' },
      body: expect.objectContaining({ name: 'CRM lists', url: 'https://crm.example.com/in', eventType: 'CampaignList', status: 'ACTIVE', campaignFilter: ['c1'], webhookAuth: expect.objectContaining({ authType: 'None' }) }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Saved');
  });

  it('takes a local http receiver where the server allows private addresses', async () => {
    answer({ allowPrivate: true });
    const { panel } = renderPanel('new');
    await screen.findByText('http(s) address; this server also allows private addresses.');
    type(within(panel).getByLabelText(/^Name/), 'Local');
    type(within(panel).getByLabelText(/^URL/), 'http://127.0.0.1:8080/in');
    await waitFor(() => expect(saveButton(panel)).toHaveProperty('disabled', false));
  });

  it('asks for each auth type\'s fields, and keeps a saved token when its field is left blank', async () => {
    answer();
    const { panel, onClose } = renderPanel(saved);
    expect(within(panel).getByText('Leave blank to keep the saved token.')).toBeTruthy();
    await waitFor(() => expect(saveButton(panel)).toHaveProperty('disabled', false));

    choose(panel, 'Auth type', 'Basic');
    expect(await within(panel).findAllByText('Required.')).toHaveLength(2);
    expect(saveButton(panel)).toHaveProperty('disabled', true);
    type(within(panel).getByLabelText(/^Username/), 'crm');
    type(within(panel).getByLabelText(/^Password/), 'pw');
    await waitFor(() => expect(saveButton(panel)).toHaveProperty('disabled', false));

    choose(panel, 'Auth type', 'Custom header');
    type(within(panel).getByLabelText(/^Header name/), 'Content-Type');
    expect(await within(panel).findByText('This header is set by Trueline; choose another name.')).toBeTruthy();
    type(within(panel).getByLabelText(/^Header name/), 'X-Api-Key');
    // The saved Bearer token is kept as the header's value.
    expect(within(panel).getByText('Leave blank to keep the saved value.')).toBeTruthy();
    await waitFor(() => expect(saveButton(panel)).toHaveProperty('disabled', false));
    fireEvent.click(saveButton(panel));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith(webhooksRoutes.update, {
      params: { ws: 'ws1', id: 'w1' },
      body: expect.objectContaining({ eventType: 'Sentry', campaignFilter: ['c2'], webhookAuth: expect.objectContaining({ authType: 'CustomHeader', headerName: 'X-Api-Key', value: '' }) }),
    });
  });

  it('reveals and rotates the signing secret, sends a test event and shows the recent deliveries', async () => {
    answer({ deliveries: [delivery] });
    const { panel } = renderPanel(saved);
    const log = await within(panel).findByRole('list', { name: 'Recent deliveries' });
    expect(log.textContent).toContain('Retrying');
    expect(log.textContent).toContain('500 Internal Server Error');
    expect(log.textContent).toContain('2 attempts · next');
    fireEvent.click(within(log).getByRole('button'));
    expect(within(panel).getByText(/"4045550101"/)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Reveal secret' }));
    expect(await within(panel).findByDisplayValue('whsec_abc')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    expect(await within(panel).findByDisplayValue('whsec_new')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(webhooksRoutes.rotateSecret, { params: { ws: 'ws1', id: 'w1' } });

    fireEvent.click(await within(panel).findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent to the delivery queue')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(webhooksRoutes.test, { params: { ws: 'ws1', id: 'w1' } });
  });

  it('deletes after confirmation and says "Webhook has been deleted"', async () => {
    answer();
    const { panel, onClose } = renderPanel(saved);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Webhook' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this webhook?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith(webhooksRoutes.remove, { params: { ws: 'ws1', id: 'w1' } });
    expect(await screen.findByText('Webhook has been deleted')).toBeTruthy();
  });
});
