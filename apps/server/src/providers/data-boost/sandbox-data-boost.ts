import { isNanpAreaCode, type LineType } from '@trueline/contract';
import { latency, pick, seeded } from '../sandbox';
import { isNanpShape, isTollFree, tenDigits } from '../numbers/nanp';
import { stateOfAreaCode } from '../numbers/area-code-data';
import { SANDBOX_TEST_NUMBERS as T, SMS_TEST_MOBILES } from '../numbers/sandbox-test-numbers';
import type { DataBoostProvider, DataBoostResult } from './data-boost';

/**
 * Sandbox DataBoost phone validation, seeded per number: about 58% Mobile, 25% Landline, 13% VoIP, the rest Voicemail,
 * Premium or Other (toll-free codes are TollFree); about 10% of valid numbers are inactive (score ≤ 30) and 2% not valid
 * at all (disconnected, score 0). Carriers follow the line type (and the country); a fifth of mobiles are prepaid.
 * SANDBOX_TEST_NUMBERS: .landline, .inactive and .invalid always answer so; .clean is an active mobile.
 */
const LINE_TYPES: [LineType, number][] = [['Mobile', 0.58], ['Landline', 0.25], ['FixedVOIP', 0.06], ['NonFixedVOIP', 0.07], ['Voicemail', 0.015], ['Premium', 0.005], ['Other', 0.02]];

const CARRIERS: Record<'US' | 'CA', Partial<Record<LineType, string[]>> & { prepaid: string[] }> = {
  US: {
    Mobile: ['Verizon Wireless', 'AT&T Mobility', 'T-Mobile USA', 'UScellular'],
    Landline: ['AT&T', 'Verizon', 'Lumen (CenturyLink)', 'Frontier Communications', 'Windstream', 'Consolidated Communications'],
    FixedVOIP: ['Comcast (Xfinity Voice)', 'Charter (Spectrum Voice)', 'Cox Communications', 'Altice USA'],
    NonFixedVOIP: ['Bandwidth.com (Google Voice)', 'Twilio', 'Onvoy (TextNow)', 'Vonage', 'RingCentral'],
    Voicemail: ['Verizon Wireless', 'AT&T Mobility'],
    Premium: ['Inteliquent'],
    Other: ['Peerless Network', 'Level 3 Communications'],
    TollFree: ['Toll-free (RespOrg)'],
    prepaid: ['Tracfone (Straight Talk)', 'Cricket Wireless', 'Metro by T-Mobile', 'Boost Mobile'],
  },
  CA: {
    Mobile: ['Rogers Wireless', 'Bell Mobility', 'Telus Mobility', 'Videotron'],
    Landline: ['Bell Canada', 'Telus Communications', 'SaskTel', 'Cogeco'],
    FixedVOIP: ['Rogers Communications', 'Shaw Communications'],
    NonFixedVOIP: ['Fongo', 'Iristel', 'Twilio'],
    Voicemail: ['Bell Mobility'],
    Premium: ['Bell Canada'],
    Other: ['Iristel'],
    TollFree: ['Toll-free (RespOrg)'],
    prepaid: ['Freedom Mobile', 'Public Mobile', 'Lucky Mobile', 'Chatr'],
  },
};
const CA_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

function profile(d: string): DataBoostResult {
  const rand = seeded(`databoost:${d}`);
  const country = CA_PROVINCES.has(stateOfAreaCode(d.slice(0, 3)) ?? '') ? 'CA' : 'US';
  let lineType: LineType = 'Other';
  if (isTollFree(d)) lineType = 'TollFree';
  else {
    let r = rand();
    for (const [t, share] of LINE_TYPES) if ((r -= share) < 0) { lineType = t; break; }
  }
  const cleanMobile = d === T.clean || SMS_TEST_MOBILES.includes(d);
  if (d === T.landline) lineType = 'Landline';
  if (cleanMobile || d === T.inactive) lineType = 'Mobile';
  const prepaid = lineType === 'Mobile' && rand() < 0.2 && !cleanMobile;
  const carrier = pick(rand, prepaid ? CARRIERS[country].prepaid : (CARRIERS[country][lineType] ?? CARRIERS[country].Other!));
  const roll = rand();
  // Inactive numbers score 0-30; active ones lean high, as most numbers in use are.
  let score = roll < 0.02 ? 0 : roll < 0.12 ? 1 + Math.floor(rand() * 30) : 31 + Math.floor(Math.sqrt(rand()) * 70);
  let valid = roll >= 0.02;
  if (cleanMobile) [score, valid] = [90, true];
  if (d === T.landline) [score, valid] = [64, true];
  if (d === T.inactive) [score, valid] = [12, true];
  if (d === T.invalid) [score, valid] = [0, false];
  return { number: d, is_valid: valid, activity_score: score, line_type: lineType, carrier, is_prepaid: prepaid };
}

/** Whether an area code is a real North American one: asked of libphonenumber once per code (a list repeats them). */
const areaCodeKnown = new Map<string, boolean>();
function knownAreaCode(code: string): boolean {
  let known = areaCodeKnown.get(code);
  if (known === undefined) areaCodeKnown.set(code, (known = isNanpAreaCode(code)));
  return known;
}

export function sandboxDataBoost(opts: { latencyScale: number }): DataBoostProvider {
  return {
    async validate(numbers) {
      await latency(opts.latencyScale, 70 + numbers.length * 0.02, 220 + numbers.length * 0.04, `databoost:${numbers.length}`);
      return numbers.map((n) => {
        const d = tenDigits(n);
        if (!d || !isNanpShape(d) || !(knownAreaCode(d.slice(0, 3)) || isTollFree(d))) {
          return { number: d ?? n, is_valid: false, activity_score: 0, line_type: 'Other', carrier: '', is_prepaid: false };
        }
        return profile(d);
      });
    },
  };
}
