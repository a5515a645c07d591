import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Controller, type FieldPath } from 'react-hook-form';
import { adjustmentBody, BILLING_USAGE_MESSAGES, keepAmountCharacters, TEXT_MAX, type AdjustmentBody } from '@trueline/contract';
import { FormNumberField, FormSelect, FormTextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useAdjustments } from './api';
import type { BillingPeriod } from './usage-view';

/** A rate as typed: an optional minus (a credit), then digits and one decimal point. */
const keepSignedAmount = (typed: string) => (typed.trimStart().startsWith('-') ? '-' : '') + keepAmountCharacters(typed);

/** SuperAdmin adds an adjustment (spec 3 §3: period, description, units, rate) to one of the months offered. */
export function AdjustmentDialog({ open, periods, period, onClose }: { open: boolean; periods: BillingPeriod[]; period: string; onClose(): void }) {
  const notify = useSnackbar();
  const { add } = useAdjustments();
  const form = useZodForm(adjustmentBody, { defaultValues: { period, description: '', units: 1, rate: '' } satisfies AdjustmentBody });
  const close = () => {
    form.reset({ period, description: '', units: 1, rate: '' });
    onClose();
  };
  const submit = form.handleSubmit((body) => add.mutate(body, {
    onSuccess: () => {
      notify(BILLING_USAGE_MESSAGES.adjustmentAdded, 'success');
      close();
    },
    onError: (err) => {
      if (err instanceof ApiError) for (const e of err.errors) form.setError(e.path as FieldPath<AdjustmentBody>, { type: 'server', message: e.message });
      notify(errorMessage(err), 'error');
    },
  }));
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="adjustment-title">
      <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <DialogTitle id="adjustment-title">{BILLING_USAGE_MESSAGES.addAdjustment}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormSelect control={form.control} name="period" label="Period" options={periods.map((p) => ({ value: p.period, label: p.label }))} />
            <FormTextField control={form.control} name="description" label="Description" maxLength={TEXT_MAX.name} autoFocus />
            <FormNumberField control={form.control} name="units" label="Units" />
            <Controller control={form.control} name="rate" render={({ field, fieldState }) => (
              <TextField
                label="Rate"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(keepSignedAmount(e.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Dollars per unit; a negative rate is a credit'}
                slotProps={{ input: { startAdornment: <span aria-hidden>$&nbsp;</span> }, htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              />
            )} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>Add</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
