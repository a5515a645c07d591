import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { CONNECTION_STATUS_LABELS, CONNECTION_STATUSES, type ConnectionStatus } from '@trueline/contract';
import { sidePanelSelectSlotProps } from './SidePanel';

interface SecretProps {
  label: string;
  creating: boolean;
  /** Under the input when adding. */
  hint: string;
  /** Under the input when editing ('Leave blank to keep the saved key.'). */
  keepHint: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A connection's secret (API key, token): written, never shown; blank keeps the saved one when editing. */
export function WriteOnlySecretField({ label, creating, hint, keepHint, error, registration }: SecretProps) {
  return (
    <TextField
      label={label}
      type="password"
      required={creating}
      autoComplete="new-password"
      {...registration}
      error={Boolean(error)}
      helperText={error ?? (creating ? hint : keepHint)}
    />
  );
}

/** The Active / Disabled choice of a connection. */
export function ConnectionStatusField<V extends FieldValues & { resourceStatus: ConnectionStatus }, O>({ control }: { control: Control<V, unknown, O> }) {
  return (
    <Controller
      control={control}
      name={'resourceStatus' as FieldPath<V>}
      render={({ field }) => (
        <TextField select label="Status" {...field} slotProps={sidePanelSelectSlotProps}>
          {CONNECTION_STATUSES.map((s) => <MenuItem key={s} value={s}>{CONNECTION_STATUS_LABELS[s]}</MenuItem>)}
        </TextField>
      )}
    />
  );
}
