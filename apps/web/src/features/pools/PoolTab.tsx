import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, matchesPoolFilter, orderingNumbersText, type Campaign, type PoolProgress, type Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useRealtime } from '../../lib/use-realtime';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadPool, poolKey, poolProgressKey, useCampaignPool, usePoolActions, usePoolProgress } from './api';
import { PoolTable } from './PoolTable';
import { AddPoolNumbersDialog } from './AddPoolNumbersDialog';
import { isSelectableNumber, poolTabRules, removeConfirmText, replaceButtonLabel, replaceConfirmText } from './pool-rules';

/** Coverage area codes or states, listed below the table (spec 2 §2). */
function Coverage({ campaign }: { campaign: Campaign }) {
  const states = campaign.coverageStates.map((s) => s.stateName);
  return (
    <Box>
      {campaign.coverageAreaCodes.length > 0 ? (
        <Typography variant="body2" color="text.secondary">Coverage area codes: {campaign.coverageAreaCodes.join(', ')}</Typography>
      ) : null}
      {states.length > 0 ? <Typography variant="body2" color="text.secondary">Coverage states: {states.join(', ')}</Typography> : null}
    </Box>
  );
}

/** While a pool is being ordered: "Ordering numbers: 12 of 40", with a bar (work in the background shows its progress). */
function OrderingProgress({ progress }: { progress: PoolProgress }) {
  const text = orderingNumbersText(progress);
  return (
    <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
      {text}
      <LinearProgress variant="determinate" value={progress.target > 0 ? (100 * progress.ordered) / progress.target : 0} aria-label={text} sx={{ mt: 1 }} />
    </Alert>
  );
}

/**
 * The campaign's Pool tab (spec 2 §2, §4, §6): filter, download, the numbers (dialer or messaging columns), and the pool
 * actions its type and the user's role allow. It refreshes live on the campaign's `Campaign` events.
 */
export function PoolTab({ campaign, workspace }: { campaign: Campaign; workspace: Workspace }) {
  const ws = workspace.id;
  const rules = poolTabRules(campaign, useUser().userType === 'SuperAdmin');
  const notify = useSnackbar();
  const client = useQueryClient();
  const pool = useCampaignPool(ws, campaign.id);
  const actions = usePoolActions(ws, campaign.id);
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<'replace' | 'remove' | null>(null);
  const [adding, setAdding] = useState(false);

  const progress = usePoolProgress(ws, campaign.id);
  const ordering = progress.data?.ordering ? progress.data : null;

  useRealtime([`campaign:${campaign.id}`], ['Campaign'], () => {
    void client.invalidateQueries({ queryKey: poolKey(ws, campaign.id) });
    void client.invalidateQueries({ queryKey: poolProgressKey(ws, campaign.id) });
  });
  // Numbers join the pool as they are ordered: the table follows the progress.
  const orderedSoFar = progress.data?.ordered;
  const seen = useRef(orderedSoFar);
  useEffect(() => {
    if (seen.current !== undefined && orderedSoFar !== seen.current) void client.invalidateQueries({ queryKey: poolKey(ws, campaign.id) });
    seen.current = orderedSoFar;
  }, [orderedSoFar, client, ws, campaign.id]);

  const rows = useMemo(() => (pool.data ?? []).filter((n) => matchesPoolFilter(n, filter)), [pool.data, filter]);
  // A number that left service meanwhile is no longer selected.
  const selected = useMemo(() => picked.filter((p) => (pool.data ?? []).some((n) => n.number === p && isSelectableNumber(n))), [picked, pool.data]);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify(success, 'success');
      setPicked([]);
    } catch {
      // The mutation cache shows the error.
    } finally {
      setConfirm(null);
    }
  };
  const download = () => downloadPool(ws, campaign.id).catch((err: unknown) => notify(errorMessage(err), 'error'));

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }} flexWrap="wrap" useFlexGap>
        <TextField label="Filter" type="search" size="small" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ minWidth: 200, maxWidth: { sm: 280 } }} />
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          Download all numbers in campaign
        </Button>
        <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
        {rules.canVerifyTenDlc ? (
          <Button variant="outlined" disabled={actions.verifyTenDlc.isPending} onClick={() => void run(() => actions.verifyTenDlc.mutateAsync(), MESSAGES.tenDlcRequested)}>
            Verify 10DLC
          </Button>
        ) : null}
        {rules.canReplace ? (
          <Button variant="outlined" color="warning" onClick={() => setConfirm('replace')}>
            {replaceButtonLabel(selected.length)}
          </Button>
        ) : null}
        {rules.canManageOwn ? (
          <>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              Add pool numbers
            </Button>
            <Button variant="outlined" color="error" disabled={selected.length === 0} onClick={() => setConfirm('remove')}>
              Remove selected pool numbers
            </Button>
          </>
        ) : null}
      </Stack>
      {pool.isError ? <Alert severity="error">{errorMessage(pool.error)}</Alert> : null}
      {ordering ? <OrderingProgress progress={ordering} /> : null}
      <PoolTable
        rows={rows}
        variant={rules.messaging ? 'messaging' : 'dialer'}
        loading={pool.isPending}
        emptyText={filter.trim() ? 'No numbers match the filter.' : ordering ? 'Numbers appear here as they are ordered.' : 'No numbers in this pool yet.'}
        selection={rules.selectable ? { numbers: selected, onChange: setPicked } : undefined}
      />
      <Coverage campaign={campaign} />
      <ConfirmDialog
        open={confirm === 'replace'}
        title={replaceButtonLabel(selected.length)}
        message={replaceConfirmText(selected.length)}
        confirmLabel="Replace"
        busy={actions.replace.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run(() => actions.replace.mutateAsync(selected.length > 0 ? selected : 'all'), MESSAGES.poolReplaceRequested)}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        title="Remove selected pool numbers"
        message={removeConfirmText(selected.length)}
        confirmLabel="Remove"
        destructive
        busy={actions.deregister.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run(() => actions.deregister.mutateAsync(selected), MESSAGES.deletedSuccessfully)}
      />
      {rules.canManageOwn ? <AddPoolNumbersDialog open={adding} onClose={() => setAdding(false)} onAdd={(numbers) => actions.register.mutateAsync(numbers)} /> : null}
    </Stack>
  );
}
