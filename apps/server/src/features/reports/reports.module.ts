import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { exportService } from './export-service';
import { defineReportsJobs } from './reports.jobs';
import { reportsService } from './reports.service';

/**
 * Downloads and the export service. Other features call `exports.registerExport(kind, writer)` once and
 * `exports.request(...)` from their download actions; the routes list, link and delete the user's reports.
 */
export function createReports(
  deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now' | 'realtime' | 'secretKey'>,
  x: { workspaces: WorkspacesService; notifications: NotificationsService; userNames(actor: Actor): Promise<{ firstName: string; lastName: string } | null> },
) {
  const exports = exportService(deps, x);
  const jobs = defineReportsJobs(deps, exports);
  const service = reportsService(deps, { exports });
  return { service, exports, expire: jobs.expire };
}
export type Reports = ReturnType<typeof createReports>;
