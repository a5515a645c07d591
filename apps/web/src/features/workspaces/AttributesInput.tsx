import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { addAttribute } from './dialer-rules';

/** A list of names edited as chips: type a name, Add (or Enter); each chip removes itself. */
export function AttributesInput({ value, onChange, disabled }: { value: string[]; onChange(v: string[]): void; disabled?: boolean }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addAttribute(value, draft));
    setDraft('');
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="Attribute name"
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          helperText="Endpoint attributes the campaigns may use"
        />
        <Button variant="outlined" onClick={add} disabled={disabled || !draft.trim()} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} role="list" aria-label="Attributes">
        {value.length === 0 ? <Typography variant="body2" color="text.secondary">No attributes</Typography> : null}
        {value.map((name) => (
          <Chip
            key={name}
            role="listitem"
            label={name}
            size="small"
            onDelete={disabled ? undefined : () => onChange(value.filter((n) => n !== name))}
            deleteIcon={<CancelIcon aria-label={`Remove attribute ${name}`} />}
          />
        ))}
      </Stack>
    </Box>
  );
}
