import type { MeteringService } from '../metering/metering.service';
import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import type { UsersService } from '../users/users.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Webhooks } from '../webhooks/webhooks.module';
import { protectScanner } from './protect-scan';
import { defineProtectJobs } from './protect.jobs';
import { protectService } from './protect.service';
import { registerProtectRoutes } from './protect.routes';
import * as repo from './protect.repo';

/** UC Protect's parts: the service behind the routes, the scanner and its jobs. */
function createProtect(
  deps: Pick<Deps, 'db' | 'config' | 'jobs' | 'log' | 'now' | 'realtime' | 'registration' | 'reputation'>,
  x: {
    workspaces: Pick<WorkspacesService, 'findAnyOrg'>; businessRecords: Pick<BusinessRecordsService, 'find'>; brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'find'>;
    users: Pick<UsersService, 'list'>; notifications: Pick<NotificationsService, 'notify'>;
    /** Fires the UCProtect webhooks of alerts. */
    webhooks: Pick<Webhooks, 'emit'>;
  },
) {
  const scanner = protectScanner(deps, {
    // The scan acts for the organisation itself: everyone in it who has activated their account hears about alerts.
    orgUserIds: async (orgId) =>
      (await x.users.list({ kind: 'apiKey', keyId: 'uc-protect-scan', orgId, workspaceId: '' }, orgId)).filter((u) => u.activated).map((u) => u.id),
    notify: (input) => x.notifications.notify(input),
    workspaceName: async (id) => (await x.workspaces.findAnyOrg(id))?.name ?? null,
    emit: x.webhooks.emit,
  });
  const jobs = defineProtectJobs(deps, scanner);
  const service = protectService(deps, {
    businessRecords: x.businessRecords, brandedProfiles: x.brandedCallingProfiles,
    enqueueScan: (scope) => jobs.enqueueScan(scope), enqueueWithdrawal: jobs.enqueueWithdrawal,
  });
  /** The workspace's numbers registered under a business record. */
  const numbersUsingRecord = (ws: string, recordId: string) => repo.countUsingRecord(deps.db, ws, recordId);
  /** The numbers monitored, billed per month (the usage ledger's census). */
  const billedNumbers = () => repo.billedNumbers(deps.db);
  return { service, scanner, enqueueScan: jobs.enqueueScan, followUp: jobs.followUp, withdraw: jobs.withdraw, numbersUsingRecord, billedNumbers };
}
export type Protect = ReturnType<typeof createProtect>;

/** UC Protect; its numbers hold on to the business records they are registered under. */
export const protectModule = defineModule({
  name: 'protect',
  create: createProtect,
  connect: (protect, peers: { businessRecords: Pick<BusinessRecordsService, 'registerUsage'>; metering: Pick<MeteringService, 'registerCensus'> }) => {
    peers.metering.registerCensus(protect.billedNumbers);
    // A business record that numbers are registered under is not deleted from under them.
    peers.businessRecords.registerUsage('protect', protect.numbersUsingRecord);
  },
  routes: (app, protect, gate: Gate) => registerProtectRoutes(app, protect.service, gate),
});
