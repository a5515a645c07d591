import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { workspacesRoutes, type WorkspaceListItem } from '@trueline/contract';
import { withProviders } from '../testing/with-providers';
import { fakeApi } from '../testing/fake-api';
import { chooseWorkspace, useWorkspaces, WorkspaceProvider } from './workspace-context';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('./api', async (original) => ({ ...(await original<typeof import('./api')>()), api: apiMock }));
vi.mock('./session', () => ({ useSession: () => ({ user: { id: 'me', orgId: 'org' }, status: 'authenticated' }) }));
vi.mock('./use-realtime', () => ({ useRealtime: () => undefined }));
const fake = fakeApi(apiMock);

const ws = (id: string, name: string, activity: number, status: WorkspaceListItem['status'] = 'ACTIVE') => ({ id, name, activity, status }) as WorkspaceListItem;
// As the server lists them: by name. The demo's life is in Sales Floor; Collections comes first and holds one campaign.
const DEMO = [ws('c', 'Collections', 1), ws('l', 'Legacy Import', 90, 'ERROR'), ws('s', 'Sales Floor', 23), ws('t', 'Trial Workspace', 0)];

describe('chooseWorkspace', () => {
  it('opens the workspace last used in this browser', () => {
    expect(chooseWorkspace(DEMO, 't')?.name).toBe('Trial Workspace');
  });

  it('else the ACTIVE one with the most built in it, not the first by name', () => {
    expect(chooseWorkspace(DEMO, null)?.name).toBe('Sales Floor');
    // A remembered workspace that is gone (deactivated since) counts as none.
    expect(chooseWorkspace(DEMO, 'gone')?.name).toBe('Sales Floor');
  });

  it('breaks a tie by the list order (name), and falls back to any workspace when none is ACTIVE', () => {
    expect(chooseWorkspace([ws('a', 'Alpha', 0), ws('b', 'Beta', 0)], null)?.name).toBe('Alpha');
    expect(chooseWorkspace([ws('e', 'Broken', 3, 'ERROR')], null)?.name).toBe('Broken');
    expect(chooseWorkspace([], null)).toBeNull();
  });
});

function Selected() {
  const { selected } = useWorkspaces();
  return <p>selected: {selected?.name ?? 'none'}</p>;
}

describe('WorkspaceProvider', () => {
  beforeEach(() => fake.on(workspacesRoutes.list, () => DEMO));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    fake.reset();
  });

  it('opens the busiest workspace in a fresh browser', async () => {
    render(withProviders(<WorkspaceProvider><Selected /></WorkspaceProvider>));
    expect(await screen.findByText('selected: Sales Floor')).toBeTruthy();
  });

  it('opens the one this user chose last time', async () => {
    localStorage.setItem('trueline.workspace.me', 'c');
    render(withProviders(<WorkspaceProvider><Selected /></WorkspaceProvider>));
    expect(await screen.findByText('selected: Collections')).toBeTruthy();
  });
});
