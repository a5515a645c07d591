import { useFieldArray, useFormState, Controller } from 'react-hook-form';
import { Button, Grid, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormSelect, FormTextField } from '../../components/form/fields';
import { errorAt, type BillingForm } from './billing-form';
import { useCommissionAgents } from './api';

/** The commissions paid on the account, each to an agent of the platform's list (SuperAdmin only). */
export function CommissionsEditor({ form }: { form: BillingForm }) {
  const agents = useCommissionAgents(true);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'commissions' });
  const { errors } = useFormState({ control: form.control, name: 'commissions' });
  const options = (agents.data ?? []).map((a) => ({ value: a.id, label: a.accountingName }));
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} component="section" aria-label="Commissions">
      <Stack direction="row" alignItems="center">
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>Commissions</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ commissionAgentId: '', rate: 0, payableTo: '', note: '', expiration: null })}>
          Add commission
        </Button>
      </Stack>
      {fields.length === 0 ? <Typography variant="body2" color="text.secondary">No commissions</Typography> : null}
      {fields.map((f, i) => (
        <Grid container spacing={1.5} key={f.id} role="group" aria-label={`Commission ${i + 1}`} alignItems="flex-start">
          <Grid size={{ xs: 12, md: 3 }}>
            <FormSelect control={form.control} name={`commissions.${i}.commissionAgentId`} label="Commission agent" options={options} loading={agents.isLoading} />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <Controller control={form.control} name={`commissions.${i}.rate`} render={({ field }) => (
              <TextField label="Rate (%)" value={Number.isNaN(field.value) ? '' : field.value} inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))} type="number"
                error={Boolean(errorAt(errors, `commissions.${i}.rate`))} helperText={errorAt(errors, `commissions.${i}.rate`)}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }} />
            )} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Controller control={form.control} name={`commissions.${i}.expiration`} render={({ field }) => (
              <TextField label="Expiration" type="date" value={field.value ?? ''} inputRef={field.ref} onChange={(e) => field.onChange(e.target.value || null)}
                error={Boolean(errorAt(errors, `commissions.${i}.expiration`))} helperText={errorAt(errors, `commissions.${i}.expiration`)}
                slotProps={{ inputLabel: { shrink: true } }} />
            )} />
          </Grid>
          <Grid size={{ xs: 12, md: 2.5 }}><FormTextField control={form.control} name={`commissions.${i}.payableTo`} label="Payable to" maxLength={255} /></Grid>
          <Grid size={{ xs: 10, md: 2.5 }}><FormTextField control={form.control} name={`commissions.${i}.note`} label="Note" maxLength={5000} /></Grid>
          <Grid size={{ xs: 2, md: 0.5 }}>
            <Tooltip title="Remove commission">
              <IconButton aria-label={`Remove commission ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}><DeleteOutlineIcon fontSize="small" /></IconButton>
            </Tooltip>
          </Grid>
        </Grid>
      ))}
    </Stack>
  );
}
