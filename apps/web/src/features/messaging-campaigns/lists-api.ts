import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LIST_PREVIEW_PAGE_SIZE, mappingTemplatesRoutes, messagingList, messagingListsRoutes as r,
  type MessagingList, type MessagingListProcessRequest, type MessagingListStatus,
} from '@trueline/contract';
import { api } from '../../lib/api';

export const messagingListsKey = (ws: string, campaignId: string) => ['messagingCampaigns', ws, 'lists', campaignId] as const;
/** The workspace's mapping templates, shared with Core lists (the same cache entry). */
const templatesKey = (ws: string) => ['mappingTemplates', ws] as const;

/** How often the lists are read again while one sends: its sent, delivered and failed counts move with every receipt. */
export const SENDING_REFRESH_MS = 5000;

/** The campaign's lists, newest first. */
export function useMessagingLists(ws: string, campaignId: string) {
  return useQuery({
    queryKey: messagingListsKey(ws, campaignId),
    queryFn: () => api(r.list, { params: { ws, id: campaignId } }),
    refetchInterval: (q) => (q.state.data?.some((l) => l.status === 'ACTIVE') ? SENDING_REFRESH_MS : false),
  });
}

/** One page (five rows) of an uploaded file, its header first. */
export function useMessagingListPreview(ws: string, campaignId: string, listId: string, page: number) {
  return useQuery({
    queryKey: ['messagingCampaigns', ws, 'listPreview', listId, page],
    queryFn: () => api(r.preview, { params: { ws, id: campaignId, listId }, query: { page, size: LIST_PREVIEW_PAGE_SIZE } }),
    staleTime: Infinity,
  });
}

export function useTemplates(ws: string) {
  return useQuery({ queryKey: templatesKey(ws), queryFn: () => api(mappingTemplatesRoutes.list, { params: { ws } }) });
}

export function useDeleteTemplate(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => api(mappingTemplatesRoutes.remove, { params: { ws, templateId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey(ws) }),
  });
}

const STAGE: Record<MessagingListStatus, number> = { UPLOADED: 0, PROCESSING: 1, READY: 2, ERROR: 2, ACTIVE: 3, PAUSED: 3, COMPLETE: 4 };

/**
 * True when `next` is an older view of `current` (an answer arriving after the events that followed it): processing
 * only moves forward and its rows only grow. Activate and pause move both ways, so those are taken as they come.
 */
export const isBehind = (next: MessagingList, current: MessagingList) =>
  STAGE[next.status] < Math.min(STAGE[current.status], 2) || (next.status === current.status && next.processedRows < current.processedRows);

/** Puts a list (an event's or a call's answer) into the campaign's lists. */
export function storeMessagingList(client: QueryClient, ws: string, list: MessagingList) {
  client.setQueryData<MessagingList[]>(messagingListsKey(ws, list.messagingCampaignId), (old) =>
    old ? (old.some((l) => l.id === list.id) ? old.map((l) => (l.id !== list.id || isBehind(list, l) ? l : list)) : [list, ...old]) : old,
  );
}

/** A realtime payload as a list, or null when it is not one (a Core list's event). */
export const parseMessagingListEvent = (payload: unknown): MessagingList | null => {
  const parsed = messagingList.safeParse(payload);
  return parsed.success ? parsed.data : null;
};

/** Upload, process, activate, pause and delete of one campaign's lists; each answer goes into the cache at once. */
export function useMessagingListActions(ws: string, campaignId: string) {
  const client = useQueryClient();
  const store = (l: MessagingList) => storeMessagingList(client, ws, l);
  const params = (listId: string) => ({ ws, id: campaignId, listId });
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('file', file);
        return api(r.upload, { params: { ws, id: campaignId }, body });
      },
      onSuccess: store,
    }),
    process: useMutation({
      mutationFn: ({ listId, body }: { listId: string; body: MessagingListProcessRequest }) => api(r.process, { params: params(listId), body }),
      onSuccess: (l) => {
        store(l);
        void client.invalidateQueries({ queryKey: templatesKey(ws) });
      },
    }),
    activate: useMutation({ mutationFn: (listId: string) => api(r.activate, { params: params(listId) }), onSuccess: store }),
    pause: useMutation({ mutationFn: (listId: string) => api(r.pause, { params: params(listId) }), onSuccess: store }),
    remove: useMutation({
      mutationFn: (listId: string) => api(r.remove, { params: params(listId) }),
      onSuccess: (_, listId) => client.setQueryData<MessagingList[]>(messagingListsKey(ws, campaignId), (old) => old?.filter((l) => l.id !== listId)),
    }),
  };
}
