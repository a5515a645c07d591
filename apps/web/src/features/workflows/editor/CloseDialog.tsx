import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { WORKFLOW_MESSAGES } from '@trueline/contract';

interface Props {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onDiscard(): void;
  onSave(): void;
}

/** Closing with unsaved changes asks to save them first (spec 3 §2.8). */
export function CloseDialog({ open, busy, onCancel, onDiscard, onSave }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="close-editor-title">
      <DialogTitle id="close-editor-title">Close workflow</DialogTitle>
      <DialogContent>
        <DialogContentText>{WORKFLOW_MESSAGES.closeConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" onClick={onDiscard}>Don&apos;t save</Button>
        <Button variant="contained" onClick={onSave} disabled={busy} autoFocus>Save</Button>
      </DialogActions>
    </Dialog>
  );
}
