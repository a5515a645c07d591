import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recordSetTemplateFile, recordSetsRoutes as r,
  type BulkAction, type RecordBody, type RecordSet, type RecordSetBody,
} from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';
import { useLoadingOverlay } from '../../app/loading-overlay';

const setsKey = (ws: string) => ['recordSets', ws] as const;
const recordsKey = (ws: string, id: string) => ['recordSets', ws, id, 'records'] as const;

/** The workspace's record sets (DELETED ones are left out by the server). */
export function useRecordSets(ws: string | undefined) {
  // Fetched again whenever the page opens: records added meanwhile by a workflow or the public API show in the counts.
  return useQuery({ queryKey: setsKey(ws ?? ''), queryFn: () => api(r.list, { params: { ws: ws! } }), enabled: Boolean(ws), refetchOnMount: 'always' });
}

/** Save (create or edit), move and delete; each refreshes the list. */
export function useRecordSetActions(ws: string) {
  const client = useQueryClient();
  const key = setsKey(ws);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      meta: { handlesErrors: true },
      mutationFn: ({ id, body }: { id: string | null; body: RecordSetBody }) =>
        id ? api(r.update, { params: { ws, id }, body }) : api(r.create, { params: { ws }, body }),
      // The saved set is in the list at once (a new one opens in the panel straight away), then the list is fetched again.
      onSuccess: (saved) => {
        client.setQueryData<RecordSet[]>(key, (list) => (list ? [...list.filter((s) => s.id !== saved.id), saved] : [saved]));
        return refresh();
      },
    }),
    move: useMutation({
      mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) => api(r.moveToFolder, { params: { ws, id }, query: { folderId: folderId ?? undefined } }),
      onMutate: async ({ id, folderId }) => {
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData<RecordSet[]>(key);
        client.setQueryData<RecordSet[]>(key, (list) => list?.map((s) => (s.id === id ? { ...s, folderId } : s)));
        return { before };
      },
      onError: (_err, _vars, ctx) => client.setQueryData(key, ctx?.before),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) => api(r.remove, { params: { ws, id }, query: { confirmName } }),
      onSuccess: refresh,
    }),
  };
}

/** Records whose key starts with `search` (3 characters or more), once asked for. */
export function useRecordSearch(ws: string, id: string, search: string | null) {
  return useQuery({
    queryKey: [...recordsKey(ws, id), search],
    queryFn: () => api(r.search, { params: { ws, id }, query: { search: search! } }),
    enabled: Boolean(search),
  });
}

/** Add or remove one record; the search and the set's count refresh. */
export function useRecordActions(ws: string, id: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: recordsKey(ws, id) }), client.invalidateQueries({ queryKey: setsKey(ws), exact: true })]);
  return {
    save: useMutation({ mutationFn: (body: RecordBody) => api(r.saveRecord, { params: { ws, id }, body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (number: string) => api(r.removeRecord, { params: { ws, id }, query: { number } }), onSuccess: refresh }),
  };
}

const BULK_ROUTES: Record<BulkAction, typeof r.bulkAdd> = { ADD: r.bulkAdd, REMOVE: r.bulkRemove, REPLACE: r.bulkReplace };

/** Uploads a CSV for Add, Remove or Replace; the page waits under the overlay while the server works through the file. */
export function useBulkUpload(ws: string, id: string) {
  const client = useQueryClient();
  const overlay = useLoadingOverlay();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ action, file }: { action: BulkAction; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return overlay.run(api(BULK_ROUTES[action], { params: { ws, id }, body }), `Processing ${file.name}…`);
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: recordsKey(ws, id) }), client.invalidateQueries({ queryKey: setsKey(ws), exact: true })]),
  });
}

/** Saves `{setname}_template.csv`. */
export async function downloadTemplate(ws: string, set: RecordSet) {
  saveFile(await api(r.template, { params: { ws, id: set.id } }), recordSetTemplateFile(set.name));
}

/** Asks for the whole set as a file in Downloads (the export runs in the background); answers the spec's message. */
export async function requestDownload(ws: string, set: RecordSet): Promise<string> {
  return (await api(r.download, { params: { ws, id: set.id } })).message;
}
