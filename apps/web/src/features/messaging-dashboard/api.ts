import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGING_DASHBOARD, messagingCampaignsRoutes, messagingDashboardRoutes, type MessagingDashboardRequest } from '@trueline/contract';
import { api } from '../../lib/api';

const key = (ws: string) => ['messagingDashboard', ws] as const;

/**
 * The dashboard's counts. `request` is computed when the query runs, so a refresh of today asks for today as it is
 * then; `live` refreshes every 30 seconds (spec 3 §2.1: only while the range is today).
 */
export function useMessagingDashboard(ws: string | undefined, queryKey: readonly unknown[], request: () => MessagingDashboardRequest | null, live: boolean) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'dashboard', ...queryKey],
    queryFn: () => api(messagingDashboardRoutes.dashboard, { params: { ws: ws! }, body: request()! }),
    enabled: Boolean(ws) && request() !== null,
    placeholderData: keepPreviousData,
    refetchInterval: live ? MESSAGING_DASHBOARD.refreshSeconds * 1000 : false,
  });
}

/** The workspace's messaging campaigns (every status: a finished campaign still has counts), for the filter and the names. */
export function useDashboardCampaigns(ws: string | undefined) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'campaigns'],
    queryFn: () => api(messagingCampaignsRoutes.list, { params: { ws: ws! }, query: { status: 'All' } }),
    enabled: Boolean(ws),
  });
}
