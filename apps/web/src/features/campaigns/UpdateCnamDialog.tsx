import { useEffect, useState } from 'react';
import {
  Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Stack, Switch, TextField,
} from '@mui/material';
import { MESSAGES, type Campaign } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useActiveIdentities, useUpdateCnam } from './api';

/** The server's message, or the spec's own text when there is none (spec 2 §8). */
export const cnamFailureText = (err: unknown) =>
  err instanceof ApiError && err.message && err.message !== MESSAGES.errorOccurred ? err.message : MESSAGES.cnamUpdateFailed;

interface Props {
  campaign: Campaign;
  open: boolean;
  onClose(): void;
}

/**
 * 'Update CNAM' (SuperAdmin, spec 2 §2, §4): another ACTIVE identity of the workspace; without 'Replace pool' the current
 * numbers are re-registered with the new name, with it every number is flagged and new ones are cycled in.
 */
export function UpdateCnamDialog({ campaign, open, onClose }: Props) {
  const notify = useSnackbar();
  const identities = useActiveIdentities(open ? campaign.workspaceId : undefined);
  const update = useUpdateCnam(campaign);
  const [identity, setIdentity] = useState<string | null>(campaign.businessIdentityId);
  const [replacePool, setReplacePool] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setIdentity(campaign.businessIdentityId);
    setReplacePool(false);
    setError(null);
  }, [open, campaign.businessIdentityId]);

  const options = identities.data ?? [];
  const changed = identity !== campaign.businessIdentityId;
  const submit = () => {
    if (!identity) {
      setError(MESSAGES.selectCnamIdentity);
      return;
    }
    update.mutate({ identity, replacePool }, {
      onSuccess: () => {
        notify(MESSAGES.cnamUpdated, 'success');
        onClose();
      },
      onError: (err) => notify(cnamFailureText(err), 'error'),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="update-cnam-title">
      <DialogTitle id="update-cnam-title">Update CNAM</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            The campaign and every number of its pool take the new caller name. Carriers show it after registration (usually 1-3 days).
          </DialogContentText>
          <Autocomplete
            options={options}
            value={options.find((i) => i.id === identity) ?? null}
            onChange={(_e, picked) => {
              setIdentity(picked?.id ?? null);
              setError(null);
            }}
            getOptionLabel={(i) => i.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={identities.isPending}
            renderInput={(params) => (
              <TextField {...params} label="CNAM identity" required error={Boolean(error)} helperText={error ?? ' '} />
            )}
          />
          <FormControlLabel
            label="Replace pool"
            control={<Switch checked={replacePool} onChange={(e) => setReplacePool(e.target.checked)} />}
          />
          <DialogContentText variant="body2">
            {replacePool
              ? 'Every current number is flagged and replaced by new numbers registered with the new name.'
              : 'The current numbers keep their place; their CNAM registration is updated.'}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!changed || update.isPending}>Update</Button>
      </DialogActions>
    </Dialog>
  );
}
