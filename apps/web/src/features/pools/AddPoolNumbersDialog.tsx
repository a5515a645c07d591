import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, TextField } from '@mui/material';
import { MESSAGES, parsePoolNumbers, type PoolNumbersResult } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { addedText } from './pool-rules';
import { formatPhone } from '../../components/phone';

interface Props {
  open: boolean;
  onClose(): void;
  onAdd(numbers: string): Promise<PoolNumbersResult>;
}

/**
 * 'Add pool numbers' of a bring-your-own pool: numbers typed or pasted, split on spaces, commas and lines (spec 2 §5).
 * The result is told in the snackbar; rejected numbers stay listed with their reasons until the dialog closes.
 */
export function AddPoolNumbersDialog({ open, onClose, onAdd }: Props) {
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<PoolNumbersResult['rejected']>([]);

  const close = () => {
    setText('');
    setError(null);
    setRejected([]);
    onClose();
  };

  const submit = async () => {
    if (parsePoolNumbers(text).length === 0) {
      setError(MESSAGES.poolNumbersRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await onAdd(text);
      notify(addedText(res.accepted.length, res.rejected.length), res.rejected.length > 0 ? 'warning' : 'success');
      if (res.rejected.length === 0) close();
      else {
        setText('');
        setRejected(res.rejected);
      }
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="add-pool-numbers-title">
      <DialogTitle id="add-pool-numbers-title">Add pool numbers</DialogTitle>
      <DialogContent>
        <TextField
          label="Phone numbers"
          placeholder="2015550100, 2015550101"
          multiline
          minRows={4}
          fullWidth
          margin="dense"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Separate numbers with spaces, commas or new lines.'}
        />
        {rejected.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <List dense disablePadding aria-label="Rejected numbers">
              {rejected.map((r) => (
                <ListItem key={r.number} disableGutters>
                  <ListItemText primary={formatPhone(r.number)} secondary={r.reason} />
                </ListItem>
              ))}
            </List>
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{rejected.length > 0 ? 'Close' : 'Cancel'}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
