import { Grid, Stack } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { MAX_NUMBERS_PER_LOCATION } from '@trueline/contract';
import type { WorkspaceForm } from './workspace-form';
import { SelectField } from './SelectField';
import { SwitchField } from '../../components/form/fields';
import { CoverageStates } from './CoverageStates';
import { AegisSettings } from './AegisSettings';

const MAX_OPTIONS = Array.from({ length: MAX_NUMBERS_PER_LOCATION.max - MAX_NUMBERS_PER_LOCATION.min + 1 }, (_, i) => {
  const n = String(MAX_NUMBERS_PER_LOCATION.min + i);
  return { value: n, label: n };
});

/** What only a SuperAdmin sees and edits: full coverage, own pools, the mapping API, allowed states and Aegis (spec 1 §6). */
export function SuperAdminSettings({ form }: { form: WorkspaceForm }) {
  const fullCoverage = useWatch({ control: form.control, name: 'allowFullCoverageCampaigns' });
  return (
    <Stack spacing={2}>
      <Grid container spacing={1} alignItems="center">
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField control={form.control} name="allowFullCoverageCampaigns" label="Allow full coverage campaigns" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller control={form.control} name="maxNumbersPerFullCoverageCampaign" render={({ field, fieldState }) => (
            <SelectField
              {...field}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              label="Max numbers per location"
              options={MAX_OPTIONS}
              disabled={!fullCoverage}
              error={fieldState.error?.message}
              helperText={fullCoverage ? undefined : 'Enable full coverage campaigns to change this'}
            />
          )} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField control={form.control} name="allowBringYourOwnPool" label="Allow bring your own pool" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField control={form.control} name="allowNonTransactionalNumberMapping" label="Allow non-transactional number mapping API" />
        </Grid>
      </Grid>
      <CoverageStates form={form} />
      <AegisSettings form={form} />
    </Stack>
  );
}
