import { Controller, useFormContext } from 'react-hook-form';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { NANP_COUNTRIES } from '@trueline/contract';
import { PhoneField } from '../../components/PhoneField';

interface Base {
  name: string;
  label: string;
  readOnly?: boolean;
  helperText?: string;
}

/** A text input bound to the surrounding form; its first error replaces the helper text. */
export function FormText({ name, label, readOnly, helperText, ...rest }: Base & Pick<TextFieldProps, 'multiline' | 'minRows' | 'placeholder' | 'autoFocus'> & { maxLength?: number }) {
  const { control } = useFormContext();
  const { maxLength, ...props } = rest;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { maxLength }, ...(props.placeholder ? { inputLabel: { shrink: true } } : {}) }}
        />
      )}
    />
  );
}

/** A whole-number input; blank is held as NaN so validation names it. */
export function FormNumber({ name, label, readOnly, helperText }: Base) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          type="number"
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          onBlur={field.onBlur}
          label={label}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

/** A choice among fixed options; `fromValue`/`toValue` map non-string values (booleans) to the select's strings. */
export function FormSelect<V>({ name, label, readOnly, helperText, options, toText = String, fromText = (t) => t as V }: Base & {
  options: { value: V; label: string }[];
  toText?(value: V): string;
  fromText?(text: string): V;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : toText(field.value as V)}
          onChange={(e) => field.onChange(fromText(e.target.value))}
          onBlur={field.onBlur}
          label={label}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ select: { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 2 } } } }}
        >
          {options.map((o) => (
            <MenuItem key={toText(o.value)} value={toText(o.value)}>{o.label}</MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A US or Canadian phone number, handed to the form as E.164. */
export function FormPhone({ name, label, readOnly }: Base) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PhoneField
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          countries={NANP_COUNTRIES}
          label={label}
          name={field.name}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          inputRef={field.ref}
        />
      )}
    />
  );
}
