import { useWatch } from 'react-hook-form';
import { Grid, Paper, Typography } from '@mui/material';
import { BILLING_TERMS, BILLING_TERMS_LABELS, TAX_EXEMPT_REASONS, TAX_EXEMPT_REASON_LABELS } from '@trueline/contract';
import { FormSelect, FormTextField, SwitchField } from '../../components/form/fields';
import type { BillingForm } from './billing-form';
import { CommissionsEditor } from './CommissionsEditor';

const termOptions = BILLING_TERMS.map((t) => ({ value: t, label: BILLING_TERMS_LABELS[t] }));
const reasonOptions = TAX_EXEMPT_REASONS.map((r) => ({ value: r, label: TAX_EXEMPT_REASON_LABELS[r] }));

/** Contact, terms, flags and commissions: SuperAdmin's part of the profile (spec 3 §6). */
export function AccountSection({ form }: { form: BillingForm }) {
  const taxExempt = useWatch({ control: form.control, name: 'isTaxExempt' });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Account">
      <Typography variant="subtitle1" sx={{ mb: 1.5 }}>Account</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}><FormTextField control={form.control} name="accountingName" label="Accounting name" maxLength={255} /></Grid>
        <Grid size={{ xs: 12, md: 4 }}><FormTextField control={form.control} name="accountingEmail" label="Accounting email" maxLength={254} /></Grid>
        <Grid size={{ xs: 12, md: 4 }}><FormSelect control={form.control} name="terms" label="Terms" options={termOptions} /></Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}><SwitchField control={form.control} name="active" label="Active" /></Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}><SwitchField control={form.control} name="isTaxExempt" label="Tax exempt" /></Grid>
        {taxExempt ? (
          <Grid size={{ xs: 12, sm: 4, md: 4 }}><FormSelect control={form.control} name="taxExemptReason" label="Tax exempt reason" options={reasonOptions} /></Grid>
        ) : null}
      </Grid>
      <CommissionsEditor form={form} />
    </Paper>
  );
}
