import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationRegistrationRoutes as routes, type OrganizationRegistration, type RegisterOrganizationBody } from '@trueline/contract';
import { api } from '../../lib/api';

const key = (orgId: string) => ['organization', orgId, 'registration'] as const;

/** The registration stored on the organisation and the three provider actions; each answer replaces the stored one. */
export function useRegistration(orgId: string, enabled: boolean) {
  const client = useQueryClient();
  const store = (r: OrganizationRegistration | null) => client.setQueryData(key(orgId), r);
  return {
    current: useQuery({ queryKey: key(orgId), queryFn: () => api(routes.current, { params: { orgId } }), enabled }),
    register: useMutation({ mutationFn: (body: RegisterOrganizationBody) => api(routes.register, { params: { orgId }, body }), onSuccess: store }),
    retrieve: useMutation({ mutationFn: (id: string) => api(routes.retrieve, { params: { orgId, id } }), onSuccess: store }),
    unregister: useMutation({ mutationFn: (id: string) => api(routes.unregister, { params: { orgId, id } }), onSuccess: store }),
  };
}
