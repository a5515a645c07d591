import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignsRoutes, webhooksRoutes, type Webhook, type WebhookBody } from '@trueline/contract';
import { api } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';

const webhooksKey = (ws: string) => ['webhooks', ws] as const;
const deliveriesKey = (ws: string, id: string) => ['webhooks', ws, id, 'deliveries'] as const;

/** Every webhook of the workspace (by name, from the server); a delivery's answer updates its row live. */
export function useWebhooks(ws: string) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: webhooksKey(ws), queryFn: () => api(webhooksRoutes.list, { params: { ws } }) });
  useRealtime([`workspace:${ws}`], ['Webhook'], (event) => {
    client.setQueryData<Webhook[]>(webhooksKey(ws), (rows) => rows?.map((w) => (w.id === event.payload.id ? event.payload : w)));
    void client.invalidateQueries({ queryKey: deliveriesKey(ws, event.payload.id) });
  }, () => void client.invalidateQueries({ queryKey: webhooksKey(ws) }));
  return query;
}

/** Whether this server accepts private and plain-http addresses (ALLOW_PRIVATE_WEBHOOKS): the form's URL rule follows it. */
export function useWebhookPolicy() {
  return useQuery({ queryKey: ['webhookPolicy'], queryFn: () => api(webhooksRoutes.policy), staleTime: Infinity });
}

/** The Core campaigns a campaign filter offers: every campaign of the workspace but deleted ones. */
export function useFilterCampaigns(ws: string) {
  return useQuery({
    queryKey: ['campaigns', ws],
    queryFn: () => api(campaignsRoutes.list, { params: { ws } }),
    select: (rows) => rows.filter((c) => c.status !== 'DELETED').map((c) => ({ id: c.id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/** The webhook's recent deliveries, newest first. */
export function useWebhookDeliveries(ws: string, id: string | null) {
  return useQuery({
    queryKey: deliveriesKey(ws, id ?? ''),
    queryFn: () => api(webhooksRoutes.deliveries, { params: { ws, id: id! } }),
    enabled: Boolean(id),
  });
}

/** Save, delete, test delivery, and the signing secret; each refreshes what it changed. */
export function useWebhookActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: webhooksKey(ws) });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: ({ id, body }: { id: string | null; body: WebhookBody }) =>
        id ? api(webhooksRoutes.update, { params: { ws, id }, body }) : api(webhooksRoutes.create, { params: { ws }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(webhooksRoutes.remove, { params: { ws, id } }), onSuccess: refresh }),
    test: useMutation({
      mutationFn: (id: string) => api(webhooksRoutes.test, { params: { ws, id } }),
      onSuccess: (_d, id) => client.invalidateQueries({ queryKey: deliveriesKey(ws, id) }),
    }),
    revealSecret: (id: string) => api(webhooksRoutes.secret, { params: { ws, id } }),
    rotateSecret: (id: string) => api(webhooksRoutes.rotateSecret, { params: { ws, id } }),
  };
}
