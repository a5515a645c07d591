import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { MESSAGES } from './messages';

/** Upload actions (spec 2 §9): Add merges, Remove permanently removes matching numbers, Replace removes all and adds the file's. */
export const PROTECT_ACTIONS = ['ADD', 'REMOVE', 'REPLACE'] as const;
export type ProtectAction = (typeof PROTECT_ACTIONS)[number];
/** How an upload that adds numbers treats the existing ones: the `mode` multipart field of POST /protect/register. */
export const PROTECT_REGISTER_MODES = ['ADD', 'REPLACE'] as const;
export type ProtectRegisterMode = (typeof PROTECT_REGISTER_MODES)[number];

/** INITIALIZING until the caller-reputation engines confirm the registration; ERROR when they refuse the number. */
export const PROTECT_STATUSES = ['INITIALIZING', 'ACTIVE', 'ERROR'] as const;
export type ProtectStatus = (typeof PROTECT_STATUSES)[number];
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const CLEAN_CALL_RECOMMENDATIONS = ['PASS', 'CAUTION', 'BLOCK'] as const;
export const LINE_TYPES = ['Landline', 'Mobile', 'FixedVOIP', 'NonFixedVOIP', 'TollFree', 'Premium', 'Voicemail', 'Other'] as const;

/** The metric tiles that filter the table when clicked. */
export const PROTECT_FILTERS = ['spam', 'cnam', 'ftc', 'pending'] as const;
export type ProtectFilter = (typeof PROTECT_FILTERS)[number];

export const PROTECT_LIMITS = {
  /** Rows shown per table page (spec 2 §9). */
  pageSize: 20,
  /** The spec's default request size. */
  requestSize: 10_000,
  descriptionMax: 255,
  /** Rejected rows listed in a register answer; the count covers them all. */
  failuresListed: 1000,
} as const;
export const PROTECT_DOWNLOAD_FILE = 'UC-Protect-Download.csv';

/** Where each spam checker's scale turns from OK to a flag (spec 2 §9, domain "Spam-checker scales"). */
export const SCORE_THRESHOLDS = { trueSpamFlag: 50, iceHookFlag: 60, nomoRoboSpam: 1 } as const;
export const SCORE_HINTS = {
  usage: 'Activity score runs 0-100: 0 is inactive or disconnected, 100 is most active.',
  trueSpam: 'TrueSpam score under 50 is OK.',
  nomoRobo: 'NomoRobo 0 is OK; 1 means spam.',
  iceHook: 'IceHook risk rating under 60 is OK.',
  cleanCall: 'CleanCall PASS is OK.',
  riskLevel: 'A spam risk level of HIGH counts as an alert.',
} as const;

export const spamResult = z.object({
  riskLevel: z.enum(RISK_LEVELS),
  cleanCall: z.object({ recommendation: z.enum(CLEAN_CALL_RECOMMENDATIONS) }),
  icehookScout: z.object({ risk_rating: z.number(), risk_level: z.enum(RISK_LEVELS) }),
  nomoRobo: z.object({ score: z.number() }),
  trueSpam: z.object({ spam_score: z.number(), spam_score_match: z.boolean() }),
});
export type SpamResult = z.infer<typeof spamResult>;

export const validationResult = z.object({
  activity_score: z.number(),
  line_type: z.enum(LINE_TYPES),
  carrier: z.string(),
  is_valid: z.boolean(),
});
export type ValidationResult = z.infer<typeof validationResult>;

/** Which checkers flag the number, each on its own scale: anything but a CleanCall PASS is a flag (spec 2 §9, domain). */
export function spamFlags(s: SpamResult): { trueSpam: boolean; nomoRobo: boolean; iceHook: boolean; cleanCall: boolean } {
  return {
    trueSpam: s.trueSpam.spam_score >= SCORE_THRESHOLDS.trueSpamFlag,
    nomoRobo: s.nomoRobo.score >= SCORE_THRESHOLDS.nomoRoboSpam,
    iceHook: s.icehookScout.risk_rating >= SCORE_THRESHOLDS.iceHookFlag,
    cleanCall: s.cleanCall.recommendation !== 'PASS',
  };
}

/** True when any checker flags the number or its risk level is HIGH: a "SPAM activity alert". */
export function isSpamAlert(s: SpamResult): boolean {
  return s.riskLevel === 'HIGH' || Object.values(spamFlags(s)).some(Boolean);
}

export const protectNumber = z.object({
  id: z.string(),
  /** Ten digits, North American numbering plan. */
  number: z.string(),
  description: z.string().nullable(),
  businessRecordId: z.string().nullable(),
  status: z.enum(PROTECT_STATUSES),
  registrationPending: z.boolean(),
  /** Why the engines refused the number, when status is ERROR. */
  statusReason: z.string().nullable(),
  /** The last scan that got answers; a failed scan leaves it (and the results) as they were. */
  lastScanTime: isoDate.nullable(),
  /** The last time a scan tried the number, whether or not it got answers. */
  lastScanAttempt: isoDate.nullable(),
  /** Why the reputation service could not check the number at the last attempt; null when it answered. */
  scanError: z.string().nullable(),
  cnam: z.object({ name: z.string(), invalid: z.boolean(), expected: z.string().nullable() }).nullable(),
  ftcComplaints: z.object({ count: z.number().int() }).nullable(),
  spamResult: spamResult.nullable(),
  validationResult: validationResult.nullable(),
  created: isoDate,
});
export type ProtectNumber = z.infer<typeof protectNumber>;

/** INITIALIZING or a pending registration is shown as Registration Pending (spec 2 §4). */
export function protectStatusLabel(n: Pick<ProtectNumber, 'status' | 'registrationPending'>): string {
  return n.status === 'INITIALIZING' || n.registrationPending ? 'Registration Pending' : n.status;
}

export const protectMetrics = z.object({
  managedNumbers: z.number().int(),
  spamLikely: z.number().int(),
  cnamError: z.number().int(),
  ftcComplaints: z.number().int(),
  pending: z.number().int(),
});
export type ProtectMetrics = z.infer<typeof protectMetrics>;

export const protectListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PROTECT_LIMITS.requestSize).default(PROTECT_LIMITS.requestSize),
  sort: z.enum(['number', 'number,asc', 'number,desc']).default('number'),
  /** Digits match anywhere in the number; other text matches the description. */
  search: z.string().trim().max(100).optional(),
  /** The toggled metric tile. */
  filter: z.enum(PROTECT_FILTERS).optional(),
});
export type ProtectListQuery = z.input<typeof protectListQuery>;

export const protectPage = z.object({
  content: z.array(protectNumber),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ProtectPage = z.infer<typeof protectPage>;

export const protectFailure = z.object({ row: z.number().int(), number: z.string(), reason: z.string() });
export type ProtectFailure = z.infer<typeof protectFailure>;
export const protectUploadResult = z.object({
  successfulRecords: z.number().int(),
  /** Every rejected row is counted here; the first PROTECT_LIMITS.failuresListed are listed. */
  failureCount: z.number().int(),
  failureRecords: z.array(protectFailure),
});
export type ProtectUploadResult = z.infer<typeof protectUploadResult>;

/** The non-file fields of POST /protect/register (multipart, with the CSV as `file`). */
export const protectRegisterFields = z.object({
  businessRecordId: z.string({ error: MESSAGES.businessRecordRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, MESSAGES.businessRecordRequired)
    .describe('The ACTIVE business record the numbers are registered under'),
  mode: z.enum(PROTECT_REGISTER_MODES).default('ADD').describe('ADD merges with existing records; REPLACE removes all existing records and replaces them'),
});

/** The success text after an upload: the spec's words for adding, the same shape for removing. */
export function protectUploadMessage(action: ProtectAction, r: Pick<ProtectUploadResult, 'successfulRecords' | 'failureCount'>): string {
  const template = action === 'REMOVE' ? MESSAGES.protectFileRemoved : MESSAGES.protectFileProcessed;
  return template.replace('{n}', String(r.successfulRecords)).replace('{m}', String(r.failureCount));
}

/** The confirmation each action asks for before uploading, built around the spec's words for the action. */
export function protectConfirmMessage(action: ProtectAction, fileName: string): string {
  const template = { ADD: MESSAGES.protectConfirmAdd, REMOVE: MESSAGES.protectConfirmRemove, REPLACE: MESSAGES.protectConfirmReplace }[action];
  return template.replace('{file}', fileName);
}

const NANP = /^[2-9](?!11)\d{2}[2-9](?!11)\d{6}$/;
/**
 * The ten digits of a number as a UC Protect file gives it ("5125550100", "(512) 555-0100", "+1 512-555-0100"),
 * or null when it is not a ten-digit North American number. Country membership is checked separately.
 */
export function protectDigits(raw: string): string | null {
  let digits = raw.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return NANP.test(digits) ? digits : null;
}

/** "(512) 555-0100" for ten digits; anything else as it is. */
export function formatProtectNumber(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

const tag = 'UC Protect';
const base = '/api/orgs/:orgId/workspaces/:ws/protect';
export const protectRoutes = {
  metrics: defineRoute({ method: 'GET', path: `${base}/metrics`, tag, auth: 'user', summary: 'Counts for the metric tiles', params: wsParams, response: protectMetrics }),
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', params: wsParams, query: protectListQuery, response: protectPage,
    summary: 'Managed numbers, paged (page from 0), sorted by number, with an optional search and tile filter',
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/download`, tag, auth: 'user', params: wsParams,
    query: protectListQuery.pick({ search: true, filter: true }), response: 'file',
    summary: `Every managed number matching the search as a CSV file (${PROTECT_DOWNLOAD_FILE})`,
  }),
  register: defineRoute({
    method: 'POST', path: `${base}/register`, tag, auth: 'user', params: wsParams, bodyKind: 'multipart', response: protectUploadResult,
    multipartFields: { fields: protectRegisterFields, file: 'file', fileDescription: 'CSV: first column the 10-digit number, optional second column a description' },
    summary: 'Add numbers from a CSV (`file`; first column the 10-digit number, optional second column a description) with `businessRecordId`; `mode` ADD merges (default), REPLACE removes every existing number first',
  }),
  deRegister: defineRoute({
    method: 'POST', path: `${base}/deRegister`, tag, auth: 'user', params: wsParams, bodyKind: 'multipart', response: protectUploadResult,
    multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'CSV: first column the 10-digit number to remove' },
    summary: 'Permanently remove the numbers listed in a CSV (`file`; first column the 10-digit number)',
  }),
};
