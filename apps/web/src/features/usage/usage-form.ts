import { z } from 'zod';
import { INTERACTION_TEXTS, tenDigitPhone, type UsageSearchRequest } from '@trueline/contract';
import type { PeriodRange } from '../../components/period';

const phone = z.string().trim().refine((v) => !v || tenDigitPhone(v) !== null, INTERACTION_TEXTS.phoneInvalid);

/** The typed filters of a usage report (campaigns, time zone and period are chosen beside them). */
export const usageForm = z.object({ to: phone, from: phone });
export type UsageForm = z.infer<typeof usageForm>;
export const EMPTY_USAGE_FORM: UsageForm = { to: '', from: '' };

export type UsageFilters = Omit<UsageSearchRequest, 'page' | 'size' | 'sortBy' | 'sortOrder'>;

/** The search the filters ask for (paging and sort are added by the table). */
export function usageFilters(form: UsageForm, ctx: { range: PeriodRange; campaignIds: string[]; zone: string }): UsageFilters {
  const digits = (v: string) => (v ? tenDigitPhone(v) ?? undefined : undefined);
  return { ...ctx.range, campaignId: ctx.campaignIds, to: digits(form.to), from: digits(form.from), timezone: ctx.zone };
}
