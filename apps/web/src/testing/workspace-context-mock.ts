import type { Workspace } from '@trueline/contract';

/** The workspace a screen test runs in unless it names one. */
export const TEST_WORKSPACE = { id: 'ws1', name: 'Sales Floor', status: 'ACTIVE' } as Workspace;

/**
 * Stands in for lib/workspace-context with one workspace, selected and loaded:
 *
 *   vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());
 */
export function oneWorkspace(ws: Workspace = TEST_WORKSPACE) {
  return { useWorkspaces: () => ({ workspaces: [ws], selected: ws, loading: false, select: () => undefined }) };
}
