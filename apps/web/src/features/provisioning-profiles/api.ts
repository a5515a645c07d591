import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { provisioningProfilesRoutes, type ProvisioningProfileBody } from '@trueline/contract';
import { api } from '../../lib/api';

const profilesKey = (ws: string) => ['provisioningProfiles', ws] as const;

/** Every provisioning profile of the workspace, sorted by name by the server. */
export function useProvisioningProfiles(ws: string | undefined) {
  return useQuery({
    queryKey: profilesKey(ws ?? ''),
    queryFn: () => api(provisioningProfilesRoutes.list, { params: { ws: ws! } }),
    enabled: Boolean(ws),
  });
}

/** Save (create or edit) and delete; each refreshes the list when it succeeds. */
export function useProvisioningProfileActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: profilesKey(ws) });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: ({ id, body }: { id: string | null; body: ProvisioningProfileBody }) =>
        id === null
          ? api(provisioningProfilesRoutes.create, { params: { ws }, body })
          : api(provisioningProfilesRoutes.update, { params: { ws, profileId: id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(provisioningProfilesRoutes.remove, { params: { ws, profileId: id } }), onSuccess: refresh }),
  };
}
