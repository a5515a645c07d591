import {
  KEY_ATTRIBUTE, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, TTL_ATTRIBUTE, coerceAttribute,
  type AttributeValue, type RecordSetAttribute, type RecordSetRecord,
} from '@trueline/contract';
import { leadPhone } from '../lists';
import { ttlEpochSeconds } from './record-ttl';
import type { Attributes, StoredRecord } from './record-sets.repo';

/** What the record rules need of a set. */
export interface SetDefinition {
  strictPhoneKey: boolean;
  attributes: RecordSetAttribute[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

// A phone key is a 10-digit US or Canadian number; extern IDs are printable text without line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * The key a phone or ID is stored under. Strict sets take only US and Canadian numbers, stored as their ten digits. Other
 * sets take any ID; one that reads as a US or Canadian number is stored as its ten digits too, so the same phone
 * written "(512) 555-0147" or "+15125550147" is one record, found either way.
 */
export function recordKey(raw: unknown, strictPhoneKey: boolean): Checked<string> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, error: M.rowKeyMissing };
  // Only text written like a phone number is read as one: an ID with letters in it stays as it is.
  const phone = PHONE_LIKE.test(text) ? leadPhone(text) : null;
  if (phone) return { ok: true, value: phone };
  if (strictPhoneKey) return { ok: false, error: M.rowInvalidPhone };
  if (text.length > RECORD_SET_LIMITS.keyMax) return { ok: false, error: M.rowKeyTooLong };
  if (CONTROL.test(text)) return { ok: false, error: M.recordNotSaved };
  return { ok: true, value: text };
}

/** The set's attributes by lower-cased name, the key attribute left out (the key column holds it). */
export function attributeIndex(set: SetDefinition): Map<string, RecordSetAttribute> {
  return new Map(set.attributes.filter((a) => !a.locked).map((a) => [a.name.toLowerCase(), a]));
}

/**
 * A record's attributes checked against its set's definition: each must be defined (any case; stored under the
 * defined name) and read by its type. The key and `ttl` are not attributes one sets: they are ignored. Empty values
 * are left out, so merging keeps what was there.
 */
export function checkAttributes(index: Map<string, RecordSetAttribute>, input: Record<string, unknown>): Checked<Attributes> {
  const out: Attributes = {};
  for (const [name, raw] of Object.entries(input)) {
    const lower = name.toLowerCase();
    if (lower === KEY_ATTRIBUTE || lower === TTL_ATTRIBUTE) continue;
    const def = index.get(lower);
    if (!def) return { ok: false, error: M.attributeUnknown.replace('{name}', name) };
    const read = coerceAttribute(def.name, def.type, raw);
    if ('error' in read) return { ok: false, error: read.error };
    if (read.value !== null) out[def.name] = read.value;
  }
  return { ok: true, value: out };
}

/**
 * A stored record as answered: `phone` is its key; its attributes are the set's current ones (values of attributes
 * removed from the definition since are not shown), the key as `phone`, and `ttl` in epoch seconds when it expires.
 */
export function toRecord(set: SetDefinition, r: StoredRecord): RecordSetRecord {
  const attributes: Record<string, AttributeValue> = { [KEY_ATTRIBUTE]: r.key };
  for (const a of set.attributes) {
    if (a.locked) continue;
    // Attribute names are the customer's (`constructor` is a fine name): only the record's own values count.
    const v = Object.hasOwn(r.attributes, a.name) ? r.attributes[a.name] : undefined;
    if (v !== undefined) attributes[a.name] = v;
  }
  if (r.expiresAt) attributes[TTL_ATTRIBUTE] = ttlEpochSeconds(r.expiresAt);
  return { phone: r.key, attributes };
}
