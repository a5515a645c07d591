import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { KEEP_SECRET_HINT, SAVED_SECRET_PLACEHOLDER } from './secret-placeholder';

interface Props {
  /** Names the form ('Five9 settings'). */
  label: string;
  /** From `useDialerConnect`. */
  dialer: { connected: boolean; connecting: boolean; submit(e?: BaseSyntheticEvent): Promise<void> };
  /** The credentials and options, as grid items. */
  children: ReactNode;
  /** The dialer field mapping, as grid items, shown once the dialer is connected. */
  mapping: ReactNode;
}

/** The settings form of a dialer that connects with credentials: its inputs, the mapping once connected, and Connect / Save. */
export function DialerSettingsForm({ label, dialer: { connected, connecting, submit }, children, mapping }: Props) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={label}>
      <Grid container spacing={2}>
        {children}
      </Grid>
      {connected ? (
        <>
          <Typography variant="subtitle2">Dialer field mapping</Typography>
          <Grid container spacing={2}>
            {mapping}
          </Grid>
        </>
      ) : null}
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="outlined" disabled={connecting}>
          {connected ? 'Save dialer settings' : 'Connect'}
        </Button>
      </Stack>
    </Stack>
  );
}

interface SecretProps {
  label: string;
  /** Whether the server holds a saved value: then the input may stay blank to keep it. */
  saved: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A dialer secret (password, token, key): never shown; required until one is saved, then blank keeps it. */
export function DialerSecretField({ label, saved, registration, error }: SecretProps) {
  return (
    <TextField
      label={label}
      type="password"
      required={!saved}
      autoComplete="new-password"
      placeholder={saved ? SAVED_SECRET_PLACEHOLDER : undefined}
      slotProps={{ inputLabel: saved ? { shrink: true } : undefined }}
      {...registration}
      error={Boolean(error)}
      helperText={error ?? (saved ? KEEP_SECRET_HINT : undefined)}
    />
  );
}
