import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, workspacesRoutes, type Workspace, type WorkspaceListItem } from '@trueline/contract';
import { api } from './api';
import { useSession } from './session';
import { useRealtime } from './use-realtime';
import { useSnackbar } from './snackbar';

interface WorkspaceValue {
  workspaces: Workspace[];
  loading: boolean;
  selected: Workspace | null;
  select(id: string): void;
}

const WorkspaceContext = createContext<WorkspaceValue>({ workspaces: [], loading: true, selected: null, select: () => undefined });
const storageKey = (userId: string) => `trueline.workspace.${userId}`;

export const workspacesQueryKey = ['workspaces'] as const;

/**
 * The workspace a screen opens in: the one this user last chose in this browser, else the ACTIVE one with the most
 * built in it (the server's activity count: campaigns, lists and workflows), not the first by name, which may be all
 * but empty. Ties go to the first by name, as the server lists them.
 */
export function chooseWorkspace(workspaces: readonly WorkspaceListItem[], rememberedId: string | null): WorkspaceListItem | null {
  const remembered = workspaces.find((w) => w.id === rememberedId);
  if (remembered) return remembered;
  const active = workspaces.filter((w) => w.status === 'ACTIVE');
  const busiest = active.reduce<WorkspaceListItem | null>((best, w) => (!best || w.activity > best.activity ? w : best), null);
  return busiest ?? workspaces[0] ?? null;
}

/** The workspace every workspace-scoped screen works in: remembered per user, shared by all screens. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const notify = useSnackbar();
  const query = useQuery({
    queryKey: workspacesQueryKey,
    queryFn: () => api(workspacesRoutes.list),
    enabled: status === 'authenticated',
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const client = useQueryClient();
  // Another tab (or another user) created, changed or deactivated a workspace: every screen's list follows.
  useRealtime(user ? [`org:${user.orgId}`] : [], ['Workspace'], () => void client.invalidateQueries({ queryKey: workspacesQueryKey }));

  useEffect(() => {
    if (query.isError) notify(MESSAGES.workspacesFailedToLoad, 'error');
  }, [query.isError, notify]);

  useEffect(() => {
    if (user) setSelectedId(localStorage.getItem(storageKey(user.id)));
  }, [user]);

  const workspaces = useMemo(() => query.data ?? [], [query.data]);
  const selected = useMemo(() => chooseWorkspace(workspaces, selectedId), [workspaces, selectedId]);

  const select = useCallback(
    (id: string) => {
      setSelectedId(id);
      if (user) localStorage.setItem(storageKey(user.id), id);
    },
    [user],
  );

  const value = useMemo(() => ({ workspaces, loading: query.isPending, selected, select }), [workspaces, query.isPending, selected, select]);
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export const useWorkspaces = () => useContext(WorkspaceContext);
