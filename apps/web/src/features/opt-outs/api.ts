import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingCampaignsRoutes, optOutsRoutes } from '@trueline/contract';
import { api } from '../../lib/api';

export interface OptOutFilters { earliest: string; latest: string; campaignId?: string }

const key = (ws: string) => ['opt-outs', ws] as const;

/** The opt-outs of a period (and campaign), newest first. */
export const useOptOuts = (ws: string | undefined, filters: OptOutFilters | null) => useQuery({
  queryKey: [...key(ws ?? ''), filters],
  queryFn: () => api(optOutsRoutes.list, { params: { ws: ws! }, query: filters! }),
  enabled: Boolean(ws && filters),
});

/** Every messaging campaign of the workspace, for the campaign filter and the add form (inactive ones too). */
export const useMessagingCampaignOptions = (ws: string | undefined) => useQuery({
  queryKey: ['messaging-campaigns', ws, 'All'],
  queryFn: () => api(messagingCampaignsRoutes.list, { params: { ws: ws! }, query: { status: 'All' } }),
  enabled: Boolean(ws),
});

export const useOptOutReviews = (ws: string | undefined) => useQuery({
  queryKey: [...key(ws ?? ''), 'reviews'],
  queryFn: () => api(optOutsRoutes.reviews, { params: { ws: ws! } }),
  enabled: Boolean(ws),
});

function useInvalidate(ws: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key(ws) });
}

/** Add opt-out: the form shows its own failure (the spec's texts), so the snackbar fallback stays out. */
export function useAddOptOut(ws: string) {
  const invalidate = useInvalidate(ws);
  return useMutation({
    mutationFn: (q: { campaignId: string; phone: string; reason: string }) => api(optOutsRoutes.add, { params: { ws }, query: q }),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useRemoveOptOut(ws: string) {
  const invalidate = useInvalidate(ws);
  return useMutation({
    mutationFn: (q: { campaignId: string; phone: string }) => api(optOutsRoutes.remove, { params: { ws }, query: q }),
    onSuccess: invalidate,
  });
}

export function useResolveReview(ws: string) {
  const invalidate = useInvalidate(ws);
  return useMutation({
    mutationFn: (v: { reviewId: string; optOut: boolean }) => api(optOutsRoutes.resolveReview, { params: { ws, reviewId: v.reviewId }, query: { optOut: v.optOut ? 'true' : 'false' } }),
    onSuccess: invalidate,
  });
}

export function useImportOptOuts(ws: string) {
  const invalidate = useInvalidate(ws);
  return useMutation({
    mutationFn: (v: { campaignId: string; file: File }) => {
      const body = new FormData();
      body.append('file', v.file);
      return api(optOutsRoutes.import, { params: { ws }, query: { campaignId: v.campaignId }, body });
    },
    onSuccess: invalidate,
  });
}

export const requestOptOutsDownload = (ws: string, filters: OptOutFilters) => api(optOutsRoutes.download, { params: { ws }, query: filters });
