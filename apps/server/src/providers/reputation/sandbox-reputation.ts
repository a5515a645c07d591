import { CNAM_MAX_LENGTH, isSpamAlert, spamFlags, TOLL_FREE_CODES, type RiskLevel, type SpamResult, type ValidationResult } from '@trueline/contract';
import { latency, pick, ProviderError, seeded } from '../sandbox';
import { placeOf } from './area-codes';
import type { CnamReport, CnamType, FtcReport, LineReport, NumberReputation, ReputationContext, ReputationProvider, ScanOutcome, SpamReport } from './reputation';

/**
 * The sandbox reputation service: every answer is seeded by the number, so the same number gets the same
 * scores in the same week. Most numbers are clean, about one in ten is borderline and a few percent are HIGH;
 * scores drift week to week, some numbers degrade over a twelve-week cycle, and heavy calling (over ~75 calls
 * a day) raises risk. A registered caller name shows only once the registration is active, 24 to 72 hours later
 * (seeded by the number); one number in eight lags two to six weeks, a CNAM error until it catches up.
 * Documented numbers:
 *   201-555-0199  every look-up fails (the service times out)
 *   201-555-0166  always HIGH risk, flagged by every engine, with FTC complaints; shows NOT AVAILABLE, a CNAM error
 *                 as soon as its registration is active
 *   201-555-0100  always clean, shows its registered name as soon as its registration is active
 */
export const REPUTATION_SANDBOX = { failing: '2015550199', alwaysHigh: '2015550166', alwaysClean: '2015550100' } as const;

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** After this long, a registered name a CNAM database still does not show is an error (domain: 24-72 h). */
export const CNAM_PROPAGATION_WINDOW_MS = 72 * HOUR_MS;
const BUSINESS_NAMES = ['ACME SUPPLY', 'BLUE RIVER INS', 'SUMMIT DENTAL', 'METRO AUTO', 'NORTHSTAR BANK', 'CITY HEALTH', 'PRIME SOLAR', 'OAK LAW GROUP', 'HARBOR FREIGHT', 'PIONEER CU', 'VISTA REALTY', 'APEX ROOFING'];
const LAST_NAMES = ['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'GARCIA', 'MILLER', 'DAVIS', 'MARTINEZ', 'LOPEZ', 'WILSON', 'NGUYEN', 'PATEL'];
const FIRST_NAMES = ['JAMES', 'MARY', 'ROBERT', 'LINDA', 'MICHAEL', 'MARIA', 'DAVID', 'SUSAN', 'CARLOS', 'ANNA', 'WEI', 'PRIYA'];
const CARRIERS: Record<ValidationResult['line_type'], string[]> = {
  FixedVOIP: ['Bandwidth.com', 'Lumen', 'Peerless Network', 'Onvoy (Inteliquent)', 'Level 3'],
  NonFixedVOIP: ['Twilio', 'Telnyx', 'Google Voice', 'Vonage'],
  Landline: ['AT&T', 'Verizon', 'Frontier', 'Windstream', 'Comcast', 'Bell Canada'],
  Mobile: ['Verizon Wireless', 'AT&T Mobility', 'T-Mobile USA', 'Rogers', 'Telus'],
  TollFree: ['Somos RespOrg', 'Bandwidth.com', 'Twilio'],
  Premium: ['AT&T'],
  Voicemail: ['Google Voice'],
  Other: ['Unknown'],
};

const clamp = (v: number, lo = 0, hi = 100) => Math.max(lo, Math.min(hi, v));

/** Ten digits from 10-digit or +1 E.164 input. */
function tenDigits(number: string): string {
  const d = number.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** How bad a number looks to the engines this week, 0 (clean) to 1. */
function badness(n: string, ctx: ReputationContext): number {
  if (n === REPUTATION_SANDBOX.alwaysHigh) return 0.95;
  if (n === REPUTATION_SANDBOX.alwaysClean) return 0.02;
  const rand = seeded(`reputation:${n}`);
  const r = rand();
  const base = r < 0.82 ? rand() * 0.25 : r < 0.95 ? 0.3 + rand() * 0.3 : 0.68 + rand() * 0.32;
  const week = Math.floor((ctx.asOf ?? new Date()).getTime() / WEEK_MS);
  const wobble = (seeded(`reputation:${n}:w${week}`)() - 0.5) * 0.14;
  // One number in twelve degrades steadily for twelve weeks, then is remediated and starts over.
  const degrading = rand() < 0.08 ? ((week + Math.floor(rand() * 12)) % 12) * 0.045 : 0;
  const calls = ctx.callsPerDay ?? 0;
  const usage = calls > 75 ? Math.min(0.5, (calls - 75) / 300) : 0;
  return clamp(base + wobble + degrading + usage, 0, 1);
}

function spamOf(n: string, ctx: ReputationContext): SpamReport {
  const b = badness(n, ctx);
  const jitter = seeded(`reputation:${n}:jitter`);
  const trueSpam = Math.round(clamp(b * 100 + (jitter() - 0.5) * 10));
  const match = b > 0.15 || jitter() < 0.25;
  const nomo = b >= 0.75 || (b >= 0.6 && jitter() < 0.3) ? 1 : 0;
  const rating = Math.round(clamp(b * 95 + (jitter() - 0.5) * 12));
  const iceLevel: RiskLevel = rating >= 75 ? 'HIGH' : rating >= 60 ? 'MEDIUM' : 'LOW';
  const recommendation = b >= 0.72 ? 'BLOCK' : b >= 0.5 ? 'CAUTION' : 'PASS';
  const engines: Omit<SpamResult, 'riskLevel'> = {
    trueSpam: { spam_score: trueSpam, spam_score_match: match },
    nomoRobo: { score: nomo },
    icehookScout: { risk_rating: rating, risk_level: iceLevel },
    cleanCall: { recommendation },
  };
  const flagged = Object.values(spamFlags({ ...engines, riskLevel: 'LOW' })).some(Boolean);
  const riskLevel: RiskLevel = b >= 0.7 ? 'HIGH' : flagged ? 'MEDIUM' : 'LOW';
  const average = Math.round((trueSpam + rating) / 2);
  const result: SpamResult = { riskLevel, ...engines };
  return { number: n, ...result, spamScore: riskLevel === 'HIGH' ? Math.max(75, average) : average, alert: isSpamAlert(result) };
}

const cnamCut = (name: string) => name.toUpperCase().replace(/[^A-Z0-9 &.,'-]/g, '').slice(0, CNAM_MAX_LENGTH).trim();

/** How long after its registration is active a number's new name reaches the CNAM databases: 24-72 h, one in eight 2-6 weeks. */
export function cnamPropagationMs(n: string): number {
  if (n === REPUTATION_SANDBOX.alwaysClean) return 0;
  const rand = seeded(`cnam-propagation:${n}`);
  return rand() < 0.125 ? (14 + rand() * 28) * DAY_MS : (24 + rand() * 48) * HOUR_MS;
}

function cnamOf(n: string, ctx: ReputationContext): CnamReport {
  const rand = seeded(`cnam:${n}`);
  const areaCode = n.slice(0, 3);
  const tollFree = (TOLL_FREE_CODES as readonly string[]).includes(areaCode);
  const place = placeOf(areaCode);
  const fallback = rand() < 0.6 && place ? place : 'NOT AVAILABLE';
  const r = rand();
  // The listing the number had before any registration: what a dip shows until a registered name propagates.
  let type: CnamType = tollFree || r < 0.55 ? 'BUSINESS' : r < 0.9 ? 'CONSUMER' : 'UNKNOWN';
  let name = type === 'BUSINESS' ? pick(rand, BUSINESS_NAMES) : type === 'CONSUMER' ? cnamCut(`${pick(rand, LAST_NAMES)} ${pick(rand, FIRST_NAMES)}`) : fallback;
  const expected = ctx.registeredName ? cnamCut(ctx.registeredName) : null;
  const activeFor = expected && ctx.registeredAt ? (ctx.asOf ?? new Date()).getTime() - ctx.registeredAt.getTime() : null;
  let invalid = false;
  if (n === REPUTATION_SANDBOX.alwaysHigh) {
    name = 'NOT AVAILABLE';
    type = 'UNKNOWN';
    invalid = activeFor !== null;
  } else if (expected && activeFor !== null) {
    if (activeFor >= cnamPropagationMs(n)) {
      name = expected;
      type = 'BUSINESS';
    } else invalid = activeFor >= CNAM_PROPAGATION_WINDOW_MS;
  }
  const secondaryName = rand() < 0.8 ? name : name === fallback ? 'NOT AVAILABLE' : fallback;
  return { number: n, name, type, secondaryName, invalid };
}

function ftcOf(n: string, ctx: ReputationContext): FtcReport {
  const b = badness(n, ctx);
  const rand = seeded(`ftc:${n}`);
  const count = b >= 0.6 ? 1 + Math.floor(rand() * 15) : rand() < 0.03 ? 1 + Math.floor(rand() * 2) : 0;
  const asOf = (ctx.asOf ?? new Date()).getTime();
  const lastComplaint = count > 0 ? new Date(asOf - Math.floor(rand() * 90) * 86_400_000).toISOString().slice(0, 10) : null;
  return { number: n, count, lastComplaint };
}

function lineOf(n: string): LineReport {
  const rand = seeded(`line:${n}`);
  const areaCode = n.slice(0, 3);
  if ((TOLL_FREE_CODES as readonly string[]).includes(areaCode)) {
    return { number: n, line_type: 'TollFree', carrier: pick(rand, CARRIERS.TollFree), activity_score: 60 + Math.floor(rand() * 41), is_valid: true };
  }
  if (areaCode === '900') return { number: n, line_type: 'Premium', carrier: 'AT&T', activity_score: Math.floor(rand() * 40), is_valid: true };
  const r = rand();
  if (r < 0.015) return { number: n, line_type: 'Other', carrier: 'Unknown', activity_score: 0, is_valid: false };
  const t = rand();
  const line_type: ValidationResult['line_type'] = t < 0.45 ? 'FixedVOIP' : t < 0.7 ? 'Landline' : t < 0.85 ? 'NonFixedVOIP' : t < 0.97 ? 'Mobile' : 'Voicemail';
  const inactive = r < 0.07;
  return {
    number: n,
    line_type,
    carrier: pick(rand, CARRIERS[line_type]),
    activity_score: inactive ? Math.floor(rand() * 16) : 45 + Math.floor(rand() * 56),
    is_valid: true,
  };
}

function refuse(n: string): void {
  if (n === REPUTATION_SANDBOX.failing) throw new ProviderError('reputation', 'The reputation service did not answer in time. Please try again.');
}

export function sandboxReputation(opts: { latencyScale: number; now: () => Date }): ReputationProvider {
  const ctxOf = (ctx?: ReputationContext): ReputationContext => ({ ...ctx, asOf: ctx?.asOf ?? opts.now() });
  const one = async <T>(kind: string, number: string, min: number, max: number, answer: (n: string) => T): Promise<T> => {
    const n = tenDigits(number);
    await latency(opts.latencyScale, min, max, `${kind}:${n}:${Date.now()}`);
    refuse(n);
    return answer(n);
  };
  return {
    spamCheck: (number, ctx) => one('spam', number, 150, 600, (n) => spamOf(n, ctxOf(ctx))),
    cnamLookup: (number, ctx) => one('cnam', number, 100, 400, (n) => cnamOf(n, ctxOf(ctx))),
    ftcComplaints: (number, ctx) => one('ftc', number, 100, 300, (n) => ftcOf(n, ctxOf(ctx))),
    lineInfo: (number) => one('line', number, 80, 250, (n) => lineOf(n)),
    async scan(items) {
      // One batch request: a base round trip plus a little per number.
      await latency(opts.latencyScale, 300 + items.length * 0.5, 900 + items.length, `scan:${items.length}:${Date.now()}`);
      return items.map(({ number, ctx }): ScanOutcome => {
        const n = tenDigits(number);
        try {
          refuse(n);
        } catch (err) {
          return { number: n, error: (err as Error).message };
        }
        const c = ctxOf(ctx);
        const result: NumberReputation = { number: n, spam: spamOf(n, c), cnam: cnamOf(n, c), ftc: ftcOf(n, c), line: lineOf(n) };
        return result;
      });
    },
    async ping() {
      await latency(opts.latencyScale, 30, 120);
      return { cnam: true, spam: true };
    },
  };
}
