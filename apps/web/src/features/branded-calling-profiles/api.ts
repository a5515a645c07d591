import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandedCallingProfilesRoutes, type BrandedCallingProfileBody } from '@trueline/contract';
import { api } from '../../lib/api';

const profilesKey = (ws: string) => ['brandedCallingProfiles', ws] as const;

/** Every branded calling profile of the workspace, sorted by label by the server. */
export function useBrandedCallingProfiles(ws: string) {
  return useQuery({ queryKey: profilesKey(ws), queryFn: () => api(brandedCallingProfilesRoutes.list, { params: { ws } }) });
}

/** Save (create or edit) and delete; each refreshes the list when it succeeds. */
export function useBrandedCallingProfileActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: profilesKey(ws) });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: ({ id, body }: { id: string | null; body: BrandedCallingProfileBody }) =>
        id ? api(brandedCallingProfilesRoutes.update, { params: { ws, id }, body }) : api(brandedCallingProfilesRoutes.create, { params: { ws }, body }),
      onSuccess: refresh,
    }),
    // The profile's own id: the original console passed another entity's id here.
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(brandedCallingProfilesRoutes.remove, { params: { ws, id } }), onSuccess: refresh }),
  };
}
