import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { EMPLOYEE_BANDS, REGISTRATION_COUNTRIES, REGISTRATION_INDUSTRIES, STATES, type RegisterOrganizationBody } from '@trueline/contract';

type Form = UseFormReturn<RegisterOrganizationBody>;
type TextName = 'legalName' | 'primaryName' | 'dunsNumber' | 'city' | 'website' | 'contact.firstName' | 'contact.lastName' | 'contact.email' | 'contact.title';

const COUNTRY_NAMES: Record<(typeof REGISTRATION_COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada' };

/** The business and contact details sent to the caller-reputation provider. */
export function RegistrationFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const err = (name: TextName) => name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
  const text = (name: TextName, label: string, half = true, props: { inputMode?: 'tel' | 'numeric' | 'email' } = {}) => (
    <Grid size={{ xs: 12, sm: half ? 6 : 12 }}>
      <TextField label={label} {...form.register(name)} error={Boolean(err(name))} helperText={err(name)?.message} slotProps={{ inputLabel: { shrink: true }, htmlInput: props }} />
    </Grid>
  );
  const country = form.watch('country');
  const select = (name: 'country' | 'region' | 'industry' | 'numberOfEmployees', label: string, options: { value: string; label: string }[]) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField select label={label} {...field} value={field.value ?? ''} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}
            slotProps={{ inputLabel: { shrink: true }, select: { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 1 } } } }}>
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {text('legalName', 'Legal name', false)}
      {text('primaryName', 'Primary name')}
      {text('dunsNumber', 'DUNS number', true, { inputMode: 'numeric' })}
      {select('country', 'Country', REGISTRATION_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_NAMES[c] })))}
      {select('region', country === 'CA' ? 'Province' : 'State', STATES.filter((s) => s.country === (country ?? 'US')).map((s) => ({ value: s.code, label: s.stateName })))}
      {text('city', 'City')}
      {text('website', 'Website')}
      {select('industry', 'Industry', REGISTRATION_INDUSTRIES.map((i) => ({ value: i, label: i })))}
      {select('numberOfEmployees', 'Number of employees', EMPLOYEE_BANDS.map((b) => ({ value: b, label: b })))}
      {text('contact.firstName', 'Contact first name')}
      {text('contact.lastName', 'Contact last name')}
      {text('contact.email', 'Contact email', true, { inputMode: 'email' })}
      {text('contact.title', 'Contact title')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={form.control}
          name="contact.phone"
          render={({ field, fieldState }) => (
            // Digits only, with an optional leading +1: anything else typed is dropped as it is typed.
            <TextField label="Contact phone" {...field} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value.replace(/(?!^\+)[^\d]/g, ''))}
              error={Boolean(fieldState.error)} helperText={fieldState.error?.message} slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
          )}
        />
      </Grid>
    </Grid>
  );
}
