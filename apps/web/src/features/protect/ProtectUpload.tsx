import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, PROTECT_ACTIONS, protectConfirmMessage, protectUploadMessage, type ProtectAction, type ProtectUploadResult } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useActiveBusinessRecords, useProtectUpload } from './api';
import { UploadResult } from './UploadResult';

const ACTIONS: Record<ProtectAction, { label: string; hint: string; title: string }> = {
  ADD: { label: 'Add', hint: 'Merges with existing records', title: 'Add numbers' },
  REMOVE: { label: 'Remove', hint: 'Permanently removes matching records', title: 'Remove numbers' },
  REPLACE: { label: 'Replace', hint: 'Removes all existing records and replaces them', title: 'Replace all numbers' },
};

/** The upload area (spec 2 §2, §5, §9): a CSV, the action, the business record when adding, a confirmation, the result. */
export function ProtectUpload({ ws }: { ws: string }) {
  const notify = useSnackbar();
  const records = useActiveBusinessRecords(ws);
  const upload = useProtectUpload(ws);
  const [file, setFile] = useState<File | null>(null);
  const [action, setAction] = useState<ProtectAction>('ADD');
  const [recordId, setRecordId] = useState('');
  const [errors, setErrors] = useState<{ file?: string; record?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ action: ProtectAction; result: ProtectUploadResult } | null>(null);
  const adding = action !== 'REMOVE';

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    onDropAccepted: ([f]) => {
      setFile(f ?? null);
      setErrors((e) => ({ ...e, file: undefined }));
    },
    onDropRejected: (rejections) => {
      for (const r of rejections) notify(`${r.file.name} rejected because: ${r.errors.map((e) => e.message).join(', ')}`, 'error');
    },
  });

  const start = () => {
    const next = { record: adding && !recordId ? MESSAGES.businessRecordRequired : undefined, file: file ? undefined : MESSAGES.protectFileRequired };
    setErrors(next);
    if (!next.record && !next.file) setConfirming(true);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(
      { action, file, businessRecordId: recordId },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setResult({ action, result: r });
          setFile(null);
          notify(protectUploadMessage(action, r), r.failureCount > 0 ? 'warning' : 'success');
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Upload numbers">
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Upload numbers
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Box
            {...getRootProps()}
            sx={{
              border: '2px dashed', borderColor: errors.file ? 'error.main' : isDragActive ? 'primary.main' : 'divider', borderRadius: 1, p: 2,
              textAlign: 'center', cursor: 'pointer', bgcolor: isDragActive ? 'action.hover' : 'transparent', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <input {...getInputProps({ 'aria-label': 'CSV file' })} />
            <UploadFileIcon color="action" />
            <Typography variant="body2">{file ? file.name : 'Drop a CSV file here, or click to choose one'}</Typography>
            <Typography variant="caption" color="text.secondary">
              First column: the 10-digit number. Optional second column: a description (when adding).
            </Typography>
          </Box>
          {file ? (
            <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.5 }}>
              <Typography variant="caption">{(file.size / 1024 / 1024).toFixed(2)} MB</Typography>
              <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ) : null}
          {errors.file ? (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
              {errors.file}
            </Typography>
          ) : null}
        </Box>
        <TextField select label="Action" value={action} onChange={(e) => setAction(e.target.value as ProtectAction)} helperText={ACTIONS[action].hint} sx={{ flex: 1 }}>
          {PROTECT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {ACTIONS[a].label}
            </MenuItem>
          ))}
        </TextField>
        {adding ? (
          <TextField
            select
            label="Business record"
            value={recordId}
            onChange={(e) => {
              setRecordId(e.target.value);
              setErrors((x) => ({ ...x, record: undefined }));
            }}
            error={Boolean(errors.record)}
            helperText={errors.record ?? (records.data?.length === 0 ? 'No active business records in this workspace' : ' ')}
            sx={{ flex: 1.5 }}
          >
            {(records.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.legalName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button variant="contained" onClick={start} disabled={upload.isPending} sx={{ alignSelf: { xs: 'stretch', md: 'flex-start' }, mt: { md: 0.25 } }}>
          Upload
        </Button>
      </Stack>
      {result ? <UploadResult action={result.action} result={result.result} onClose={() => setResult(null)} /> : null}
      <ConfirmDialog
        open={confirming}
        title={ACTIONS[action].title}
        message={protectConfirmMessage(action, file?.name ?? '')}
        confirmLabel={ACTIONS[action].label}
        destructive={action !== 'ADD'}
        busy={upload.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
