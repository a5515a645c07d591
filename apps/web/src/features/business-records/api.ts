import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandedCallingProfilesRoutes, businessRecordsRoutes, type BusinessRecord, type BusinessRecordBody,
} from '@trueline/contract';
import { api } from '../../lib/api';

export const recordsKey = (ws: string) => ['businessRecords', ws] as const;

export function useBusinessRecords(ws: string) {
  return useQuery({ queryKey: recordsKey(ws), queryFn: () => api(businessRecordsRoutes.list, { params: { ws } }) });
}

/** Branded calling profiles of the workspace, for the record's picker. */
export function useBrandedProfiles(ws: string, enabled: boolean) {
  return useQuery({ queryKey: ['brandedCallingProfiles', ws], queryFn: () => api(brandedCallingProfilesRoutes.list, { params: { ws } }), enabled });
}

/** Puts a saved record into the cached list (sorted by legal name) and refetches. */
function useRecordWriter(ws: string) {
  const client = useQueryClient();
  return (r: BusinessRecord) => {
    client.setQueryData<BusinessRecord[]>(recordsKey(ws), (list) => {
      const rest = (list ?? []).filter((x) => x.id !== r.id);
      return [...rest, r].sort((a, b) => a.legalName.localeCompare(b.legalName));
    });
    return client.invalidateQueries({ queryKey: recordsKey(ws) });
  };
}

/** Creates (no id) or saves a whole record with its CNAMs, SMS campaigns and rate limits. */
export function useSaveRecord(ws: string) {
  const write = useRecordWriter(ws);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, body }: { id: string | null; body: BusinessRecordBody }) =>
      id ? api(businessRecordsRoutes.update, { params: { ws, recordId: id }, body }) : api(businessRecordsRoutes.create, { params: { ws }, body }),
    onSuccess: (r) => write(r),
  });
}

export function useDeleteRecord(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(businessRecordsRoutes.remove, { params: { ws, recordId: id } }),
    onSuccess: (_ok, id) => {
      client.setQueryData<BusinessRecord[]>(recordsKey(ws), (list) => list?.filter((r) => r.id !== id));
      return client.invalidateQueries({ queryKey: recordsKey(ws) });
    },
  });
}

/** Moves a record into a folder, or out of any with folderId ''. The row moves at once and returns on failure. */
export function useMoveRecord(ws: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string }) => api(businessRecordsRoutes.moveToFolder, { params: { ws, recordId: id }, query: { folderId } }),
    onMutate: async ({ id, folderId }) => {
      await client.cancelQueries({ queryKey: recordsKey(ws) });
      const before = client.getQueryData<BusinessRecord[]>(recordsKey(ws));
      client.setQueryData<BusinessRecord[]>(recordsKey(ws), (list) => list?.map((r) => (r.id === id ? { ...r, folderId: folderId || null } : r)));
      return { before };
    },
    onError: (_err, _vars, context) => client.setQueryData(recordsKey(ws), context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey(ws) }),
  });
}
