import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { MESSAGES, type Campaign, type CampaignList } from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDialerCampaign, useListActions } from './api';

/** What importing a list answers: done at once, or still processing (spec 2 §8). */
export const importedMessage = (l: CampaignList) => (l.status === 'PROCESSING' ? MESSAGES.listProcessing : MESSAGES.listImported).replace('{list}', l.name);

/**
 * A managed campaign's 'Import dialer list' picker (the lists of its dialer campaign) and Import button. A list
 * imported before answers 409; the 'Force Reimport' dialog then removes its earlier leads and imports it again.
 */
export function ImportDialerList({ campaign, ws, disabled }: { campaign: Campaign; ws: string; disabled?: boolean }) {
  const notify = useSnackbar();
  const dialer = useDialerCampaign(ws, campaign.dialerCampaignId);
  const { importList } = useListActions(ws, campaign.id);
  const [listId, setListId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forcing, setForcing] = useState(false);
  const lists = dialer.data?.lists ?? [];

  const run = (force: boolean) => {
    if (!listId) {
      setError(MESSAGES.selectList);
      return;
    }
    const name = lists.find((l) => l.id === listId)?.name ?? null;
    importList.mutate(
      { dialerListId: listId, dialerListName: name, force },
      {
        onSuccess: (l) => {
          setForcing(false);
          notify(importedMessage(l), l.status === 'PROCESSING' ? 'info' : 'success');
        },
        onError: (err) => {
          if (!force && err instanceof ApiError && err.status === 409) setForcing(true);
          else {
            setForcing(false);
            notify(errorMessage(err), 'error');
          }
        },
      },
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Import dialer list"
        value={listId}
        disabled={disabled || dialer.isPending}
        onChange={(e) => {
          setListId(e.target.value);
          setError(null);
        }}
        error={Boolean(error) || dialer.isError}
        helperText={error ?? (dialer.isError ? errorMessage(dialer.error) : dialer.isPending ? 'Loading the dialer lists…' : lists.length === 0 ? 'The dialer campaign has no lists.' : ' ')}
        sx={{ minWidth: 260, maxWidth: { sm: 360 }, flexGrow: 1 }}
      >
        {lists.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => run(false)} disabled={disabled || importList.isPending} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 } }}>
        Import
      </Button>
      <ConfirmDialog
        open={forcing}
        title="Force Reimport"
        message={MESSAGES.listAlreadyImported}
        confirmLabel="Force Reimport"
        destructive
        busy={importList.isPending}
        onConfirm={() => run(true)}
        onClose={() => setForcing(false)}
      />
    </Stack>
  );
}
