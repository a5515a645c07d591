import { Button, Stack, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';

interface NumberProps {
  name: string;
  label: string;
  readOnly?: boolean;
  helperText?: string;
  step?: number;
  onBlurValue?(typed: string): string;
}

/** A number typed into a form of the campaign detail; read-only it is a shaded box (spec 2 §6: others see it, unchanged). */
export function NumberField({ name, label, readOnly, helperText, step = 1, onBlurValue }: NumberProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          name={field.name}
          value={field.value as string}
          inputRef={field.ref}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={() => {
            if (onBlurValue && !readOnly) field.onChange(onBlurValue(field.value as string));
            field.onBlur();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          sx={readOnly ? readOnlyFieldSx : undefined}
          slotProps={readOnly ? readOnlySlotProps() : { htmlInput: { step, inputMode: step < 1 ? 'decimal' : 'numeric' } }}
        />
      )}
    />
  );
}

/** The Save button under a tab's form, for those who may change it (spec 2 §6); `saving` while the request runs. */
export function SaveRow({ show, saving }: { show: boolean; saving: boolean }) {
  if (!show) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <Button variant="contained" type="submit" disabled={saving}>Save</Button>
    </Stack>
  );
}
