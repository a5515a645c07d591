import { z } from 'zod';
import { defineRoute, wsParams, wsIdParams, ok } from './route';
import { isoDate, TEXT_MAX } from './fields';
import { MESSAGES } from './messages';

/**
 * A report download (spec 3 §3): a file an asynchronous export wrote for the user who asked. PENDING while the job
 * writes it, READY until `expiresAt`, then EXPIRED (the file is removed); FAILED when it could not be written;
 * DELETED when the user deleted it (no longer listed).
 */
export const REPORT_STATUSES = ['PENDING', 'READY', 'FAILED', 'EXPIRED', 'DELETED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  PENDING: 'Processing', READY: 'Ready', FAILED: 'Failed', EXPIRED: 'Expired', DELETED: 'Deleted',
};

/** How long a finished file stays downloadable, and how long a download link works once asked for. */
export const REPORT_LIFETIME_DAYS = 7;
export const REPORT_LINK_SECONDS = 300;

export const reportDownload = z.object({
  id: z.string(),
  reportName: z.string(),
  status: z.enum(REPORT_STATUSES),
  requestedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  requestedAt: isoDate,
  /** Until when the file can be downloaded (set once it is READY). */
  expiresAt: isoDate.nullable(),
  /** Bytes of the finished file. */
  size: z.number().nullable(),
  /** Why a FAILED report could not be written. */
  errorMessage: z.string().nullable(),
});
export type ReportDownload = z.infer<typeof reportDownload>;

/**
 * What an action answers when it starts an asynchronous export ("Your request is processing. You will be notified when
 * the file is ready to download."): the report that will appear in Downloads. Features' download routes answer this.
 */
export const exportAccepted = z.object({ reportId: z.string(), status: z.enum(REPORT_STATUSES), message: z.string() })
  .meta({ example: { reportId: '0b6f…', status: 'PENDING', message: MESSAGES.exportRequested } });
export type ExportAccepted = z.infer<typeof exportAccepted>;

const tag = 'Reports';
const base = '/api/orgs/:orgId/workspaces/:ws/reports';
export const reportsRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', params: wsParams, response: z.array(reportDownload),
    summary: 'My reports in the workspace (deleted ones left out), newest request first',
  }),
  url: defineRoute({
    method: 'GET', path: `${base}/:id/url`, tag, auth: 'user', params: wsIdParams,
    response: z.object({ url: z.string(), expiresAt: isoDate }),
    summary: `A link to download a READY report without the bearer header: a path on this site holding a signed token that works for ${REPORT_LINK_SECONDS / 60} minutes`,
  }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: 'Delete a report and its file', params: wsIdParams, response: ok }),
  file: defineRoute({
    method: 'GET', path: '/api/reports/file', tag, auth: 'public', query: z.object({ token: z.string().max(TEXT_MAX.secret) }), response: 'file',
    summary: 'The report\'s file, for a link from reports/{id}/url (the token names the report and the user, and expires)',
  }),
};
