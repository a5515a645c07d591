import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
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
    notifications: Pick<NotificationsService, 'notify'>; users: Pick<UsersService, 'names'>;
  },
) {
  const { notifications, users } = peers;
  const exports = exportService(deps, { notifications, userNames: (actor) => users.names(actor) });
  const jobs = defineReportsJobs(deps, exports);
  const service = reportsService(deps, { exports });
  return { service, exports, expire: jobs.expire };
}
export type Reports = ReturnType<typeof createReports>;

/** Downloads: the one export service (its requester's name on each report comes from the users service). */
export const reportsModule = defineModule({
  name: 'reports',
  create: createReports,
  routes: (app, reports, gate: Gate) => registerReportsRoutes(app, reports.service, gate),
});
