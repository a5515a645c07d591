import { MenuItem, TextField } from '@mui/material';
import { Controller, type FieldPath, type FieldValues, type Control } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  options: SelectOption[];
  /** Offers a blank choice with this text (an optional picker). */
  noneLabel?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  /** Runs after the value changed (e.g. a brand change clears the campaign). */
  onPicked?(value: string): void;
}

/**
 * A labelled single choice bound to a form field. A saved value the options no longer hold stays visible;
 * a select with nothing to offer says so instead of opening empty.
 */
export function FormSelect<V extends FieldValues>({ control, name, label, options, noneLabel, required, disabled, loading, helperText, onPicked }: Props<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        const list = value && !options.some((o) => o.value === value) ? [{ value, label: loading ? '…' : value }, ...options] : options;
        const empty = list.length === 0 && !noneLabel;
        return (
          <TextField
            select
            label={label}
            name={field.name}
            value={value}
            required={required}
            disabled={disabled}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.value);
              onPicked?.(e.target.value);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (loading ? 'Loading…' : empty ? 'Nothing to choose from' : helperText)}
            // An optional picker shows its blank choice ('No folder', 'Not sent') rather than an empty box.
            slotProps={noneLabel !== undefined ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
          >
            {noneLabel !== undefined ? <MenuItem value=""><em>{noneLabel}</em></MenuItem> : null}
            {list.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
            {empty ? <MenuItem value="" disabled>Nothing to choose from</MenuItem> : null}
          </TextField>
        );
      }}
    />
  );
}
