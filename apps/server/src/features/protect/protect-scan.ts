import { formatProtectNumber, isSpamAlert, MESSAGES, type SpamResult, type UCProtectPayload } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import * as repo from './protect.repo';
import { registrationContext } from './protect-reputation';

/** Numbers per reputation request and per UPDATE statement of results. */
export const SCAN_BATCH = 500;
/** Numbers per registration request to the engines. */
const SUBMIT_BATCH = 1000;
/** Numbers named in one alert notification. */
const ALERT_NAMED = 5;
/** Alerts per UCProtect webhook event. */
const ALERTS_PER_WEBHOOK = 1000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface ScanSummary {
  scanned: number;
  failed: number;
  /** Numbers whose SPAM activity alert (new, or risen to HIGH) was raised by this run. */
  alerted: string[];
  /** Registrations still waiting for the engines. */
  pending: number;
}

export interface ScannerDeps {
  /** Everyone of the organisation who hears about spam alerts. */
  orgUserIds(orgId: string): Promise<string[]>;
  notify(input: { orgId: string; userId: string; type: string; payload: { heading: string; message: string; workspaceId?: string } }): Promise<unknown>;
  workspaceName(workspaceId: string): Promise<string | null>;
  /** Sends events to the workspace's webhooks. */
  emit: WebhookEmit;
}

/**
 * The UC Protect scan of one workspace: submits new registrations to the engines, confirms the submitted ones,
 * then checks numbers through the reputation service and records the results on each number. Progress lives on
 * the numbers (submission time, last scan time), so a scan that stops half-way resumes where it was.
 */
export function protectScanner(deps: Pick<Deps, 'db' | 'registration' | 'reputation' | 'log' | 'now' | 'realtime'>, x: ScannerDeps) {
  const { db, registration, reputation } = deps;

  async function submit(scope: repo.Scope): Promise<void> {
    for (;;) {
      const batch = await repo.unsubmitted(db, scope, SUBMIT_BATCH);
      if (batch.length === 0) return;
      const byName = new Map<string, typeof batch>();
      for (const n of batch) {
        const name = n.expectedCnam ?? '';
        byName.set(name, [...(byName.get(name) ?? []), n]);
      }
      for (const [name, numbers] of byName) {
        const { ticket, submittedAt } = await registration.submitNumbers(numbers.map((n) => n.number), name);
        await repo.markSubmitted(db, numbers.map((n) => n.id), ticket, submittedAt);
      }
    }
  }

  const publish = (scope: repo.Scope, payload: DistributiveOmit<UCProtectPayload, 'orgId' | 'workspaceId'>) =>
    deps.realtime.publish(`workspace:${scope.workspaceId}`, { type: 'UCProtect', payload: { orgId: scope.orgId, workspaceId: scope.workspaceId, ...payload } as UCProtectPayload });

  /** Asks the engines about submitted registrations; answers how many are still pending. Any change is published. */
  async function confirm(scope: repo.Scope): Promise<number> {
    const waiting = await repo.awaitingConfirmation(db, scope);
    const bySubmission = new Map<number, typeof waiting>();
    for (const n of waiting) {
      const key = n.submittedAt!.getTime();
      const list = bySubmission.get(key) ?? [];
      list.push(n);
      bySubmission.set(key, list);
    }
    const at = deps.now();
    let confirmed = 0;
    let refused = 0;
    for (const [submittedAt, numbers] of bySubmission) {
      for (let i = 0; i < numbers.length; i += SUBMIT_BATCH) {
        const chunk = numbers.slice(i, i + SUBMIT_BATCH);
        const statuses = await registration.numberStatuses(chunk.map((n) => n.number), new Date(submittedAt));
        const active: { id: string; since: Date }[] = [];
        for (const n of chunk) {
          const s = statuses.get(n.number);
          if (s?.status === 'ACTIVE') active.push({ id: n.id, since: s.activeSince });
          else if (s?.status === 'REJECTED') {
            await repo.refuse(db, n.id, s.reason, at);
            refused++;
          }
        }
        await repo.confirm(db, active, at);
        confirmed += active.length;
      }
    }
    const pending = await repo.countPending(db, scope);
    if (confirmed + refused > 0) await publish(scope, { kind: 'registration', confirmed, refused, pending });
    return pending;
  }

  async function scan(scope: repo.Scope, opts: { onlyNew: boolean; before: Date }): Promise<Omit<ScanSummary, 'pending' | 'alerted'>> {
    let after = '';
    let scanned = 0;
    let failed = 0;
    for (;;) {
      const batch = await repo.toScan(db, scope, { ...opts, after, limit: SCAN_BATCH });
      if (batch.length === 0) break;
      const asOf = deps.now();
      // A registration still pending (a new one, or a change of business record) shows no new name yet.
      const outcomes = await reputation.scan(batch.map((n) => ({ number: n.number, ctx: registrationContext(n, asOf) })));
      const updates: repo.ScanUpdate[] = batch.map((n, i) => {
        const o = outcomes[i]!;
        if ('error' in o) {
          failed++;
          return { id: n.id, riskLevel: null, spamAlert: false, spamResult: null, cnamName: null, cnamInvalid: false, ftcComplaints: null, validationResult: null, scanError: o.error };
        }
        const spamResult: SpamResult = {
          riskLevel: o.spam.riskLevel, cleanCall: o.spam.cleanCall, icehookScout: o.spam.icehookScout, nomoRobo: o.spam.nomoRobo, trueSpam: o.spam.trueSpam,
        };
        const { number: _n, ...validationResult } = o.line;
        return {
          id: n.id, riskLevel: spamResult.riskLevel, spamAlert: isSpamAlert(spamResult), spamResult,
          cnamName: o.cnam.name, cnamInvalid: o.cnam.invalid, ftcComplaints: o.ftc.count, validationResult, scanError: null,
        };
      });
      await repo.saveScan(db, updates, deps.now());
      scanned += batch.length;
      after = batch[batch.length - 1]!.number;
    }
    return { scanned, failed };
  }

  /**
   * Raises the alerts the saved results call for (read from the numbers, so an alert a stopped job never sent goes
   * out on the next run): each number is published on the workspace channel, the organisation's users get one
   * notification, then the numbers are marked alerted. With `quiet`, they are only marked (a baseline scan).
   */
  async function alert(scope: repo.Scope, quiet: boolean): Promise<string[]> {
    const due = await repo.alertsDue(db, scope);
    if (due.length === 0) return [];
    const numbers = due.map((d) => d.number);
    if (!quiet) {
      for (const d of due) await publish(scope, { kind: 'alert', phone: d.number, riskLevel: d.riskLevel ?? 'HIGH' });
      for (let i = 0; i < due.length; i += ALERTS_PER_WEBHOOK) {
        const alerts = due.slice(i, i + ALERTS_PER_WEBHOOK).map((d) => ({ phone: d.number, riskLevel: d.riskLevel ?? 'HIGH' }));
        await x.emit({ eventType: 'UCProtect', orgId: scope.orgId, workspaceId: scope.workspaceId, payload: { kind: 'alert', alerts } });
      }
      const wsName = (await x.workspaceName(scope.workspaceId)) ?? 'your workspace';
      const named = numbers.slice(0, ALERT_NAMED).map(formatProtectNumber).join(', ');
      const more = numbers.length > ALERT_NAMED ? ` and ${numbers.length - ALERT_NAMED} more` : '';
      const message = `${numbers.length === 1 ? '1 number' : `${numbers.length} numbers`} in ${wsName} raised a SPAM activity alert: ${named}${more}.`;
      for (const userId of await x.orgUserIds(scope.orgId)) {
        await x.notify({ orgId: scope.orgId, userId, type: 'UCProtect', payload: { heading: MESSAGES.protectSpamAlertHeading, message, workspaceId: scope.workspaceId } });
      }
    }
    await repo.markAlerted(db, due.map((d) => d.id));
    return numbers;
  }

  return {
    confirm,
    /**
     * The whole scan: registrations, then reputation (only numbers no scan has answered, or every number not tried
     * since `before`), then alerts, unless `alert` is false (a baseline with no history to compare: marked, not sent).
     * The workspace channel hears when it is done, so open screens refresh.
     */
    async run(scope: repo.Scope, opts: { onlyNew: boolean; before: Date; alert?: boolean }): Promise<ScanSummary> {
      await submit(scope);
      const pending = await confirm(scope);
      const result = await scan(scope, opts);
      const alerted = await alert(scope, opts.alert === false);
      deps.log.info({ ...scope, ...result, alerted: alerted.length, pending }, 'UC Protect scan finished');
      await publish(scope, { kind: 'scan', scanned: result.scanned, failed: result.failed, pending });
      return { ...result, alerted, pending };
    },
  };
}
export type ProtectScanner = ReturnType<typeof protectScanner>;
