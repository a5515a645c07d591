import { latency, seeded } from '../sandbox';
import { tenDigits } from '../numbers/nanp';
import { isDocumentedTestNumber, SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import type { LitigatorProvider } from './litigator';

/** Share of numbers that belong to known TCPA plaintiffs. */
export const LITIGATOR_RATE = 0.005;

/** A sandbox known-litigator database, seeded per number; SANDBOX_TEST_NUMBERS.litigator is always flagged. */
export function sandboxLitigator(opts: { latencyScale: number }): LitigatorProvider {
  return {
    async check(numbers) {
      await latency(opts.latencyScale, 50 + numbers.length * 0.01, 150 + numbers.length * 0.02, `tcpa:${numbers.length}`);
      return numbers.map((n) => {
        const d = tenDigits(n) ?? n;
        return { number: d, flagged: d === T.litigator || (!isDocumentedTestNumber(d) && seeded(`tcpa:${d}`)() < LITIGATOR_RATE) };
      });
    },
  };
}
