import { useQuery } from '@tanstack/react-query';
import { leadsRoutes } from '@trueline/contract';
import { api } from '../../lib/api';

/** Leads whose phone starts with `prefix`, in one campaign or the whole workspace; nothing is asked before a search. */
export function useLeadSearch(ws: string | undefined, prefix: string | null, campaignId?: string) {
  return useQuery({
    queryKey: ['leads', ws ?? '', campaignId ?? '', prefix ?? ''],
    queryFn: () => api(leadsRoutes.search, { params: { ws: ws! }, query: { prefix: prefix!, campaignId } }),
    enabled: Boolean(ws && prefix),
  });
}

/** Saves every lead of the campaign as a CSV file. */
export async function downloadLeads(ws: string, campaignId: string, filename: string) {
  const blob = await api(leadsRoutes.download, { params: { ws }, query: { campaignId } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
