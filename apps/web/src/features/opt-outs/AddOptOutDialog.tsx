import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { MESSAGES, NANP_COUNTRIES, OPT_OUT_MESSAGES as M } from '@trueline/contract';
import { PhoneField } from '../../components/PhoneField';
import { ApiError } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useAddOptOut } from './api';
import type { CampaignOption } from './campaign-options';

interface Props {
  ws: string;
  campaigns: readonly CampaignOption[];
  open: boolean;
  onClose(): void;
}

/** Add opt-out (spec 3 §5, §8): phone (US and CA), campaign and reason all needed before Save Record. */
export function AddOptOutDialog({ ws, campaigns, open, onClose }: Props) {
  const notify = useSnackbar();
  const add = useAddOptOut(ws);
  const [phone, setPhone] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ready = Boolean(phone && campaignId && reason.trim());

  const close = () => {
    setPhone('');
    setCampaignId('');
    setReason('');
    setProblem(null);
    onClose();
  };
  const save = async () => {
    setProblem(null);
    try {
      const saved = await add.mutateAsync({ phone, campaignId, reason: reason.trim() });
      if (!saved) {
        setProblem(M.notSaved);
        return;
      }
      notify(M.added, 'success');
      close();
    } catch (err) {
      setProblem(err instanceof ApiError && err.message && err.message !== MESSAGES.errorOccurred ? err.message : M.saveFailed);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="add-opt-out-title">
      <DialogTitle id="add-opt-out-title">Add opt-out</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <PhoneField label="Phone" value={phone} onChange={setPhone} countries={NANP_COUNTRIES} />
          <TextField select label="Campaign" size="small" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            {campaigns.map((c) => <MenuItem key={c.id} value={c.id}>{c.label}</MenuItem>)}
          </TextField>
          <TextField label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!ready || add.isPending}>Save Record</Button>
      </DialogActions>
    </Dialog>
  );
}
