import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_USAGE_MESSAGES, billableUsageRoutes, billingRoutes, usageAlertRoutes, type AdjustmentBody, type BillingProfile, type UpdateBillingProfileBody,
  type UsageAlertBody,
} from '@trueline/contract';
import { saveFile } from '../../components/save-file';
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

const usageKey = (orgId: string, year: number, month: number) => ['billable-usage', orgId, year, month] as const;

/** A month's billable usage, rated on the server; the open month is re-read every minute (an estimate to date). */
export function useBillableUsage(year: number, month: number, open: boolean) {
  const { orgId } = useUser();
  return useQuery({
    queryKey: usageKey(orgId, year, month),
    queryFn: () => api(billableUsageRoutes.get, { query: { year, month } }),
    refetchInterval: open ? 60_000 : false,
  });
}

export async function downloadBillableUsage(year: number, month: number, period: string) {
  saveFile(await api(billableUsageRoutes.download, { query: { year, month } }), BILLING_USAGE_MESSAGES.downloadFile.replace('{period}', period));
}

/** SuperAdmin's adjustments; each re-reads the organisation's usage. */
export function useAdjustments() {
  const { orgId } = useUser();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['billable-usage', orgId] });
  return {
    add: useMutation({ mutationFn: (body: AdjustmentBody) => api(billableUsageRoutes.addAdjustment, { body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => api(billableUsageRoutes.deleteAdjustment, { params: { id } }), onSuccess: refresh }),
  };
}

/** The organisation's usage alerts; adding one checks it at once (a crossed threshold notifies straight away). */
export function useUsageAlerts() {
  const { orgId } = useUser();
  const client = useQueryClient();
  const key = ['usage-alerts', orgId];
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    list: useQuery({ queryKey: key, queryFn: () => api(usageAlertRoutes.list) }),
    add: useMutation({ meta: { handlesErrors: true }, mutationFn: (body: UsageAlertBody) => api(usageAlertRoutes.create, { body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => api(usageAlertRoutes.remove, { params: { id } }), onSuccess: refresh }),
  };
}
