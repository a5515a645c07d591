import { latency, seeded } from '../sandbox';
import { stateOfAreaCode } from '../numbers/area-code-data';
import { tenDigits } from '../numbers/nanp';
import { isDocumentedTestNumber, SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import type { DncProvider, FederalDncResult, StateDncResult } from './dnc';

/** The states that keep their own do-not-call list (domain: State DNC lists). */
export const STATE_DNC_STATES = ['CO', 'FL', 'IN', 'LA', 'MA', 'MO', 'OK', 'PA', 'TN', 'TX', 'WY'] as const;
/** Share of numbers on the national registry, and of numbers in a list state on that state's list. */
export const FEDERAL_DNC_RATE = 0.08;
export const STATE_DNC_RATE = 0.02;

/**
 * A sandbox national DNC registry and state lists, seeded per number. A SAN without full coverage covers only its area
 * codes: any other number is blocked NOT_COVERED (it may not be called). SANDBOX_TEST_NUMBERS.federalDnc is always
 * registered and .stateDnc always on the Texas list; .clean never is.
 */
export function sandboxDnc(opts: { latencyScale: number }): DncProvider {
  const federalListed = (d: string) => d === T.federalDnc || (!isDocumentedTestNumber(d) && seeded(`dnc:${d}`)() < FEDERAL_DNC_RATE);

  return {
    async federal(numbers, san) {
      await latency(opts.latencyScale, 60 + numbers.length * 0.01, 180 + numbers.length * 0.02, `dnc:${numbers.length}`);
      const covered = new Set(san.areaCodes);
      return numbers.map((n): FederalDncResult => {
        const d = tenDigits(n) ?? n;
        const sanCoverage = san.fullCoverage || covered.has(d.slice(0, 3));
        if (!sanCoverage) return { number: d, blocked: true, sanCoverage, reason: 'NOT_COVERED' };
        return federalListed(d) ? { number: d, blocked: true, sanCoverage, reason: 'REGISTERED' } : { number: d, blocked: false, sanCoverage, reason: null };
      });
    },

    async state(leads) {
      await latency(opts.latencyScale, 40 + leads.length * 0.01, 120 + leads.length * 0.02, `sdnc:${leads.length}`);
      return leads.map((l): StateDncResult => {
        const d = tenDigits(l.number) ?? l.number;
        const state = (l.state?.trim().toUpperCase() || stateOfAreaCode(d.slice(0, 3))) ?? null;
        const hasList = !!state && (STATE_DNC_STATES as readonly string[]).includes(state);
        const listed = hasList && (d === T.stateDnc || (!isDocumentedTestNumber(d) && seeded(`sdnc:${state}:${d}`)() < STATE_DNC_RATE));
        return { number: d, blocked: listed, state: listed ? state : null };
      });
    },
  };
}
