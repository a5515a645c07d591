import type { Deps } from '../../platform/deps';
import * as repo from './protect.repo';
import type { ProtectScanner } from './protect-scan';

export const PROTECT_JOBS = { scan: 'protect.scan', confirm: 'protect.confirm', scanAll: 'protect.scan-all', withdraw: 'protect.withdraw' } as const;
/** Confirmation checks back off from 30 s to one hour while the engines keep registrations pending. */
const CONFIRM_FIRST_MS = 30_000;
const CONFIRM_MAX_MS = 3_600_000;
/** Numbers per withdrawal request to the registration service. */
const WITHDRAW_BATCH = 1000;

export interface ScanJob extends repo.Scope {
  /** Only numbers no scan has answered yet, or every number; either way only those not tried since `requestedAt`. */
  onlyNew: boolean;
  requestedAt: string;
}
export interface ConfirmJob extends repo.Scope {
  attempt: number;
}

/** One key per workspace and kind of work: a job of that kind still waiting covers whatever asks for another. */
export const protectJobKey = (workspaceId: string, kind: 'new' | 'all' | 'confirm' | 'withdraw') => `${workspaceId}:${kind}`;

/**
 * The UC Protect jobs: one scan per workspace on demand, the daily sweep, the follow-up of pending registrations
 * (one chain per workspace), and the withdrawal of removed numbers from the registration service.
 */
export function defineProtectJobs(deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'log' | 'now' | 'registration'>, scanner: ProtectScanner) {
  const { jobs, db } = deps;

  const followUp = (scope: repo.Scope, attempt: number) =>
    jobs.send<ConfirmJob>(PROTECT_JOBS.confirm, { ...scope, attempt }, {
      singletonKey: protectJobKey(scope.workspaceId, 'confirm'),
      startAfter: new Date(deps.now().getTime() + Math.min(CONFIRM_FIRST_MS * 2 ** attempt, CONFIRM_MAX_MS)),
    });

  const enqueueWithdrawal = (scope: repo.Scope) =>
    jobs.send<repo.Scope>(PROTECT_JOBS.withdraw, { orgId: scope.orgId, workspaceId: scope.workspaceId }, { singletonKey: protectJobKey(scope.workspaceId, 'withdraw') });

  /** Withdraws the workspace's queued numbers a batch at a time; each batch leaves the queue once the service took it. */
  async function withdraw(scope: repo.Scope): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = (await repo.queuedWithdrawals(db, scope, WITHDRAW_BATCH)).map((w) => w.number);
      if (batch.length === 0) return total;
      await deps.registration.withdrawNumbers(batch);
      await repo.withdrawn(db, scope, batch);
      total += batch.length;
    }
  }

  jobs.define<ScanJob>(PROTECT_JOBS.scan, async ({ orgId, workspaceId, onlyNew, requestedAt }) => {
    const { pending } = await scanner.run({ orgId, workspaceId }, { onlyNew, before: new Date(requestedAt) });
    if (pending > 0) await followUp({ orgId, workspaceId }, 0);
  });

  jobs.define<ConfirmJob>(PROTECT_JOBS.confirm, async ({ orgId, workspaceId, attempt }) => {
    const pending = await scanner.confirm({ orgId, workspaceId });
    if (pending > 0) await followUp({ orgId, workspaceId }, attempt + 1);
  });

  jobs.define<repo.Scope>(PROTECT_JOBS.withdraw, async (scope) => {
    const count = await withdraw(scope);
    deps.log.info({ ...scope, count }, 'UC Protect numbers withdrawn from registration');
  });

  jobs.define(PROTECT_JOBS.scanAll, async () => {
    const requestedAt = deps.now().toISOString();
    for (const scope of await repo.workspacesWithNumbers(db)) {
      await jobs.send<ScanJob>(PROTECT_JOBS.scan, { ...scope, onlyNew: false, requestedAt }, { singletonKey: protectJobKey(scope.workspaceId, 'all') });
    }
    for (const scope of await repo.workspacesWithWithdrawals(db)) await enqueueWithdrawal(scope);
  });

  // Every managed number is checked once a day by default (config PROTECT_SCAN_CRON).
  void jobs.schedule(PROTECT_JOBS.scanAll, deps.config.PROTECT_SCAN_CRON);

  return {
    /** Queues a scan of the workspace's new numbers (after a registration). */
    // A scan still waiting to start picks up every number added meanwhile, so one waiting scan per workspace is enough.
    enqueueScan: (scope: repo.Scope, onlyNew = true) =>
      jobs.send<ScanJob>(PROTECT_JOBS.scan, { ...scope, onlyNew, requestedAt: deps.now().toISOString() }, { singletonKey: protectJobKey(scope.workspaceId, onlyNew ? 'new' : 'all') }),
    enqueueWithdrawal,
    /** Queues the follow-up of pending registrations (one chain per workspace). */
    followUp: (scope: repo.Scope) => followUp(scope, 0),
    withdraw,
  };
}
