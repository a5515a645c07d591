import { latency, ProviderError, seeded } from '../sandbox';
import type { RndProvider, RndTokenCheck } from './rnd';

/** The RND holds complete data from this day on; older consent dates get no answer. */
export const RND_DATA_START = '2021-01-27';
/** How long a refresh token outlives its access token. */
export const REFRESH_GRACE_DAYS = 30;
const EXPIRING = /^expiring-(\d{4}-\d{2}-\d{2})/;

/**
 * A sandbox Reassigned Numbers Database with made-up accounts. Documented inputs (case-insensitive, by prefix):
 * - token `expired…`: the access token has expired but the refresh token still works (queries renew it and go on);
 * - token `invalid…`: both tokens are refused;
 * - token `unavailable…`: the service cannot be reached (ProviderError);
 * - token `expiring-YYYY-MM-DD…`: works through that day (UTC); then the access token has expired and the refresh
 *   token still works for REFRESH_GRACE_DAYS more days, after which both are refused;
 * - any other token works.
 * Queries are seeded by the number: about one number in twenty was disconnected at some day since RND_DATA_START;
 * a number ending in 0000 was always disconnected on 2024-01-15 and one ending in 9999 never was.
 */
export function sandboxRnd(opts: { latencyScale: number; now?: () => Date }): RndProvider {
  const now = opts.now ?? (() => new Date());

  function tokenState(token: string): RndTokenCheck {
    const t = token.trim().toLowerCase();
    if (t.startsWith('unavailable')) throw new ProviderError('RND', 'The RND service could not be reached. Please try again.');
    if (t.startsWith('invalid')) return { tokenValid: false, refreshTokenValid: false };
    if (t.startsWith('expired')) return { tokenValid: false, refreshTokenValid: true };
    const expiring = EXPIRING.exec(t);
    if (expiring) {
      const end = Date.parse(`${expiring[1]}T00:00:00Z`) + 86_400_000;
      const at = now().getTime();
      return { tokenValid: at < end, refreshTokenValid: at < end + REFRESH_GRACE_DAYS * 86_400_000 };
    }
    return { tokenValid: true, refreshTokenValid: true };
  }

  function disconnectDate(digits: string): string | null {
    if (digits.endsWith('0000')) return '2024-01-15';
    if (digits.endsWith('9999')) return null;
    const rand = seeded(`rnd:${digits}`);
    if (rand() >= 0.05) return null;
    const start = Date.parse(`${RND_DATA_START}T00:00:00Z`);
    const day = start + Math.floor(rand() * (now().getTime() - start));
    return new Date(day).toISOString().slice(0, 10);
  }

  return {
    async checkToken(token) {
      await latency(opts.latencyScale, 120, 400, `rnd-token:${token}`);
      return tokenState(token);
    },

    async query(token, phone, since) {
      await latency(opts.latencyScale, 40, 160, `rnd:${phone}`);
      const state = tokenState(token);
      // An expired access token is renewed with the refresh token, as the real client does; only both refused fail.
      if (!state.tokenValid && !state.refreshTokenValid) throw new ProviderError('RND', 'The RND API token has expired or is not valid.');
      const digits = phone.replace(/\D/g, '').slice(-10);
      if (digits.length !== 10) throw new ProviderError('RND', 'The phone number must have 10 digits.');
      if (since < RND_DATA_START) return { answer: 'no_data', disconnectDate: null };
      const date = disconnectDate(digits);
      return date && date >= since ? { answer: 'yes', disconnectDate: date } : { answer: 'no', disconnectDate: null };
    },
  };
}
