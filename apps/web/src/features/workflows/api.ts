import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  aegisFileName, workflowsRoutes, type AegisFile, type PickerSourceName, type Workflow, type WorkflowBody, type WorkflowSummary,
  type WorkflowTestRequest,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';

export const workflowsKey = (ws: string) => ['workflows', ws] as const;
export const workflowKey = (id: string) => ['workflow', id] as const;
export const revisionsKey = (id: string) => ['workflowRevisions', id] as const;

const summaryOf = ({ flow: _flow, ...summary }: Workflow): WorkflowSummary => summary;

/** Puts a workflow into the workspace's list and its own cache, as a save or a create brings it. */
export function writeWorkflow(client: QueryClient, ws: string, w: Workflow) {
  client.setQueryData<WorkflowSummary[]>(workflowsKey(ws), (list) => (list ? [...list.filter((x) => x.id !== w.id), summaryOf(w)] : list));
  client.setQueryData(workflowKey(w.id), { workspaceId: ws, workflow: w });
}

/** Every workflow of the workspace; the list filters and sorts itself. */
export function useWorkflows(ws: string | undefined) {
  return useQuery({ queryKey: workflowsKey(ws ?? ''), queryFn: () => api(workflowsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

/**
 * One workflow by id. A link may name a workflow of another workspace than the selected one: the selected workspace
 * is asked first, then the others, and the answer says where it was found.
 */
export function useWorkflow(id: string, workspaceIds: string[]) {
  return useQuery({
    queryKey: workflowKey(id),
    enabled: workspaceIds.length > 0,
    // The editor holds its own copy while open; a refetch would not replace it.
    staleTime: Infinity,
    queryFn: async () => {
      let last: unknown = null;
      for (const ws of workspaceIds) {
        try {
          return { workspaceId: ws, workflow: await api(workflowsRoutes.get, { params: { ws, id } }) };
        } catch (err) {
          last = err;
        }
      }
      throw last;
    },
  });
}

export function useCreateWorkflow(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: Workflow['type']) => api(workflowsRoutes.create, { params: { ws }, query: { type } }),
    onSuccess: (w) => writeWorkflow(client, ws, w),
  });
}

export function useImportWorkflow(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: AegisFile) => api(workflowsRoutes.importFile, { params: { ws }, body: file }),
    onSuccess: (w) => writeWorkflow(client, ws, w),
  });
}

export function useDuplicateWorkflow(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(workflowsRoutes.duplicate, { params: { ws, id } }),
    onSuccess: (w) => writeWorkflow(client, ws, w),
  });
}

/** The workflow as an `.aegis` file, saved by the browser. */
export async function exportWorkflow(ws: string, id: string) {
  const file = await api(workflowsRoutes.exportFile, { params: { ws, id } });
  saveFile(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), aegisFileName(file.name));
}

/** Moves a workflow into a folder (or out of any): the row moves at once and goes back if the server refuses. */
export function useMoveWorkflow(ws: string) {
  const client = useQueryClient();
  const key = workflowsKey(ws);
  return useMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) =>
      api(workflowsRoutes.moveToFolder, { params: { ws, id }, query: { folderId: folderId ?? undefined } }),
    onMutate: async ({ id, folderId }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<WorkflowSummary[]>(key);
      client.setQueryData<WorkflowSummary[]>(key, (list) => list?.map((w) => (w.id === id ? { ...w, folderId } : w)));
      return { before };
    },
    onError: (_err, _vars, ctx) => client.setQueryData(key, ctx?.before),
    onSuccess: (w) => client.setQueryData<WorkflowSummary[]>(key, (list) => list?.map((x) => (x.id === w.id ? w : x))),
  });
}

export function useSaveWorkflow(ws: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: WorkflowBody) => api(workflowsRoutes.update, { params: { ws, id }, body }),
    onSuccess: (w) => {
      writeWorkflow(client, ws, w);
      return client.invalidateQueries({ queryKey: revisionsKey(id) });
    },
  });
}

export function usePublishWorkflow(ws: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api(workflowsRoutes.publish, { params: { ws, id } }),
    onSuccess: (r) => client.setQueryData<WorkflowSummary[]>(workflowsKey(ws), (list) => list?.map((x) => (x.id === id ? { ...x, ...r } : x))),
  });
}

export function useDeleteWorkflow(ws: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (confirm: string) => api(workflowsRoutes.remove, { params: { ws, id }, query: { confirm } }),
    onSuccess: () => {
      client.setQueryData<WorkflowSummary[]>(workflowsKey(ws), (list) => list?.filter((x) => x.id !== id));
      client.removeQueries({ queryKey: workflowKey(id) });
    },
  });
}

export function useRevisions(ws: string, id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...revisionsKey(id), page],
    queryFn: () => api(workflowsRoutes.revisions, { params: { ws, id }, query: { page } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useRevertWorkflow(ws: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (revisionId: string) => api(workflowsRoutes.revert, { params: { ws, id, revisionId } }),
    onSuccess: (w) => {
      writeWorkflow(client, ws, w);
      return client.invalidateQueries({ queryKey: revisionsKey(id) });
    },
  });
}

export function useTestCall(ws: string, id: string) {
  return useMutation({ meta: { handlesErrors: true }, mutationFn: (body: WorkflowTestRequest) => api(workflowsRoutes.test, { params: { ws, id }, body }) });
}

/** What a node form's picker offers (dialer lists follow the chosen campaign). */
export function usePickerOptions(ws: string, source: PickerSourceName, campaignId?: string) {
  return useQuery({
    queryKey: ['aegisPicker', ws, source, campaignId ?? ''],
    queryFn: () => api(workflowsRoutes.pickerOptions, { params: { ws, source }, query: { campaignId } }),
    enabled: source !== 'dialerLists' || Boolean(campaignId),
    staleTime: 30_000,
  });
}
