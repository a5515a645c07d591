import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { boolish, TEXT_MAX, tooLong } from './fields';
import type { ProviderCode } from './dialers';

/**
 * Lead lists of dialer campaigns (spec 2 §2 "Lists tab", "List editor", "Bulk list uploader", "Processed lists", §3, §7).
 * UPLOADED: the file is stored and awaits mapping (only then can it be processed or deleted); PROCESSING: the job is
 * scrubbing and delivering it (also while it waits for a worker); PROCESSED: done; ERROR: stopped, see errorMessage.
 */
export const LIST_STATUSES = ['UPLOADED', 'PROCESSING', 'PROCESSED', 'ERROR'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
export const LIST_STATUS_LABELS: Record<ListStatus, string> = { UPLOADED: 'Uploaded', PROCESSING: 'Processing', PROCESSED: 'Processed', ERROR: 'Error' };

/** DIALER: leads go to the dialer; COMBINED: to the dialer and messaging; MESSAGING: Engage lists (shown on /lists). */
export const LIST_TYPES = ['DIALER', 'COMBINED', 'MESSAGING'] as const;
export type ListType = (typeof LIST_TYPES)[number];
/** The List type column: anything that is not Dialer or Messaging reads Combined (spec 2 §3). */
export function listTypeLabel(type: string): string {
  return type === 'DIALER' ? 'Dialer' : type === 'MESSAGING' ? 'Messaging' : 'Combined';
}

/** REPLACE empties the dialer list first, APPEND adds (only Five9 honours the mode; the others append). */
export const PROCESSING_MODES = ['REPLACE', 'APPEND'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];
export const PROCESSING_MODE_LABELS: Record<ProcessingMode, string> = { REPLACE: 'Replace all records', APPEND: 'Append to list' };
/** The list editor defaults to APPEND, the bulk uploader to REPLACE (spec 2 §2). */
export const EDITOR_DEFAULT_MODE: ProcessingMode = 'APPEND';
export const BULK_DEFAULT_MODE: ProcessingMode = 'REPLACE';

/**
 * RING de-dupe (spec 2 §9). A phone repeated inside one file is always loaded once (the repeats count as duplicates).
 * Against the campaign's existing leads: REMOVE_FROM_LIST drops the new row (DUPLICATE), REMOVE_ALL_EXISTING removes
 * the existing lead and loads the new one, RETAIN_ALL loads it beside the old one. The Watchtower "Reject duplicate
 * leads" switch (duplicatePrevention) always drops the new row, whatever the option.
 */
export const DEDUPE_OPTIONS = ['RING_REMOVE_ALL_EXISTING', 'RING_REMOVE_FROM_LIST', 'RING_RETAIN_ALL'] as const;
export type DedupeOption = (typeof DEDUPE_OPTIONS)[number];
export const DEDUPE_LABELS: Record<DedupeOption, string> = {
  RING_REMOVE_ALL_EXISTING: 'Remove all existing', RING_REMOVE_FROM_LIST: 'Remove from list', RING_RETAIN_ALL: 'Retain all',
};
export const DEDUPE_DEFAULT: DedupeOption = 'RING_REMOVE_FROM_LIST';

/** Five9 CRM and list options (spec 2 §4, §9). */
export const CRM_ADD_MODES = ['ADD_NEW', 'DONT_ADD'] as const;
export type CrmAddMode = (typeof CRM_ADD_MODES)[number];
export const CRM_UPDATE_MODES = ['UPDATE_FIRST', 'UPDATE_ALL', 'UPDATE_SOLE_MATCHES', 'DONT_UPDATE'] as const;
export type CrmUpdateMode = (typeof CRM_UPDATE_MODES)[number];
export const LIST_ADD_MODES = ['ADD_FIRST', 'ADD_ALL', 'ADD_IF_SOLE_CRM_MATCH'] as const;
export type ListAddMode = (typeof LIST_ADD_MODES)[number];
export const FIVE9_OPTION_LABELS: Record<CrmAddMode | CrmUpdateMode | ListAddMode, string> = {
  ADD_NEW: 'Add new records to the CRM', DONT_ADD: "Don't add new records to the CRM",
  UPDATE_FIRST: 'Update the first matching record', UPDATE_ALL: 'Update all matching records',
  UPDATE_SOLE_MATCHES: 'Update only if one record matches', DONT_UPDATE: "Don't update matching records",
  ADD_FIRST: 'Add the first matching record to the list', ADD_ALL: 'Add all matching records to the list',
  ADD_IF_SOLE_CRM_MATCH: 'Add only if one CRM record matches',
};
export const FIVE9_DEFAULTS = { crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST' } as const satisfies {
  crmAddMode: CrmAddMode; crmUpdateMode: CrmUpdateMode; listAddMode: ListAddMode;
};
export interface Five9Options { crmAddMode: CrmAddMode; crmUpdateMode: CrmUpdateMode; listAddMode: ListAddMode }

/**
 * Which Five9 choices are disabled (spec 2 §4): with DONT_ADD, UPDATE_ALL and ADD_ALL; in single mode (one record at a
 * time, as the public lead load) the same two.
 */
export function disabledFive9Options(opts: { crmAddMode: CrmAddMode; single?: boolean }): { crmUpdateModes: CrmUpdateMode[]; listAddModes: ListAddMode[] } {
  return opts.crmAddMode === 'DONT_ADD' || opts.single ? { crmUpdateModes: ['UPDATE_ALL'], listAddModes: ['ADD_ALL'] } : { crmUpdateModes: [], listAddModes: [] };
}

/** Fills the defaults and reverts a disabled choice: UPDATE_ALL to UPDATE_FIRST, ADD_ALL to ADD_FIRST. */
export function resolveFive9Options(opts: Partial<Five9Options> = {}, ctx: { single?: boolean } = {}): Five9Options {
  const crmAddMode = opts.crmAddMode ?? FIVE9_DEFAULTS.crmAddMode;
  const disabled = disabledFive9Options({ crmAddMode, single: ctx.single });
  const crmUpdateMode = opts.crmUpdateMode ?? FIVE9_DEFAULTS.crmUpdateMode;
  const listAddMode = opts.listAddMode ?? FIVE9_DEFAULTS.listAddMode;
  return {
    crmAddMode,
    crmUpdateMode: disabled.crmUpdateModes.includes(crmUpdateMode) ? 'UPDATE_FIRST' : crmUpdateMode,
    listAddMode: disabled.listAddModes.includes(listAddMode) ? 'ADD_FIRST' : listAddMode,
  };
}

/** The dialer fields a lead's phone, ZIP and state travel in (the sandbox and real platforms name them so). */
export const DIALER_LEAD_FIELDS: Record<ProviderCode, { phone: string; zip: string | null; state: string | null }> = {
  FIVE9: { phone: 'number1', zip: 'zip', state: 'state' },
  RING: { phone: 'leadPhone', zip: 'zip', state: 'state' },
  NICE: { phone: 'PhoneNumber', zip: 'ZipCode', state: 'State' },
  CONNECT: { phone: 'phone', zip: 'zip', state: null },
  PREM: { phone: 'phone', zip: 'zip', state: 'state' },
};

/**
 * Lead-verification tokens are read from file columns, never sent to the dialer: a column mapped to one of these
 * pseudo-fields, or else a column whose header (letters and digits, lowercased) is one of the names below.
 */
export const TOKEN_FIELDS = { trustedForm: 'trustedform_token', leadId: 'leadid_token' } as const;
export const TOKEN_HEADER_KEYS = {
  trustedForm: ['trustedform', 'trustedformtoken', 'trustedformcerturl', 'xxtrustedformcerturl', 'trustedformcert', 'trustedformurl'],
  leadId: ['leadid', 'leadidtoken', 'jornayaleadid', 'universalleadid', 'leadidtokenjornaya'],
} as const;

/** Texts of the problems found before any lead is touched (a list's error: no retry can fix them). */
export const CONTEXT_MESSAGES = {
  sanMissing: 'National DNC scrubbing needs an FTC SAN: choose one in the Watchtower tab.',
  trustedFormMissing: 'TrustedForm verification needs an active Active Prospect connection.',
  leadIdMissing: 'LeadiD verification needs an active Verisk connection.',
} as const;

/** Letters and digits only, lowercased: the key file names, campaign names and headers are compared by. */
export const nameKey = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/** Where the token columns are: explicit pseudo-field mappings first, then the headers. */
export function tokenColumns(headers: readonly string[] | null, mapped: readonly MappedCol[]): { trustedForm: number | null; leadId: number | null } {
  const byField = (f: string) => mapped.find((m) => m.columnId === f)?.columnIndex ?? null;
  const byHeader = (keys: readonly string[]) => {
    const i = headers?.findIndex((h) => keys.includes(nameKey(h))) ?? -1;
    return i >= 0 ? i : null;
  };
  return {
    trustedForm: byField(TOKEN_FIELDS.trustedForm) ?? byHeader(TOKEN_HEADER_KEYS.trustedForm),
    leadId: byField(TOKEN_FIELDS.leadId) ?? byHeader(TOKEN_HEADER_KEYS.leadId),
  };
}

/** One file column sent to one dialer field. */
export const mappedCol = z.object({ columnIndex: z.number().int().min(0), columnId: z.string().max(TEXT_MAX.name).trim().min(1) });
export type MappedCol = z.infer<typeof mappedCol>;

/**
 * Names that mean the same lead field (as `nameKey`s): a file's header and a dialer's field id in one group match.
 * The dialers' own ids are in them (Five9 `number1`, RING `leadPhone`, NICE `PhoneNumber`, `first_name`, `ZipCode`…).
 */
export const FIELD_SYNONYMS: readonly (readonly string[])[] = [
  ['phone', 'phonenumber', 'phoneno', 'phonenum', 'number', 'number1', 'leadphone', 'telephone', 'telephonenumber', 'tel', 'mobile',
    'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'cellnumber', 'primaryphone', 'contactnumber', 'contactphone', 'homephone', 'dialnumber'],
  ['firstname', 'first', 'fname', 'givenname', 'forename'],
  ['lastname', 'last', 'lname', 'surname', 'familyname'],
  ['street', 'address', 'address1', 'streetaddress', 'addressline1', 'addr'],
  ['city', 'town'],
  ['state', 'province', 'st', 'statecode'],
  ['zip', 'zipcode', 'zip5', 'postalcode', 'postcode'],
  ['email', 'emailaddress', 'mail'],
  ['company', 'companyname', 'business', 'businessname', 'organization', 'organisation'],
];
const SYNONYM_GROUP = new Map(FIELD_SYNONYMS.flatMap((group, i) => group.map((k) => [k, i] as const)));

/**
 * The editor's auto-match without a template (spec 2 §2): a header equal to a dialer field id maps to it
 * (compared trimmed and in any case); then a header of the same meaning as a field still free maps to it —
 * `phone`, `Phone Number`, `mobile` or `cell` to Five9's `number1` (FIELD_SYNONYMS). Each field is taken once,
 * by its first matching column.
 */
export function autoMapColumns(headers: readonly string[], fieldIds: readonly string[]): MappedCol[] {
  const byKey = new Map(fieldIds.map((id) => [id.trim().toLowerCase(), id]));
  const taken = new Set<string>();
  const byColumn = new Map<number, string>();
  headers.forEach((h, columnIndex) => {
    const id = byKey.get(h.trim().toLowerCase());
    if (id && !taken.has(id)) {
      taken.add(id);
      byColumn.set(columnIndex, id);
    }
  });
  // The field of each meaning: the first of the dialer's ids in that group.
  const byGroup = new Map<number, string>();
  for (const id of fieldIds) {
    const group = SYNONYM_GROUP.get(nameKey(id));
    if (group !== undefined && !byGroup.has(group)) byGroup.set(group, id);
  }
  headers.forEach((h, columnIndex) => {
    if (byColumn.has(columnIndex)) return;
    const group = SYNONYM_GROUP.get(nameKey(h));
    const id = group === undefined ? undefined : byGroup.get(group);
    if (id && !taken.has(id)) {
      taken.add(id);
      byColumn.set(columnIndex, id);
    }
  });
  return [...byColumn].sort(([a], [b]) => a - b).map(([columnIndex, columnId]) => ({ columnIndex, columnId }));
}

/**
 * The bulk uploader's auto-match (spec 2 §2): the file name (without its extension; letters and digits, lowercased)
 * containing a campaign's name key picks that campaign; when several do, the longest key (the most specific name) wins.
 */
export function matchCampaignByFileName<C extends { name: string }>(fileName: string, campaigns: readonly C[]): C | null {
  const key = nameKey(fileName.replace(/\.[^.]*$/, ''));
  let best: C | null = null;
  let bestLen = 0;
  for (const c of campaigns) {
    const k = nameKey(c.name);
    if (k.length > bestLen && key.includes(k)) {
      best = c;
      bestLen = k.length;
    }
  }
  return best;
}

/** Only .csv files are accepted; the reason goes into '{file} rejected because: {reason}'. */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());
export const fileRejectedMessage = (file: string, reason: string) => MESSAGES.fileRejected.replace('{file}', file).replace('{reason}', reason);
/** The largest list file accepted, in MB. */
export const LIST_FILE_MAX_MB = 1024;

/** Counts of a processed list (spec 2 §3): total = Supplied (data rows), valid = accepted leads, loaded = accepted by the dialer. */
export const listMetrics = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicate: z.number().int(),
  /** National and state DNC. */
  dnc: z.number().int(),
  /** Known litigators (TCPA Risk). */
  tcpa: z.number().int(),
  tokenError: z.number().int(),
  inactive: z.number().int(),
  landline: z.number().int(),
  mobile: z.number().int(),
  loaded: z.number().int(),
});
export type ListMetrics = z.infer<typeof listMetrics>;
export const emptyListMetrics = (): ListMetrics => ({
  total: 0, valid: 0, invalid: 0, duplicate: 0, dnc: 0, tcpa: 0, tokenError: 0, inactive: 0, landline: 0, mobile: 0, loaded: 0,
});

export const campaignList = z.object({
  id: z.string(),
  name: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  workspaceId: z.string(),
  status: z.enum(LIST_STATUSES),
  type: z.enum(LIST_TYPES),
  /** When the file was uploaded (or the dialer list imported). */
  uploaded: z.string(),
  dialerListId: z.string().nullable(),
  dialerListName: z.string().nullable(),
  /** Managed campaigns: the list was imported from the dialer. */
  imported: z.boolean(),
  processedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  processingStart: z.string().nullable(),
  processingFinish: z.string().nullable(),
  /** Seconds from start to finish. */
  processingDuration: z.number().nullable(),
  /** The processed file's name once it can be downloaded (each input row with its outcome), else null. */
  processedFile: z.string().nullable(),
  dialerWebhookResponse: z.string().nullable(),
  metrics: listMetrics,
  /** Data rows in the file (known once uploaded; for imports once read), and how many the job has handled. */
  rowCount: z.number().int().nullable(),
  processedRows: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type CampaignList = z.infer<typeof campaignList>;

/** The parts of a process request shared by the editor, the bulk uploader and the public API. */
const requestShape = {
  /** A dialer campaign's list reaches the dialer alone (DIALER) or also messaging (COMBINED); MESSAGING lists are Engage's. */
  type: z.enum(['DIALER', 'COMBINED']).default('DIALER'),
  mode: z.enum(PROCESSING_MODES).default(EDITOR_DEFAULT_MODE),
  dialerListId: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  dialerListName: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  dedupe: z.enum(DEDUPE_OPTIONS).nullable().optional(),
  mappedCols: z.array(mappedCol).default([]),
  firstRowHasHeaders: boolish.default(true),
  crmAddMode: z.enum(CRM_ADD_MODES).optional(),
  crmUpdateMode: z.enum(CRM_UPDATE_MODES).optional(),
  listAddMode: z.enum(LIST_ADD_MODES).optional(),
  leadKeyFields: z.array(z.string().max(TEXT_MAX.name)).optional(),
};

/** POST …/lists/{l}/process and the `request` field of uploadAndProcess. */
export const listProcessRequest = z.object({
  ...requestShape,
  /** The template chosen (or, with saveAsTemplate, the name to save the mapping under). */
  templateName: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  saveAsTemplate: boolish.default(false),
});
export type ListProcessRequest = z.input<typeof listProcessRequest>;
export type ListProcessRequestParsed = z.output<typeof listProcessRequest>;

export const importListBody = z.object({
  dialerListId: z.string({ error: MESSAGES.selectList }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, MESSAGES.selectList),
  dialerListName: z.string().max(TEXT_MAX.name).trim().nullable().optional(),
  force: boolish.default(false),
});
export type ImportListBody = z.input<typeof importListBody>;

/** Preview: rows[0] is the file's first row (the header), then up to `size` data rows of `page`. */
export const LIST_PREVIEW_PAGE_SIZE = 5;
export const listPreview = z.object({
  rows: z.array(z.array(z.string())),
  page: z.number().int(),
  size: z.number().int(),
  /** Data rows after the first. */
  totalRows: z.number().int(),
});
export type ListPreview = z.infer<typeof listPreview>;

/** /lists: 50 per page, up to 10 page links (spec 2 §9). */
export const LISTS_PAGE_SIZE = 50;
export const LISTS_PAGE_LINKS = 10;
export const listsPage = z.object({ content: z.array(campaignList), totalElements: z.number().int(), pageNumber: z.number().int(), maxPerPage: z.number().int() });
export type ListsPage = z.infer<typeof listsPage>;

const campaignParams = wsParams.extend({ campaignId: z.string().max(TEXT_MAX.name) });
const listParams = campaignParams.extend({ listId: z.string() });

const tag = 'Campaign lists';
const base = '/api/orgs/:orgId/workspaces/:ws/campaigns';
export const listsRoutes = {
  all: defineRoute({
    method: 'GET', path: `${base}/lists`, tag, auth: 'user', summary: 'Lists of every campaign of the workspace past mapping (not UPLOADED), newest first, a page at a time; `filter` matches part of the list or campaign name',
    params: wsParams,
    query: z.object({
      pageNumber: z.coerce.number().int().min(0).default(0),
      maxPerPage: z.coerce.number().int().min(1).max(500).default(LISTS_PAGE_SIZE),
      /** Part of the list or campaign name, any case. */
      filter: z.string().max(TEXT_MAX.long).trim().optional(),
    }),
    response: listsPage,
  }),
  list: defineRoute({ method: 'GET', path: `${base}/:campaignId/lists`, tag, auth: 'user', summary: 'Lists of one campaign, newest first', params: campaignParams, response: z.array(campaignList) }),
  get: defineRoute({ method: 'GET', path: `${base}/:campaignId/lists/:listId`, tag, auth: 'user', summary: 'One list', params: listParams, response: campaignList }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:campaignId/lists/:listId`, tag, auth: 'user', summary: 'Delete a list awaiting mapping (UPLOADED)', params: listParams, response: ok }),
  upload: defineRoute({
    method: 'POST', path: `${base}/:campaignId/lists`, tag, auth: 'user', params: campaignParams, bodyKind: 'multipart', response: campaignList,
    multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'The lead list, a .csv file' },
    summary: 'Upload a .csv lead list; it waits (UPLOADED) for mapping and processing. Not for managed campaigns',
  }),
  importList: defineRoute({
    method: 'POST', path: `${base}/:campaignId/importList`, tag, auth: 'user', params: campaignParams, body: importListBody, response: campaignList,
    summary: 'Import a dialer list into a managed campaign; a list imported before needs `force`, which removes its previous leads first (409 otherwise)',
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/:campaignId/lists/:listId/download`, tag, auth: 'user', params: listParams, response: 'file',
    summary: 'The processed file: every input row with its outcome, reason and caller ID (CSV)',
  }),
  uploadAndProcess: defineRoute({
    method: 'POST', path: `${base}/:campaignId/lists/uploadAndProcess`, tag, auth: 'user', params: campaignParams, bodyKind: 'multipart', response: campaignList,
    multipartFields: {
      fields: z.object({ request: listProcessRequest.describe('The processing request as JSON') }),
      file: 'file', fileDescription: 'The lead list, a .csv file',
    },
    summary: 'Upload a .csv lead list and process it at once with the `request` field (JSON)',
  }),
  preview: defineRoute({
    method: 'GET', path: `${base}/:campaignId/lists/:listId/preview`, tag, auth: 'user', params: listParams,
    query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(LIST_PREVIEW_PAGE_SIZE) }),
    response: listPreview,
    summary: 'Rows of an uploaded file: the first row (header) and one page of data rows',
  }),
  process: defineRoute({
    method: 'POST', path: `${base}/:campaignId/lists/:listId/process`, tag, auth: 'user', params: listParams, body: listProcessRequest, response: campaignList,
    summary: 'Map and process an uploaded list: scrub, assign caller IDs and deliver to the dialer in the background',
  }),
};
