import type { FocusEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useCopy } from '../../components/CopyId';

/** The whole key, shown once right after creation; the list only ever shows its first 8 characters. */
export function NewApiKeyDialog({ apiKey, name, onClose }: { apiKey: string | null; name: string; onClose(): void }) {
  const copy = useCopy();
  return (
    <Dialog open={Boolean(apiKey)} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-api-key-title">
      <DialogTitle id="new-api-key-title">API key created</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now and keep it somewhere safe. It will not be shown again.
        </Alert>
        <TextField
          label={`API key "${name}"`}
          value={apiKey ?? ''}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace' }, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy API key">
                    <IconButton aria-label="Copy API key" edge="end" onClick={() => apiKey && void copy(apiKey)}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
