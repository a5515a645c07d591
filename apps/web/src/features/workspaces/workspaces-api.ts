import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeysRoutes, dialersRoutes, workspacesRoutes,
  type ConnectConnectBody, type DialerSettings, type Five9ConnectBody, type RingConnectBody, type UpdateWorkspaceBody, type Workspace, type WorkspaceListItem,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { workspacesQueryKey } from '../../lib/workspace-context';

export const mappingFieldsKey = (ws: string) => ['dialers', ws, 'mappingFields'] as const;
export const apiKeysKey = (ws: string) => ['apiKeys', ws] as const;

/** The organisation's workspaces: the same query the workspace selector uses, so both refresh together. */
export function useWorkspaceList() {
  return useQuery({ queryKey: workspacesQueryKey, queryFn: () => api(workspacesRoutes.list) });
}

export function useCoverageStateOptions(enabled: boolean) {
  return useQuery({ queryKey: ['workspaces-states'], queryFn: () => api(workspacesRoutes.states), enabled, staleTime: Infinity });
}

/** Puts a fresh copy of one workspace into the shared list, then refetches it. */
function useWorkspaceWriter() {
  const client = useQueryClient();
  return (w: Workspace | null) => {
    if (w) {
      // The list's activity counts stay as they were until the refetch below.
      client.setQueryData<WorkspaceListItem[]>(workspacesQueryKey, (list) =>
        list ? (list.some((x) => x.id === w.id) ? list.map((x) => (x.id === w.id ? { ...x, ...w } : x)) : [...list, { ...w, activity: 0 }]) : [{ ...w, activity: 0 }]);
    }
    return client.invalidateQueries({ queryKey: workspacesQueryKey });
  };
}

export function useCreateWorkspace() {
  const write = useWorkspaceWriter();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (workspaceName: string) => api(workspacesRoutes.create, { query: { workspaceName } }),
    onSuccess: (w) => write(w),
  });
}

export function useUpdateWorkspace(id: string) {
  const write = useWorkspaceWriter();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateWorkspaceBody) => api(workspacesRoutes.update, { params: { id }, body }),
    onSuccess: (w) => write(w),
  });
}

export function useDeactivateWorkspace(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => api(workspacesRoutes.deactivate, { params: { id }, query: { confirmName } }),
    onSuccess: () => {
      client.setQueryData<WorkspaceListItem[]>(workspacesQueryKey, (list) => list?.filter((w) => w.id !== id));
      return client.invalidateQueries({ queryKey: workspacesQueryKey });
    },
  });
}

/** Fields of the workspace's connected dialer; `filterReserved` leaves out the platform's own fields. */
export function useMappingFields(ws: string, filterReserved: boolean, enabled: boolean) {
  return useQuery({
    queryKey: [...mappingFieldsKey(ws), filterReserved],
    queryFn: () => api(dialersRoutes.mappingFields, { params: { ws }, query: { filterReserved } }),
    enabled,
  });
}

/** A provider's connect call with its settings. */
export type ConnectCall =
  | { provider: 'FIVE9'; body: Five9ConnectBody }
  | { provider: 'RING'; body: RingConnectBody }
  | { provider: 'CONNECT'; body: ConnectConnectBody }
  | { provider: 'PREM' };

function connectCall(ws: string, call: ConnectCall): Promise<DialerSettings> {
  switch (call.provider) {
    case 'FIVE9': return api(dialersRoutes.five9Connect, { params: { ws }, body: call.body });
    case 'RING': return api(dialersRoutes.ringConnect, { params: { ws }, body: call.body });
    case 'CONNECT': return api(dialersRoutes.connectConnect, { params: { ws }, body: call.body });
    case 'PREM': return api(dialersRoutes.premConnect, { params: { ws } });
  }
}

/** Saves a dialer's settings through the provider's connect call; the workspace list and dialer fields refresh. */
export function useConnectDialer(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (call: ConnectCall) => connectCall(ws, call),
    onSuccess: (settings) => {
      client.setQueryData<Workspace[]>(workspacesQueryKey, (list) =>
        list?.map((w) => (w.id === ws ? { ...w, dialerProviderType: settings.provider, dialerProviderSettings: settings } : w)));
      void client.invalidateQueries({ queryKey: ['dialers', ws] });
      return client.invalidateQueries({ queryKey: workspacesQueryKey });
    },
  });
}

export const niceAuthorizeUrl = (ws: string, redirectUrl: string) => api(dialersRoutes.niceAuthorize, { params: { ws }, query: { redirectUrl } });
/** Finishes the connection: `state` is the value CXOne handed back, which the server checks against its authorisation. */
export const niceConnect = (ws: string, authCode: string, redirectUrl: string, state: string) =>
  api(dialersRoutes.niceConnect, { params: { ws }, query: { authCode, redirectUrl, state } });

export function useApiKeys(ws: string) {
  return useQuery({ queryKey: apiKeysKey(ws), queryFn: () => api(apiKeysRoutes.list, { params: { ws } }) });
}

export function useCreateApiKey(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(apiKeysRoutes.create, { params: { ws }, query: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(ws) }),
  });
}

export function useDeleteApiKey(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api(apiKeysRoutes.remove, { params: { ws, keyId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(ws) }),
  });
}
