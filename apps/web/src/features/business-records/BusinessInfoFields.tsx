import { Grid, TextField, Typography } from '@mui/material';
import { BUSINESS_RECORD_STATUSES, CALL_CATEGORIES, STATES } from '@trueline/contract';
import { readOnlyFieldSx, readOnlySlotProps } from '../../components/read-only';
import { FormNumberField, FormPhoneField, FormSelect, FormTextField } from '../../components/form/fields';
import { BrandedProfilePicker } from './BrandedProfilePicker';
import { CnamList } from './CnamList';
import { RECORD_STATUS_LABELS } from './format';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: `${s.stateName} (${s.code})` }));
const STATUS_OPTIONS = BUSINESS_RECORD_STATUSES.map((s) => ({ value: s, label: RECORD_STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = CALL_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The 'Business info' tab: the business, its address and status, the primary contact, branded calling and approved CNAMs. */
export function BusinessInfoFields({ ws, recordId, readOnly }: { ws: string; recordId: string | null; readOnly: boolean }) {
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container spacing={2}>
      {recordId ? (
        <Grid size={12}>
          <TextField label="Record ID" value={recordId} sx={readOnlyFieldSx} slotProps={readOnlySlotProps(true)} />
        </Grid>
      ) : null}
      <Grid size={12}><FormTextField name="legalName" label="Legal name" readOnly={readOnly} maxLength={200} /></Grid>
      <Grid size={half}><FormTextField name="ein" label="EIN" readOnly={readOnly} placeholder="12-3456789" maxLength={10} /></Grid>
      <Grid size={half}><FormSelect name="resourceStatus" label="Status" disabled={readOnly} inPanel options={STATUS_OPTIONS} /></Grid>
      <Grid size={12}><FormTextField name="website" label="Website" readOnly={readOnly} placeholder="example.com" maxLength={253} /></Grid>
      <Grid size={12}><FormPhoneField name="phone" label="Corporate phone" readOnly={readOnly} /></Grid>
      <Grid size={12}><FormTextField name="address.address1" label="Address line 1" readOnly={readOnly} maxLength={200} /></Grid>
      <Grid size={12}><FormTextField name="address.address2" label="Address line 2" readOnly={readOnly} maxLength={200} /></Grid>
      <Grid size={half}><FormTextField name="address.city" label="City" readOnly={readOnly} maxLength={100} /></Grid>
      <Grid size={{ xs: 7, sm: 3 }}><FormSelect name="address.state" label="State" disabled={readOnly} inPanel options={STATE_OPTIONS} /></Grid>
      <Grid size={{ xs: 5, sm: 3 }}><FormTextField name="address.zip" label="Zip" readOnly={readOnly} maxLength={10} /></Grid>
      <Grid size={half}><FormSelect name="callCategory" label="Call category" disabled={readOnly} inPanel options={CATEGORY_OPTIONS} /></Grid>
      <Grid size={half}><FormNumberField name="callsPerMonth" label="Calls per month" readOnly={readOnly} /></Grid>

      <Grid size={12}><Typography variant="h3" component="h3" sx={{ mt: 1 }}>Primary contact</Typography></Grid>
      <Grid size={half}><FormTextField name="contact.firstName" label="First name" readOnly={readOnly} maxLength={100} /></Grid>
      <Grid size={half}><FormTextField name="contact.lastName" label="Last name" readOnly={readOnly} maxLength={100} /></Grid>
      <Grid size={12}><FormTextField name="contact.title" label="Title" readOnly={readOnly} maxLength={100} /></Grid>
      <Grid size={12}><FormTextField name="contact.email" label="Email" readOnly={readOnly} maxLength={200} /></Grid>
      <Grid size={12}><FormPhoneField name="contact.phone" label="Contact phone" readOnly={readOnly} /></Grid>

      <Grid size={12}><Typography variant="h3" component="h3" sx={{ mt: 1 }}>Branded calling</Typography></Grid>
      <Grid size={12}><BrandedProfilePicker ws={ws} readOnly={readOnly} /></Grid>

      <Grid size={12}><CnamList readOnly={readOnly} /></Grid>
    </Grid>
  );
}
