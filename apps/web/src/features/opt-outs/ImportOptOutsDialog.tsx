import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { OPT_OUT_MESSAGES as M, isCsvFileName } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { useImportOptOuts } from './api';
import type { CampaignOption } from './campaign-options';

/** Imports opt-outs from a CSV (a phone column, an optional reason column) under one campaign. */
export function ImportOptOutsDialog({ ws, campaigns, open, onClose }: { ws: string; campaigns: readonly CampaignOption[]; open: boolean; onClose(): void }) {
  const notify = useSnackbar();
  const run = useImportOptOuts(ws);
  const [campaignId, setCampaignId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const close = () => {
    setFile(null);
    setCampaignId('');
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      notify(M.csvOnly, 'error');
      return;
    }
    const result = await run.mutateAsync({ campaignId, file });
    notify(M.importDone.replace('{n}', String(result.imported)).replace('{m}', String(result.invalid)), 'success');
    close();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="import-opt-outs-title">
      <DialogTitle id="import-opt-outs-title">Import opt-outs</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>A .csv file with a phone column, and an optional reason column.</DialogContentText>
          <TextField select label="Campaign" size="small" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            {campaigns.map((c) => <MenuItem key={c.id} value={c.id}>{c.label}</MenuItem>)}
          </TextField>
          <Button component="label" variant="outlined">
            {file ? file.name : 'Choose a .csv file'}
            <input hidden type="file" accept=".csv,text/csv" aria-label="Opt-out file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={!file || !campaignId || run.isPending} onClick={submit}>Import</Button>
      </DialogActions>
    </Dialog>
  );
}
