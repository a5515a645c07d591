import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { MESSAGES, REPORT_LIFETIME_DAYS, type ExportAccepted, type ReportDownload } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser, type Actor } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { csvRow } from '../../platform/csv';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repo from './reports.repo';

export const EXPORT_JOB = 'reports.export';
/** Attempts of an export job whose writer failed unexpectedly before the report is marked FAILED. */
const RETRIES = 2;
const DAY_MS = 86_400_000;

type Cell = string | number | boolean | null | undefined;

/** What a writer gets: the request, and the file to stream its CSV into. */
export interface ExportContext {
  orgId: string;
  workspaceId: string;
  /** Who asked (their reports and notifications are theirs alone). */
  userId: string;
  /** What the feature stored with the request (filters, the record set…). */
  params: unknown;
  /** Writes one CSV row (quoted where needed, spreadsheet formulas neutralised), waiting while the file catches up. */
  row(cells: readonly Cell[]): Promise<void>;
  /** The file itself, for a writer that writes its own bytes (respect `write`'s back-pressure). */
  out: Writable;
}

/** Streams one kind of report into the stored file; never holds the whole file in memory. */
export type ExportWriter = (ctx: ExportContext) => Promise<void>;

/** A failure a writer reports on purpose: its message is shown to the user, and the job is not tried again. */
export class ExportError extends Error {}

/** The server's one CSV cell writer lives in platform/csv.ts (re-exported here for the reports tests). */
export { csvCell } from '../../platform/csv';

/** The download's file name: the report's name as a .csv file, without characters file systems refuse. */
export const reportFileName = (reportName: string) => {
  const safe = reportName.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim() || 'report';
  return /\.csv$/i.test(safe) ? safe : `${safe}.csv`;
};

export const toReport = (r: repo.ReportRow): ReportDownload => ({
  id: r.id, reportName: r.reportName, status: r.status, requestedBy: { firstName: r.requestedByFirstName, lastName: r.requestedByLastName },
  requestedAt: r.requestedAt.toISOString(), expiresAt: r.expiresAt?.toISOString() ?? null, size: r.size, errorMessage: r.errorMessage,
});

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);

/**
 * The one export service behind every "Your request is processing. You will be notified when the file is ready to
 * download." action. A feature registers a writer per kind of report; `request` records the report (PENDING) and
 * queues the job, which streams the writer's CSV into a stored file, marks the report READY for REPORT_LIFETIME_DAYS,
 * tells the user's consoles (Report event) and sends the notification. A failed writer marks it FAILED and says why.
 */
export function exportService(
  deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now' | 'realtime'>,
  x: { notifications: Pick<NotificationsService, 'notify'>; userNames(actor: Actor): Promise<{ firstName: string; lastName: string } | null> },
) {
  const { db } = deps;
  const writers = new Map<string, ExportWriter>();

  /** The report to its owner's consoles, naming its workspace (the Downloads screen shows one workspace at a time). */
  const publish = (r: repo.ReportRow) => deps.realtime.publish(`user:${r.userId}`, { type: 'Report', payload: { ...toReport(r), workspaceId: r.workspaceId } });

  async function fail(r: repo.ReportRow, reason: string) {
    const failed = await repo.transition(db, r.id, 'PENDING', { status: 'FAILED', errorMessage: reason });
    if (r.fileId) await deps.files.remove(r.fileId);
    if (!failed) return;
    await publish(failed);
    await x.notifications.notify({
      orgId: r.orgId, userId: r.userId, type: 'Report',
      payload: { heading: MESSAGES.reportFailedHeading, message: fill(MESSAGES.reportFailedMessage, { report: r.reportName, reason }), workspaceId: r.workspaceId, reportName: r.reportName },
    });
  }

  /** Streams the writer's rows into the file; the stream is closed (and its errors raised) before this answers. */
  async function write(r: repo.ReportRow, fileId: string, writer: ExportWriter) {
    // 'w' truncates: a retried job writes the same file again from the start.
    const out = createWriteStream(deps.files.pathOf(fileId), { flags: 'w' });
    const failed = once(out, 'error').then(([err]) => Promise.reject(err as Error));
    failed.catch(() => undefined);
    try {
      await Promise.race([failed, writer({
        orgId: r.orgId, workspaceId: r.workspaceId, userId: r.userId, params: r.params, out,
        async row(cells) {
          if (!out.write(csvRow(cells))) await Promise.race([once(out, 'drain'), failed]);
        },
      })]);
      out.end();
      await finished(out);
    } finally {
      out.destroy();
    }
  }

  /** The export job: idempotent (a report no longer PENDING is left alone) and resumable (a retry rewrites the claimed file). */
  async function run(reportId: string, meta: { retryCount: number }): Promise<void> {
    let r = await repo.findReportById(db, reportId);
    if (!r || r.status !== 'PENDING') return;
    const writer = writers.get(r.kind);
    if (!writer) return fail(r, MESSAGES.reportKindUnknown);
    if (!r.fileId) {
      const fileId = await deps.files.create({ orgId: r.orgId, name: reportFileName(r.reportName), contentType: 'text/csv' });
      await repo.claimFile(db, r.id, fileId);
      r = { ...r, fileId };
    }
    try {
      await write(r, r.fileId!, writer);
      const size = await deps.files.sync(r.fileId!);
      const now = deps.now();
      const ready = await repo.transition(db, r.id, 'PENDING', { status: 'READY', size, readyAt: now, expiresAt: new Date(now.getTime() + REPORT_LIFETIME_DAYS * DAY_MS) });
      if (!ready) return; // deleted while it was written: the delete removed the file
      await publish(ready);
      await x.notifications.notify({
        orgId: r.orgId, userId: r.userId, type: 'Report',
        payload: { heading: MESSAGES.reportReadyHeading, message: fill(MESSAGES.reportReadyMessage, { report: r.reportName }), workspaceId: r.workspaceId, reportName: r.reportName },
      });
    } catch (err) {
      const current = await repo.findReportById(db, reportId);
      if (!current || current.status !== 'PENDING') return;
      if (!(err instanceof ExportError) && meta.retryCount < RETRIES) {
        deps.log.warn({ err, reportId, attempt: meta.retryCount + 1 }, 'export interrupted; it is tried again');
        throw err;
      }
      deps.log.error({ err, reportId }, 'export failed');
      await fail(current, err instanceof ExportError ? err.message : 'The file could not be written.');
    }
  }

  deps.jobs.define<{ reportId: string }>(EXPORT_JOB, ({ reportId }, meta) => run(reportId, meta));

  return {
    run,
    publish,

    /** A feature registers the writer of one kind of report (once, when it is built). */
    registerExport(kind: string, writer: ExportWriter) {
      if (writers.has(kind)) throw new Error(`An export writer for ${kind} is already registered.`);
      writers.set(kind, writer);
    },

    /**
     * Starts an export for a signed-in user in the scope's workspace (the calling feature has checked that they may see
     * what it holds): the report appears at once as PENDING in their Downloads. Answer it to the browser as it is.
     */
    async request({ actor, workspace: w }: WorkspaceScope, input: { reportName: string; kind: string; params?: unknown }): Promise<ExportAccepted> {
      const user = requireUser(actor);
      if (!writers.has(input.kind)) throw new AppError('VALIDATION', MESSAGES.reportKindUnknown);
      const names = await x.userNames(actor);
      const row = await repo.insertReport(db, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, userId: user.userId,
        requestedByFirstName: names?.firstName ?? '', requestedByLastName: names?.lastName ?? '',
        reportName: input.reportName, kind: input.kind, params: (input.params ?? {}) as object, status: 'PENDING', requestedAt: deps.now(),
      });
      await deps.jobs.send(EXPORT_JOB, { reportId: row.id }, { singletonKey: row.id, retryLimit: RETRIES });
      await publish(row);
      return { reportId: row.id, status: row.status, message: MESSAGES.exportRequested };
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
