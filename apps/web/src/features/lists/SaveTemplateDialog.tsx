import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { MAPPING_TEMPLATE_NAME_MAX, MESSAGES } from '@trueline/contract';

interface Props {
  open: boolean;
  busy?: boolean;
  /** Called with the template name, or null to process without saving. */
  onDone(name: string | null): void;
  onClose(): void;
}

/** Asked when a list is processed without a template: save the mapping as a new template, under a name? */
export function SaveTemplateDialog({ open, busy, onDone, onClose }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const n = name.trim();
    if (!n) return setError(MESSAGES.fieldRequired);
    if (n.length > MAPPING_TEMPLATE_NAME_MAX) return setError(`At most ${MAPPING_TEMPLATE_NAME_MAX} characters`);
    onDone(n);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="save-template-title">
      <DialogTitle id="save-template-title">Save mapping as a template?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>No template was used for this list. Save its column mapping as a template to use it again?</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Template name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={() => onDone(null)} disabled={busy}>
          Process without saving
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save and process
        </Button>
      </DialogActions>
    </Dialog>
  );
}
