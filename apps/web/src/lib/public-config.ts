import { useQuery } from '@tanstack/react-query';
import { publicConfigRoutes } from '@trueline/contract';
import { api } from './api';

/** The server's public settings (bot-check site key, outbox, support address): read once per page load. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api(publicConfigRoutes.get), staleTime: Infinity });
}

/** The Support center address from the server's SUPPORT_URL, without a trailing slash; null until it is known. */
export function useSupportUrl(): string | null {
  const url = usePublicConfig().data?.supportUrl;
  return url ? url.replace(/\/+$/, '') : null;
}
