import type { Deps } from '../../platform/deps';
import * as repo from './protect.repo';
import type { ProtectScanner } from './protect-scan';

export const PROTECT_JOBS = { scan: 'protect.scan', confirm: 'protect.confirm', scanAll: 'protect.scan-all' } as const;
/** Confirmation checks back off from 30 s to one hour while the engines keep registrations pending. */
const CONFIRM_FIRST_MS = 30_000;
const CONFIRM_MAX_MS = 3_600_000;

export interface ScanJob extends repo.Scope {
  /** Only numbers never scanned (after a registration), or every number scanned before `requestedAt`. */
  onlyNew: boolean;
  requestedAt: string;
}
export interface ConfirmJob extends repo.Scope {
  attempt: number;
}

/** The scan jobs: one per workspace on demand, the daily sweep, and the follow-up of pending registrations. */
export function defineProtectJobs(deps: Deps, scanner: ProtectScanner) {
  const { jobs } = deps;

  const followUp = (scope: repo.Scope, attempt: number) =>
    jobs.send<ConfirmJob>(PROTECT_JOBS.confirm, { ...scope, attempt }, { startAfter: new Date(deps.now().getTime() + Math.min(CONFIRM_FIRST_MS * 2 ** attempt, CONFIRM_MAX_MS)) });

  jobs.define<ScanJob>(PROTECT_JOBS.scan, async ({ orgId, workspaceId, onlyNew, requestedAt }) => {
    const { pending } = await scanner.run({ orgId, workspaceId }, { onlyNew, before: new Date(requestedAt) });
    if (pending > 0) await followUp({ orgId, workspaceId }, 0);
  });

  jobs.define<ConfirmJob>(PROTECT_JOBS.confirm, async ({ orgId, workspaceId, attempt }) => {
    const pending = await scanner.confirm({ orgId, workspaceId });
    if (pending > 0) await followUp({ orgId, workspaceId }, attempt + 1);
  });

  jobs.define(PROTECT_JOBS.scanAll, async () => {
    const requestedAt = deps.now().toISOString();
    for (const scope of await repo.workspacesWithNumbers(deps.db)) {
      await jobs.send<ScanJob>(PROTECT_JOBS.scan, { ...scope, onlyNew: false, requestedAt }, { singletonKey: `${scope.workspaceId}:all` });
    }
  });

  // Every managed number is checked once a day by default (config PROTECT_SCAN_CRON).
  void jobs.schedule(PROTECT_JOBS.scanAll, deps.config.PROTECT_SCAN_CRON);

  return {
    /** Queues a scan of the workspace's new numbers (after a registration). */
    // A scan still waiting to start picks up every number added meanwhile, so one waiting scan per workspace is enough.
    enqueueScan: (scope: repo.Scope, onlyNew = true) =>
      jobs.send<ScanJob>(PROTECT_JOBS.scan, { ...scope, onlyNew, requestedAt: deps.now().toISOString() }, { singletonKey: `${scope.workspaceId}:${onlyNew ? 'new' : 'all'}` }),
  };
}
