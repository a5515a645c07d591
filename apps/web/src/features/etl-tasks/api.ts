import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ETL_MESSAGES, etlNodeFileName, etlResultFileName, etlTasksRoutes as r, isExecutionActive, recordSetsRoutes, workflowsRoutes,
  type EtlExecution, type EtlNodeOutput, type EtlTask, type EtlTaskBody,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';

const tasksKey = (ws: string) => ['etlTasks', ws] as const;
const taskKey = (ws: string, id: string) => ['etlTasks', ws, id] as const;
const executionsKey = (ws: string, id: string) => ['etlTasks', ws, id, 'executions'] as const;
/** Executions are polled this often while one is queued or running. */
export const EXECUTION_POLL_MS = 2000;

/** The workspace's tasks (DELETED ones are left out by the server). */
export function useEtlTasks(ws: string | undefined) {
  return useQuery({ queryKey: tasksKey(ws ?? ''), queryFn: () => api(r.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

export function useEtlTask(ws: string | undefined, id: string) {
  return useQuery({ queryKey: taskKey(ws ?? '', id), queryFn: () => api(r.get, { params: { ws: ws!, id } }), enabled: Boolean(ws) });
}

/** The pickers: the workspace's ETL workflows and its record sets (DELETED ones left out by the server). */
export function useEtlPickers(ws: string | undefined) {
  const workflows = useQuery({ queryKey: ['etlTasks', ws, 'workflowPicker'], queryFn: () => api(workflowsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
  const recordSets = useQuery({ queryKey: ['etlTasks', ws, 'recordSetPicker'], queryFn: () => api(recordSetsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
  return {
    workflows: (workflows.data ?? []).filter((w) => w.type === 'ETL'),
    recordSets: (recordSets.data ?? []).filter((s) => s.status !== 'DELETED'),
    loading: workflows.isPending || recordSets.isPending,
  };
}

export function useEtlActions(ws: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: tasksKey(ws) });
  return {
    create: useMutation({ mutationFn: () => api(r.create, { params: { ws }, body: { name: ETL_MESSAGES.defaultName } }), onSuccess: refresh }),
    save: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EtlTaskBody }) => api(r.update, { params: { ws, id }, body }),
      onSuccess: (saved) => {
        client.setQueryData<EtlTask>(taskKey(ws, saved.id), saved);
        return refresh();
      },
    }),
    move: useMutation({
      mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) => api(r.moveToFolder, { params: { ws, id }, query: { folderId: folderId ?? undefined } }),
      onMutate: async ({ id, folderId }) => {
        await client.cancelQueries({ queryKey: tasksKey(ws), exact: true });
        const before = client.getQueryData<EtlTask[]>(tasksKey(ws));
        client.setQueryData<EtlTask[]>(tasksKey(ws), (list) => list?.map((t) => (t.id === id ? { ...t, folderId } : t)));
        return { before };
      },
      onError: (_err, _vars, ctx) => client.setQueryData(tasksKey(ws), ctx?.before),
      onSettled: refresh,
    }),
    // A deleted task is dropped from the cache, not refetched: its page would turn into "Not found" before leaving.
    remove: useMutation({
      mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => api(r.remove, { params: { ws, id }, query: { confirmName } }),
      onSuccess: (_r, { id }) => {
        client.setQueryData<EtlTask[]>(tasksKey(ws), (list) => list?.filter((t) => t.id !== id));
        client.removeQueries({ queryKey: taskKey(ws, id) });
        return client.invalidateQueries({ queryKey: tasksKey(ws), exact: true });
      },
    }),
    run: useMutation({
      mutationFn: (id: string) => api(r.run, { params: { ws, id } }),
      onSuccess: (_e, id) => Promise.all([client.invalidateQueries({ queryKey: executionsKey(ws, id) }), client.invalidateQueries({ queryKey: taskKey(ws, id) })]),
    }),
  };
}

/** Which executions there are and where each stands: when it changes, so do the task's last run and events. */
const progressOf = (list: EtlExecution[]) => list.map((e) => `${e.id}:${e.status}`).join();

/** The task's executions, polled while one is queued or running; the task is reloaded whenever they move on
 *  (a run may start and finish between two reads, or before the tab's first read, so "one was active before"
 *  is not enough). */
export function useExecutions(ws: string, id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: executionsKey(ws, id),
    queryFn: async () => {
      const list = await api(r.executions, { params: { ws, id } });
      const before = client.getQueryData<EtlExecution[]>(executionsKey(ws, id));
      if (progressOf(before ?? []) !== progressOf(list)) void client.invalidateQueries({ queryKey: taskKey(ws, id), exact: true });
      return list;
    },
    refetchInterval: (q) => (q.state.data?.some((e) => isExecutionActive(e.status)) ? EXECUTION_POLL_MS : false),
  });
}

export function useCancelExecution(ws: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (executionId: string) => api(r.cancel, { params: { ws, id, executionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: executionsKey(ws, id) }),
  });
}

export async function downloadResult(ws: string, task: EtlTask, e: EtlExecution) {
  saveFile(await api(r.download, { params: { ws, id: task.id, executionId: e.id } }), etlResultFileName(task.name, e.startTime));
}

export async function downloadNodeFile(ws: string, task: EtlTask, e: EtlExecution, node: EtlNodeOutput) {
  saveFile(await api(r.downloadFile, { params: { ws, id: task.id, executionId: e.id, fileId: node.fileId! } }), etlNodeFileName(node.label, e.startTime));
}
