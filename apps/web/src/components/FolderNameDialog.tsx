import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { MESSAGES } from '@trueline/contract';

interface Props {
  open: boolean;
  title: string;
  initialName?: string;
  busy?: boolean;
  onSave(name: string): void;
  onClose(): void;
}

/** Names a new folder or renames one; the name must not be empty. */
export function FolderNameDialog({ open, title, initialName = '', busy, onSave, onClose }: Props) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setTouched(false);
    }
  }, [open, initialName]);
  const empty = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!empty) onSave(name.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="folder-dialog-title">
      <DialogTitle id="folder-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Folder name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), submit())}
          error={touched && empty}
          helperText={touched && empty ? MESSAGES.folderNameRequired : ' '}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy || empty}>Save</Button>
      </DialogActions>
    </Dialog>
  );
}
