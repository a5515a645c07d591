import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rndConnectionsRoutes, type CreateRndConnectionBody, type RndConnectionBody } from '@trueline/contract';
import { api } from '../../lib/api';

const rndKey = (ws: string) => ['rndConnections', ws] as const;

/** Every RND connection of the workspace, sorted by company name by the server. */
export function useRndConnections(ws: string) {
  return useQuery({ queryKey: rndKey(ws), queryFn: () => api(rndConnectionsRoutes.list, { params: { ws } }) });
}

type SaveCall = { id: null; body: CreateRndConnectionBody } | { id: string; body: RndConnectionBody };

/** Save (create or edit) and delete; each refreshes the list when it succeeds. */
export function useRndConnectionActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: rndKey(ws) });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: (call: SaveCall) => {
        if (call.id === null) return api(rndConnectionsRoutes.create, { params: { ws }, body: call.body });
        return api(rndConnectionsRoutes.update, { params: { ws, id: call.id }, body: call.body });
      },
      onSuccess: refresh,
    }),
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(rndConnectionsRoutes.remove, { params: { ws, id } }), onSuccess: refresh }),
  };
}
