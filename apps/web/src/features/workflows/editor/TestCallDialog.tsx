import { useEffect, useRef, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, IconButton, MenuItem, Stack, TextField, Tooltip, Typography,
  useMediaQuery, useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { NANP_COUNTRIES, PHONE_TYPES, TEST_CHANNEL_TYPES, type WorkflowTestResult } from '@trueline/contract';
import { errorMessage } from '../../../lib/api';
import { PhoneField } from '../../../components/PhoneField';
import { canRun, loadTestCall, saveTestCall, type TestCallForm } from './test-call-form';
import { TestCallResult } from './TestCallResult';

interface Props {
  open: boolean;
  /** The editor has unsaved changes: the run saves them first (the test runs the saved workflow). */
  dirty: boolean;
  onClose(): void;
  /** Saves when needed, then runs the test call. */
  run(form: TestCallForm): Promise<WorkflowTestResult>;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

/** Run test call (spec 3 §3): the request's fields, remembered in this browser, and the resulting interaction's result, reason and events. */
export function TestCallDialog({ open, dirty, onClose, run }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<TestCallForm>(() => loadTestCall());
  const [result, setResult] = useState<WorkflowTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The result (or the error) appears below the form: on a phone (or a short window) it would be out of sight, so it is brought into view.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result || error) resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [result, error]);
  const set = (patch: Partial<TestCallForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (i: number, patch: Partial<TestCallForm['metaData'][number]>) =>
    set({ metaData: form.metaData.map((r, k) => (k === i ? { ...r, ...patch } : r)) });

  const submit = async () => {
    saveTestCall(form);
    setBusy(true);
    setError(null);
    try {
      setResult(await run(form));
    } catch (err) {
      setResult(null);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="test-call-title">
      <DialogTitle id="test-call-title">Run test call</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PhoneField label="To" value={form.to} onChange={(to) => set({ to })} countries={NANP_COUNTRIES} />
            <PhoneField label="From" value={form.from} onChange={(from) => set({ from })} countries={NANP_COUNTRIES} />
            <TextField label="Zip" value={form.zip} onChange={(e) => set({ zip: e.target.value })} />
            <TextField label="Extern ID" value={form.externId} onChange={(e) => set({ externId: e.target.value })} />
            <TextField select label="Channel type" value={form.channelType} onChange={(e) => set({ channelType: e.target.value as TestCallForm['channelType'] })} slotProps={menu}>
              {TEST_CHANNEL_TYPES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
            </TextField>
            <TextField select label="Phone type" value={form.phoneType} onChange={(e) => set({ phoneType: e.target.value as TestCallForm['phoneType'] })}
              slotProps={{ select: { displayEmpty: true, MenuProps: { sx: { zIndex: 1400 } } }, inputLabel: { shrink: true } }}>
              <MenuItem value=""><em>Not given</em></MenuItem>
              {PHONE_TYPES.map((p) => <MenuItem key={p} value={p}>{p}</MenuItem>)}
            </TextField>
            <TextField label="Emulated time" type="datetime-local" value={form.emulatedTime} onChange={(e) => set({ emulatedTime: e.target.value })}
              helperText="Leave empty to run now" slotProps={{ inputLabel: { shrink: true } }} />
          </Box>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>Meta data</Typography>
            <Stack spacing={1}>
              {form.metaData.map((r, i) => (
                <Stack key={i} direction="row" spacing={1} alignItems="center">
                  <TextField label="Key" value={r.key} onChange={(e) => setRow(i, { key: e.target.value })} />
                  <TextField label="Value" value={r.value} onChange={(e) => setRow(i, { value: e.target.value })} />
                  <Tooltip title="Remove">
                    <IconButton aria-label={`Remove meta data ${i + 1}`} onClick={() => set({ metaData: form.metaData.filter((_, k) => k !== i) })}><DeleteOutlineIcon fontSize="small" /></IconButton>
                  </Tooltip>
                </Stack>
              ))}
              <Button size="small" startIcon={<AddIcon />} onClick={() => set({ metaData: [...form.metaData, { key: '', value: '' }] })} sx={{ alignSelf: 'flex-start' }}>
                Add meta data
              </Button>
            </Stack>
          </Box>
          {dirty ? <Alert severity="info">Your changes are saved before the test runs.</Alert> : null}
          {error ? <Alert severity="error" ref={resultRef}>{error}</Alert> : null}
          {result ? (<><Divider /><Box ref={resultRef}><TestCallResult result={result} /></Box></>) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!canRun(form) || busy} onClick={() => void submit()}>{dirty ? 'Save and run' : 'Run'}</Button>
      </DialogActions>
    </Dialog>
  );
}
