import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POOL_DOWNLOAD_FILE, poolsRoutes } from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';
import { usePrefixSearch } from '../../components/use-prefix-search';

export const poolKey = (ws: string, campaignId: string) => ['pool', ws, campaignId] as const;

/** Every number of a campaign's pool (all rows; the table is virtualised). */
export function useCampaignPool(ws: string, campaignId: string) {
  return useQuery({ queryKey: poolKey(ws, campaignId), queryFn: () => api(poolsRoutes.campaignPool, { params: { ws, campaignId } }) });
}

export const poolProgressKey = (ws: string, campaignId: string) => ['pool-progress', ws, campaignId] as const;
/** How far the pool's ordering has got; asked again every 2 s while numbers are being ordered. */
export function usePoolProgress(ws: string, campaignId: string) {
  return useQuery({
    queryKey: poolProgressKey(ws, campaignId),
    queryFn: () => api(poolsRoutes.poolProgress, { params: { ws, campaignId } }),
    refetchInterval: (q) => (q.state.data?.ordering ? 2000 : false),
  });
}

/** Numbers of the workspace starting with `prefix`; nothing is asked before a search. */
export function usePoolSearch(ws: string | undefined, prefix: string | null) {
  return usePrefixSearch(['poolSearch'], ws, prefix, (w, p) => api(poolsRoutes.search, { params: { ws: w }, query: { prefix: p } }));
}

/** Saves the pool (one campaign's, or the workspace's) as Pool-Download.csv. */
export async function downloadPool(ws: string, campaignId?: string) {
  saveFile(await api(poolsRoutes.download, { params: { ws }, query: { campaignId } }), POOL_DOWNLOAD_FILE);
}

/** The Pool tab's actions; each refreshes the pool when it succeeds. */
export function usePoolActions(ws: string, campaignId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: poolKey(ws, campaignId) });
  const params = { ws, campaignId };
  return {
    verifyTenDlc: useMutation({ mutationFn: () => api(poolsRoutes.verifyTenDlc, { params }), onSuccess: refresh }),
    replace: useMutation({
      mutationFn: (numbers: string[] | 'all') =>
        numbers === 'all' ? api(poolsRoutes.fullPoolReplacement, { params }) : api(poolsRoutes.selectPoolReplacement, { params, body: { numbers } }),
      onSuccess: refresh,
    }),
    register: useMutation({ meta: { handlesErrors: true }, mutationFn: (numbers: string) => api(poolsRoutes.byopRegister, { params, body: { numbers } }), onSuccess: refresh }),
    deregister: useMutation({ mutationFn: (numbers: string[]) => api(poolsRoutes.byopDeregister, { params, body: { numbers } }), onSuccess: refresh }),
  };
}
