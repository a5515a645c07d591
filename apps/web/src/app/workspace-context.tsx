import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, workspacesRoutes, type Workspace } from '@trueline/contract';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { useRealtime } from '../lib/use-realtime';
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
  const selected = workspaces.find((w) => w.id === selectedId) ?? workspaces.find((w) => w.status === 'ACTIVE') ?? workspaces[0] ?? null;

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
