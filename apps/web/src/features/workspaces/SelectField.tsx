import type { Ref } from 'react';
import { Autocomplete, Chip, MenuItem, TextField } from '@mui/material';

export interface Option {
  value: string;
  label: string;
}

/** A value saved earlier stays visible even when the list no longer offers it. */
const withCurrent = (options: Option[], value: string): Option[] =>
  value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;

interface SelectProps {
  label: string;
  name: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single choice (react-hook-form Controller friendly). */
export function SelectField({ label, name, value, options, onChange, onBlur, error, helperText, disabled, required, loading, ref }: SelectProps) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      required={required}
      disabled={disabled}
      inputRef={ref}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? (loading ? 'Loading fields…' : helperText)}
    >
      {withCurrent(options, value).map((o) => (
        <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
      ))}
      {options.length === 0 && !value ? <MenuItem value="" disabled>No choices</MenuItem> : null}
    </TextField>
  );
}

interface MultiProps {
  label: string;
  value: string[];
  options: Option[];
  onChange(value: string[]): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled multiple choice with chips, typed into to filter. */
export function MultiSelectField({ label, value, options, onChange, onBlur, error, disabled, required, loading, ref }: MultiProps) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      size="small"
      options={options.map((o) => o.value)}
      value={value}
      loading={loading}
      disabled={disabled}
      getOptionLabel={labelOf}
      onChange={(_, v) => onChange(v)}
      onBlur={onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((v, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} {...item} size="small" label={labelOf(v)} />;
        })}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} inputRef={ref} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
