/**
 * What an SMS text costs and means, shared by the composer's counter, the sending engine (which bills per segment)
 * and the inbound handler: GSM-7 / UCS-2 segmenting, token rendering, and the reply keywords.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Segments (research/messaging-peers.md "Segments and encoding").

/** The GSM 03.38 basic character set: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The GSM 03.38 extension table: an escape plus the character, two septets each. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SEGMENT_SIZES = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Characters as a person counts them (an emoji is one). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units a segment holds at this length: the single-message size, or the split size once the text is split. */
  perSegment: number;
  /** Units left in the last segment before another one starts. */
  remaining: number;
}

/** True when every character of the text is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENSION.has(ch)) return false;
  return true;
}

/**
 * Counts the segments a text is sent in. GSM-7 fits 160 septets in one message and 153 per part once split, an
 * extension character taking two; a single character outside GSM-7 switches the whole text to UCS-2 (70, then 67
 * per part), where a character above U+FFFF (an emoji) takes two units. A part never splits an escape pair or a
 * surrogate pair, so a character that does not fit starts the next part (as carriers split).
 */
export function countSegments(text: string): SegmentCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const sizes = SEGMENT_SIZES[encoding];
  const costs: number[] = [];
  for (const ch of text) costs.push(encoding === 'GSM-7' ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length);
  const units = costs.reduce((a, b) => a + b, 0);
  if (units <= sizes.single) {
    return { encoding, characters: costs.length, units, segments: units === 0 ? 0 : 1, perSegment: sizes.single, remaining: sizes.single - units };
  }
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > sizes.multi) { segments++; used = 0; }
    used += cost;
  }
  return { encoding, characters: costs.length, units, segments, perSegment: sizes.multi, remaining: sizes.multi - used };
}

// ---------------------------------------------------------------------------------------------------------------------
// Tokens: {{FirstName}} and {{FirstName|fallback}}.

const TOKEN = /\{\{\s*([A-Za-z0-9.]+)\s*(?:\|([^}]*))?\}\}/g;

/** The token names a text uses, in order of first use. */
export function tokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1]!))];
}

/**
 * Fills a text's tokens from the values (names compare in any case); a blank value gives the token's fallback
 * (`{{FirstName|there}}`), or nothing.
 */
export function renderTokens(text: string, values: Readonly<Record<string, string | null | undefined>>): string {
  const lower = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return text.replace(TOKEN, (_all, name: string, fallback: string | undefined) => {
    const value = lower.get(name.toLowerCase());
    return value !== null && value !== undefined && String(value).trim() !== '' ? String(value) : (fallback ?? '').trim();
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Reply keywords (domain.md, FCC 24-24: any of these words as the whole reply revokes consent).

export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'QUIT', 'END', 'REVOKE', 'OPTOUT', 'CANCEL', 'UNSUBSCRIBE'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type ReplyKeyword = 'OPT_OUT' | 'OPT_IN' | 'HELP';

/**
 * The keyword a reply is, when the whole reply is one: any case, any spacing or punctuation around or inside it
 * ("Stop.", " s t o p ", "Opt-Out", "STOP ALL"); null for any other text. YES opts in only a number that is opted out
 * (the caller decides: it is also an everyday answer).
 */
export function parseKeyword(reply: string): ReplyKeyword | null {
  const word = reply.normalize('NFKC').toUpperCase().replace(/[^A-Z]/g, '');
  if (!word || word.length > 12) return null;
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'OPT_OUT';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'OPT_IN';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'HELP';
  return null;
}

/** Phrases a reasonable person reads as "stop texting me" (FCC 24-24), flagged for review rather than acted on. */
const FREE_TEXT_OPT_OUT = [
  /\b(don'?t|do not|dont|never)\s+(text|message|contact|sms)\s+(me|this number)\b/i,
  /\bstop\s+(texting|messaging|contacting|sending)\b/i,
  /\b(remove|take)\s+me\s+(from|off)\b/i,
  /\b(unsubscribe|opt\s*-?\s*out)\s+(me|please)\b/i,
  /\blose\s+my\s+number\b/i,
  /\bdelete\s+my\s+(number|info|information)\b/i,
  /\bwrong\s+number\b/i,
];

/** Whether a reply that is not a keyword still reads as an opt-out request. */
export function looksLikeOptOut(reply: string): boolean {
  return parseKeyword(reply) === null && FREE_TEXT_OPT_OUT.some((re) => re.test(reply));
}
