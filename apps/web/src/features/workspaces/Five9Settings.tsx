import { useEffect, useMemo } from 'react';
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FIVE9_COUNTRIES, MESSAGES, five9ConnectBody, type DialerSettings } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useConnectDialer, useMappingFields } from './workspaces-api';
import { five9Body, five9Rules, five9Values, type Five9Values } from './dialer-rules';
import { rulesResolver } from './rules-resolver';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { MultiSelectField, SelectField, type Option } from './SelectField';
import { KEEP_SECRET_HINT, SAVED_SECRET_PLACEHOLDER } from './secret-placeholder';

type Settings = Extract<DialerSettings, { provider: 'FIVE9' }>;
const FIELDS = ['username', 'password', 'countryCode', 'callerIdFieldName', 'uniqueIdFieldName', 'leadKeyFields'] as const;
const MAPPINGS = ['callerIdFieldName', 'uniqueIdFieldName', 'leadKeyFields'] as const;
const COUNTRY_OPTIONS: Option[] = FIVE9_COUNTRIES.map((c) => ({ value: c, label: c }));

/** Five9: credentials and country; once connected, the Reserved Caller ID, Reserved Unique ID and Default Lead Key mappings. */
export function Five9Settings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const notify = useSnackbar();
  const connect = useConnectDialer(workspaceId);
  const resolver = useMemo(() => rulesResolver(five9ConnectBody, five9Body, (v: Five9Values) => five9Rules(v, settings)), [settings]);
  const form = useForm<Five9Values, unknown, z.output<typeof five9ConnectBody>>({ resolver, mode: 'onChange', defaultValues: five9Values(settings) });
  const { errors } = form.formState;
  const reserved = useMappingFields(workspaceId, true, settings.connected);
  const all = useMappingFields(workspaceId, false, settings.connected);
  const reservedOptions = (reserved.data ?? []).map((f) => ({ value: f.columnId, label: f.columnName }));
  const allOptions = (all.data ?? []).map((f) => ({ value: f.columnId, label: f.columnName }));

  // Once connected, the mapping rules show at once, before any save.
  useEffect(() => {
    if (settings.connected) void form.trigger([...MAPPINGS]);
  }, [settings.connected, form]);

  const submit = form.handleSubmit((body) =>
    connect.mutate({ provider: 'FIVE9', body }, {
      onSuccess: (saved) => {
        if (saved.provider === 'FIVE9') form.reset(five9Values(saved));
        // reset clears errors: the mappings a fresh connection still lacks show their required texts again.
        if (saved.connected) void form.trigger([...MAPPINGS]);
        notify(MESSAGES.workspaceSaved, 'success');
      },
      onError: (err) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="Five9 settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Username" required autoComplete="off" {...form.register('username')} error={Boolean(errors.username)} helperText={errors.username?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Password"
            type="password"
            required={!settings.passwordSet}
            autoComplete="new-password"
            placeholder={settings.passwordSet ? SAVED_SECRET_PLACEHOLDER : undefined}
            slotProps={{ inputLabel: settings.passwordSet ? { shrink: true } : undefined }}
            {...form.register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? (settings.passwordSet ? KEEP_SECRET_HINT : undefined)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="countryCode" render={({ field, fieldState }) => (
            <SelectField {...field} label="Country" required options={COUNTRY_OPTIONS} error={fieldState.error?.message} />
          )} />
        </Grid>
      </Grid>
      {settings.connected ? (
        <>
          <Typography variant="subtitle2">Dialer field mapping</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller control={form.control} name="callerIdFieldName" render={({ field, fieldState }) => (
                <SelectField {...field} label="Reserved Caller ID mapping" required options={reservedOptions} loading={reserved.isPending}
                  error={fieldState.error?.message} onChange={(v) => { field.onChange(v); void form.trigger('uniqueIdFieldName'); }} />
              )} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller control={form.control} name="uniqueIdFieldName" render={({ field, fieldState }) => (
                <SelectField {...field} label="Reserved Unique ID mapping" required options={reservedOptions} loading={reserved.isPending}
                  error={fieldState.error?.message} />
              )} />
            </Grid>
            <Grid size={12}>
              <Controller control={form.control} name="leadKeyFields" render={({ field, fieldState }) => (
                <MultiSelectField {...field} label="Default Lead Key mapping" required options={allOptions} loading={all.isPending}
                  error={fieldState.error?.message} />
              )} />
            </Grid>
          </Grid>
        </>
      ) : null}
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="outlined" disabled={connect.isPending}>
          {settings.connected ? 'Save dialer settings' : 'Connect'}
        </Button>
      </Stack>
    </Stack>
  );
}
