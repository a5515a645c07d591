import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { exportService } from './export-service';
import { defineReportsJobs } from './reports.jobs';
import { reportsService } from './reports.service';
import { registerReportsRoutes } from './reports.routes';

/**
 * Downloads and the export service. Other features register their writers with `exports.registerExport(kind, writer)`
 * in their module's connect and call `exports.request(...)` from their download actions; the routes list, link and
 * delete the user's reports.
 */
function createReports(
  deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now' | 'realtime' | 'secretKey'>,
  peers: {
    workspaces: Pick<WorkspacesService, 'access'>; notifications: Pick<NotificationsService, 'notify'>;
    /** Until the users service offers it, register.ts's `userNames` (provided beside the modules). */
    userNames(actor: Actor): Promise<{ firstName: string; lastName: string } | null>;
  },
) {
  const exports = exportService(deps, peers);
  const jobs = defineReportsJobs(deps, exports);
  const service = reportsService(deps, { exports });
  return { service, exports, expire: jobs.expire };
}
export type Reports = ReturnType<typeof createReports>;

/** Downloads: the one export service (its requester's name on each report comes from `userNames`). */
export const reportsModule = defineModule({
  name: 'reports',
  create: createReports,
  routes: (app, reports, gate: Gate) => registerReportsRoutes(app, reports.service, gate),
});
