import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ftcSansRoutes, type FtcSanBody } from '@trueline/contract';
import { api } from '../../lib/api';

const ftcSansKey = (ws: string) => ['ftcSans', ws] as const;

/** Every FTC SAN of the workspace, sorted by organisation name by the server. */
export function useFtcSans(ws: string) {
  return useQuery({ queryKey: ftcSansKey(ws), queryFn: () => api(ftcSansRoutes.list, { params: { ws } }) });
}

/** Save (create or edit) and delete; each refreshes the list when it succeeds. */
export function useFtcSanActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ftcSansKey(ws) });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: ({ id, body }: { id: string | null; body: FtcSanBody }) =>
        id ? api(ftcSansRoutes.update, { params: { ws, id }, body }) : api(ftcSansRoutes.create, { params: { ws }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(ftcSansRoutes.remove, { params: { ws, id } }), onSuccess: refresh }),
  };
}
