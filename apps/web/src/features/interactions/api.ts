import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AEGIS_DASHBOARD, interactionsRoutes,
  type AegisDashboardRequest, type InteractionDownloadRequest, type InteractionSearchRequest,
} from '@trueline/contract';
import { api } from '../../lib/api';

const key = (ws: string) => ['interactions', ws] as const;

/** The workflows to filter by, by name. */
export function useInteractionWorkflows(ws: string | undefined) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'workflows'],
    queryFn: () => api(interactionsRoutes.workflows, { params: { ws: ws! } }),
    enabled: Boolean(ws),
    staleTime: 60_000,
  });
}

/**
 * The dashboard's counts. `request` is made when the query runs, so a refresh of today asks for today as it is then;
 * `live` refreshes every 30 seconds (only the period today is live).
 */
export function useAegisDashboard(ws: string | undefined, queryKey: readonly unknown[], request: () => AegisDashboardRequest | null, live: boolean) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'dashboard', ...queryKey],
    queryFn: () => api(interactionsRoutes.dashboard, { params: { ws: ws! }, body: request()! }),
    enabled: Boolean(ws) && request() !== null,
    placeholderData: keepPreviousData,
    refetchInterval: live ? AEGIS_DASHBOARD.refreshMs : false,
  });
}

/** One page of call search, paged on the server. */
export function useInteractionSearch(ws: string | undefined, body: InteractionSearchRequest | null) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'search', body],
    queryFn: () => api(interactionsRoutes.search, { params: { ws: ws! }, body: body! }),
    enabled: Boolean(ws) && body !== null,
    placeholderData: keepPreviousData,
  });
}

/** One interaction with its events (the Call detail). */
export function useInteraction(ws: string | undefined, id: string | null) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'interaction', id],
    queryFn: () => api(interactionsRoutes.get, { params: { ws: ws!, id: id! } }),
    enabled: Boolean(ws) && Boolean(id),
  });
}

/** Starts the asynchronous CSV export of a search; answers the server's message. */
export async function requestInteractionsDownload(ws: string, body: InteractionDownloadRequest): Promise<string> {
  const started = await api(interactionsRoutes.download, { params: { ws }, body });
  return started.message;
}
