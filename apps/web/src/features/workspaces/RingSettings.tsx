import { useEffect, useMemo } from 'react';
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, RING_UNIQUE_ID_FIELDS, ringConnectBody, type DialerSettings } from '@trueline/contract';
import { useSnackbar } from '../../app/snackbar';
import { useConnectDialer } from './workspaces-api';
import { ringBody, ringRules, ringValues, type RingValues } from './dialer-rules';
import { rulesResolver } from './rules-resolver';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { SelectField } from './SelectField';
import { KEEP_SECRET_HINT, SAVED_SECRET_PLACEHOLDER } from './secret-placeholder';

type Settings = Extract<DialerSettings, { provider: 'RING' }>;
const FIELDS = ['permanentToken', 'subAccountId', 'uniqueIdFieldName'] as const;
const UNIQUE_ID_OPTIONS = RING_UNIQUE_ID_FIELDS.map((f) => ({ value: f, label: f }));

/** RingCentral: permanent token and sub-account id; once connected, the Reserved Unique ID mapping. */
export function RingSettings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const notify = useSnackbar();
  const connect = useConnectDialer(workspaceId);
  const resolver = useMemo(() => rulesResolver(ringConnectBody, ringBody, (v: RingValues) => ringRules(v, settings)), [settings]);
  const form = useForm<RingValues, unknown, z.output<typeof ringConnectBody>>({ resolver, mode: 'onChange', defaultValues: ringValues(settings) });
  const { errors } = form.formState;

  useEffect(() => {
    if (settings.connected) void form.trigger('uniqueIdFieldName');
  }, [settings.connected, form]);

  const submit = form.handleSubmit((body) =>
    connect.mutate({ provider: 'RING', body }, {
      onSuccess: (saved) => {
        if (saved.provider === 'RING') form.reset(ringValues(saved));
        // reset clears errors: the mappings a fresh connection still lacks show their required texts again.
        if (saved.connected) void form.trigger('uniqueIdFieldName');
        notify(MESSAGES.workspaceSaved, 'success');
      },
      onError: (err) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(MESSAGES.ringConnectError, 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="RingCentral settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Permanent token"
            type="password"
            required={!settings.permanentTokenSet}
            autoComplete="new-password"
            placeholder={settings.permanentTokenSet ? SAVED_SECRET_PLACEHOLDER : undefined}
            slotProps={{ inputLabel: settings.permanentTokenSet ? { shrink: true } : undefined }}
            {...form.register('permanentToken')}
            error={Boolean(errors.permanentToken)}
            helperText={errors.permanentToken?.message ?? (settings.permanentTokenSet ? KEEP_SECRET_HINT : undefined)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Sub-account ID"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            {...form.register('subAccountId')}
            error={Boolean(errors.subAccountId)}
            helperText={errors.subAccountId?.message}
          />
        </Grid>
      </Grid>
      {settings.connected ? (
        <>
          <Typography variant="subtitle2">Dialer field mapping</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller control={form.control} name="uniqueIdFieldName" render={({ field, fieldState }) => (
                <SelectField {...field} label="Reserved Unique ID mapping" required options={UNIQUE_ID_OPTIONS} error={fieldState.error?.message} />
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
