import type { ReadStream } from 'node:fs';
import { MESSAGES, REPORT_LINK_SECONDS, reportsRoutes, type ReportDownload } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser } from '../../platform/auth-context';
import { conflict, notFound, orNotFound } from '../../platform/errors';
import { signedTokens } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import { reportFileName, toReport, type ExportService } from './export-service';
import * as repo from './reports.repo';

/**
 * Downloads (spec 3 §2.14): each user sees and deletes only the reports they asked for, in the workspaces they may see.
 * A download goes through a short-lived signed link (GET reports/{id}/url), so the browser can open it in a new tab
 * without the bearer header; the link names the report and the user and works for REPORT_LINK_SECONDS.
 */
export function reportsService(deps: Pick<Deps, 'db' | 'secretKey' | 'now' | 'files'>, x: { exports: Pick<ExportService, 'publish'> }) {
  const { db } = deps;
  const links = signedTokens<{ reportId: string; userId: string }>(deps.secretKey, 'report-download');

  function mine({ actor, workspace }: WorkspaceScope) {
    const user = requireUser(actor);
    return { userId: user.userId, workspaceId: workspace.id };
  }

  const downloadable = (r: repo.ReportRow, now: Date) => r.status === 'READY' && Boolean(r.fileId) && (!r.expiresAt || r.expiresAt > now);

  return {
    async list(scope: WorkspaceScope): Promise<ReportDownload[]> {
      const { userId, workspaceId } = mine(scope);
      return (await repo.listReports(db, userId, workspaceId)).map(toReport);
    },

    async url(scope: WorkspaceScope, id: string): Promise<{ url: string; expiresAt: string }> {
      const { userId, workspaceId } = mine(scope);
      const r = orNotFound(await repo.findReport(db, userId, workspaceId, id));
      const now = deps.now();
      if (!downloadable(r, now)) throw conflict(MESSAGES.reportUnavailable);
      const expiresAt = new Date(now.getTime() + REPORT_LINK_SECONDS * 1000);
      const token = links.sign({ reportId: r.id, userId }, expiresAt);
      return { url: `${reportsRoutes.file.path}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
    },

    /** Marks the report DELETED (it leaves the list at once, live too) and removes its file. */
    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const { userId, workspaceId } = mine(scope);
      const r = orNotFound(await repo.findReport(db, userId, workspaceId, id));
      const deleted = await repo.transition(db, r.id, r.status, { status: 'DELETED' });
      if (!deleted) throw notFound();
      if (r.fileId) await deps.files.remove(r.fileId);
      await x.exports.publish(deleted);
    },

    /** The file behind a link: the token must be this server's, unexpired, and the report still the user's and READY. */
    async file(token: string): Promise<{ filename: string; size: number; stream: ReadStream }> {
      const now = deps.now();
      const claim = links.verify(token, now);
      const r = claim ? await repo.findReportById(db, claim.reportId) : null;
      if (!claim || !r || r.userId !== claim.userId || !downloadable(r, now)) throw notFound(MESSAGES.reportUnavailable);
      const opened = await deps.files.openStream(r.fileId!);
      if (!opened) throw notFound(MESSAGES.reportUnavailable);
      return { filename: reportFileName(r.reportName), size: opened.meta.size, stream: opened.stream };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
