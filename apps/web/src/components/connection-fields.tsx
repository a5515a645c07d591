import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONNECTION_STATUS_LABELS, CONNECTION_STATUSES, type ConnectionStatus } from '@trueline/contract';
import { sidePanelSelectSlotProps } from './SidePanel';

/** Whether the panel adds a connection: the secret is required then, and optional (blank keeps it) when editing. */
export interface CreatingContext {
  creating: boolean;
}

/** A resolver that validates with `create` when adding and `edit` when editing, as the form's context says. */
export function createOrEditResolver<V extends FieldValues>(create: z.ZodType<unknown, FieldValues>, edit: z.ZodType<unknown, FieldValues>): Resolver<V, CreatingContext> {
  return (values, context, options) => zodResolver(context?.creating ? create : edit)(values, context, options as never) as never;
}

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
export function ConnectionStatusField<V extends FieldValues & { resourceStatus: ConnectionStatus }>({ control }: { control: Control<V, CreatingContext> }) {
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
