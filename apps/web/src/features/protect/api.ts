import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadingOverlay } from '../../app/loading-overlay';
import { businessRecordsRoutes, PROTECT_LIMITS, protectRoutes, type ProtectAction, type ProtectFilter } from '@trueline/contract';
import { api } from '../../lib/api';
import { saveFile } from '../../components/save-file';

const key = (ws: string) => ['protect', ws] as const;

export function useProtectMetrics(ws: string | undefined) {
  return useQuery({ queryKey: [...key(ws ?? ''), 'metrics'], queryFn: () => api(protectRoutes.metrics, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

/** One table page of 20, paged on the server. */
export function useProtectPage(ws: string | undefined, q: { page: number; search: string; filter: ProtectFilter | null }) {
  return useQuery({
    queryKey: [...key(ws ?? ''), 'page', q],
    queryFn: () =>
      api(protectRoutes.list, { params: { ws: ws! }, query: { page: q.page, size: PROTECT_LIMITS.pageSize, sort: 'number', search: q.search || undefined, filter: q.filter ?? undefined } }),
    enabled: Boolean(ws),
    placeholderData: keepPreviousData,
  });
}

/** Every business record of the workspace: numbers may sit under a DISABLED one, whose name the detail still shows. */
export function useBusinessRecords(ws: string | undefined) {
  return useQuery({ queryKey: ['businessRecords', ws], queryFn: () => api(businessRecordsRoutes.list, { params: { ws: ws! } }), enabled: Boolean(ws) });
}

/** The ACTIVE business records numbers can be registered under. */
export function useActiveBusinessRecords(ws: string | undefined) {
  const records = useBusinessRecords(ws);
  return { ...records, data: records.data?.filter((r) => r.resourceStatus === 'ACTIVE') };
}

/** Add and Replace go to register (with `mode`), Remove to deRegister; the tiles and table refresh after. */
export function useProtectUpload(ws: string | undefined) {
  const client = useQueryClient();
  const overlay = useLoadingOverlay();
  return useMutation({
    mutationFn: ({ action, file, businessRecordId }: { action: ProtectAction; file: File; businessRecordId: string }) => {
      const body = new FormData();
      body.append('file', file);
      if (action === 'REMOVE') return overlay.run(api(protectRoutes.deRegister, { params: { ws: ws! }, body }), `Processing ${file.name}…`);
      body.append('businessRecordId', businessRecordId);
      body.append('mode', action);
      // A large file takes a few seconds: the overlay keeps the page from being used half-updated.
      return overlay.run(api(protectRoutes.register, { params: { ws: ws! }, body }), `Processing ${file.name}…`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key(ws ?? '') }),
  });
}

/** Saves the matching numbers as UC-Protect-Download.csv. */
export async function downloadProtect(ws: string, q: { search: string; filter: ProtectFilter | null }, filename: string) {
  const blob = await api(protectRoutes.download, { params: { ws }, query: { search: q.search || undefined, filter: q.filter ?? undefined } });
  saveFile(blob, filename);
}

export const protectQueryKey = key;
