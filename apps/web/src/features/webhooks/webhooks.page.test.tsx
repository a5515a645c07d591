import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, webhooksRoutes, type Webhook } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { realtimeHandlers } from '../../testing/fake-realtime';
import { WebhooksPage } from './webhooks.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());

const fake = screenTestApi(apiMock);

const hook = (over: Partial<Webhook>): Webhook => ({
  id: 'w1', name: 'CRM list results', url: 'https://hooks.crm.example.com/trueline/lists', eventType: 'CampaignList', status: 'ACTIVE',
  webhookAuth: { authType: 'None', username: null, headerName: null, passwordSet: false, valueSet: false }, campaignFilter: [],
  lastResponse: null, lastInvocation: null, created: '2026-03-01T00:00:00.000Z', updated: '2026-03-01T00:00:00.000Z', ...over,
});

describe('WebhooksPage', { timeout: 30_000 }, () => {
  it('lists the webhooks with name, status, type, URL, last response and last invocation, and follows deliveries live', async () => {
    fake
      .on(webhooksRoutes.list, () => [hook({ lastResponse: '200 OK', lastInvocation: '2026-03-02T15:04:00.000Z' }), hook({ id: 'w2', name: 'Ops', eventType: 'Sentry', status: 'DISABLED' })])
      .on(webhooksRoutes.policy, () => ({ allowPrivateAddresses: false }))
      .on(campaignsRoutes.list, () => [])
      .on(webhooksRoutes.deliveries, () => []);
    render(withProviders(<WebhooksPage />));
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Type', 'URL', 'Last response', 'Last invocation']);
    const crm = await within(table).findByRole('row', { name: 'Edit webhook CRM list results' });
    expect(within(crm).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'CRM list results', 'Active', 'CampaignList', 'https://hooks.crm.example.com/trueline/lists', '200 OK', expect.stringMatching(/^Mar 2, 2026/),
    ]);
    const ops = within(table).getByRole('row', { name: 'Edit webhook Ops' });
    expect(within(ops).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ops', 'Disabled', 'Sentry', expect.any(String), '—', '—']);

    act(() => realtimeHandlers.forEach((h) => h({ type: 'Webhook', payload: hook({ id: 'w2', name: 'Ops', eventType: 'Sentry', status: 'DISABLED', lastResponse: 'The connection was refused.' }) })));
    await waitFor(() => expect(within(ops).getByText('The connection was refused.')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('dialog', { name: 'Edit or Create Webhook' })).toBeTruthy();
  });

  it('says when there is no webhook yet', async () => {
    fake.on(webhooksRoutes.list, () => []).on(webhooksRoutes.policy, () => ({ allowPrivateAddresses: false }));
    render(withProviders(<WebhooksPage />));
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
  });
});
