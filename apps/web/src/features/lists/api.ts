import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  campaignList, campaignsRoutes, dialersRoutes, LIST_PREVIEW_PAGE_SIZE, listsRoutes, LISTS_PAGE_SIZE, mappingTemplatesRoutes,
  type CampaignList, type ImportListBody, type ListProcessRequest, type ListsPage,
} from '@trueline/contract';
import { saveFile } from '../../components/save-file';
import { api } from '../../lib/api';

const listsKey = (ws: string, campaignId: string) => ['lists', ws, 'campaign', campaignId] as const;
const allListsKey = (ws: string) => ['lists', ws, 'all'] as const;
const templatesKey = (ws: string) => ['mappingTemplates', ws] as const;

/** The lists of one campaign, newest first. */
export function useCampaignLists(ws: string, campaignId: string) {
  return useQuery({ queryKey: listsKey(ws, campaignId), queryFn: () => api(listsRoutes.list, { params: { ws, campaignId } }) });
}

/** One page of the workspace's processed lists (50 a page), filtered on the server. */
export function useAllLists(ws: string | undefined, pageNumber: number, filter: string) {
  return useQuery({
    queryKey: [...allListsKey(ws ?? ''), pageNumber, filter],
    queryFn: () => api(listsRoutes.all, { params: { ws: ws! }, query: { pageNumber, maxPerPage: LISTS_PAGE_SIZE, filter: filter || undefined } }),
    enabled: Boolean(ws),
    placeholderData: keepPreviousData,
  });
}

/** One page of an uploaded file: rows[0] is its header. */
export function useListPreview(ws: string, campaignId: string, listId: string | undefined, page: number) {
  return useQuery({
    queryKey: ['lists', ws, 'preview', listId ?? '', page],
    queryFn: () => api(listsRoutes.preview, { params: { ws, campaignId, listId: listId! }, query: { page, size: LIST_PREVIEW_PAGE_SIZE } }),
    enabled: Boolean(listId),
    placeholderData: keepPreviousData,
  });
}

export function useMappingTemplates(ws: string | undefined) {
  return useQuery({ queryKey: templatesKey(ws ?? ''), queryFn: () => api(mappingTemplatesRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

export function useDeleteTemplate(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => api(mappingTemplatesRoutes.remove, { params: { ws, templateId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey(ws) }),
  });
}

/** The connected dialer's fields (for a RING campaign, those of its dialer campaign). */
export function useMappingFields(ws: string | undefined, dialerCampaignId?: string | null) {
  return useQuery({
    queryKey: ['dialers', ws ?? '', 'mappingFields', dialerCampaignId ?? ''],
    queryFn: () => api(dialersRoutes.mappingFields, { params: { ws: ws! }, query: { campaignId: dialerCampaignId ?? undefined } }),
    enabled: Boolean(ws),
    staleTime: 60_000,
  });
}

/** The lists of one dialer campaign (the campaign's dialer campaign). */
export function useDialerCampaign(ws: string, dialerCampaignId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['dialers', ws, 'campaign', dialerCampaignId ?? ''],
    queryFn: () => api(dialersRoutes.campaign, { params: { ws, campaignId: dialerCampaignId! } }),
    enabled: Boolean(dialerCampaignId) && enabled,
    staleTime: 30_000,
  });
}

/** Every dialer campaign with its lists (the bulk uploader's dialer list choices). */
export function useDialerCampaignsWithLists(ws: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['dialers', ws ?? '', 'campaigns', 'withLists'],
    queryFn: () => api(dialersRoutes.campaigns, { params: { ws: ws! }, query: { includeLists: true } }),
    enabled: Boolean(ws) && enabled,
    staleTime: 30_000,
  });
}

const STAGE: Record<CampaignList['status'], number> = { UPLOADED: 0, PROCESSING: 1, PROCESSED: 2, ERROR: 2 };

/**
 * True when `next` is an older view of `current`: a list only moves forward (UPLOADED, PROCESSING, then PROCESSED or
 * ERROR; its handled rows only grow), and a call's answer can arrive after the events that followed it.
 */
export const isBehind = (next: CampaignList, current: CampaignList) =>
  STAGE[next.status] < STAGE[current.status] || (next.status === current.status && next.processedRows < current.processedRows);

/** Puts a list (a realtime event's or a call's answer) into every cached view of it: its campaign's lists and /lists pages. */
export function storeList(client: QueryClient, ws: string, list: CampaignList) {
  const merge = (l: CampaignList) => (l.id !== list.id || isBehind(list, l) ? l : list);
  client.setQueryData<CampaignList[]>(listsKey(ws, list.campaignId), (old) =>
    old ? (old.some((l) => l.id === list.id) ? old.map(merge) : [list, ...old]) : old,
  );
  client.setQueriesData<ListsPage>({ queryKey: allListsKey(ws) }, (old) =>
    old && old.content.some((l) => l.id === list.id) ? { ...old, content: old.content.map(merge) } : old,
  );
}

/** A realtime payload as a list, or null when it is not one. */
export const parseListEvent = (payload: unknown): CampaignList | null => {
  const parsed = campaignList.safeParse(payload);
  return parsed.success ? parsed.data : null;
};

/** Upload, import, process and delete of one campaign's lists; each answer goes into the cache at once. */
export function useListActions(ws: string, campaignId: string) {
  const client = useQueryClient();
  const store = (l: CampaignList) => storeList(client, ws, l);
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('file', file);
        return api(listsRoutes.upload, { params: { ws, campaignId }, body });
      },
      onSuccess: store,
    }),
    importList: useMutation({ meta: { handlesErrors: true }, mutationFn: (body: ImportListBody) => api(listsRoutes.importList, { params: { ws, campaignId }, body }), onSuccess: store }),
    process: useMutation({
      mutationFn: ({ listId, body }: { listId: string; body: ListProcessRequest }) => api(listsRoutes.process, { params: { ws, campaignId, listId }, body }),
      onSuccess: (l) => {
        store(l);
        void client.invalidateQueries({ queryKey: templatesKey(ws) });
      },
    }),
    remove: useMutation({
      mutationFn: (listId: string) => api(listsRoutes.remove, { params: { ws, campaignId, listId } }),
      onSuccess: (_, listId) => client.setQueryData<CampaignList[]>(listsKey(ws, campaignId), (old) => old?.filter((l) => l.id !== listId)),
    }),
  };
}

/** Uploads a file and processes it at once (the bulk uploader). */
export function uploadAndProcess(ws: string, campaignId: string, file: File, request: ListProcessRequest) {
  const body = new FormData();
  body.append('request', JSON.stringify(request));
  body.append('file', file);
  return api(listsRoutes.uploadAndProcess, { params: { ws, campaignId }, body });
}

/** Saves the processed file (each input row with its outcome) under the list's name. */
export async function downloadProcessedFile(ws: string, list: CampaignList) {
  const blob = await api(listsRoutes.download, { params: { ws, campaignId: list.campaignId, listId: list.id } });
  saveFile(blob, list.processedFile ?? `${list.name.replace(/\.csv$/i, '')}-processed.csv`);
}

/** Every campaign of the workspace (the bulk uploader offers the ACTIVE, non-managed ones). */
export function useWorkspaceCampaigns(ws: string | undefined) {
  return useQuery({ queryKey: ['campaigns', ws ?? ''], queryFn: () => api(campaignsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}
