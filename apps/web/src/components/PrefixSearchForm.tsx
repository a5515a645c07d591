import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { ZodType } from 'zod';

interface Props {
  /** The form's accessible name ('Lead search', 'Pool number search'). */
  label: string;
  /** What a valid search is (the contract's rule: at least 3 digits); its message is the error shown. */
  schema: ZodType<string>;
  /** The helper text under the box while there is no error. */
  hint: string;
  onSearch(prefix: string): void;
  /** Buttons beside Search (a download). */
  children?: ReactNode;
  maxWidth?: number;
}

/**
 * A phone search by its first digits: a 'Phone number' box and a Search button; the rule's message shows until the text
 * changes. Phones stack the box over the buttons.
 */
export function PrefixSearchForm({ label, schema, hint, onSearch, children, maxWidth = 360 }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? hint);
      return;
    }
    onSearch(parsed.data);
  };

  return (
    <Stack component="form" role="search" aria-label={label} onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
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
        helperText={error ?? hint}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ flexGrow: 1, maxWidth: { sm: maxWidth } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 } }}>
        Search
      </Button>
      {children}
    </Stack>
  );
}
