import { useEffect, useMemo, useState } from 'react';
import { Button, LinearProgress, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { PROTECT_DOWNLOAD_FILE, type ProtectFilter, type ProtectNumber } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspacePage } from '../../components/WorkspacePage';
import { downloadProtect, protectQueryKey, useBusinessRecords, useProtectMetrics, useProtectPage } from './api';
import { ProtectUpload } from './ProtectUpload';
import { ProtectTiles } from './ProtectTiles';
import { ProtectTable } from './ProtectTable';
import { ProtectNumberDialog } from './ProtectNumberDialog';

/** /protect: the UC Protect dashboard (spec 2 §2): upload, metric tiles, search, download, numbers and their detail. */
export function ProtectPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ProtectFilter | null>(null);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ProtectNumber | null>(null);
  const [downloading, setDownloading] = useState(false);
  const metrics = useProtectMetrics(ws);
  const numbers = useProtectPage(ws, { page, search, filter });
  const records = useBusinessRecords(ws);
  const recordNames = useMemo(() => new Map((records.data ?? []).map((r) => [r.id, r.legalName])), [records.data]);

  // Another workspace starts from the top with no search or filter.
  useEffect(() => {
    setTyped('');
    setSearch('');
    setFilter(null);
    setPage(0);
  }, [ws]);

  useEffect(() => {
    const err = metrics.error ?? numbers.error;
    if (err) notify(errorMessage(err), 'error');
  }, [metrics.error, numbers.error, notify]);

  // A finished scan, a confirmed registration or a new alert refreshes the tiles and the table.
  useRealtime(ws ? [`workspace:${ws}`] : [], ['UCProtect'], () => void client.invalidateQueries({ queryKey: protectQueryKey(ws ?? '') }));

  const applyFilter = (f: ProtectFilter | null) => {
    setFilter(f);
    setPage(0);
  };
  const runSearch = () => {
    setSearch(typed.trim());
    setPage(0);
  };
  const download = async () => {
    if (!ws) return;
    setDownloading(true);
    try {
      await downloadProtect(ws, { search, filter }, PROTECT_DOWNLOAD_FILE);
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <WorkspacePage title="UC Protect" chooseText="Choose a workspace to manage its numbers.">
      {(ws) => (
        <>
          <ProtectUpload ws={ws} />
          <ProtectTiles metrics={metrics.data} filter={filter} onFilter={applyFilter} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 1.5 }}
            component="form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              runSearch();
            }}
          >
            <TextField label="Phone number" value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { inputMode: 'tel' } }} sx={{ maxWidth: { sm: 280 } }} />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
              Search
            </Button>
            <Button onClick={() => void download()} disabled={downloading} startIcon={<DownloadIcon />} sx={{ ml: { sm: 'auto !important' } }}>
              Download
            </Button>
          </Stack>
          {numbers.isFetching ? <LinearProgress aria-label="Loading numbers" sx={{ mb: 0.5 }} /> : null}
          <ProtectTable page={numbers.data} pageIndex={page} onPage={setPage} onOpen={setOpen} />
          <ProtectNumberDialog number={open} recordName={open?.businessRecordId ? recordNames.get(open.businessRecordId) : undefined} onClose={() => setOpen(null)} />
        </>
      )}
    </WorkspacePage>
  );
}
