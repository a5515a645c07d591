import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Workspace } from '@trueline/contract';
import { WorkspacesTable } from './WorkspacesTable';

const ws = (id: string, name: string, extra: Partial<Workspace> = {}): Workspace => ({
  id, name, status: 'ACTIVE', dialerProviderType: null, dialerProviderSettings: null, allowFullCoverageCampaigns: false,
  allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 1, allowNonTransactionalNumberMapping: false, coverageStates: [],
  workspaceFeatures: { aegisFeatures: {} as Workspace['workspaceFeatures']['aegisFeatures'] }, created: '2026-01-01T00:00:00.000Z', ...extra,
});

describe('WorkspacesTable', () => {
  afterEach(cleanup);
  const list = [
    ws('b-000000001', 'sales floor', { dialerProviderType: 'FIVE9', dialerProviderSettings: { provider: 'FIVE9', connected: false, username: '', passwordSet: false, countryCode: 'US', callerIdFieldName: null, uniqueIdFieldName: null, leadKeyFields: [] } }),
    ws('a-000000002', 'Collections', { status: 'ERROR' }),
    ws('c-000000003', 'Workspace 10'),
    ws('d-000000004', 'Workspace 9'),
  ];

  it('lists the workspaces by name with a short id, status and dialer', () => {
    render(<WorkspacesTable workspaces={list} onOpen={() => undefined} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Collections', 'sales floor', 'Workspace 9', 'Workspace 10']);
    expect(within(rows[0]!).getByText('…00000002')).toBeTruthy();
    expect(within(rows[0]!).getByText('Error')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Five9');
    expect(rows[1]!.textContent).toContain('Not connected');
  });

  it('opens a row by click and by keyboard, but not when its id is copied', () => {
    const onOpen = vi.fn();
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    render(<WorkspacesTable workspaces={list} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('row', { name: 'Open workspace Collections' }));
    fireEvent.keyDown(screen.getByRole('row', { name: 'Open workspace Workspace 9' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy workspace ID b-000000001' }));
    expect(onOpen.mock.calls).toEqual([['a-000000002'], ['d-000000004']]);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('b-000000001');
  });
});
