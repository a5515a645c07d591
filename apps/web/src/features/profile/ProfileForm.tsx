import { useEffect, useState } from 'react';
import { Button, Grid, Paper, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { MESSAGES, USER_PHONE_COUNTRIES, type Profile } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { PhoneField } from '../../components/PhoneField';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';
import { useUpdateProfile } from './api';
import { profileForm, profileFormData, profileValues, type ProfileFormValues } from './profile-form';
import { ProfilePictureInput } from './ProfilePictureInput';
import { useZodForm } from '../../components/form/use-zod-form';

type TextKey = Exclude<keyof ProfileFormValues, 'phone' | 'email'>;
const TEXT_FIELDS: { name: TextKey; label: string; half?: boolean; autoComplete: string }[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', half: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', half: true, autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', half: true, autoComplete: 'postal-code' },
  { name: 'role', label: 'Role', half: true, autoComplete: 'organization-title' },
  { name: 'linkedin', label: 'LinkedIn', autoComplete: 'url' },
];

const SMS_CONSENT_NOTICE =
  'By adding a mobile number you agree to receive text messages from Trueline with one-time codes for SMS authentication of your account. ' +
  'Message and data rates may apply. Reply STOP to stop receiving them, or HELP for help.';

/** The My profile form; 'Update Profile' sends the details and the optional picture as one multipart request. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved(): Promise<void> }) {
  const notify = useSnackbar();
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const form = useZodForm(profileForm, { mode: 'onTouched', defaultValues: profileValues(profile) });
  const { errors } = form.formState;

  // A fresh profile (after saving, or after enabling MFA) refreshes the fields the user has not touched.
  useEffect(() => {
    form.reset(profileValues(profile), { keepDirtyValues: true });
  }, [profile, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(profileFormData(values, picture));
      notify(MESSAGES.profileUpdated, 'success');
      setPicture(null);
      form.reset(values);
      await onSaved();
    } catch (err) {
      notify(errorMessage(err), 'error');
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Grid container spacing={2} component="form" noValidate onSubmit={submit} aria-label="My profile">
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="First name" autoComplete="given-name" {...form.register('firstName')} error={Boolean(errors.firstName)} helperText={errors.firstName?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Last name" autoComplete="family-name" {...form.register('lastName')} error={Boolean(errors.lastName)} helperText={errors.lastName?.message} />
        </Grid>
        <Grid size={12}>
          <TextField label="Email" {...form.register('email')} sx={readOnlyFieldSx} slotProps={readOnlySlotProps(true)} helperText="Email cannot be changed." />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} countries={USER_PHONE_COUNTRIES}
                error={Boolean(errors.phone)} helperText={errors.phone?.message} />
            )}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} id="sms-consent">
            {SMS_CONSENT_NOTICE}
          </Typography>
        </Grid>
        {TEXT_FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.half ? 6 : 12 }}>
            <TextField label={f.label} autoComplete={f.autoComplete} {...form.register(f.name)} error={Boolean(errors[f.name])} helperText={errors[f.name]?.message} />
          </Grid>
        ))}
        <Grid size={12}>
          <ProfilePictureInput currentUrl={profile.profilePictureUrl} file={picture} onFile={setPicture} />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Update Profile
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
