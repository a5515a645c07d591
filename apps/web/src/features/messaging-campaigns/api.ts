import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MESSAGING_MESSAGES, messagingCampaignsRoutes as r, recordSetsRoutes, webhooksRoutes, workflowsRoutes,
  type CampaignStatusFilter, type MessagingCampaign, type MessagingCampaignBody, type MessagingCampaignSummary, type MessagingTransition,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';

/** The list under every status filter. */
export const listsKey = (ws: string) => ['messagingCampaigns', ws, 'list'] as const;
const listKey = (ws: string, status: CampaignStatusFilter) => [...listsKey(ws), status] as const;
export const campaignKey = (ws: string, id: string) => ['messagingCampaigns', ws, 'one', id] as const;

/** The workspace's campaigns under a status filter (the server filters: Inactive is COMPLETE and DELETED). */
export function useMessagingCampaigns(ws: string | undefined, status: CampaignStatusFilter) {
  return useQuery({ queryKey: listKey(ws ?? '', status), queryFn: () => api(r.list, { params: { ws: ws! }, query: { status } }), enabled: Boolean(ws) });
}

export function useMessagingCampaign(ws: string | undefined, id: string) {
  return useQuery({ queryKey: campaignKey(ws ?? '', id), queryFn: () => api(r.get, { params: { ws: ws!, id } }), enabled: Boolean(ws) });
}

export function useSenderSources(ws: string) {
  return useQuery({ queryKey: ['messagingCampaigns', ws, 'senderSources'], queryFn: () => api(r.senderSources, { params: { ws } }) });
}

/**
 * The Overview and Notifications pickers, over the other features' routes (features do not import each other): the
 * published RealTime (Aegis) workflows, the record sets (DELETED left out) and the MessagingCampaignEvent webhooks.
 */
export function useMessagingPickers(ws: string) {
  const workflows = useQuery({ queryKey: ['messagingCampaigns', ws, 'workflowPicker'], queryFn: () => api(workflowsRoutes.list, { params: { ws } }) });
  const recordSets = useQuery({ queryKey: ['messagingCampaigns', ws, 'recordSetPicker'], queryFn: () => api(recordSetsRoutes.list, { params: { ws } }) });
  const webhooks = useQuery({ queryKey: ['messagingCampaigns', ws, 'webhookPicker'], queryFn: () => api(webhooksRoutes.list, { params: { ws } }) });
  return {
    workflows: (workflows.data ?? []).filter((w) => w.type === 'RealTime' && w.publishedTimestamp !== null),
    recordSets: (recordSets.data ?? []).filter((s) => s.status !== 'DELETED'),
    webhooks: (webhooks.data ?? []).filter((w) => w.eventType === 'MessagingCampaignEvent'),
    loading: workflows.isPending || recordSets.isPending || webhooks.isPending,
  };
}

/** Puts the server's answer in the campaign's cache and refreshes the lists. */
function written(client: QueryClient, ws: string, c: MessagingCampaign) {
  client.setQueryData<MessagingCampaign>(campaignKey(ws, c.id), c);
  return client.invalidateQueries({ queryKey: listsKey(ws) });
}

export function useMessagingActions(ws: string) {
  const client = useQueryClient();
  const refreshLists = () => client.invalidateQueries({ queryKey: listsKey(ws) });
  return {
    create: useMutation({ mutationFn: () => api(r.create, { params: { ws }, body: { name: MESSAGING_MESSAGES.defaultName } }), onSuccess: (c) => written(client, ws, c) }),
    save: useMutation({
      mutationFn: ({ id, body }: { id: string; body: MessagingCampaignBody }) => api(r.update, { params: { ws, id }, body }),
      onSuccess: (c) => written(client, ws, c),
      meta: { handlesErrors: true },
    }),
    move: useMutation({
      mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) => api(r.moveToFolder, { params: { ws, id }, query: { folderId: folderId ?? undefined } }),
      onMutate: async ({ id, folderId }) => {
        await client.cancelQueries({ queryKey: listsKey(ws) });
        const before = client.getQueriesData<MessagingCampaignSummary[]>({ queryKey: listsKey(ws) });
        for (const [key] of before) client.setQueryData<MessagingCampaignSummary[]>(key, (list) => list?.map((c) => (c.id === id ? { ...c, folderId } : c)));
        return { before };
      },
      onError: (_err, _vars, ctx) => ctx?.before.forEach(([key, data]) => client.setQueryData(key, data)),
      onSettled: refreshLists,
    }),
    /** Request approval, approve, reject (with its reason), return to draft, activate, pause: the answer replaces the shown campaign. */
    transition: useMutation({
      mutationFn: ({ id, action, comment }: { id: string; action: MessagingTransition; comment?: string }) =>
        (action === 'reject' ? api(r.reject, { params: { ws, id }, query: { comment: comment ?? '' } }) : api(r[action], { params: { ws, id } })),
      onSuccess: (c) => written(client, ws, c),
    }),
    remove: useMutation({
      mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => api(r.remove, { params: { ws, id }, query: { confirmName } }),
      onSuccess: (_r, { id }) => {
        client.removeQueries({ queryKey: campaignKey(ws, id) });
        return refreshLists();
      },
    }),
    uploadMedia: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return api(r.uploadMedia, { params: { ws, id }, body: form });
      },
      onSuccess: (c) => written(client, ws, c),
    }),
    removeMedia: useMutation({
      mutationFn: ({ id, fileName }: { id: string; fileName: string }) => api(r.removeMedia, { params: { ws, id }, query: { fileName } }),
      onSuccess: (c) => written(client, ws, c),
    }),
  };
}

export function useMediaUrl(ws: string, id: string, fileName: string | null) {
  return useQuery({
    queryKey: ['messagingCampaigns', ws, 'one', id, 'media', fileName],
    queryFn: () => api(r.mediaUrl, { params: { ws, id }, query: { fileName: fileName! } }),
    enabled: Boolean(fileName),
    staleTime: 30_000,
  });
}

export async function downloadEvents(ws: string, id: string) {
  saveFile(await api(r.downloadEvents, { params: { ws }, query: { campaignId: id } }), MESSAGING_MESSAGES.eventsDownloadFile.replace('{id}', id));
}
