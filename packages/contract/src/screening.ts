import { z } from 'zod';
import { TEXT_MAX, tooLong } from './fields';
import { defineRoute } from './route';
import { MESSAGES } from './messages';
import { normalizePhone } from './rules';
import { INTERACTION_RESULTS, PHONE_TYPES } from './workflow-graph';

/**
 * The real-time screening API (design §5): a dialer or a customer's system asks whether a call may go out, and the
 * workspace's published workflow answers. Authenticated by a workspace API key.
 */
const tag = 'Call screening';

export const SCREENING_MESSAGES = {
  toInvalid: 'To must be a valid US or Canadian phone number',
  fromInvalid: 'From must be a valid US or Canadian phone number',
  workflowNotPublished: 'This workflow has not been published.',
  workflowDisabled: 'This workflow is disabled.',
} as const;

/** How a Script node's run ends when the sandbox stops it (its error, shown in the call's trace). */
export const POOL_MESSAGES = {
  busy: 'stopped: too many scripts are waiting to run',
  outOfMemory: 'stopped: out of memory',
  crashed: (reason: string) => `failed: the sandbox stopped (${reason})`,
  cannotStart: (reason: string) => `failed: the sandbox could not start (${reason})`,
  timedOut: (timeMs: number) => `stopped after ${timeMs} ms`,
} as const;

/** Calls repeat their caller IDs (and re-screened callees): their normal forms are kept, up to 10,000 at a time. */
const normalized = new Map<string, string | null>();
function normalizeRepeated(v: string): string | null {
  let e164 = normalized.get(v);
  if (e164 === undefined) {
    e164 = normalizePhone(v);
    if (normalized.size >= 10_000) normalized.clear();
    normalized.set(v, e164);
  }
  return e164;
}

/** A US or Canadian number as ten digits (any common formatting accepted); '' stays '' when `optional`. */
const tenDigitPhone = (message: string, optional = false) => z.string().max(TEXT_MAX.short).trim().transform((v, ctx) => {
  if (optional && v === '') return '';
  const e164 = normalizeRepeated(v);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return e164.slice(2);
});

export const screenRequest = z.object({
  workflowId: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, MESSAGES.fieldRequired).meta({ example: 'wf_01J2M8Q' }),
  to: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.short, tooLong(TEXT_MAX.short)).pipe(tenDigitPhone(SCREENING_MESSAGES.toInvalid)).meta({ example: '(512) 555-0147' }),
  /** The calling number (the caller ID the dialer would show); may be left out. */
  from: z.string().max(TEXT_MAX.short).nullable().optional().transform((v) => v ?? '').pipe(tenDigitPhone(SCREENING_MESSAGES.fromInvalid, true)).meta({ example: '2125550123' }),
  zip: z.string().trim().max(10).nullable().optional().transform((v) => v || null).meta({ example: '78701' }),
  externId: z.string().trim().max(200).nullable().optional().transform((v) => v || null),
  channelType: z.enum(['Voice', 'SMS']).default('Voice'),
  phoneType: z.enum(PHONE_TYPES).nullable().optional().transform((v) => v ?? null),
  /** Anything else the workflow's Decision nodes may read (the Meta data scope). */
  data: z.record(z.string().max(TEXT_MAX.long), z.union([z.string().max(TEXT_MAX.long), z.number(), z.boolean()]).transform(String)).default({}).meta({ example: { leadSource: 'web', consentDate: '2026-01-15' } }),
});
export type ScreenRequest = z.input<typeof screenRequest>;

export const screenAnswer = z.object({
  interactionId: z.string(),
  result: z.enum(INTERACTION_RESULTS),
  reason: z.string().nullable(),
  sipResponseCode: z.number().int().nullable(),
  /** The local caller ID to show, when a CallerId node chose one from a Core pool. */
  pcidFromNumber: z.string().nullable(),
  data: z.record(z.string(), z.string()),
}).meta({ example: { interactionId: 'ix_01J2M9', result: 'Rejected', reason: 'Outside calling hours', sipResponseCode: 503, pcidFromNumber: null, data: { leadSource: 'web' } } });
export type ScreenAnswer = z.infer<typeof screenAnswer>;

/**
 * The GET form: the same fields as query parameters, every other parameter becoming data. The named ones are listed so
 * that the OpenAPI document shows them (a bare record showed its own keywords as parameters); they are strings here and
 * checked as the POST form's body is (screening.routes.ts), so both forms answer the same messages.
 */
export const screenQuery = z.object({
  workflowId: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).meta({ description: 'The workflow to run (its published version)', example: 'wf_01J2M8Q' }),
  to: z.string({ error: MESSAGES.fieldRequired }).max(TEXT_MAX.short, tooLong(TEXT_MAX.short)).meta({ description: 'The number to be called: a US or Canadian number, any common formatting', example: '(512) 555-0147' }),
  from: z.string().max(TEXT_MAX.short).optional().meta({ description: 'The calling number (the caller ID the dialer would show)', example: '2125550123' }),
  zip: z.string().max(TEXT_MAX.short).optional().meta({ description: 'The ZIP or postal code of the person called', example: '78701' }),
  externId: z.string().max(TEXT_MAX.name).optional().meta({ description: 'Your own id of the call or lead' }),
  channelType: z.string().max(TEXT_MAX.short).optional().meta({ description: 'Voice (the default) or SMS' }),
  phoneType: z.string().max(TEXT_MAX.short).optional().meta({ description: `The line type, if known: ${PHONE_TYPES.join(', ')}` }),
}).catchall(z.string());

export const screeningRoutes = {
  screen: defineRoute({
    method: 'POST', path: '/api/v1/aegis/screen', tag, auth: 'apiKey',
    summary: 'Screen a call: the workflow\'s published version decides Accepted or Rejected (with reason, SIP code and caller ID)',
    body: screenRequest, response: screenAnswer,
  }),
  screenGet: defineRoute({
    method: 'GET', path: '/api/v1/aegis/screen', tag, auth: 'apiKey',
    summary: 'Screen a call from a URL (for dialers that can only call one): workflowId, to, from, zip, externId, channelType, phoneType; any other parameter is data',
    query: screenQuery, response: screenAnswer,
  }),
};
