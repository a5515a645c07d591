import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useZodForm } from '../../components/form/use-zod-form';
import { INTERACTION_SEARCH_DEFAULTS, INTERACTION_TEXTS, MESSAGES, type InteractionRow, type InteractionSearchRequest } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { periodRange } from '../../components/period';
import { WorkspacePage } from '../../components/WorkspacePage';
import { requestInteractionsDownload, useInteractionSearch } from './api';
import { useInteractionFilters } from './use-interaction-filters';
import { callSearchForm, EMPTY_CALL_SEARCH, searchRequest, type CallSearchForm } from './call-search-form';
import { CallSearchFilters } from './CallSearchFilters';
import { InteractionsTable } from './InteractionsTable';
import { CallDetailDialog } from './CallDetailDialog';

type Filters = Omit<InteractionSearchRequest, 'page' | 'size' | 'sortBy' | 'sortOrder'>;

/** The server's message, or the spec's fallback when it gave none. */
const messageOr = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message && err.message !== MESSAGES.errorOccurred ? err.message : fallback;

/**
 * /aegis-calls, titled Interactions (spec 3 §2.6): search the recorded calls by number, state, result, reason,
 * workflow and period; a server-paged table (25, 100, 250 or 500 a page, newest first, only Time sorts); a row opens
 * the Call detail; download starts the asynchronous export of the same search.
 */
export function AegisCallsPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const { zone, setZone, period, setPeriod, workflows, names, workflowIds, setWorkflowIds } = useInteractionFilters(ws);
  const form = useZodForm(callSearchForm, { defaultValues: EMPTY_CALL_SEARCH, mode: 'onSubmit' });
  const [filters, setFilters] = useState<Filters | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(INTERACTION_SEARCH_DEFAULTS.size);
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>(INTERACTION_SEARCH_DEFAULTS.sortOrder);
  const [open, setOpen] = useState<InteractionRow | null>(null);
  const [downloading, setDownloading] = useState(false);

  const apply = (values: CallSearchForm, scope = { period, workflowIds, zone }) => {
    const range = periodRange(scope.period, scope.zone);
    if (!range) {
      notify('Choose the start and the end of the period (the end after the start).', 'warning');
      return;
    }
    setFilters(searchRequest(values, { range, workflowIds: scope.workflowIds, zone: scope.zone }));
    setPage(0);
  };

  // A workspace starts with today's calls and no filters.
  useEffect(() => {
    form.reset(EMPTY_CALL_SEARCH);
    setWorkflowIds([]);
    setPeriod({ period: 'today' });
    apply(EMPTY_CALL_SEARCH, { period: { period: 'today' }, workflowIds: [], zone });
    // Only a change of workspace starts over; `zone` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ws]);

  const body = filters ? { ...filters, page, size, sortBy: 'timestamp' as const, sortOrder } : null;
  const search = useInteractionSearch(ws, body);
  useEffect(() => {
    if (search.error) notify(messageOr(search.error, INTERACTION_TEXTS.loadFailed), 'error');
  }, [search.error, notify]);

  const download = async () => {
    if (!ws || !filters) return;
    setDownloading(true);
    try {
      notify(await requestInteractionsDownload(ws, { ...filters, sortBy: 'timestamp', sortOrder }), 'info');
    } catch (err) {
      notify(messageOr(err, INTERACTION_TEXTS.preconditionsFailed), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <WorkspacePage title="Interactions" chooseText="Choose a workspace to search its calls.">
      {(ws) => (
        <>
          <CallSearchFilters
            form={form} onSearch={(values) => apply(values)} onDownload={() => void download()} downloading={downloading}
            workflows={workflows.data ?? []} workflowIds={workflowIds} onWorkflows={setWorkflowIds}
            zone={zone} onZone={setZone} period={period} onPeriod={setPeriod}
          />
          {search.isFetching ? <LinearProgress aria-label="Loading interactions" sx={{ mb: 0.5 }} /> : null}
          <InteractionsTable
            page={search.data} pageIndex={page} size={size} sortOrder={sortOrder} zone={zone} names={names}
            onPage={setPage}
            onSize={(s) => { setSize(s); setPage(0); }}
            onSort={(o) => { setSortOrder(o); setPage(0); }}
            onOpen={setOpen}
          />
          <CallDetailDialog ws={ws} row={open} zone={zone} names={names} onClose={() => setOpen(null)} />
        </>
      )}
    </WorkspacePage>
  );
}
