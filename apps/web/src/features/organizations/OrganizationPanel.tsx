import { useEffect } from 'react';
import { Button, Grid, TextField } from '@mui/material';
import { useZodForm } from '../../components/form/use-zod-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, organizationsRoutes, updateOrganizationBody, type UpdateOrganizationBody } from '@trueline/contract';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';
import { SidePanel } from '../../components/SidePanel';
import { useSnackbar } from '../../lib/snackbar';
import { RegistrationSection } from './RegistrationSection';

const FIELDS: { name: keyof UpdateOrganizationBody; label: string; half?: boolean }[] = [
  { name: 'name', label: 'Organization name' },
  { name: 'address1', label: 'Address line 1' },
  { name: 'address2', label: 'Address line 2' },
  { name: 'city', label: 'City', half: true },
  { name: 'locality', label: 'State', half: true },
  { name: 'postal', label: 'Postal code', half: true },
  { name: 'taxId', label: 'Tax ID', half: true },
  { name: 'website', label: 'Website' },
  { name: 'phone', label: 'Phone' },
];

/** The organisation's details (spec 3 §2.16): Owners and SuperAdmins edit, Admins read; the support email is SuperAdmin's. */
export function OrganizationPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useUser();
  const notify = useSnackbar();
  const client = useQueryClient();
  const superAdmin = user.userType === 'SuperAdmin';
  const canEdit = user.userType !== 'Admin';
  const { data } = useQuery({ queryKey: ['organization', user.orgId], queryFn: () => api(organizationsRoutes.get), enabled: open });
  const form = useZodForm(updateOrganizationBody, { mode: 'onChange' });
  useEffect(() => {
    if (data) form.reset({ ...data, supportEmail: data.supportEmail ?? '' });
  }, [data, form]);

  const save = useMutation({
    mutationFn: (body: UpdateOrganizationBody) => api(organizationsRoutes.update, { body }),
    onSuccess: (org) => {
      client.setQueryData(['organization', user.orgId], org);
      notify(MESSAGES.organizationSaved, 'success');
    },
  });

  const { errors, isValid } = form.formState;
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title="Organization"
      actions={canEdit ? (
        <Button variant="contained" disabled={!isValid || save.isPending} onClick={form.handleSubmit((v) => save.mutate(v))}>
          Save
        </Button>
      ) : undefined}
    >
      <Grid container spacing={2} component="form" noValidate>
        {FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.half ? 6 : 12 }}>
            <TextField
              label={f.label}
              {...form.register(f.name)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: !canEdit } }}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name]?.message}
            />
          </Grid>
        ))}
        {superAdmin ? (
          <Grid size={12}>
            <TextField label="Internal support email" {...form.register('supportEmail')} slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.supportEmail)} helperText={errors.supportEmail?.message ?? 'Visible to SuperAdmin only'} />
          </Grid>
        ) : null}
      </Grid>
      {superAdmin ? <RegistrationSection orgId={user.orgId} open={open} /> : null}
    </SidePanel>
  );
}
