import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { reportsRoutes, type ReportDownload } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { realtimeHandlers } from '../../testing/fake-realtime';
import { ApiError } from '../../lib/api';
import { DownloadsPage } from './downloads.page';
import { applyReportEvent } from './api';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => ({ id: 'me', orgId: 'org', userType: 'Owner' }) }));
vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());

const fake = screenTestApi(apiMock, { afterEach: () => vi.unstubAllGlobals() });

const report = (over: Partial<ReportDownload>): ReportDownload => ({
  id: 'r1', reportName: 'Leads - Q4', status: 'READY', requestedBy: { firstName: 'Olivia', lastName: 'Owner' }, requestedAt: '2026-03-02T09:00:00.000Z',
  expiresAt: '2026-03-09T09:00:40.000Z', size: 1200, errorMessage: null, ...over,
});
const emit = (payload: object) => act(() => realtimeHandlers.forEach((h) => h({ type: 'Report', payload })));

describe('applyReportEvent', () => {
  const rows = [report({ id: 'b', requestedAt: '2026-03-02T10:00:00.000Z' }), report({ id: 'a' })];
  it('adds new reports in requestedAt order, replaces known ones, removes DELETED ones and ignores other workspaces', () => {
    expect(applyReportEvent(rows, { ...report({ id: 'c', requestedAt: '2026-03-02T11:00:00.000Z', status: 'PENDING' }), workspaceId: 'ws1' }, 'ws1')!.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(applyReportEvent(rows, { ...report({ id: 'a', status: 'EXPIRED' }), workspaceId: 'ws1' }, 'ws1')![1]).toEqual(report({ id: 'a', status: 'EXPIRED' }));
    expect(applyReportEvent(rows, { id: 'b', status: 'DELETED', workspaceId: 'ws1' }, 'ws1')!.map((r) => r.id)).toEqual(['a']);
    expect(applyReportEvent(rows, { ...report({ id: 'z' }), workspaceId: 'ws2' }, 'ws1')).toBe(rows);
  });
});

describe('DownloadsPage', { timeout: 30_000 }, () => {
  it('shows the empty text, then reports arriving live, newest first; a deleted one leaves at once', async () => {
    fake.on(reportsRoutes.list, () => []);
    render(withProviders(<DownloadsPage />));
    expect(await screen.findByText('No reports ready to download.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Reports' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Report name', 'Status', 'Requested by', 'Requested at', 'Available until', 'Actions']);

    emit({ ...report({ id: 'r1', status: 'PENDING', expiresAt: null }), workspaceId: 'ws1' });
    emit({ ...report({ id: 'r2', reportName: 'Interactions', status: 'PENDING', requestedAt: '2026-03-02T10:00:00.000Z', expiresAt: null }), workspaceId: 'ws1' });
    emit({ ...report({ id: 'r9', reportName: 'Other workspace' }), workspaceId: 'ws2' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Interactions', 'Leads - Q4']);
    expect(screen.getByRole('button', { name: 'Download Leads - Q4' })).toHaveProperty('disabled', true);

    emit({ ...report({ id: 'r1' }), workspaceId: 'ws1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Leads - Q4' })).toHaveProperty('disabled', false));
    const row = screen.getByRole('button', { name: 'Download Leads - Q4' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Leads - Q4', 'Ready', 'Olivia Owner', expect.stringMatching(/^Mar 2, 2026/), expect.stringMatching(/^Mar 9, 2026/), '']);

    emit({ id: 'r2', status: 'DELETED', workspaceId: 'ws1' });
    await waitFor(() => expect(screen.queryByText('Interactions')).toBeNull());
  });

  it('opens the signed link in a new tab, and says when the file is gone', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    fake
      .on(reportsRoutes.list, () => [report({})])
      .on(reportsRoutes.url, () => ({ url: '/api/reports/file?token=abc', expiresAt: '2026-03-02T09:05:00.000Z' }));
    render(withProviders(<DownloadsPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Leads - Q4' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/api/reports/file?token=abc`));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(apiMock).toHaveBeenCalledWith(reportsRoutes.url, { params: { ws: 'ws1', id: 'r1' } });

    fake.on(reportsRoutes.url, () => {
      throw new ApiError(409, 'This file is no longer available.', 'CONFLICT');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download Leads - Q4' }));
    expect(await screen.findByText('This file is no longer available.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('deletes a report after confirmation', async () => {
    fake
      .on(reportsRoutes.list, () => [report({ status: 'FAILED', errorMessage: 'The record set no longer exists.', expiresAt: null })])
      .on(reportsRoutes.remove, () => ({ ok: true as const }));
    render(withProviders(<DownloadsPage />));
    expect(await screen.findByText('The record set no longer exists.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Leads - Q4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete report' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this report?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No reports ready to download.')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(reportsRoutes.remove, { params: { ws: 'ws1', id: 'r1' } });
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });
});
