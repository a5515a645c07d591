import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersRoutes, type InviteUserBody, type UpdateUserBody } from '@trueline/contract';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';

const teamKey = (orgId: string) => ['team', orgId] as const;

/** Every team member of my organisation (the table shows them all on one page). */
export function useTeam() {
  const me = useUser();
  return useQuery({ queryKey: teamKey(me.orgId), queryFn: () => api(usersRoutes.list) });
}

/** Invite, edit and delete; each refreshes the team list when it succeeds. */
export function useTeamActions() {
  const me = useUser();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: teamKey(me.orgId) });
  return {
    invite: useMutation({ mutationFn: (body: InviteUserBody) => api(usersRoutes.invite, { body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) => api(usersRoutes.update, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(usersRoutes.remove, { params: { id } }), onSuccess: refresh }),
  };
}
