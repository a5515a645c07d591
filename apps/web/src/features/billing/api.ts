import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingRoutes, type BillingProfile, type UpdateBillingProfileBody } from '@trueline/contract';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';

const profileKey = (orgId: string) => ['billing-profile', orgId] as const;

export function useBillingProfile() {
  const { orgId } = useUser();
  return useQuery({ queryKey: profileKey(orgId), queryFn: () => api(billingRoutes.getProfile) });
}

/** Saves the whole profile (SuperAdmin); the screen words its own failure ("Error: …"). */
export function useSaveBillingProfile() {
  const { orgId } = useUser();
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateBillingProfileBody) => api(billingRoutes.updateProfile, { body }),
    onSuccess: (saved: BillingProfile) => {
      client.setQueryData(profileKey(orgId), saved);
      return client.invalidateQueries({ queryKey: ['billable-usage', orgId] });
    },
  });
}

export function useCommissionAgents(enabled: boolean) {
  const { orgId } = useUser();
  return useQuery({ queryKey: ['commission-agents', orgId], queryFn: () => api(billingRoutes.commissionAgents), enabled, staleTime: 5 * 60_000 });
}
