import { latency, ProviderError, seeded } from '../sandbox';
import { tenDigits } from '../numbers/nanp';
import { SANDBOX_TEST_NUMBERS as T } from '../numbers/sandbox-test-numbers';
import type { LeadVerificationProvider, TokenCheck } from './lead-verification';

/**
 * Sandbox TrustedForm and Jornaya LeadiD, seeded per token. Documented inputs:
 * - TrustedForm: no token → "No certificate provided"; a token that is not a certificate URL or 40-hex id → "Invalid
 *   certificate URL"; an id ending in 0000 → "Certificate expired", in ffff → "Certificate not found"; about 6% of other
 *   certificates have expired and 2% are not found. API key `invalid` → the service refuses (ProviderError).
 * - LeadiD: no token → "No LeadiD token provided"; not 36 characters (8-4-4-4-12 hex) → "Malformed token"; a token
 *   ending in 000000000000 → "Token expired", in ffffffffffff → "Token not found"; about 5% of others have expired and
 *   2% are not found. Account `invalid` → ProviderError.
 * - SANDBOX_TEST_NUMBERS.tokenError fails both ("Certificate expired", "Token expired") whatever the token.
 */
const CERT = /^(?:https:\/\/cert\.trustedform\.com\/)?([0-9a-f]{40})$/i;
const LEADID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ok = (number: string): TokenCheck => ({ number, valid: true, reason: null });
const bad = (number: string, reason: string): TokenCheck => ({ number, valid: false, reason });

export function sandboxLeadVerification(opts: { latencyScale: number }): LeadVerificationProvider {
  return {
    async trustedForm(items, apiKey) {
      await latency(opts.latencyScale, 80 + items.length * 0.02, 250 + items.length * 0.04, `tf:${items.length}`);
      if (apiKey.trim().toLowerCase() === 'invalid') throw new ProviderError('TrustedForm', 'The TrustedForm API key is not valid.');
      return items.map(({ number, token }) => {
        const d = tenDigits(number) ?? number;
        const t = token?.trim();
        if (!t) return bad(d, 'No certificate provided');
        const id = CERT.exec(t)?.[1]?.toLowerCase();
        if (!id) return bad(d, 'Invalid certificate URL');
        if (d === T.tokenError || id.endsWith('0000')) return bad(d, 'Certificate expired');
        if (id.endsWith('ffff')) return bad(d, 'Certificate not found');
        const r = seeded(`tf:${id}`)();
        return r < 0.06 ? bad(d, 'Certificate expired') : r < 0.08 ? bad(d, 'Certificate not found') : ok(d);
      });
    },

    async leadId(items, accountId) {
      await latency(opts.latencyScale, 80 + items.length * 0.02, 250 + items.length * 0.04, `lid:${items.length}`);
      if (accountId.trim().toLowerCase() === 'invalid') throw new ProviderError('LeadiD', 'The LeadiD account is not valid.');
      return items.map(({ number, token }) => {
        const d = tenDigits(number) ?? number;
        const t = token?.trim();
        if (!t) return bad(d, 'No LeadiD token provided');
        if (t.length !== 36 || !LEADID.test(t)) return bad(d, 'Malformed token');
        const id = t.toLowerCase();
        if (d === T.tokenError || id.endsWith('000000000000')) return bad(d, 'Token expired');
        if (id.endsWith('ffffffffffff')) return bad(d, 'Token not found');
        const r = seeded(`lid:${id}`)();
        return r < 0.05 ? bad(d, 'Token expired') : r < 0.07 ? bad(d, 'Token not found') : ok(d);
      });
    },
  };
}
