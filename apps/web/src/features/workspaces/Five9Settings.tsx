import { Grid, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { FIVE9_COUNTRIES, five9ConnectBody, type DialerSettings } from '@trueline/contract';
import { useMappingFields } from './workspaces-api';
import { five9Body, five9Rules, five9Values } from './dialer-rules';
import { MultiSelectField, SelectField, type Option } from './SelectField';
import { useDialerConnect } from './use-dialer-connect';
import { DialerSecretField, DialerSettingsForm } from './DialerSettingsForm';

type Settings = Extract<DialerSettings, { provider: 'FIVE9' }>;
const FIELDS = ['username', 'password', 'countryCode', 'callerIdFieldName', 'uniqueIdFieldName', 'leadKeyFields'] as const;
const MAPPINGS = ['callerIdFieldName', 'uniqueIdFieldName', 'leadKeyFields'] as const;
const COUNTRY_OPTIONS: Option[] = FIVE9_COUNTRIES.map((c) => ({ value: c, label: c }));

/** Five9: credentials and country; once connected, the Reserved Caller ID, Reserved Unique ID and Default Lead Key mappings. */
export function Five9Settings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const dialer = useDialerConnect({
    workspaceId, provider: 'FIVE9', settings, schema: five9ConnectBody, toBody: five9Body, rules: five9Rules, toValues: five9Values, fields: FIELDS, mappings: MAPPINGS,
  });
  const { form } = dialer;
  const { errors } = form.formState;
  const reserved = useMappingFields(workspaceId, true, settings.connected);
  const all = useMappingFields(workspaceId, false, settings.connected);
  const reservedOptions = (reserved.data ?? []).map((f) => ({ value: f.columnId, label: f.columnName }));
  const allOptions = (all.data ?? []).map((f) => ({ value: f.columnId, label: f.columnName }));

  return (
    <DialerSettingsForm
      label="Five9 settings"
      dialer={dialer}
      mapping={
        <>
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
        </>
      }
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Username" required autoComplete="off" {...form.register('username')} error={Boolean(errors.username)} helperText={errors.username?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DialerSecretField label="Password" saved={settings.passwordSet} registration={form.register('password')} error={errors.password?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller control={form.control} name="countryCode" render={({ field, fieldState }) => (
          <SelectField {...field} label="Country" required options={COUNTRY_OPTIONS} error={fieldState.error?.message} />
        )} />
      </Grid>
    </DialerSettingsForm>
  );
}
