import { latency, pick, seeded } from '../sandbox';
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
        const flagged = d === T.litigator || (!isDocumentedTestNumber(d) && seeded(`tcpa:${d}`)() < LITIGATOR_RATE);
        return flagged ? { number: d, flagged, ...profileOf(d) } : { number: d, flagged };
      });
    },
  };
}

const KINDS = ['Serial TCPA plaintiff', 'TCPA class action lead plaintiff', 'Attorney of record in TCPA suits', 'Pro se TCPA litigant'];
const ACTIONS = ['Do not call', 'Do not call or text; suppress across campaigns', 'Do not call; review consent records'];

/** A flagged number's record: who it is and what to do, stable per number. */
function profileOf(number: string): { description: string; actions: string } {
  const rand = seeded(`tcpa-profile:${number}`);
  const suits = 2 + Math.floor(rand() * 40);
  return { description: `${pick(rand, KINDS)}: ${suits} federal suits since ${2012 + Math.floor(rand() * 12)}`, actions: pick(rand, ACTIONS) };
}
