import { useEffect, useState } from 'react';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useZodForm } from '../../components/form/use-zod-form';
import {
  MESSAGES, REGISTRATION_STATUS_LABELS, registerOrganizationBody, type OrganizationRegistration, type RegisterOrganizationBody,
} from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatusChip } from '../../components/StatusChip';
import { registrationNotice, useRegistration } from './registration-api';
import { RegistrationFields } from './RegistrationFields';

const EMPTY: RegisterOrganizationBody = {
  businessId: '', legalName: '', primaryName: '', dunsNumber: '', city: '', region: '', country: 'US', industry: '' as never, numberOfEmployees: '' as never,
  website: '', contact: { firstName: '', lastName: '', email: '', title: '', phone: '' },
};

function toForm(r: OrganizationRegistration | null): RegisterOrganizationBody {
  if (!r) return EMPTY;
  const { status: _s, updated: _u, ...fields } = r;
  return { ...fields, businessId: r.businessId ?? '', industry: r.industry as never, numberOfEmployees: r.numberOfEmployees as never };
}


/** The caller-reputation registration of the organisation (spec 3 §2.16): SuperAdmin registers, updates, retrieves and unregisters. */
export function RegistrationSection({ orgId, open }: { orgId: string; open: boolean }) {
  const notify = useSnackbar();
  const reg = useRegistration(orgId, open);
  const form = useZodForm(registerOrganizationBody, { defaultValues: EMPTY, mode: 'onTouched' });
  const [idError, setIdError] = useState<string | null>(null);
  const [confirmUnregister, setConfirmUnregister] = useState(false);
  const data = reg.current.data;
  useEffect(() => {
    if (data !== undefined) form.reset(toForm(data));
  }, [data, form]);

  const businessId = (form.watch('businessId') ?? '').trim();
  const status = data?.status ?? '';
  const busy = reg.register.isPending || reg.retrieve.isPending || reg.unregister.isPending;
  const answered = (message: string) => (r: OrganizationRegistration | null) => {
    const { text, severity } = registrationNotice(message, r);
    notify(text, severity);
  };

  const submit = form.handleSubmit((body) => reg.register.mutate(body, { onSuccess: answered(MESSAGES.organizationRegistrationSubmitted) }));
  const retrieve = () => {
    if (!businessId) return setIdError(MESSAGES.businessIdRequired);
    reg.retrieve.mutate(businessId, { onSuccess: answered(MESSAGES.registrationRetrieved) });
  };
  const unregister = () => {
    setConfirmUnregister(false);
    reg.unregister.mutate(businessId, { onSuccess: () => notify(MESSAGES.organizationUnregistered, 'success') });
  };

  return (
    <Box component="section" aria-label="Caller-reputation registration" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          Caller-reputation registration
        </Typography>
        <StatusChip status={status || 'NOT_REGISTERED'} label={REGISTRATION_STATUS_LABELS[status]} data-testid="registration-status" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Registers the organization with the analytics engines behind carriers&apos; spam labels. Visible to SuperAdmin only.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ mb: 2 }}>
        <TextField
          label="Business ID"
          {...form.register('businessId', { onChange: () => setIdError(null) })}
          error={Boolean(idError)}
          helperText={idError ?? 'Filled in by the provider when registering; enter one to retrieve it.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={retrieve} disabled={busy} sx={{ flexShrink: 0, mt: { sm: 0.25 } }}>
          Retrieve
        </Button>
      </Stack>
      <RegistrationFields form={form} />
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          color="error"
          disabled={busy || !data?.businessId}
          onClick={() => (businessId ? setConfirmUnregister(true) : notify(MESSAGES.registrationNoBusinessId, 'error'))}
        >
          Unregister
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {data?.businessId ? 'Update registration' : 'Register'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmUnregister}
        title="Unregister organization"
        message={`Unregister business ID ${businessId} from the caller-reputation provider? Its numbers may lose their registered caller name.`}
        confirmLabel="Unregister"
        destructive
        busy={reg.unregister.isPending}
        onConfirm={unregister}
        onClose={() => setConfirmUnregister(false)}
      />
    </Box>
  );
}
