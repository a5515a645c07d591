import { Grid, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { AEGIS_BILLING_MODES, AEGIS_FEATURE_LABELS, AEGIS_FEATURES } from '@trueline/contract';
import type { WorkspaceForm } from './workspace-form';
import { SelectField } from './SelectField';
import { SwitchField } from '../../components/form/fields';

const MODE_OPTIONS = AEGIS_BILLING_MODES.map((m) => ({ value: m, label: m }));

/** Aegis One: the billing mode and the node features this workspace may use. */
export function AegisSettings({ form }: { form: WorkspaceForm }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">Aegis</Typography>
      <Grid container>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="aegisFeatures.aegisBillingMode" render={({ field }) => (
            <SelectField {...field} label="Aegis billing mode" options={MODE_OPTIONS} />
          )} />
        </Grid>
      </Grid>
      <Grid container columnSpacing={1} role="group" aria-label="Aegis features">
        {AEGIS_FEATURES.map((f) => (
          <Grid key={f} size={{ xs: 12, sm: 6 }}>
            <SwitchField control={form.control} name={`aegisFeatures.${f}`} label={AEGIS_FEATURE_LABELS[f]} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
