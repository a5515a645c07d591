import { useQuery } from '@tanstack/react-query';
import { identitiesRoutes, publicConfigRoutes } from '@trueline/contract';
import { api } from '../../lib/api';

/** The workspace's CNAM identities, sorted by name by the server. */
export function useIdentities(ws: string | undefined) {
  return useQuery({
    queryKey: ['identities', ws ?? ''],
    queryFn: () => api(identitiesRoutes.list, { params: { ws: ws! } }),
    enabled: Boolean(ws),
  });
}

/** The support request page 'Request identity' opens (GET /api/config). */
export function useSupportUrl(): string | undefined {
  const { data } = useQuery({ queryKey: ['config'], queryFn: () => api(publicConfigRoutes.get), staleTime: Infinity });
  return data?.supportUrl;
}
