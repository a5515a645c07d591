import { Autocomplete, Chip, Stack, TextField, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import type { CoverageState } from '@trueline/contract';
import { useCoverageStateOptions } from './workspaces-api';
import type { WorkspaceForm } from './workspace-form';
import { SwitchField } from '../../components/form/fields';

export const COUNTRY_GROUPS: Record<CoverageState['country'], string> = { US: 'US', CA: 'Canada' };
const sameState = (a: CoverageState, b: CoverageState) => a.stateName === b.stateName && a.country === b.country;

/** Allowed states: 'Allow all states', or a choice grouped US / Canada; shown disabled to all but SuperAdmin. */
export function CoverageStates({ form, disabled }: { form: WorkspaceForm; disabled?: boolean }) {
  const allowAll = useWatch({ control: form.control, name: 'allowAllCoverageStates' });
  const options = useCoverageStateOptions(!allowAll);
  const states: CoverageState[] = (options.data ?? []).map((s) => ({ stateName: s.stateName, country: s.country }));

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Allowed states</Typography>
      <SwitchField control={form.control} name="allowAllCoverageStates" label="Allow all states" disabled={disabled} />
      {allowAll ? null : (
        <Controller control={form.control} name="coverageStates" render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            disableCloseOnSelect
            size="small"
            disabled={disabled}
            options={states}
            loading={options.isPending}
            value={field.value}
            groupBy={(s) => COUNTRY_GROUPS[s.country]}
            getOptionLabel={(s) => s.stateName}
            isOptionEqualToValue={sameState}
            onChange={(_, v) => field.onChange(v)}
            onBlur={field.onBlur}
            limitTags={8}
            renderValue={(selected, getItemProps) =>
              selected.map((s, index) => {
                const { key, ...item } = getItemProps({ index });
                return <Chip key={key} {...item} size="small" label={s.stateName} />;
              })}
            renderInput={(params) => (
              <TextField {...params} label="States and provinces" inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
            )}
          />
        )} />
      )}
    </Stack>
  );
}
