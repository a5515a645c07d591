import { useState } from 'react';
import { Chip, Stack, TextField } from '@mui/material';
import { MESSAGING_LIMITS } from '@trueline/contract';
import { emailProblem } from './campaign-form';

interface Props {
  label: string;
  value: readonly string[];
  onChange(value: string[]): void;
  /** The form's error for the list (the server's). */
  error?: string;
}

/**
 * Address chips (spec 3 §2.3, §5): an entry is added on Enter, comma or leaving the box, once it looks like an address;
 * otherwise "Invalid email: {value}" and it stays to be corrected. A repeated address is not added twice.
 */
export function EmailChips({ label, value, onChange, error }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const commit = () => {
    const entry = typed.trim().replace(/,$/, '').trim();
    if (!entry) return;
    const p = emailProblem(entry);
    setProblem(p);
    if (p) return;
    if (!value.some((v) => v.toLowerCase() === entry.toLowerCase())) onChange([...value, entry]);
    setTyped('');
  };
  const shown = problem ?? error;
  return (
    <Stack spacing={0.75}>
      <TextField
        label={label}
        value={typed}
        onChange={(e) => (setTyped(e.target.value), setProblem(null))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        disabled={value.length >= MESSAGING_LIMITS.recipientsMax}
        error={Boolean(shown)}
        helperText={shown ?? 'Press Enter to add an address.'}
      />
      {value.length > 0 ? (
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75} role="list" aria-label={`${label} addresses`}>
          {value.map((v) => <Chip role="listitem" key={v} size="small" label={v} onDelete={() => onChange(value.filter((x) => x !== v))} />)}
        </Stack>
      ) : null}
    </Stack>
  );
}
