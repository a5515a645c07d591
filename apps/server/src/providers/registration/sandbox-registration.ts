import crypto from 'node:crypto';
import type { RegistrationStatus } from '@trueline/contract';
import { latency, ProviderError, seeded } from '../sandbox';
import type { BusinessProfile, NumberRegistrationStatus, RegistrationProvider } from './registration';

/**
 * The sandbox caller-reputation registration service. Business IDs look like HY-<DUNS>-<time>; a business
 * whose DUNS number ends in an even digit is pending for PENDING_MS before it is registered (retrieve it
 * again to see the change), others are registered at once. Documented inputs:
 *   DUNS 000000001 → error_duns_mismatch (business ID HY-ERR-DUNS-MISMATCH)
 *   DUNS 000000002 → error_registered    (HY-ERR-REGISTERED)
 *   DUNS 000000003 → error_fraud         (HY-ERR-FRAUD)
 *   DUNS 000000004 → error_unexpected    (HY-ERR-UNEXPECTED)
 *   DUNS 000000009 and business ID HY-FAIL → the service fails
 *   number 201-555-0188 → refused (not in service); 900 and 976 numbers → refused (premium rate)
 *   number 201-555-0177 → confirmed exactly four days after submission
 * Numbers are confirmed 20 s to 3 min after submission (times the latency scale); one in twenty takes
 * one to four days, as registrations with the engines sometimes do. An active number reports since when it is
 * active (submission time plus its delay). Withdrawing numbers counts those the service held: every number but
 * the refused ones and the ones already withdrawn.
 */
export const REGISTRATION_SANDBOX = {
  errorDuns: { '000000001': 'error_duns_mismatch', '000000002': 'error_registered', '000000003': 'error_fraud', '000000004': 'error_unexpected' },
  errorIds: { 'HY-ERR-DUNS-MISMATCH': 'error_duns_mismatch', 'HY-ERR-REGISTERED': 'error_registered', 'HY-ERR-FRAUD': 'error_fraud', 'HY-ERR-UNEXPECTED': 'error_unexpected' },
  failingDuns: '000000009',
  failingId: 'HY-FAIL',
  refusedNumber: '2015550188',
  slowNumber: '2015550177',
  pendingMs: 90_000,
} as const satisfies {
  errorDuns: Record<string, RegistrationStatus>;
  errorIds: Record<string, RegistrationStatus>;
  failingDuns: string;
  failingId: string;
  refusedNumber: string;
  slowNumber: string;
  pendingMs: number;
};

/** The documented inputs as Maps: ids come from the caller, and a plain object answers `__proto__` or `constructor` too. */
const ERROR_DUNS = new Map<string, RegistrationStatus>(Object.entries(REGISTRATION_SANDBOX.errorDuns));
const ERROR_IDS = new Map<string, RegistrationStatus>(Object.entries(REGISTRATION_SANDBOX.errorIds));

const ID_PATTERN = /^HY-(\d{9})-([0-9a-z]+)$/;
const fail = () => new ProviderError('registration', 'The caller-reputation registration service is unavailable. Please try again later.');

export function sandboxRegistration(opts: { latencyScale: number; now: () => Date }): RegistrationProvider {
  // What the service remembers between calls (profiles and updates); IDs alone still answer after a restart.
  const profiles = new Map<string, { profile: BusinessProfile; submittedAt: number }>();
  const removed = new Set<string>();
  const withdrawn = new Set<string>();
  const digits = (number: string) => number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const refusal = (n: string) =>
    n === REGISTRATION_SANDBOX.refusedNumber ? 'The number is not in service.' : n.startsWith('900') || n.startsWith('976') ? 'Premium-rate numbers cannot be registered.' : null;
  const wait = (min: number, max: number) => latency(opts.latencyScale, min, max, `${min}:${opts.now().getTime()}`);

  const statusOf = (duns: string, submittedAt: number): RegistrationStatus => {
    const error = ERROR_DUNS.get(duns);
    if (error) return error;
    const even = Number(duns.slice(-1)) % 2 === 0;
    return even && opts.now().getTime() - submittedAt < REGISTRATION_SANDBOX.pendingMs ? 'pending' : 'registered';
  };

  const errorIdFor = (duns: string) =>
    [...ERROR_IDS].find(([, s]) => s === ERROR_DUNS.get(duns))?.[0] ?? null;

  return {
    async registerBusiness(profile, businessId) {
      await wait(400, 1200);
      if (profile.dunsNumber === REGISTRATION_SANDBOX.failingDuns || businessId === REGISTRATION_SANDBOX.failingId) throw fail();
      const now = opts.now().getTime();
      const id = businessId?.trim() || errorIdFor(profile.dunsNumber) || `HY-${profile.dunsNumber}-${now.toString(36)}`;
      removed.delete(id);
      profiles.set(id, { profile, submittedAt: now });
      return { businessId: id, status: statusOf(profile.dunsNumber, now), profile };
    },

    async retrieveBusiness(businessId) {
      await wait(200, 700);
      const id = businessId.trim();
      if (id === REGISTRATION_SANDBOX.failingId) throw fail();
      if (removed.has(id)) return null;
      const known = profiles.get(id);
      const fixed = ERROR_IDS.get(id);
      if (fixed) return { businessId: id, status: fixed, profile: known?.profile ?? null };
      if (known) return { businessId: id, status: statusOf(known.profile.dunsNumber, known.submittedAt), profile: known.profile };
      const parsed = ID_PATTERN.exec(id);
      if (!parsed) return null;
      return { businessId: id, status: statusOf(parsed[1]!, parseInt(parsed[2]!, 36)), profile: null };
    },

    async unregisterBusiness(businessId) {
      await wait(300, 900);
      const id = businessId.trim();
      if (id === REGISTRATION_SANDBOX.failingId) throw fail();
      const exists = !removed.has(id) && (profiles.has(id) || ERROR_IDS.has(id) || ID_PATTERN.test(id));
      if (!exists) return false;
      profiles.delete(id);
      removed.add(id);
      return true;
    },

    async submitNumbers(numbers, displayName) {
      await wait(200 + numbers.length * 0.05, 800 + numbers.length * 0.1);
      for (const n of numbers) withdrawn.delete(digits(n));
      const ticket = `RN-${crypto.createHash('sha256').update(`${displayName}:${numbers.join(',')}:${opts.now().getTime()}`).digest('hex').slice(0, 16)}`;
      return { ticket, submittedAt: opts.now() };
    },

    async numberStatuses(numbers, submittedAt) {
      await wait(150, 500);
      const elapsed = opts.now().getTime() - submittedAt.getTime();
      const out = new Map<string, NumberRegistrationStatus>();
      for (const number of numbers) {
        const n = digits(number);
        const reason = refusal(n);
        if (reason) out.set(number, { status: 'REJECTED', reason });
        else {
          const rand = seeded(`registration:${n}`);
          const slow = rand() < 0.05;
          const delay = n === REGISTRATION_SANDBOX.slowNumber ? 4 * 86_400_000 : slow ? (1 + rand() * 3) * 86_400_000 : (20 + rand() * 160) * 1000 * opts.latencyScale;
          out.set(number, elapsed >= delay ? { status: 'ACTIVE', activeSince: new Date(submittedAt.getTime() + delay) } : { status: 'PENDING' });
        }
      }
      return out;
    },

    async withdrawNumbers(numbers) {
      await wait(150 + numbers.length * 0.05, 500 + numbers.length * 0.1);
      let count = 0;
      for (const number of numbers) {
        const n = digits(number);
        if (refusal(n) || withdrawn.has(n)) continue;
        withdrawn.add(n);
        count++;
      }
      return { withdrawn: count };
    },
  };
}

