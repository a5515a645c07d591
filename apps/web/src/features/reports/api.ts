import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportsRoutes, type ReportDownload } from '@trueline/contract';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useRealtime } from '../../lib/use-realtime';

const reportsKey = (ws: string) => ['reports', ws] as const;

/** A Report event as the server publishes it to its owner: the report and the workspace it belongs to. */
type ReportEventPayload = { id: string; status: string } & Record<string, unknown>;

/**
 * The list after a Report event: a DELETED report leaves it, a new one joins it, a known one is replaced; events of
 * another workspace are not this list's. Newest request first, as the server sorts.
 */
export function applyReportEvent(rows: ReportDownload[] | undefined, payload: ReportEventPayload, ws: string): ReportDownload[] | undefined {
  if (!rows || payload.workspaceId !== ws) return rows;
  if (payload.status === 'DELETED') return rows.filter((r) => r.id !== payload.id);
  const { workspaceId: _ws, ...report } = payload as unknown as ReportDownload & { workspaceId: string };
  const next = rows.some((r) => r.id === report.id) ? rows.map((r) => (r.id === report.id ? report : r)) : [report, ...rows];
  return [...next].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

/** My reports in the workspace, kept live by the Report events of my channel. */
export function useReports(ws: string) {
  const user = useUser();
  const client = useQueryClient();
  const query = useQuery({ queryKey: reportsKey(ws), queryFn: () => api(reportsRoutes.list, { params: { ws } }) });
  useRealtime([`user:${user.id}`], ['Report'], (event) => {
    client.setQueryData<ReportDownload[]>(reportsKey(ws), (rows) => applyReportEvent(rows, event.payload, ws));
  }, () => void client.invalidateQueries({ queryKey: reportsKey(ws) }));
  return query;
}

/**
 * Opens a report's file in a new tab through its short-lived signed link. The tab is opened at once, while the click
 * still counts as the user's (popup blockers), and pointed at the link when it arrives; without a tab, this one goes.
 */
export async function openInNewTab(link: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await link();
    const absolute = new URL(url, window.location.origin).href;
    if (tab) tab.location.href = absolute;
    else window.location.assign(absolute);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

export function useReportActions(ws: string) {
  const client = useQueryClient();
  return {
    download: (id: string) => openInNewTab(() => api(reportsRoutes.url, { params: { ws, id } })),
    remove: useMutation({
      mutationFn: (id: string) => api(reportsRoutes.remove, { params: { ws, id } }),
      onSuccess: (_d, id) => client.setQueryData<ReportDownload[]>(reportsKey(ws), (rows) => rows?.filter((r) => r.id !== id)),
    }),
  };
}
