import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { leadPrefix } from '@trueline/contract';

interface Props {
  onSearch(prefix: string): void;
  /** Buttons beside Search (the Leads tab's download). */
  children?: ReactNode;
}

/** The phone search box: at least the first 3 digits, digits only (spec 2 §5); the error shows until the text changes. */
export function LeadSearchForm({ onSearch, children }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = leadPrefix.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSearch(parsed.data);
  };

  return (
    <Stack component="form" role="search" aria-label="Lead search" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <TextField
        label="Phone number"
        type="search"
        size="small"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? 'The first digits of the lead number'}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-start' }, mt: { sm: 0.25 } }}>
        Search
      </Button>
      {children}
    </Stack>
  );
}
