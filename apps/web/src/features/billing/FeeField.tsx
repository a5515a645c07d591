import { Controller, useFormState } from 'react-hook-form';
import { BILLING_ITEMS, type BillingFee } from '@trueline/contract';
import { errorAt, type BillingForm } from './billing-form';
import { AmountField } from './AmountField';

/** One fixed fee of the profile, with what one unit of it is. */
export function FeeField({ form, name, readOnly }: { form: BillingForm; name: BillingFee; readOnly: boolean }) {
  const item = BILLING_ITEMS[name];
  const { errors } = useFormState({ control: form.control, name: `fees.${name}` });
  return (
    <Controller
      control={form.control}
      name={`fees.${name}`}
      render={({ field }) => (
        <AmountField label={item.label} value={field.value ?? ''} onChange={field.onChange} readOnly={readOnly}
          error={errorAt(errors, `fees.${name}`)} helperText={item.unit} />
      )}
    />
  );
}
