import { Grid, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { MESSAGES, RING_UNIQUE_ID_FIELDS, ringConnectBody, type DialerSettings } from '@trueline/contract';
import { ringBody, ringRules, ringValues } from './dialer-rules';
import { SelectField } from './SelectField';
import { useDialerConnect } from './use-dialer-connect';
import { DialerSecretField, DialerSettingsForm } from './DialerSettingsForm';

type Settings = Extract<DialerSettings, { provider: 'RING' }>;
const FIELDS = ['permanentToken', 'subAccountId', 'uniqueIdFieldName'] as const;
const MAPPINGS = ['uniqueIdFieldName'] as const;
const UNIQUE_ID_OPTIONS = RING_UNIQUE_ID_FIELDS.map((f) => ({ value: f, label: f }));

/** RingCentral: permanent token and sub-account id; once connected, the Reserved Unique ID mapping. */
export function RingSettings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const dialer = useDialerConnect({
    workspaceId, provider: 'RING', settings, schema: ringConnectBody, toBody: ringBody, rules: ringRules, toValues: ringValues, fields: FIELDS, mappings: MAPPINGS,
    failureMessage: MESSAGES.ringConnectError,
  });
  const { form } = dialer;
  const { errors } = form.formState;

  return (
    <DialerSettingsForm
      label="RingCentral settings"
      dialer={dialer}
      mapping={
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="uniqueIdFieldName" render={({ field, fieldState }) => (
            <SelectField {...field} label="Reserved Unique ID mapping" required options={UNIQUE_ID_OPTIONS} error={fieldState.error?.message} />
          )} />
        </Grid>
      }
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <DialerSecretField label="Permanent token" saved={settings.permanentTokenSet} registration={form.register('permanentToken')} error={errors.permanentToken?.message} />
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
    </DialerSettingsForm>
  );
}
