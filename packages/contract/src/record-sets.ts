import { z } from 'zod';
import { defineRoute, ok, wsParams } from './route';
import { MESSAGES } from './messages';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { exportAccepted } from './reports';

/**
 * Record sets (spec 3 §2.9, §3, §4, §5, §7, §9): keyed tables of records with typed attributes and an optional expiry,
 * read and written by call-screening workflows and ETL tasks. A set is keyed by phone, or (strictPhoneKey off) by an
 * extern ID; its locked `phone` attribute holds the key.
 */

export const RECORD_SET_STATUSES = ['ACTIVE', 'DELETED'] as const;
export type RecordSetStatus = (typeof RECORD_SET_STATUSES)[number];

export const RECORD_SET_TIME_UNITS = ['DAYS', 'HOURS', 'MINUTES', 'CALENDAR_DAYS', 'CALENDAR_WEEKS', 'CALENDAR_MONTHS'] as const;
export type RecordSetTimeUnit = (typeof RECORD_SET_TIME_UNITS)[number];
export const CALENDAR_TIME_UNITS: readonly RecordSetTimeUnit[] = ['CALENDAR_DAYS', 'CALENDAR_WEEKS', 'CALENDAR_MONTHS'];
export const isCalendarUnit = (unit: RecordSetTimeUnit) => CALENDAR_TIME_UNITS.includes(unit);

/** The time zones a calendar TTL may follow (spec 3 §9). */
export const RECORD_SET_TIME_ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles',
  'America/Montreal', 'America/Toronto', 'America/Edmonton', 'America/Vancouver',
] as const;
export type RecordSetTimeZone = (typeof RECORD_SET_TIME_ZONES)[number];

/** S text, N number, B true/false (spec 3 §3); S is the default. */
export const ATTRIBUTE_TYPES = ['S', 'N', 'B'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const ATTRIBUTE_TYPE_LABELS: Record<AttributeType, string> = { S: 'Text', N: 'Number', B: 'True / false' };

/** The locked key attribute every set has, and the attribute name that carries a record's expiry. */
export const KEY_ATTRIBUTE = 'phone';
export const TTL_ATTRIBUTE = 'ttl';

export const RECORD_SET_LIMITS = {
  defaultDuration: 365,
  maxDuration: 100_000,
  nameMax: 100,
  attributesMax: 50,
  attributeNameMax: 64,
  /** An extern ID key (strictPhoneKey off) and a text attribute value. */
  keyMax: 128,
  valueMax: 1000,
  /** Characters a search needs (spec 3 §9) and the records it answers. */
  searchMin: 3,
  searchMax: 50,
  /** Rejected rows listed in a bulk answer; the count covers them all. */
  failuresListed: 1000,
  fileMaxMb: 512,
} as const;

/** Record-set texts: the spec's words where it has them (§5, §8), ours where it is silent. */
export const RECORD_SET_MESSAGES = {
  /** A set deleted between the download request and its export. */
  exportGone: 'The record set no longer exists.',
  nameRequired: MESSAGES.nameRequired,
  recordNotSaved: 'Record not saved.  Please ensure Phone/Id format.',
  recordRemoved: 'Record has been removed',
  processed: 'Successfully processed {n} records',
  failed: '{m} records failed to process.',
  noRecordsFound: 'No records found for {search}.',
  fileError: 'An error occurred during file processing',
  searchMin: 'Please enter at least 3 characters to search.',
  confirmDelete: 'Are you sure you want to delete this record set? All records are deleted immediately. Type the name of the record set to confirm.',
  confirmAdd: 'Are you sure you want to add the records in {file}? Add merges with existing records.',
  confirmRemove: 'Are you sure you want to remove the records in {file}? Remove permanently removes matching records.',
  confirmReplace: 'Are you sure you want to replace the records with {file}? Replace removes all existing records and replaces them.',
  ttlChangeWarning: 'Changing the TTL applies to records added from now on. Existing records keep their current expiry.',
  nameMismatch: 'Type the record set name to confirm.',
  nameTaken: 'A record set with this name already exists.',
  timeZoneRequired: 'Time zone is required for calendar units',
  durationInvalid: `Duration must be a whole number from 1 to ${RECORD_SET_LIMITS.maxDuration}`,
  attributeNameRequired: 'Attribute name is required',
  attributeNameTaken: 'Attribute names must be unique: {name}',
  attributeNameReserved: 'ttl is reserved for the record expiry',
  tooManyAttributes: `A record set has at most ${RECORD_SET_LIMITS.attributesMax} attributes`,
  keyTypeLocked: 'The key type cannot change while the record set has records.',
  setDeleted: 'This record set is deleted.',
  attributeUnknown: 'Not an attribute of this record set: {name}',
  attributeNotNumber: '{name} must be a number',
  attributeNotBoolean: '{name} must be true or false',
  attributeTooLong: `{name} must be at most ${RECORD_SET_LIMITS.valueMax} characters`,
  rowInvalidPhone: 'Not a 10-digit US or Canadian phone number',
  rowKeyMissing: 'Phone/Id is missing',
  rowKeyTooLong: `Phone/Id must be at most ${RECORD_SET_LIMITS.keyMax} characters`,
  rowNotFound: 'Record not found in this record set',
  fileRequired: 'Please select a CSV file to upload.',
  csvOnly: 'Only .csv files are accepted.',
  fileEmpty: 'The file has no records.',
  headerRequired: 'The first row must name the columns, including phone.',
  columnUnknown: 'Column "{name}" is not an attribute of this record set.',
  columnRepeated: 'Column "{name}" appears more than once.',
  fileUnreadable: 'The file could not be read as CSV: {reason}',
  recordSetRequired: 'Record set name is required',
  workspaceRequired: 'workspaceId is required when calling with a user token',
} as const;

/** Attribute names keep letters and digits only (spec 3 §5), as typed and on the server. */
export const cleanAttributeName = (name: string) => name.replace(/[^A-Za-z0-9]/g, '');

export const recordSetAttribute = z.object({
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  /** The key attribute (`phone`): always present, never removed or renamed. */
  locked: z.boolean(),
});
export type RecordSetAttribute = z.infer<typeof recordSetAttribute>;
export const LOCKED_KEY_ATTRIBUTE: RecordSetAttribute = { name: KEY_ATTRIBUTE, type: 'S', locked: true };

export const recordSetTtl = z.object({
  duration: z.number().int(),
  timeUnit: z.enum(RECORD_SET_TIME_UNITS),
  /** Required for calendar units: the calendar day, week or month ends at midnight there. */
  timeZone: z.enum(RECORD_SET_TIME_ZONES).nullable(),
});
export type RecordSetTtl = z.infer<typeof recordSetTtl>;

/** Sets up to this many records are counted exactly whenever they are read. */
export const RECORD_COUNT_EXACT_MAX = 10_000;

export const recordSet = z.object({
  id: z.string(),
  status: z.enum(RECORD_SET_STATUSES),
  name: z.string(),
  ttlEnabled: z.boolean(),
  ttl: recordSetTtl,
  strictPhoneKey: z.boolean(),
  /**
   * The live records: counted exactly at each read for a set of up to RECORD_COUNT_EXACT_MAX records
   * (`recordCountExact`); for a larger one, the stored figure, moved by every add and removal and recounted after
   * each bulk upload and about every 6 hours (records expiring in between still count until then).
   */
  recordCount: z.number().int(),
  recordCountExact: z.boolean(),
  recordCountUpdated: isoDate.nullable(),
  /** The locked phone attribute first, then the others in their order. */
  attributes: z.array(recordSetAttribute),
  folderId: z.string().nullable(),
  created: isoDate,
  updated: isoDate,
});
export type RecordSet = z.infer<typeof recordSet>;

/** What a picker offers (spec 3 §3): ACTIVE sets only, with the attribute names mappings choose from. */
export const recordSetOption = recordSet.pick({ id: true, name: true, status: true, strictPhoneKey: true, attributes: true });
export type RecordSetOption = z.infer<typeof recordSetOption>;

const attributeInput = z.object({
  name: z.string({ error: RECORD_SET_MESSAGES.attributeNameRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).transform(cleanAttributeName)
    .pipe(z.string().min(1, RECORD_SET_MESSAGES.attributeNameRequired).max(RECORD_SET_LIMITS.attributeNameMax)),
  type: z.enum(ATTRIBUTE_TYPES).default('S'),
  locked: z.boolean().optional(),
});

/**
 * The attributes as saved: the locked phone attribute first whatever the input says of it (it cannot be removed,
 * renamed or retyped), then the others, unique by name (case-insensitive) and never named ttl.
 */
export function withKeyAttribute(input: readonly { name: string; type: AttributeType }[]): RecordSetAttribute[] {
  const rest = input.filter((a) => a.name.toLowerCase() !== KEY_ATTRIBUTE).map((a) => ({ name: a.name, type: a.type, locked: false }));
  return [LOCKED_KEY_ATTRIBUTE, ...rest];
}

export const recordSetBody = z
  .object({
    name: z.string({ error: RECORD_SET_MESSAGES.nameRequired }).trim().min(1, RECORD_SET_MESSAGES.nameRequired).max(RECORD_SET_LIMITS.nameMax),
    ttlEnabled: z.boolean().default(true),
    ttl: z.object({
      duration: z.number({ error: RECORD_SET_MESSAGES.durationInvalid }).int(RECORD_SET_MESSAGES.durationInvalid)
        .min(1, RECORD_SET_MESSAGES.durationInvalid).max(RECORD_SET_LIMITS.maxDuration, RECORD_SET_MESSAGES.durationInvalid)
        .default(RECORD_SET_LIMITS.defaultDuration),
      timeUnit: z.enum(RECORD_SET_TIME_UNITS).default('DAYS'),
      timeZone: z.enum(RECORD_SET_TIME_ZONES).nullable().optional().transform((v) => v ?? null),
    }).default({ duration: RECORD_SET_LIMITS.defaultDuration, timeUnit: 'DAYS', timeZone: null }),
    strictPhoneKey: z.boolean().default(true),
    attributes: z.array(attributeInput).max(RECORD_SET_LIMITS.attributesMax + 1, RECORD_SET_MESSAGES.tooManyAttributes).default([]),
  })
  .superRefine((v, ctx) => {
    if (isCalendarUnit(v.ttl.timeUnit) && !v.ttl.timeZone) ctx.addIssue({ code: 'custom', path: ['ttl', 'timeZone'], message: RECORD_SET_MESSAGES.timeZoneRequired });
    const seen = new Set<string>();
    v.attributes.forEach((a, i) => {
      const lower = a.name.toLowerCase();
      if (lower === TTL_ATTRIBUTE) ctx.addIssue({ code: 'custom', path: ['attributes', i, 'name'], message: RECORD_SET_MESSAGES.attributeNameReserved });
      else if (seen.has(lower)) ctx.addIssue({ code: 'custom', path: ['attributes', i, 'name'], message: RECORD_SET_MESSAGES.attributeNameTaken.replace('{name}', a.name) });
      seen.add(lower);
    });
  })
  .transform((v) => ({ ...v, attributes: withKeyAttribute(v.attributes) }));
export type RecordSetBody = z.input<typeof recordSetBody>;

/** An attribute value as stored and answered: text, number or true/false by its type. */
export const attributeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AttributeValue = z.infer<typeof attributeValue>;

/**
 * A record: its key (`phone`; an extern ID when the set's strictPhoneKey is off) and its attributes, the key among them
 * as `phone`, and `ttl`, the expiry in epoch seconds, when the set has a TTL.
 */
export const recordSetRecord = z.object({
  phone: z.string(),
  attributes: z.record(z.string(), attributeValue),
}).meta({ example: { phone: '5125550147', attributes: { phone: '5125550147', firstName: 'Ana', purchases: 3, optedIn: true, ttl: 1798761599 } } });
export type RecordSetRecord = z.infer<typeof recordSetRecord>;

export const recordBody = z.object({
  phone: z.string({ error: RECORD_SET_MESSAGES.recordNotSaved }).max(TEXT_MAX.short, RECORD_SET_MESSAGES.recordNotSaved).meta({ example: '(512) 555-0147' }),
  attributes: z.record(z.string().max(TEXT_MAX.long), z.union([z.string().max(TEXT_MAX.long), z.number(), z.boolean(), z.null()])).default({}).meta({ example: { firstName: 'Ana', purchases: 3, optedIn: true } }),
});
export type RecordBody = z.input<typeof recordBody>;

export const recordFailure = z.object({ row: z.number().int(), phone: z.string(), reason: z.string() });
export type RecordFailure = z.infer<typeof recordFailure>;
/** The answer to a bulk upload: counts of rows processed and refused, and the first refused rows with their reasons. */
export const bulkResult = z.object({
  successfulRecords: z.number().int(),
  failureRecords: z.number().int(),
  failures: z.array(recordFailure),
});
export type BulkResult = z.infer<typeof bulkResult>;

export const BULK_ACTIONS = ['ADD', 'REMOVE', 'REPLACE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------------------------------
// Pure rules shared by the server and the panel.

const UNIT_SECONDS: Record<RecordSetTimeUnit, number> = {
  MINUTES: 60, HOURS: 3600, DAYS: 86_400, CALENDAR_DAYS: 86_400, CALENDAR_WEEKS: 7 * 86_400, CALENDAR_MONTHS: 30.4375 * 86_400,
};

/** The TTL in seconds for sorting (spec 3 §2.9); null when the set keeps its records for ever. */
export function ttlSeconds(s: Pick<RecordSet, 'ttlEnabled' | 'ttl'>): number | null {
  return s.ttlEnabled ? s.ttl.duration * UNIT_SECONDS[s.ttl.timeUnit] : null;
}

/** The TTL column: "365 days", "1 calendar months", or Disabled. */
export function formatTtl(s: Pick<RecordSet, 'ttlEnabled' | 'ttl'>): string {
  return s.ttlEnabled ? `${s.ttl.duration} ${s.ttl.timeUnit.toLowerCase().replace('_', ' ')}` : 'Disabled';
}

/** Sorts by TTL in seconds, sets without TTL last in either direction. */
export function compareTtl(a: Pick<RecordSet, 'ttlEnabled' | 'ttl'>, b: Pick<RecordSet, 'ttlEnabled' | 'ttl'>, direction: 'asc' | 'desc'): number {
  const x = ttlSeconds(a);
  const y = ttlSeconds(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return direction === 'asc' ? x - y : y - x;
}

/** Whether a TTL change on a saved set deserves the warning that existing records keep their expiry. */
export function ttlChanged(before: Pick<RecordSet, 'ttlEnabled' | 'ttl'>, after: Pick<RecordSet, 'ttlEnabled' | 'ttl'>): boolean {
  if (before.ttlEnabled !== after.ttlEnabled) return true;
  if (!after.ttlEnabled) return false;
  return before.ttl.duration !== after.ttl.duration || before.ttl.timeUnit !== after.ttl.timeUnit
    || (isCalendarUnit(after.ttl.timeUnit) && before.ttl.timeZone !== after.ttl.timeZone);
}

export const recordSetTemplateFile = (name: string) => `${name}_template.csv`;
/** The full download of a set's records. */
export const recordSetExportFile = (name: string) => `${name}.csv`;

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * An attribute value read by its type: numbers from numeric text, true/false from true/false, yes/no or 1/0 (any case).
 * Empty text is no value (null). Answers the value, or the reason it is refused.
 */
export function coerceAttribute(name: string, type: AttributeType, raw: unknown): { value: AttributeValue } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  if (type === 'N') {
    if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : { error: RECORD_SET_MESSAGES.attributeNotNumber.replace('{name}', name) };
    const s = String(raw).trim().replace(/,(?=\d{3}\b)/g, '');
    if (s === '') return { value: null };
    return NUMBER.test(s) ? { value: Number(s) } : { error: RECORD_SET_MESSAGES.attributeNotNumber.replace('{name}', name) };
  }
  if (type === 'B') {
    if (typeof raw === 'boolean') return { value: raw };
    const s = String(raw).trim().toLowerCase();
    if (s === '') return { value: null };
    if (TRUE_WORDS.has(s)) return { value: true };
    if (FALSE_WORDS.has(s)) return { value: false };
    return { error: RECORD_SET_MESSAGES.attributeNotBoolean.replace('{name}', name) };
  }
  // A NUL character cannot be stored in text: it is dropped.
  const s = String(raw).split('\u0000').join('').trim();
  if (s.length > RECORD_SET_LIMITS.valueMax) return { error: RECORD_SET_MESSAGES.attributeTooLong.replace('{name}', name) };
  return { value: s === '' ? null : s };
}

// ---------------------------------------------------------------------------------------------------------------------
// Routes.

const tag = 'Record sets';
const base = '/api/orgs/:orgId/workspaces/:ws/recordSets';
const idp = wsParams.extend({ id: z.string().max(TEXT_MAX.name) });
const numberQuery = z.object({ number: z.string({ error: RECORD_SET_MESSAGES.recordNotSaved }).max(TEXT_MAX.short, tooLong(TEXT_MAX.short)).trim().min(1, RECORD_SET_MESSAGES.recordNotSaved) });
const bulk = (action: string, what: string) => defineRoute({
  method: 'POST', path: `${base}/:id/${action}`, tag, auth: 'user', params: idp, bodyKind: 'multipart', response: bulkResult,
  multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'CSV whose first row names the columns: phone (the key) and attribute names' },
  summary: what,
});

export const recordSetsRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Record sets of the workspace (DELETED ones left out), by name', params: wsParams, response: z.array(recordSet) }),
  get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: 'One record set', params: idp, response: recordSet }),
  create: defineRoute({ method: 'POST', path: base, tag, auth: 'user', summary: 'Create a record set', params: wsParams, body: recordSetBody, response: recordSet }),
  update: defineRoute({
    method: 'PUT', path: `${base}/:id`, tag, auth: 'user', params: idp, body: recordSetBody, response: recordSet,
    summary: 'Edit a record set: a new TTL applies to records added from now on; existing records keep their expiry',
  }),
  moveToFolder: defineRoute({
    method: 'PUT', path: `${base}/:id/folder`, tag, auth: 'user', summary: 'Move a record set into a folder (no folderId: out of any)',
    params: idp, query: z.object({ folderId: z.string().max(TEXT_MAX.name).optional() }), response: recordSet,
  }),
  remove: defineRoute({
    method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: 'Delete a record set (confirm with its name): it is marked DELETED and its records are deleted at once',
    params: idp, query: z.object({ confirmName: z.string().max(TEXT_MAX.name).optional() }), response: ok,
  }),
  getRecord: defineRoute({
    method: 'GET', path: `${base}/:id/record`, tag, auth: 'user', summary: 'The record with this phone or ID (null when there is none, or it expired)',
    params: idp, query: numberQuery, response: recordSetRecord.nullable(),
  }),
  search: defineRoute({
    method: 'GET', path: `${base}/:id/records`, tag, auth: 'user', params: idp, response: z.array(recordSetRecord),
    query: z.object({ search: z.string().max(TEXT_MAX.long).trim().min(RECORD_SET_LIMITS.searchMin, RECORD_SET_MESSAGES.searchMin) }),
    summary: `Records whose phone or ID starts with the search (${RECORD_SET_LIMITS.searchMin} characters or more), at most ${RECORD_SET_LIMITS.searchMax}, in key order`,
  }),
  saveRecord: defineRoute({
    method: 'POST', path: `${base}/:id/record`, tag, auth: 'user', params: idp, body: recordBody, response: recordSetRecord,
    summary: "Add a record or replace the one with the same phone or ID; attributes must be the set's own",
  }),
  removeRecord: defineRoute({
    method: 'DELETE', path: `${base}/:id/record`, tag, auth: 'user', summary: 'Remove the record with this phone or ID', params: idp, query: numberQuery, response: ok,
  }),
  bulkAdd: bulk('bulkAdd', 'Add the records of a CSV file, merged with existing records (a row for an existing key updates it)'),
  bulkRemove: bulk('bulkRemove', 'Permanently remove the records whose keys a CSV file lists'),
  bulkReplace: bulk('bulkReplace', 'Remove every existing record, then add the records of a CSV file'),
  template: defineRoute({
    method: 'GET', path: `${base}/:id/template`, tag, auth: 'user', params: idp, response: 'file',
    summary: 'A CSV template with the columns of the set ({setname}_template.csv)',
  }),
  download: defineRoute({
    method: 'POST', path: `${base}/:id/download`, tag, auth: 'user', params: idp, response: exportAccepted,
    summary: 'Export every record of the set as CSV, asynchronously: the file appears in Downloads and the requester is notified',
  }),
};

// ---------------------------------------------------------------------------------------------------------------------
// Public API (design §5): record maintenance for customers' systems with a workspace API key.

const publicTag = 'Public API';
const publicWorkspace = z.string().max(TEXT_MAX.name).optional().describe('Only with a team member token: the workspace of the record set (an API key uses its own)');
export const recordSetSearchResult = z.object({ found: z.boolean(), record: recordSetRecord.nullable() })
  .meta({ example: { found: true, record: { phone: '5125550147', attributes: { phone: '5125550147', firstName: 'Ana', ttl: 1798761599 } } } });
export type RecordSetSearchResult = z.infer<typeof recordSetSearchResult>;

export const recordSetsPublicRoutes = {
  search: defineRoute({
    method: 'GET', path: '/api/v1/record-sets/search', tag: publicTag, auth: 'apiKey', response: recordSetSearchResult,
    query: z.object({
      name: z.string({ error: RECORD_SET_MESSAGES.recordSetRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, RECORD_SET_MESSAGES.recordSetRequired).meta({ example: 'EBR customers' }),
      phone: z.string({ error: RECORD_SET_MESSAGES.recordNotSaved }).max(TEXT_MAX.short, RECORD_SET_MESSAGES.recordNotSaved).trim().min(1, RECORD_SET_MESSAGES.recordNotSaved).meta({ example: '5125550147' }),
      workspaceId: publicWorkspace,
    }),
    summary: 'Look up a record by phone (or extern ID) in the ACTIVE record set with this name',
  }),
  add: defineRoute({
    method: 'POST', path: '/api/v1/record-sets/add', tag: publicTag, auth: 'apiKey', body: recordBody, response: recordSetRecord,
    query: z.object({
      name: z.string({ error: RECORD_SET_MESSAGES.recordSetRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, RECORD_SET_MESSAGES.recordSetRequired).meta({ example: 'EBR customers' }),
      workspaceId: publicWorkspace,
    }),
    summary: 'Add a record to the ACTIVE record set with this name, or replace the one with the same key; it expires by the set’s TTL',
  }),
};
