import { get, type FieldError, type FieldErrors } from 'react-hook-form';
import { BILLING_FEES, RATE_STRUCTURES, updateBillingProfileBody, type BillingProfile, type UpdateBillingProfileBody } from '@trueline/contract';
import { useZodForm } from '../../components/form/use-zod-form';

/** The profile's form, validated by the contract's schema as the user types. */
export const useBillingForm = (profile: BillingProfile) => useZodForm(updateBillingProfileBody, { defaultValues: toFormValues(profile), mode: 'onChange' });
export type BillingForm = ReturnType<typeof useBillingForm>;
export type BillingValues = UpdateBillingProfileBody;

/** The message of the error at a dotted path of the form ('rates.calls.tiers.1.max'), if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => (get(errors, path) as FieldError | undefined)?.message;

/**
 * The form's values from the profile as read. Fields a reader other than SuperAdmin is not shown (contact, terms,
 * flags, commissions, billing mode) are absent from the answer; the form holds neutral values for them, never saved.
 */
export function toFormValues(p: BillingProfile): UpdateBillingProfileBody {
  return {
    accountingName: p.accountingName ?? '',
    accountingEmail: p.accountingEmail ?? '',
    terms: p.terms ?? 'NET_30',
    active: p.active ?? true,
    isTaxExempt: p.isTaxExempt ?? false,
    taxExemptReason: p.taxExemptReason ?? null,
    commissions: p.commissions ?? [],
    campaignBillingMode: p.campaignBillingMode ?? 'CAMPAIGN',
    fees: Object.fromEntries(BILLING_FEES.map((f) => [f, p.fees[f] ?? '0'])) as UpdateBillingProfileBody['fees'],
    rates: Object.fromEntries(RATE_STRUCTURES.map((r) => [r, p.rates[r] ?? { tiers: [], minimum: null }])) as UpdateBillingProfileBody['rates'],
  };
}

/** The form paths of a tab's fields, to mark the tab that holds an error. */
export const tabPaths = (fees: readonly string[], rates: readonly string[]): string[] => [...fees.map((f) => `fees.${f}`), ...rates.map((r) => `rates.${r}`)];
