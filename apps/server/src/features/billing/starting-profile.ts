import { BILLING_FEES, RATE_STRUCTURES, TIER_MAX, type BillingFee, type RateStructure, type RateStructureName } from '@trueline/contract';
import type { StoredBillingProfile } from './billing.tables';

/** One tier from the first unit to Max at this rate. */
export const flatRate = (rate: string): RateStructure => ({ tiers: [{ min: 1, max: TIER_MAX, rate }], minimum: null });

/**
 * The profile of an organisation nobody has priced yet: active, Net 30, every fee and rate zero. Its usage is still
 * recorded, so that a SuperAdmin who sets the prices later sees the month re-rated.
 */
export function startingProfile(): StoredBillingProfile {
  return {
    accountingName: '',
    accountingEmail: '',
    terms: 'NET_30',
    active: true,
    isTaxExempt: false,
    taxExemptReason: null,
    commissions: [],
    campaignBillingMode: 'CAMPAIGN',
    fees: Object.fromEntries(BILLING_FEES.map((f) => [f, '0'])) as Record<BillingFee, string>,
    rates: Object.fromEntries(RATE_STRUCTURES.map((r) => [r, flatRate('0')])) as Record<RateStructureName, RateStructure>,
  };
}
