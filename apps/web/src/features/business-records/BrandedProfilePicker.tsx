import { Controller, useFormContext } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { useBrandedProfiles } from './api';

/** The record's branded calling profile (for UC Protect): one of the workspace's profiles, clearable. */
export function BrandedProfilePicker({ ws, readOnly }: { ws: string; readOnly: boolean }) {
  const { control } = useFormContext();
  const profiles = useBrandedProfiles(ws, true);
  const options = profiles.data ?? [];
  return (
    <Controller
      name="ucProtectBrandedCallingProfileId"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((p) => p.id === field.value) ?? null}
          onChange={(_e, p) => field.onChange(p?.id ?? null)}
          getOptionLabel={(p) => `${p.label} (${p.callerNameShort})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={profiles.isPending}
          disabled={readOnly || options.length === 0}
          slotProps={{ popper: { sx: { zIndex: (t) => t.zIndex.modal + 2 } } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Branded calling profile"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (profiles.isSuccess && options.length === 0 ? 'Branded calling not enabled' : undefined)}
            />
          )}
        />
      )}
    />
  );
}
