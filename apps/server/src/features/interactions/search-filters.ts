import type { InteractionDownload } from '@trueline/contract';
import { containsPattern, type InteractionFilters } from './interactions.repo';

/** The filters of a call search or download as the repository reads them (the contract has normalised phones and states). */
export function searchFilters(q: Omit<InteractionDownload, 'page' | 'size'>): InteractionFilters {
  return {
    from: new Date(q.earliest),
    to: new Date(q.latest),
    workflowIds: q.workflowId,
    toPhone: q.to,
    fromPhone: q.from,
    states: q.states,
    results: q.results,
    reasonPattern: q.reasonFilter ? containsPattern(q.reasonFilter) : undefined,
    includeTest: q.includeTestData,
  };
}

/** Whether the rollups can count these filters: no phone, and states or a reason but not both (each is its own dimension). */
export const rollupsCanCount = (f: InteractionFilters) => !f.toPhone && !f.fromPhone && !(f.states.length > 0 && f.reasonPattern);
