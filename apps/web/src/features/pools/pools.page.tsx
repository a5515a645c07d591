import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { MESSAGES, poolPrefix } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { PrefixSearchForm } from '../../components/PrefixSearchForm';
import { WorkspacePage } from '../../components/WorkspacePage';
import { downloadPool, usePoolSearch } from './api';
import { PoolTable } from './PoolTable';

/** /pools: find a number of any pool of the workspace by its first digits, and download every number (spec 2 §2). */
export function PoolsPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const notify = useSnackbar();
  const [prefix, setPrefix] = useState<string | null>(null);
  const numbers = usePoolSearch(ws, prefix);

  // Another workspace starts with no search (the form starts over too: it is keyed by the workspace).
  useEffect(() => setPrefix(null), [ws]);

  const download = () => ws && downloadPool(ws).catch((err: unknown) => notify(errorMessage(err), 'error'));

  return (
    <WorkspacePage title="Pool numbers" chooseText="Choose a workspace to search its pool numbers.">
      {(ws) => (
        <Stack spacing={1.5}>
          <PrefixSearchForm key={ws} label="Pool number search" schema={poolPrefix} hint={MESSAGES.poolSearchHint} onSearch={setPrefix} maxWidth={420}>
            <Button startIcon={<DownloadIcon />} onClick={() => void download()} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 }, ml: { sm: 'auto !important' } }}>
              Download
            </Button>
          </PrefixSearchForm>
          {numbers.isError ? <Alert severity="error">{errorMessage(numbers.error)}</Alert> : null}
          <PoolTable
            rows={numbers.data ?? []}
            variant="workspace"
            loading={numbers.isFetching}
            emptyText={prefix ? MESSAGES.poolSearchEmpty.replace('{prefix}', prefix) : 'Search by the first digits of a number.'}
          />
        </Stack>
      )}
    </WorkspacePage>
  );
}
