import { FormControlLabel, Switch } from '@mui/material';
import { Controller, type FieldPath } from 'react-hook-form';
import type { WorkspaceForm, WorkspaceFormValues } from './workspace-form';

/** A labelled switch bound to one boolean of the workspace form. */
export function SwitchField({ form, name, label, disabled }: { form: WorkspaceForm; name: FieldPath<WorkspaceFormValues>; label: string; disabled?: boolean }) {
  return (
    <Controller control={form.control} name={name} render={({ field }) => (
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
      />
    )} />
  );
}
