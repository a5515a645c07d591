import { leadsRoutes } from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';
import { usePrefixSearch } from '../../components/use-prefix-search';

/** Leads whose phone starts with `prefix`, in one campaign or the whole workspace; nothing is asked before a search. */
export function useLeadSearch(ws: string | undefined, prefix: string | null, campaignId?: string) {
  return usePrefixSearch(['leads', campaignId ?? ''], ws, prefix, (w, p) => api(leadsRoutes.search, { params: { ws: w }, query: { prefix: p, campaignId } }));
}

/** Saves every lead of the campaign as a CSV file. */
export async function downloadLeads(ws: string, campaignId: string, filename: string) {
  saveFile(await api(leadsRoutes.download, { params: { ws }, query: { campaignId } }), filename);
}
