import { useEffect, useState } from 'react';
import { get, useFormState, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Alert, Box, Button, Grid, LinearProgress, Stack, Tab, Typography } from '@mui/material';
import { BILLING_MESSAGES, BILLING_PROFILE_TABS, CAMPAIGN_BILLING_MODES, CAMPAIGN_BILLING_MODE_LABELS, type BillingProfile } from '@trueline/contract';
import { PageHeader } from '../../components/PageHeader';
import { ScrollableTabs } from '../../components/ScrollableTabs';
import { FormSelect } from '../../components/form/fields';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useUser } from '../../lib/session';
import { useSnackbar } from '../../lib/snackbar';
import { useBillingProfile, useSaveBillingProfile } from './api';
import { AccountSection } from './AccountSection';
import { FeeField } from './FeeField';
import { RateStructureEditor } from './RateStructureEditor';
import { tabPaths, toFormValues, useBillingForm, type BillingValues } from './billing-form';

const modeOptions = CAMPAIGN_BILLING_MODES.map((m) => ({ value: m, label: CAMPAIGN_BILLING_MODE_LABELS[m] }));
const TAB_PATHS = BILLING_PROFILE_TABS.map((t) => tabPaths(t.fees, t.rates));
const firstTabWithError = (errors: FieldErrors): number => TAB_PATHS.findIndex((paths) => paths.some((p) => get(errors, p)));

/** /billing-profile (spec 3 §2.15): the organisation's fees and rate tiers in five tabs; SuperAdmin edits, everyone else reads. */
export function BillingProfilePage() {
  const profile = useBillingProfile();
  return (
    <>
      {profile.isPending ? <LinearProgress aria-label="Loading billing profile" /> : null}
      {profile.isError ? <><PageHeader title="Billing profile" /><Alert severity="error">{errorMessage(profile.error)}</Alert></> : null}
      {profile.data ? <BillingProfileForm profile={profile.data} /> : null}
    </>
  );
}

function BillingProfileForm({ profile }: { profile: BillingProfile }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const readOnly = !superAdmin;
  const notify = useSnackbar();
  const save = useSaveBillingProfile();
  const [tab, setTab] = useState(0);
  const form = useBillingForm(profile);
  const { errors, isDirty } = useFormState({ control: form.control });
  useEffect(() => form.reset(toFormValues(profile)), [profile, form]);

  const submit = form.handleSubmit(
    (values) => save.mutate(values, {
      onSuccess: () => notify(BILLING_MESSAGES.saved, 'success'),
      onError: (err) => {
        // The server names the exact input ('rates.calls.tiers.1.max'): each message goes on it.
        if (err instanceof ApiError) for (const e of err.errors) form.setError(e.path as FieldPath<BillingValues>, { type: 'server', message: e.message });
        const t = firstTabWithError(form.formState.errors);
        if (t >= 0) setTab(t);
        notify(`${BILLING_MESSAGES.saveFailedPrefix}${errorMessage(err)}`, 'error');
      },
    }),
    (invalid) => {
      const t = firstTabWithError(invalid);
      if (t >= 0) setTab(t);
    },
  );

  const current = BILLING_PROFILE_TABS[tab]!;
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <PageHeader title="Billing profile">
        {superAdmin ? (
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button disabled={!isDirty || save.isPending} onClick={() => form.reset(toFormValues(profile))}>Discard changes</Button>
            <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>Save</Button>
          </Stack>
        ) : null}
      </PageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {readOnly ? 'Your fees and rates as agreed with Trueline. ' : ''}
        {profile.updated ? `Last saved ${formatDateTime(profile.updated)}.` : 'Not priced yet: every fee and rate is zero.'}
      </Typography>
      {superAdmin ? <AccountSection form={form} /> : null}
      <ScrollableTabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Billing profile sections" sx={{ mb: 2 }}>
        {BILLING_PROFILE_TABS.map((t, i) => {
          const hasError = TAB_PATHS[i]!.some((p) => get(errors, p));
          return <Tab key={t.label} label={t.label} sx={hasError ? { color: 'error.main' } : undefined} aria-invalid={hasError || undefined} />;
        })}
      </ScrollableTabs>
      <Box role="tabpanel" aria-label={current.label}>
        {current.fees.length > 0 || (superAdmin && tab === 0) ? (
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {current.fees.map((f) => (
              <Grid key={f} size={{ xs: 12, sm: 6, md: 3 }}><FeeField form={form} name={f} readOnly={readOnly} /></Grid>
            ))}
            {superAdmin && tab === 0 ? (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormSelect control={form.control} name="campaignBillingMode" label="Campaign billing mode" options={modeOptions} helperText="How the campaign fee is counted" />
              </Grid>
            ) : null}
          </Grid>
        ) : null}
        <Grid container spacing={2}>
          {current.rates.map((r) => (
            <Grid key={r} size={{ xs: 12, md: 6 }}><RateStructureEditor form={form} name={r} readOnly={readOnly} /></Grid>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
