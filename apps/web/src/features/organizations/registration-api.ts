import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organizationRegistrationRoutes as routes, REGISTRATION_STATUS_LABELS, type OrganizationRegistration, type RegisterOrganizationBody,
} from '@trueline/contract';
import { api } from '../../lib/api';

const key = (orgId: string) => ['organization', orgId, 'registration'] as const;
/** While the provider keeps a registration pending (a job follows it up on the server), the section looks again this often. */
const PENDING_REFRESH_MS = 30_000;

/**
 * The snackbar after the provider answered: the action's words with the status it gave, as success when registered,
 * info while pending, and a warning for any error status (the call worked, the registration did not).
 */
export function registrationNotice(message: string, r: Pick<OrganizationRegistration, 'status'> | null): { text: string; severity: 'success' | 'info' | 'warning' } {
  const status = r?.status ?? '';
  if (status === 'registered' || status === '') return { text: message, severity: 'success' };
  return { text: `${message}: ${REGISTRATION_STATUS_LABELS[status]}`, severity: status === 'pending' ? 'info' : 'warning' };
}

/** The registration stored on the organisation and the three provider actions; each answer replaces the stored one. */
export function useRegistration(orgId: string, enabled: boolean) {
  const client = useQueryClient();
  const store = (r: OrganizationRegistration | null) => client.setQueryData(key(orgId), r);
  return {
    current: useQuery({
      queryKey: key(orgId), queryFn: () => api(routes.current, { params: { orgId } }), enabled,
      refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
    }),
    register: useMutation({ mutationFn: (body: RegisterOrganizationBody) => api(routes.register, { params: { orgId }, body }), onSuccess: store }),
    retrieve: useMutation({ mutationFn: (id: string) => api(routes.retrieve, { params: { orgId, id } }), onSuccess: store }),
    unregister: useMutation({ mutationFn: (id: string) => api(routes.unregister, { params: { orgId, id } }), onSuccess: store }),
  };
}
