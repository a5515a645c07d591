import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { MESSAGES, poolPrefix } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useWorkspaces } from '../../app/workspace-context';
import { WorkspaceSelector } from '../../app/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { downloadPool, usePoolSearch } from './api';
import { PoolTable } from './PoolTable';

/** /pools: find a number of any pool of the workspace by its first digits, and download every number (spec 2 §2). */
export function PoolsPage() {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [prefix, setPrefix] = useState<string | null>(null);
  const numbers = usePoolSearch(ws, prefix);

  // Another workspace starts with no search.
  useEffect(() => {
    setText('');
    setError(null);
    setPrefix(null);
  }, [ws]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = poolPrefix.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.poolSearchHint);
      return;
    }
    setPrefix(parsed.data);
  };
  const download = () => ws && downloadPool(ws).catch((err: unknown) => notify(errorMessage(err), 'error'));

  return (
    <>
      <PageHeader title="Pool numbers">
        <WorkspaceSelector />
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to search its pool numbers.</Alert> : null}
      {ws ? (
        <Stack spacing={1.5}>
          <Stack component="form" role="search" aria-label="Pool number search" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
            <TextField
              label="Phone number"
              type="search"
              size="small"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? MESSAGES.poolSearchHint}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 } }}>
              Search
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void download()} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 }, ml: { sm: 'auto !important' } }}>
              Download
            </Button>
          </Stack>
          {numbers.isError ? <Alert severity="error">{errorMessage(numbers.error)}</Alert> : null}
          <PoolTable
            rows={numbers.data ?? []}
            variant="workspace"
            loading={numbers.isFetching}
            emptyText={prefix ? MESSAGES.poolSearchEmpty.replace('{prefix}', prefix) : 'Search by the first digits of a number.'}
          />
        </Stack>
      ) : null}
    </>
  );
}
