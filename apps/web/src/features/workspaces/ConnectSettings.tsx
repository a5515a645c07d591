import { useEffect, useMemo } from 'react';
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CONNECT_REGIONS, MESSAGES, connectConnectBody, type DialerSettings } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useConnectDialer, useMappingFields } from './workspaces-api';
import { connectBody, connectRules, connectValues, type ConnectValues } from './dialer-rules';
import { rulesResolver } from './rules-resolver';
import { applyServerFieldErrors } from '../../components/server-field-errors';
import { SelectField, type Option } from './SelectField';
import { AttributesInput } from './AttributesInput';
import { KEEP_SECRET_HINT, SAVED_SECRET_PLACEHOLDER } from './secret-placeholder';

type Settings = Extract<DialerSettings, { provider: 'CONNECT' }>;
const FIELDS = ['accessKeyId', 'secretAccessKey', 'awsRegion', 'appId', 'callerIdFieldName', 'attributes'] as const;
const REGION_OPTIONS: Option[] = CONNECT_REGIONS.map((r) => ({ value: r, label: r }));

/** Amazon Connect: keys, region, project and attributes; once connected, the Caller ID mapping (never phone or zip). */
export function ConnectSettings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const notify = useSnackbar();
  const connect = useConnectDialer(workspaceId);
  const resolver = useMemo(() => rulesResolver(connectConnectBody, connectBody, (v: ConnectValues) => connectRules(v, settings)), [settings]);
  const form = useForm<ConnectValues, unknown, z.output<typeof connectConnectBody>>({ resolver, mode: 'onChange', defaultValues: connectValues(settings) });
  const { errors } = form.formState;
  const fields = useMappingFields(workspaceId, false, settings.connected);
  const attributes = useWatch({ control: form.control, name: 'attributes' });
  // The dialer's fields, and the attributes added here, which become fields once saved.
  const callerIdOptions: Option[] = [...new Set([...(fields.data ?? []).map((f) => f.columnId), ...attributes])].map((v) => ({ value: v, label: v }));

  useEffect(() => {
    if (settings.connected) void form.trigger('callerIdFieldName');
  }, [settings.connected, form]);

  const submit = form.handleSubmit((body) =>
    connect.mutate({ provider: 'CONNECT', body }, {
      onSuccess: (saved) => {
        if (saved.provider === 'CONNECT') form.reset(connectValues(saved));
        // reset clears errors: the mappings a fresh connection still lacks show their required texts again.
        if (saved.connected) void form.trigger('callerIdFieldName');
        notify(MESSAGES.workspaceSaved, 'success');
      },
      onError: (err) => {
        if (!applyServerFieldErrors(err, FIELDS, form.setError)) notify(errorMessage(err), 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="Amazon Connect settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Access key ID" required autoComplete="off" {...form.register('accessKeyId')}
            error={Boolean(errors.accessKeyId)} helperText={errors.accessKeyId?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Secret access key"
            type="password"
            required={!settings.secretAccessKeySet}
            autoComplete="new-password"
            placeholder={settings.secretAccessKeySet ? SAVED_SECRET_PLACEHOLDER : undefined}
            slotProps={{ inputLabel: settings.secretAccessKeySet ? { shrink: true } : undefined }}
            {...form.register('secretAccessKey')}
            error={Boolean(errors.secretAccessKey)}
            helperText={errors.secretAccessKey?.message ?? (settings.secretAccessKeySet ? KEEP_SECRET_HINT : undefined)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="awsRegion" render={({ field, fieldState }) => (
            <SelectField {...field} label="Region" required options={REGION_OPTIONS} error={fieldState.error?.message} />
          )} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Project ID" required autoComplete="off" {...form.register('appId')} error={Boolean(errors.appId)} helperText={errors.appId?.message} />
        </Grid>
        <Grid size={12}>
          <Controller control={form.control} name="attributes" render={({ field }) => (
            <AttributesInput value={field.value} onChange={(v) => { field.onChange(v); void form.trigger('callerIdFieldName'); }} />
          )} />
        </Grid>
      </Grid>
      {settings.connected ? (
        <>
          <Typography variant="subtitle2">Dialer field mapping</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller control={form.control} name="callerIdFieldName" render={({ field, fieldState }) => (
                <SelectField {...field} label="Caller ID mapping" required options={callerIdOptions} loading={fields.isPending} error={fieldState.error?.message} />
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
