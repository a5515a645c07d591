import { useState } from 'react';
import { Alert, Button, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { BULK_ACTIONS, RECORD_SET_MESSAGES as M, type BulkAction, type BulkResult, type RecordSet } from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatPhone } from '../../components/phone';
import { CsvDropzone } from '../../components/CsvDropzone';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import { downloadTemplate, requestDownload, useBulkUpload } from './api';
import { bulkConfirmMessage, bulkResultMessages } from './record-set-form';

const ACTIONS: Record<BulkAction, { label: string; hint: string; title: string }> = {
  ADD: { label: 'Add', hint: 'Merges with existing records', title: 'Add records' },
  REMOVE: { label: 'Remove', hint: 'Permanently removes matching records', title: 'Remove records' },
  REPLACE: { label: 'Replace', hint: 'Removes all existing records and replaces them', title: 'Replace all records' },
};

/**
 * Upload a CSV to Add, Remove or Replace records (spec 3 §2.9, §7, §8), after a confirmation in the spec's words; the
 * counts come back as messages and the refused rows are listed. The template has the set's columns.
 */
export function RecordUpload({ ws, set }: { ws: string; set: RecordSet }) {
  const notify = useSnackbar();
  const upload = useBulkUpload(ws, set.id);
  const [file, setFile] = useState<File | null>(null);
  const [action, setAction] = useState<BulkAction>('ADD');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  const send = () => {
    if (!file) return;
    upload.mutate({ action, file }, {
      onSuccess: (r) => {
        setConfirming(false);
        setFile(null);
        setResult(r);
        const { success, failure } = bulkResultMessages(r);
        notify(failure ? `${success}. ${failure}` : success, failure ? 'warning' : 'success');
      },
      onError: (err) => {
        setConfirming(false);
        // The server's reason when it gave one (an unknown column, a file that is not CSV), else the spec's fallback.
        notify(err instanceof ApiError && err.status < 500 ? errorMessage(err) : M.fileError, 'error');
      },
    });
  };
  const template = () => downloadTemplate(ws, set).catch((err: unknown) => notify(errorMessage(err), 'error'));
  const downloadAll = () => requestDownload(ws, set).then((message) => notify(message, 'info'), (err: unknown) => notify(errorMessage(err), 'error'));
  const messages = result ? bulkResultMessages(result) : null;

  return (
    <Stack spacing={1.5}>
      <CsvDropzone onFiles={([f]) => setFile(f ?? null)} label={file ? file.name : 'Drop a CSV file here, or click to choose one'}
        hint="First row: phone and the attribute names, as in the template." />
      {file ? (
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file.name} · {(file.size / 1024 / 1024).toFixed(2)} MB</Typography>
          <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)}><CloseIcon fontSize="small" /></IconButton>
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField select label="Action" value={action} onChange={(e) => setAction(e.target.value as BulkAction)} helperText={ACTIONS[action].hint}
          sx={{ flex: 1 }} slotProps={sidePanelSelectSlotProps}>
          {BULK_ACTIONS.map((a) => <MenuItem key={a} value={a}>{ACTIONS[a].label}</MenuItem>)}
        </TextField>
        <Button variant="contained" disabled={!file || upload.isPending} onClick={() => setConfirming(true)} sx={{ mt: { sm: 1 } }}>Upload</Button>
        <Button startIcon={<DownloadIcon />} onClick={template} sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>Template</Button>
        <Button startIcon={<DownloadIcon />} onClick={downloadAll} sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>Download records</Button>
      </Stack>
      {result && messages ? (
        <Alert severity={messages.failure ? 'warning' : 'success'} onClose={() => setResult(null)} data-testid="record-upload-result"
          sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
          {messages.success}
          {messages.failure ? ` ${messages.failure}` : null}
          {result.failures.length > 0 ? (
            <TableContainer sx={{ mt: 1, maxHeight: 220 }}>
              <Table size="small" stickyHeader aria-label="Refused rows">
                <TableHead>
                  <TableRow><TableCell>Row</TableCell><TableCell>Phone/Id</TableCell><TableCell>Reason</TableCell></TableRow>
                </TableHead>
                <TableBody>
                  {result.failures.map((f) => (
                    <TableRow key={`${f.row}-${f.phone}`}>
                      <TableCell>{f.row}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{set.strictPhoneKey ? formatPhone(f.phone) : f.phone}</TableCell>
                      <TableCell>{f.reason}</TableCell>
                    </TableRow>
                  ))}
                  {result.failureRecords > result.failures.length ? (
                    <TableRow><TableCell colSpan={3}>and {(result.failureRecords - result.failures.length).toLocaleString('en-US')} more</TableCell></TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={ACTIONS[action].title}
        message={bulkConfirmMessage(action, file?.name ?? '')}
        confirmLabel={ACTIONS[action].label}
        destructive={action !== 'ADD'}
        busy={upload.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
