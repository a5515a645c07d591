import { useMutation } from '@tanstack/react-query';
import { utilityRoutes, type CnamCheckResult, type SpamCheckResult, type UtilitySearchType } from '@trueline/contract';
import { api } from '../../lib/api';

export type Lookup = { type: 'CNAM'; result: CnamCheckResult } | { type: 'SPAM'; result: SpamCheckResult };

/** One look-up of `number` (E.164) by the chosen search type. */
export function useLookup() {
  return useMutation({
    mutationFn: async ({ type, number }: { type: UtilitySearchType; number: string }): Promise<Lookup> =>
      type === 'CNAM'
        ? { type, result: await api(utilityRoutes.cnamCheck, { query: { number } }) }
        : { type, result: await api(utilityRoutes.spamCheck, { query: { number } }) },
  });
}
