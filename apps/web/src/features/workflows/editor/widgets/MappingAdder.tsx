import { useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

interface Props {
  label: string;
  /** What may still be mapped (already mapped ones are left out by the caller). */
  choices: readonly string[];
  /** Whether a typed target is mapped already (it is not offered again). */
  taken?(target: string): boolean;
  /** Other values may be typed (campaign fields); otherwise only a choice. */
  freeText?: boolean;
  onAdd(target: string): void;
}

/** Adds a mapping once its target is chosen (spec 3 §5: a mapping can be added only after choosing a property). */
export function MappingAdder({ label, choices, taken, freeText, onAdd }: Props) {
  const [target, setTarget] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const chosen = (freeText ? input : target ?? '').trim();
  const ready = Boolean(chosen) && !taken?.(chosen);
  const add = () => {
    if (!ready) return;
    onAdd(chosen);
    setTarget(null);
    setInput('');
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Autocomplete
        freeSolo={freeText}
        options={choices as string[]}
        value={target}
        inputValue={input}
        onChange={(_e, v) => setTarget(v)}
        onInputChange={(_e, v) => setInput(v)}
        sx={{ flexGrow: 1, maxWidth: 360 }}
        renderInput={(params) => <TextField {...params} label={label} error={Boolean(chosen) && !ready} helperText={Boolean(chosen) && !ready ? 'Already mapped' : undefined} />}
      />
      <Button startIcon={<AddIcon />} disabled={!ready} onClick={add}>Add mapping</Button>
    </Stack>
  );
}
