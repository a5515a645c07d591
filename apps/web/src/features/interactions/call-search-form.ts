import { z } from 'zod';
import { INTERACTION_TEXTS, parseStates, tenDigitPhone, type InteractionResult, type InteractionSearchRequest } from '@trueline/contract';
import type { PeriodRange } from '../../components/period';

export const RESULT_CHOICES = ['All', 'Rejected', 'Accepted'] as const;

const phone = z.string().trim().refine((v) => !v || tenDigitPhone(v) !== null, INTERACTION_TEXTS.phoneInvalid);

/** The typed filters of call search (workflows, time zone and period are chosen beside them). */
export const callSearchForm = z.object({
  to: phone,
  from: phone,
  states: z.string().max(300),
  result: z.enum(RESULT_CHOICES),
  reasonFilter: z.string().trim().max(200),
  includeTestData: z.boolean(),
});
export type CallSearchForm = z.infer<typeof callSearchForm>;
export const EMPTY_CALL_SEARCH: CallSearchForm = { to: '', from: '', states: '', result: 'All', reasonFilter: '', includeTestData: false };

/** States as the field shows them once typed: upper-cased, trimmed, comma-separated. */
export const tidyStates = (typed: string) => parseStates(typed).join(',');

/** The search the filters ask for (paging and sort are added by the table). */
export function searchRequest(form: CallSearchForm, ctx: { range: PeriodRange; workflowIds: string[]; zone: string }): Omit<InteractionSearchRequest, 'page' | 'size' | 'sortBy' | 'sortOrder'> {
  const digits = (v: string) => (v ? tenDigitPhone(v) ?? undefined : undefined);
  return {
    ...ctx.range,
    workflowId: ctx.workflowIds,
    to: digits(form.to),
    from: digits(form.from),
    states: parseStates(form.states),
    results: form.result === 'All' ? [] : [form.result as InteractionResult],
    reasonFilter: form.reasonFilter.trim() || undefined,
    includeTestData: form.includeTestData,
    timezone: ctx.zone,
  };
}
