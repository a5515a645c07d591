import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { coreDashboardRoutes, type CoreDashboardRequest } from '@trueline/contract';
import { api } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';

const key = (ws: string) => ['core-dashboard', ws] as const;

/** The dashboard for a period; read again when a list finishes, a campaign changes or a call comes back. */
export function useCoreDashboard(ws: string | undefined, body: CoreDashboardRequest | null) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: key(ws ?? '') });
  useRealtime(ws ? [`workspace:${ws}`] : [], ['CampaignList', 'Campaign', 'Callback'], refresh, refresh);
  return useQuery({
    queryKey: [...key(ws ?? ''), body],
    queryFn: () => api(coreDashboardRoutes.get, { params: { ws: ws! }, body: body! }),
    enabled: Boolean(ws) && body !== null,
    placeholderData: keepPreviousData,
  });
}
