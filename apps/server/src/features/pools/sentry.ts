import { isMessagingType, type Campaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { WebhookEmit } from '../webhooks/webhook-delivery';
import type { ScanOutcome, NumberReputation } from '../../providers/reputation/reputation';
import { chunks } from './pool-orders';
import { describeNumbers, type PoolWork } from './pool-work';
import { callsPerDay } from './pool-view';
import type { CampaignsPort } from './pools.ports';
import * as repo from './pools.repo';
import type { RetiredReason } from './pools.tables';

const DAY_MS = 24 * 3600_000;
/** Sentry runs once a day per campaign (the sweep queues each campaign when its nextSentry is due). */
export const SENTRY_INTERVAL_MS = DAY_MS;

const isReport = (o: ScanOutcome): o is NumberReputation => !('error' in o);

/**
 * A Sentry run (domain, our reading of the spec): check every number in service with the reputation engines, retire the
 * flagged ones and those older than the campaign's sentry age, and replace each locally through the same path as the
 * Pool tab's replacement requests. Choices where the spec is silent:
 * - flagged means the engines' alert (any engine flags it, or risk HIGH); age counts from when the number joined the pool;
 * - enableFullSentryReplacement: when at least one number is flagged (age alone does not count), every number in service
 *   is retired and replaced, so the whole pool starts clean;
 * - forceFullCoverageSentry: afterwards every location is topped back up to the campaign's count (full coverage and
 *   provisioning-profile campaigns), whatever replacements could not be ordered before;
 * - numbers the carrier could not set up (ERROR) are released and replaced; a bring-your-own pool's flagged numbers are
 *   only taken out of rotation (FLAGGED) for the customer to remove, never replaced or released;
 * - messaging pools are not checked (their numbers do not place calls).
 */
export function sentry(deps: Pick<Deps, 'db' | 'now' | 'reputation'>, x: { campaigns: CampaignsPort; work: PoolWork; emit: WebhookEmit }) {
  const { db } = deps;
  const event = x.work.event;

  async function scan(live: repo.PoolNumberRow[], now: Date) {
    const reports: NumberReputation[] = [];
    let failed = 0;
    for (const batch of chunks(live)) {
      const outcomes = await deps.reputation.scan(batch.map((n) => ({
        number: n.number,
        ctx: { asOf: now, callsPerDay: callsPerDay(n, now), registeredName: n.cnam, registeredAt: n.cnamStatus === 'REGISTERED' ? n.updated : null },
      })));
      reports.push(...outcomes.filter(isReport));
      failed += outcomes.length - outcomes.filter(isReport).length;
    }
    const byNumber = new Map(live.map((n) => [n.number, n.id]));
    await repo.recordScan(db, reports.flatMap((r) => (byNumber.has(r.number) ? [{ id: byNumber.get(r.number)!, riskLevel: r.spam.riskLevel, spamScore: Math.round(r.spam.spamScore) }] : [])), now);
    return { reports, failed };
  }

  async function setStatus(c: Campaign, status: 'SENTRY' | 'ACTIVE') {
    await x.campaigns.setStatus(c.id, status);
    await x.campaigns.publish(c.id);
  }

  /** One run for one campaign; answers what could not be replaced yet (the job tries again later). */
  async function run(c: Campaign): Promise<{ retired: number; shortfall: number; cnamPending: number }> {
    const now = deps.now();
    if (isMessagingType(c.provisioningType)) {
      await x.campaigns.setNextSentry(c.id, new Date(now.getTime() + SENTRY_INTERVAL_MS));
      return { retired: 0, shortfall: 0, cnamPending: 0 };
    }
    const live = await repo.inService(db, c.id);
    const setupFailed = await repo.numbersWithStatus(db, c.id, ['ERROR']);
    const { reports, failed } = await scan(live, now);
    const alerts = new Set(reports.filter((r) => r.spam.alert).map((r) => r.number));
    const byop = c.provisioningType === 'BringYourOwnPool';
    const tooOld = byop ? [] : live.filter((n) => now.getTime() - n.created.getTime() >= c.sentryAge * DAY_MS && !alerts.has(n.number));
    const flagged = live.filter((n) => alerts.has(n.number));
    const full = c.enableFullSentryReplacement && flagged.length > 0 && !byop;
    const retire = new Map<RetiredReason, repo.PoolNumberRow[]>([
      ['FLAGGED', full ? live.filter((n) => !tooOld.includes(n)) : flagged],
      ['AGE', tooOld],
      ['SETUP_FAILED', byop ? [] : setupFailed],
    ]);
    const count = [...retire.values()].reduce((s, l) => s + l.length, 0);

    let result = { retired: count, shortfall: 0, cnamPending: 0 };
    if (count > 0) {
      await setStatus(c, 'SENTRY');
      try {
        for (const [reason, rows] of retire) if (rows.length > 0) await repo.retire(db, rows.map((n) => n.id), 'FLAGGED', reason, now);
        if (flagged.length > 0) {
          await event(c, 'WARNING', 'Sentry', `PhoneDeactivated: ${describeNumbers(flagged)} flagged as spam${byop ? '; remove or replace these numbers' : ''}.`);
        }
        if (full && live.length > flagged.length) await event(c, 'INFO', 'Sentry', `Full Sentry replacement: replacing all ${live.length - tooOld.length} numbers in service.`);
        if (tooOld.length > 0) await event(c, 'INFO', 'Sentry', `PhoneDeactivated: ${describeNumbers(tooOld)} older than ${c.sentryAge} days.`);
        if (setupFailed.length > 0 && !byop) await event(c, 'INFO', 'Sentry', `PhoneDeactivated: ${describeNumbers(setupFailed)} could not be set up by the carrier.`);
        const replaced = await x.work.replaceFlagged(c, 'Sentry');
        result = { retired: count, shortfall: replaced.shortfall, cnamPending: replaced.cnamPending };
        const numbersOf = (reason: RetiredReason) => (retire.get(reason) ?? []).map((n) => n.number);
        await x.emit({
          eventType: 'Sentry', orgId: c.orgId, workspaceId: c.workspaceId, campaignId: c.id,
          payload: {
            campaignId: c.id, campaignName: c.name, checked: live.length, fullReplacement: full,
            retired: { flagged: numbersOf('FLAGGED'), overAge: numbersOf('AGE'), setupFailed: numbersOf('SETUP_FAILED') },
            replacements: replaced.replacements, shortfall: replaced.shortfall,
          },
        });
      } finally {
        await setStatus(c, 'ACTIVE');
      }
    }
    if (c.forceFullCoverageSentry && (c.provisioningType === 'FullCoverage' || c.provisioningType === 'ProvisioningProfile')) {
      const topUp = await x.work.provision(c, { trim: false });
      result = { ...result, shortfall: result.shortfall + topUp.shortfall, cnamPending: result.cnamPending + topUp.cnamPending };
    }
    const summary = `Sentry checked ${live.length} number${live.length === 1 ? '' : 's'}: ${flagged.length} flagged, ${tooOld.length} over age`
      + `${failed > 0 ? `, ${failed} could not be checked` : ''}${count > 0 ? `; ${count} retired` : ''}.`;
    await event(c, failed > 0 ? 'WARNING' : count > 0 ? 'INFO' : 'SUCCESS', 'Sentry', summary);
    await x.campaigns.setNextSentry(c.id, new Date(now.getTime() + SENTRY_INTERVAL_MS));
    return result;
  }

  return { run };
}
export type Sentry = ReturnType<typeof sentry>;
