import { z } from 'zod';
import { TEXT_MAX, tooLong } from './fields';
import { defineRoute, orgParams } from './route';
import { MESSAGES } from './messages';
import { NANP_COUNTRIES, normalizePhone } from './rules';
import { RISK_LEVELS } from './protect';

/** The number utility's two look-ups (spec 2 §2 "Number utility"). */
export const UTILITY_SEARCH_TYPES = ['CNAM', 'SPAM'] as const;
export type UtilitySearchType = (typeof UTILITY_SEARCH_TYPES)[number];
export const CNAM_TYPES = ['BUSINESS', 'CONSUMER', 'UNKNOWN'] as const;

/** A US or Canadian number in any common format, handed on as E.164 ('Phone number must be valid'). */
export const utilityNumberQuery = z.object({
  number: z
    .string({ error: MESSAGES.phoneNumberRequired })
    .trim()
    .min(1, MESSAGES.phoneNumberRequired)
    .max(TEXT_MAX.short, tooLong(TEXT_MAX.short))
    .transform((v, ctx) => {
      const e164 = normalizePhone(v, NANP_COUNTRIES);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return e164;
    }),
});

export const cnamCheckResult = z.object({
  number: z.string(),
  primary: z.object({ name: z.string(), type: z.enum(CNAM_TYPES) }),
  secondary: z.object({ name: z.string() }),
});
export type CnamCheckResult = z.infer<typeof cnamCheckResult>;

export const spamCheckResult = z.object({
  number: z.string(),
  /** 0 (clean) to 100 (certain spam), across every engine. */
  spamScore: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
});
export type SpamCheckResult = z.infer<typeof spamCheckResult>;

export const utilityPing = z.object({ status: z.literal('UP'), cnam: z.boolean(), spam: z.boolean(), time: z.string() });

const tag = 'Number utility';
const base = '/api/orgs/:orgId/utility';
export const utilityRoutes = {
  cnamCheck: defineRoute({
    method: 'GET', path: `${base}/cnamCheck`, tag, auth: 'user', params: orgParams, query: utilityNumberQuery, response: cnamCheckResult,
    summary: 'Caller name (CNAM) of a US or Canadian number as two databases show it',
  }),
  spamCheck: defineRoute({
    method: 'GET', path: `${base}/spamCheck`, tag, auth: 'user', params: orgParams, query: utilityNumberQuery, response: spamCheckResult,
    summary: 'Spam score and risk level of a US or Canadian number',
  }),
  ping: defineRoute({ method: 'GET', path: `${base}/ping`, tag, auth: 'user', params: orgParams, response: utilityPing, summary: 'Whether the look-up services answer' }),
};
