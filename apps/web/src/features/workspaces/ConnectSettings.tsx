import { Grid, TextField } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { CONNECT_REGIONS, connectConnectBody, type DialerSettings } from '@trueline/contract';
import { useMappingFields } from './workspaces-api';
import { connectBody, connectRules, connectValues } from './dialer-rules';
import { SelectField, type Option } from './SelectField';
import { AttributesInput } from './AttributesInput';
import { useDialerConnect } from './use-dialer-connect';
import { DialerSecretField, DialerSettingsForm } from './DialerSettingsForm';

type Settings = Extract<DialerSettings, { provider: 'CONNECT' }>;
const FIELDS = ['accessKeyId', 'secretAccessKey', 'awsRegion', 'appId', 'callerIdFieldName', 'attributes'] as const;
const MAPPINGS = ['callerIdFieldName'] as const;
const REGION_OPTIONS: Option[] = CONNECT_REGIONS.map((r) => ({ value: r, label: r }));

/** Amazon Connect: keys, region, project and attributes; once connected, the Caller ID mapping (never phone or zip). */
export function ConnectSettings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const dialer = useDialerConnect({
    workspaceId, provider: 'CONNECT', settings, schema: connectConnectBody, toBody: connectBody, rules: connectRules, toValues: connectValues,
    fields: FIELDS, mappings: MAPPINGS,
  });
  const { form } = dialer;
  const { errors } = form.formState;
  const fields = useMappingFields(workspaceId, false, settings.connected);
  const attributes = useWatch({ control: form.control, name: 'attributes' });
  // The dialer's fields, and the attributes added here, which become fields once saved.
  const callerIdOptions: Option[] = [...new Set([...(fields.data ?? []).map((f) => f.columnId), ...attributes])].map((v) => ({ value: v, label: v }));

  return (
    <DialerSettingsForm
      label="Amazon Connect settings"
      dialer={dialer}
      mapping={
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="callerIdFieldName" render={({ field, fieldState }) => (
            <SelectField {...field} label="Caller ID mapping" required options={callerIdOptions} loading={fields.isPending} error={fieldState.error?.message} />
          )} />
        </Grid>
      }
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Access key ID" required autoComplete="off" {...form.register('accessKeyId')}
          error={Boolean(errors.accessKeyId)} helperText={errors.accessKeyId?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DialerSecretField label="Secret access key" saved={settings.secretAccessKeySet} registration={form.register('secretAccessKey')}
          error={errors.secretAccessKey?.message} />
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
    </DialerSettingsForm>
  );
}
