import { useQuery } from '@tanstack/react-query';
import {
  brandedCallingProfilesRoutes, businessRecordsRoutes, dialersRoutes, ftcSansRoutes, provisioningProfilesRoutes,
} from '@trueline/contract';
import { api } from '../../lib/api';

/**
 * The look-ups the campaign screens pick from. Features do not import each other, so these are the campaign
 * screens' own queries (their keys match the owning features', so the cache is shared).
 */

export function useProvisioningProfileOptions(ws: string, enabled = true) {
  return useQuery({ queryKey: ['provisioningProfiles', ws], queryFn: () => api(provisioningProfilesRoutes.list, { params: { ws }, query: {} }), enabled });
}

/** Business records: the messaging brands, with their SMS campaigns. */
export function useBusinessRecordOptions(ws: string, enabled = true) {
  return useQuery({ queryKey: ['businessRecords', ws], queryFn: () => api(businessRecordsRoutes.list, { params: { ws } }), enabled });
}

export function useDialerCampaigns(ws: string, enabled = true) {
  return useQuery({
    queryKey: ['dialerCampaigns', ws],
    queryFn: () => api(dialersRoutes.campaigns, { params: { ws }, query: {} }),
    enabled,
    staleTime: 60_000,
  });
}

/** The dialer's non-reserved fields (those DataBoost may write into). */
export function useMappingFields(ws: string, dialerCampaignId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['dialerMappingFields', ws, dialerCampaignId ?? ''],
    queryFn: () => api(dialersRoutes.mappingFields, { params: { ws }, query: { filterReserved: true, campaignId: dialerCampaignId ?? undefined } }),
    enabled,
    staleTime: 60_000,
  });
}

export function useFtcSanOptions(ws: string, enabled = true) {
  return useQuery({ queryKey: ['ftcSans', ws], queryFn: () => api(ftcSansRoutes.list, { params: { ws } }), enabled });
}

export function useBrandedCallingProfileOptions(ws: string) {
  return useQuery({ queryKey: ['brandedCallingProfiles', ws], queryFn: () => api(brandedCallingProfilesRoutes.list, { params: { ws } }) });
}
