import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { LISTS_PAGE_SIZE, type CampaignList, type ListsPage } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspacePage } from '../../components/WorkspacePage';
import { parseListEvent, useAllLists } from './api';
import { PageLinks } from './PageLinks';
import { ProcessedListsTable } from './ProcessedListsTable';

/** A list event on a page: replaces its row, or on the first page adds it at the top (newest first). */
export function applyListEvent(page: ListsPage, list: CampaignList, opts: { first: boolean; filter: string }): ListsPage {
  if (page.content.some((l) => l.id === list.id)) return { ...page, content: page.content.map((l) => (l.id === list.id ? list : l)) };
  const needle = opts.filter.toLowerCase();
  const matches = !needle || list.name.toLowerCase().includes(needle) || list.campaignName.toLowerCase().includes(needle);
  if (!opts.first || !matches || list.status === 'UPLOADED') return page;
  return { ...page, content: [list, ...page.content].slice(0, page.maxPerPage), totalElements: page.totalElements + 1 };
}

/** /lists: every processed list of the workspace, 50 a page with up to 10 page links, updated live (spec 2 §2). */
export function ListsPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const lists = useAllLists(ws, page, filter);

  useEffect(() => {
    setText('');
    setFilter('');
    setPage(0);
  }, [ws]);

  // The server filters: wait for a pause in typing before asking.
  // Only a changed filter goes back to the first page (a page chosen meanwhile stays).
  useEffect(() => {
    const next = text.trim();
    if (next === filter) return;
    const t = setTimeout(() => {
      setFilter(next);
      setPage(0);
    }, 300);
    return () => clearTimeout(t);
  }, [text, filter]);

  useRealtime(ws ? [`workspace:${ws}`] : [], ['CampaignList'], (e) => {
    const l = parseListEvent(e.payload);
    if (!l || !ws) return;
    client.setQueryData<ListsPage>(['lists', ws, 'all', page, filter], (old) => (old ? applyListEvent(old, l, { first: page === 0, filter }) : old));
  });

  const total = lists.data?.totalElements ?? 0;
  return (
    <WorkspacePage title="Lists" chooseText="Choose a workspace to see its lists.">
      {() => (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <TextField label="Filter by list or campaign" type="search" size="small" value={text} onChange={(e) => setText(e.target.value)} sx={{ flexGrow: 1, maxWidth: { sm: 360 } }} />
            {lists.data ? (
              <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto !important' } }}>
                {total.toLocaleString()} {total === 1 ? 'list' : 'lists'}
              </Typography>
            ) : null}
          </Stack>
          {lists.isError ? <Alert severity="error">{errorMessage(lists.error)}</Alert> : null}
          {lists.isFetching ? <LinearProgress aria-label="Loading lists" /> : null}
          <ProcessedListsTable lists={lists.data?.content ?? []} loading={lists.isPending} />
          <PageLinks page={page} totalPages={Math.ceil(total / LISTS_PAGE_SIZE)} onPage={setPage} label="List pages" />
        </Stack>
      )}
    </WorkspacePage>
  );
}
