import { useMutation, useQuery, useQueryClient, type MutationMeta, type QueryClient } from '@tanstack/react-query';
import {
  campaignsRoutes, identitiesRoutes, type Campaign, type CreateCampaignBody, type UpdateCampaignBody,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';

export const campaignsKey = (ws: string) => ['campaigns', ws] as const;
export const campaignKey = (id: string) => ['campaign', id] as const;

/** Every campaign of the workspace; the list filters by status and name itself. */
export function useCampaigns(ws: string | undefined) {
  return useQuery({ queryKey: campaignsKey(ws ?? ''), queryFn: () => api(campaignsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

/** Puts a campaign into both caches (the workspace's list and its own), as a save or a 'Campaign' event brings it. */
export function writeCampaign(client: QueryClient, c: Campaign) {
  client.setQueryData<Campaign[]>(campaignsKey(c.workspaceId), (list) => {
    if (!list) return list;
    const at = list.findIndex((x) => x.id === c.id);
    if (at < 0) return [...list, c];
    const next = list.slice();
    next[at] = c;
    return next;
  });
  client.setQueryData(campaignKey(c.id), (old: { workspaceId: string; campaign: Campaign } | undefined) =>
    old ? { ...old, campaign: c } : { workspaceId: c.workspaceId, campaign: c });
}

/**
 * One campaign by id. A link may point at a campaign of another workspace than the selected one (from /pools or
 * /leads): the selected workspace is asked first, then the others, and the answer says where it was found.
 */
export function useCampaign(id: string, workspaceIds: string[]) {
  return useQuery({
    queryKey: campaignKey(id),
    enabled: workspaceIds.length > 0,
    queryFn: async () => {
      let last: unknown = null;
      for (const ws of workspaceIds) {
        try {
          return { workspaceId: ws, campaign: await api(campaignsRoutes.get, { params: { ws, campaignId: id } }) };
        } catch (err) {
          last = err;
        }
      }
      throw last;
    },
  });
}

export function useCampaignStats(c: Campaign) {
  return useQuery({
    queryKey: ['campaignStats', c.id],
    queryFn: () => api(campaignsRoutes.stats, { params: { ws: c.workspaceId, campaignId: c.id }, query: {} }),
  });
}

export function useCampaignEvents(c: Campaign) {
  return useQuery({ queryKey: ['campaignEvents', c.id], queryFn: () => api(campaignsRoutes.events, { params: { ws: c.workspaceId, campaignId: c.id } }) });
}

export function useCityUtilization(c: Campaign, enabled: boolean) {
  return useQuery({
    queryKey: ['campaignCities', c.id],
    queryFn: () => api(campaignsRoutes.cityUtilization, { params: { ws: c.workspaceId, campaignId: c.id } }),
    enabled,
  });
}

export function useCreateCampaign(ws: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateCampaignBody) => api(campaignsRoutes.create, { params: { ws }, body }),
    onSuccess: (c) => writeCampaign(client, c),
  });
}

/** Saves a part of the campaign; the name always travels (the body requires it), the rest keeps its value. */
/** `meta.handlesErrors`: the form shows the failure itself (field errors), so the error snackbar stays quiet. */
export function useUpdateCampaign(c: Campaign, meta?: MutationMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: Omit<UpdateCampaignBody, 'name'> & { name?: string }) =>
      api(campaignsRoutes.update, { params: { ws: c.workspaceId, campaignId: c.id }, body: { ...body, name: body.name ?? c.name } }),
    onSuccess: (saved) => {
      writeCampaign(client, saved);
      return client.invalidateQueries({ queryKey: ['campaignEvents', c.id] });
    },
  });
}

export function useUpdateCnam(c: Campaign) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (q: { identity: string; replacePool: boolean }) => api(campaignsRoutes.updateCnam, { params: { ws: c.workspaceId, campaignId: c.id }, query: q }),
    onSuccess: (saved) => writeCampaign(client, saved),
  });
}

export function useDeactivateCampaign(c: Campaign) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(campaignsRoutes.deactivate, { params: { ws: c.workspaceId, campaignId: c.id }, query: { confirmName: c.name } }),
    onSuccess: () => {
      writeCampaign(client, { ...c, status: 'DEACTIVATED' });
      return client.invalidateQueries({ queryKey: campaignsKey(c.workspaceId) });
    },
  });
}

/** Moves a campaign into a folder (or out of any): the row moves at once and goes back if the server refuses. */
export function useMoveCampaign(ws: string) {
  const client = useQueryClient();
  const key = campaignsKey(ws);
  return useMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) =>
      api(campaignsRoutes.moveToFolder, { params: { ws, campaignId: id }, query: { folderId: folderId ?? undefined } }),
    onMutate: async ({ id, folderId }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Campaign[]>(key);
      client.setQueryData<Campaign[]>(key, (list) => list?.map((c) => (c.id === id ? { ...c, folderId } : c)));
      return { before };
    },
    onError: (_err, _vars, ctx) => client.setQueryData(key, ctx?.before),
    onSuccess: (c) => writeCampaign(client, c),
  });
}

/** The event log as CSV, saved by the browser. */
export async function downloadEventLog(c: Campaign) {
  const blob = await api(campaignsRoutes.downloadLogs, { params: { ws: c.workspaceId }, query: { campaignId: c.id } });
  saveFile(blob, `${c.name.replace(/[^\w.-]+/g, '-')}-event-log.csv`);
}

/** The workspace's CNAM identities that campaigns may use: ACTIVE ones only. */
export function useActiveIdentities(ws: string | undefined) {
  return useQuery({
    queryKey: ['identities', ws ?? ''],
    queryFn: () => api(identitiesRoutes.list, { params: { ws: ws! }, query: {} }),
    enabled: Boolean(ws),
    select: (list) => list.filter((i) => i.resourceStatus === 'ACTIVE'),
  });
}
