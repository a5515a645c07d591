import type { Deps } from '../../platform/deps';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import type { UsersService } from '../users/users.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import { protectScanner } from './protect-scan';
import { defineProtectJobs } from './protect.jobs';
import { protectService } from './protect.service';

/** UC Protect's parts: the service behind the routes, the scanner and its jobs. */
export function createProtect(
  deps: Pick<Deps, 'db' | 'config' | 'jobs' | 'log' | 'now' | 'realtime' | 'registration' | 'reputation'>,
  x: {
    workspaces: Pick<WorkspacesService, 'findAnyOrg'>; businessRecords: BusinessRecordsService; brandedCallingProfiles: BrandedCallingProfilesService;
    users: UsersService; notifications: NotificationsService;
    /** Fires the UCProtect webhooks of alerts. */
    emit: WebhookEmit;
  },
) {
  const scanner = protectScanner(deps, {
    // The scan acts for the organisation itself: everyone in it who has activated their account hears about alerts.
    orgUserIds: async (orgId) =>
      (await x.users.list({ kind: 'apiKey', keyId: 'uc-protect-scan', orgId, workspaceId: '' }, orgId)).filter((u) => u.activated).map((u) => u.id),
    notify: (input) => x.notifications.notify(input),
    workspaceName: async (id) => (await x.workspaces.findAnyOrg(id))?.name ?? null,
    emit: x.emit,
  });
  const jobs = defineProtectJobs(deps, scanner);
  const service = protectService(deps, {
    businessRecords: x.businessRecords, brandedProfiles: x.brandedCallingProfiles,
    enqueueScan: (scope) => jobs.enqueueScan(scope), enqueueWithdrawal: jobs.enqueueWithdrawal,
  });
  return { service, scanner, enqueueScan: jobs.enqueueScan, followUp: jobs.followUp, withdraw: jobs.withdraw };
}
export type Protect = ReturnType<typeof createProtect>;
