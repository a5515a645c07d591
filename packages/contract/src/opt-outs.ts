import { z } from 'zod';
import { defineRoute, ok, wsParams } from './route';
import { MESSAGES } from './messages';
import { isoDate, TEXT_MAX, tooLong } from './fields';
import { tenDigitPhone } from './interactions';
import { exportAccepted } from './reports';

/**
 * Engage opt-outs (spec 3 §2.4, §3 Opt-out, §4, §5, §7 Opt-outs, §8): numbers that asked not to be texted. An opt-out
 * holds for every campaign of the workspace (domain: STOP is for good); its campaign is where it was asked.
 */

export const OPT_OUT_REASONS = ['STOP', 'MANUAL', 'IMPORT', 'DO_NOT_CONTACT', 'CARRIER', 'FREE_TEXT'] as const;
export type OptOutReason = (typeof OPT_OUT_REASONS)[number];

export const OPT_OUT_MESSAGES = {
  added: 'Record added successfully',
  saveFailed: 'An error occurred while saving the opt-out.',
  notSaved: 'Opt-out not saved.  Please provide a valid phone number.',
  downloadRequested: MESSAGES.exportRequested,
  downloadFailed: MESSAGES.downloadFailed,
  removed: MESSAGES.deletedSuccessfully,
  campaignRequired: MESSAGES.fieldRequired,
  reasonRequired: MESSAGES.fieldRequired,
  inactivePrefix: '(Inactive) ',
  confirmDelete: 'Remove this opt-out? The number can be texted again by the workspace’s campaigns.',
  /** A free-text reply that reads as an opt-out, waiting for a person to confirm it. */
  reviewTitle: 'Replies to review',
  reviewNote: 'These replies read like a request to stop texting. Confirm to opt the number out, or dismiss.',
  importDone: 'Imported {n} opt-outs; {m} rows were not valid phone numbers.',
  fileRequired: 'Please select a CSV file to upload.',
  importTooLarge: 'An import holds at most 1,000,000 numbers: split the file.',
  csvOnly: MESSAGES.listCsvOnly,
} as const;

export const optOut = z.object({
  leadKey: z.object({ phone: z.string(), campaignId: z.string() }),
  campaignName: z.string(),
  timestamp: isoDate,
  reason: z.string(),
});
export type OptOut = z.infer<typeof optOut>;

/** A free-text reply flagged as a possible opt-out (FCC 24-24: any reasonable means), for review on the opt-out page. */
export const optOutReview = z.object({
  id: z.string(),
  phone: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  message: z.string(),
  timestamp: isoDate,
});
export type OptOutReview = z.infer<typeof optOutReview>;

const instant = z.iso.datetime({ offset: true }).max(TEXT_MAX.short);
const campaignId = z.string().max(TEXT_MAX.name);
const listQuery = z.object({ earliest: instant.optional(), latest: instant.optional(), campaignId: campaignId.optional() });
const phoneQuery = z.string({ error: OPT_OUT_MESSAGES.notSaved }).max(30, OPT_OUT_MESSAGES.notSaved).transform((v, ctx) => {
  const digits = tenDigitPhone(v);
  if (!digits) {
    ctx.addIssue({ code: 'custom', message: OPT_OUT_MESSAGES.notSaved });
    return z.NEVER;
  }
  return digits;
});

const tag = 'Engage opt-outs';
const base = '/api/orgs/:orgId/workspaces/:ws/messagingSuppressions';
export const optOutsRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', params: wsParams, query: listQuery, response: z.array(optOut),
    summary: 'Opt-outs of the period (earliest inclusive, latest exclusive), of one campaign or all, newest first',
  }),
  add: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', params: wsParams, response: optOut,
    query: z.object({
      campaignId: z.string({ error: OPT_OUT_MESSAGES.campaignRequired }).max(TEXT_MAX.name).min(1, OPT_OUT_MESSAGES.campaignRequired),
      phone: phoneQuery,
      reason: z.string({ error: OPT_OUT_MESSAGES.reasonRequired }).max(TEXT_MAX.name, tooLong(TEXT_MAX.name)).trim().min(1, OPT_OUT_MESSAGES.reasonRequired),
    }),
    summary: 'Opt a US or Canadian number out of every campaign of the workspace',
  }),
  remove: defineRoute({
    method: 'DELETE', path: base, tag, auth: 'user', params: wsParams, response: ok,
    query: z.object({ campaignId, phone: phoneQuery }),
    summary: 'Remove an opt-out: the number can be texted again',
  }),
  download: defineRoute({
    method: 'GET', path: `${base}/download`, tag, auth: 'user', params: wsParams, query: listQuery, response: exportAccepted,
    summary: 'Export the opt-outs of the period as CSV, asynchronously: the file appears in Downloads and the requester is notified',
  }),
  import: defineRoute({
    method: 'POST', path: `${base}/import`, tag, auth: 'user', params: wsParams, bodyKind: 'multipart',
    // Checked once the body has been read, so a malformed body answers as every upload's does.
    query: z.object({ campaignId: campaignId.optional() }),
    multipartFields: { fields: z.object({}), file: 'file', fileDescription: 'A CSV with a phone column (and an optional reason column)' },
    response: z.object({ imported: z.number().int(), invalid: z.number().int() }),
    summary: 'Import opt-outs from a CSV file',
  }),
  reviews: defineRoute({
    method: 'GET', path: `${base}/reviews`, tag, auth: 'user', params: wsParams, response: z.array(optOutReview),
    summary: 'Free-text replies that read as opt-outs, waiting for review, oldest first',
  }),
  resolveReview: defineRoute({
    method: 'POST', path: `${base}/reviews/:reviewId`, tag, auth: 'user', params: wsParams.extend({ reviewId: z.string().max(TEXT_MAX.name) }),
    query: z.object({ optOut: z.enum(['true', 'false']).transform((v) => v === 'true') }), response: ok,
    summary: 'Confirm (opt the number out) or dismiss a flagged reply',
  }),
};
