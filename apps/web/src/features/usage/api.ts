import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignsRoutes, messagingCampaignsRoutes, usageRoutes, type SmsUsageRow, type UsageDownloadRequest, type UsageSearchRequest, type UsageType, type VoiceUsageRow } from '@trueline/contract';
import { api } from '../../lib/api';

const routes = {
  calls: { search: usageRoutes.calls, download: usageRoutes.callsDownload },
  messaging: { search: usageRoutes.messaging, download: usageRoutes.messagingDownload },
} as const;

/**
 * A page of a usage report (POST /usage/{type}); the page shown stays while the next one loads. `run` counts the
 * searches asked for: Search with the same filters reads again (new calls may have come in).
 */
export function useUsageSearch(type: UsageType, ws: string, body: UsageSearchRequest | null, run: number) {
  return useQuery<{ content: (VoiceUsageRow | SmsUsageRow)[]; totalElements: number; totalCapped: boolean }>({
    queryKey: ['usage', ws, type, body, run],
    queryFn: () => (type === 'calls'
      ? api(routes.calls.search, { params: { ws }, body: body! })
      : api(routes.messaging.search, { params: { ws }, body: body! })),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** Starts the report's download; answers the message to show (the file arrives in Downloads). */
export async function requestUsageDownload(type: UsageType, ws: string, body: UsageDownloadRequest): Promise<string> {
  const started = await api(routes[type].download, { params: { ws }, body });
  return started.message;
}

/** The campaigns a report filters by: the workspace's Core campaigns (callbacks) or its messaging campaigns (messages). */
export function useCampaignOptions(type: UsageType, ws: string) {
  return useQuery({
    queryKey: ['usage', ws, type, 'campaigns'],
    queryFn: async () => (type === 'calls'
      ? await api(campaignsRoutes.list, { params: { ws } })
      : await api(messagingCampaignsRoutes.list, { params: { ws }, query: { status: 'All' } })).map((c) => ({ id: c.id, label: c.name })),
    staleTime: 60_000,
  });
}
