import { MESSAGES, POOL_DOWNLOAD_FILE, isActiveCampaignStatus, isMessagingType, type Campaign, type PoolNumber, type PoolNumbersResult, type PoolProgress } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { ProviderError } from '../../providers/sandbox';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { PoolOrders } from './pool-orders';
import { poolCsv, toPoolNumber } from './pool-view';
import type { PoolJobs } from './pools.jobs';
import type { PoolWork } from './pool-work';
import type { CampaignsPort } from './pools.ports';
import { callerIds } from './caller-ids';
import * as repo from './pools.repo';

/** Ten digits: a leading 1 (the country code) is dropped. */
const tenDigits = (n: string) => (n.length === 11 && n.startsWith('1') ? n.slice(1) : n);

/**
 * Number pools behind the routes (spec 2 §2, §6, §7 Pool): the Pool tab, /pools, replacement requests, bring-your-own-pool
 * numbers and 10DLC checks; and, for list processing, the local caller ID of each lead.
 */
export function poolsService(
  deps: Pick<Deps, 'db' | 'now' | 'numbers'>,
  x: {
    campaigns: Pick<CampaignsPort, 'access' | 'findById' | 'logEvent' | 'publish'>; businessRecords: Pick<BusinessRecordsService, 'findSmsCampaign'>;
    orders: PoolOrders; jobs: PoolJobs; work: Pick<PoolWork, 'targetSize'>;
  },
) {
  const { db } = deps;

  /** The vendor campaign a messaging campaign's numbers must be assigned to (10DLC validity). */
  async function vendorOf(c: Campaign): Promise<string | null> {
    if (!isMessagingType(c.provisioningType) || !c.messagingConfig.smsCampaignId) return null;
    return (await x.businessRecords.findSmsCampaign(c.workspaceId, c.messagingConfig.smsCampaignId))?.vendorCampaignId ?? null;
  }

  /** Rows of any campaigns of one workspace as the API shows them (campaign names looked up once per campaign). */
  async function present(workspaceId: string, rows: repo.PoolNumberRow[], known?: Campaign): Promise<PoolNumber[]> {
    const campaigns = new Map<string, { name: string; vendorCampaignId: string | null }>();
    for (const id of new Set(rows.map((r) => r.campaignId))) {
      const c = known?.id === id ? known : await x.campaigns.findById(id);
      campaigns.set(id, { name: c && c.workspaceId === workspaceId ? c.name : '', vendorCampaignId: c ? await vendorOf(c) : null });
    }
    const now = deps.now();
    return rows.map((r) => toPoolNumber(r, campaigns.get(r.campaignId)!, now));
  }

  /** The campaign in the path, in service: pool changes are refused once it is deactivated. */
  async function activeCampaign(scope: WorkspaceScope, campaignId: string): Promise<Campaign> {
    const { campaign } = await x.campaigns.access(scope, campaignId);
    if (!isActiveCampaignStatus(campaign.status)) throw badRequest(MESSAGES.campaignNotActive);
    return campaign;
  }

  async function replaceable(scope: WorkspaceScope, campaignId: string): Promise<Campaign> {
    const c = await activeCampaign(scope, campaignId);
    if (isMessagingType(c.provisioningType) || c.provisioningType === 'BringYourOwnPool') throw badRequest(MESSAGES.poolReplaceNotAllowed);
    return c;
  }

  async function byopCampaign(scope: WorkspaceScope, campaignId: string): Promise<Campaign> {
    const c = await activeCampaign(scope, campaignId);
    if (c.provisioningType !== 'BringYourOwnPool') throw badRequest(MESSAGES.byopOnly);
    return c;
  }

  async function tenDlcCampaign(scope: WorkspaceScope, campaignId: string): Promise<Campaign> {
    const c = await activeCampaign(scope, campaignId);
    if (c.provisioningType !== 'SmsMessaging') throw badRequest(MESSAGES.tenDlcOnly);
    return c;
  }

  /** Marks numbers in service FLAGGED for replacement and queues the replacement job (the same path as Sentry's). */
  async function requestReplacement(c: Campaign, rows: repo.PoolNumberRow[], actor: Actor): Promise<{ requested: number }> {
    if (rows.length > 0) {
      await repo.retire(db, rows.map((r) => r.id), 'FLAGGED', 'REQUESTED', deps.now());
      const who = actor.kind === 'user' ? actor.email : 'API';
      await x.campaigns.logEvent(c, 'INFO', 'Pool', `Pool replacement requested by ${who} for ${rows.length} number${rows.length === 1 ? '' : 's'}.`);
      await x.jobs.send('replace', { campaignId: c.id });
      await x.campaigns.publish(c.id);
    }
    return { requested: rows.length };
  }

  return {
    async campaignPool(scope: WorkspaceScope, campaignId: string): Promise<PoolNumber[]> {
      const { campaign } = await x.campaigns.access(scope, campaignId);
      return present(campaign.workspaceId, await repo.campaignNumbers(db, campaign.id), campaign);
    },

    /** Numbers held against the target, and whether they are still being ordered (a new pool, a bigger footprint). */
    async progress(scope: WorkspaceScope, campaignId: string): Promise<PoolProgress> {
      const { campaign } = await x.campaigns.access(scope, campaignId);
      const [held, target] = await Promise.all([
        repo.numbersWithStatus(db, campaign.id, ['ACTIVE', 'PENDING', 'FLAGGED']).then((rows) => rows.length),
        x.work.targetSize(campaign),
      ]);
      const ordering = held < target && isActiveCampaignStatus(campaign.status) && (await x.jobs.pending('provision', campaign.id));
      return { ordering, ordered: held, target };
    },

    async search({ workspace }: WorkspaceScope, prefix: string): Promise<PoolNumber[]> {
      return present(workspace.id, await repo.searchPrefix(db, workspace.id, prefix));
    },

    async download(scope: WorkspaceScope, campaignId?: string): Promise<{ filename: string; content: string }> {
      const workspaceId = campaignId ? (await x.campaigns.access(scope, campaignId)).campaign.workspaceId : scope.workspace.id;
      return { filename: POOL_DOWNLOAD_FILE, content: poolCsv(await present(workspaceId, await repo.workspaceNumbers(db, workspaceId, campaignId))) };
    },

    async replaceAll(scope: WorkspaceScope, campaignId: string) {
      const c = await replaceable(scope, campaignId);
      return requestReplacement(c, await repo.inService(db, c.id), scope.actor);
    },

    async replaceSelected(scope: WorkspaceScope, campaignId: string, numbers: string[]) {
      const c = await replaceable(scope, campaignId);
      const wanted = numbers.map(tenDigits);
      const rows = (await repo.inService(db, c.id)).filter((r) => wanted.includes(r.number));
      const missing = wanted.filter((n) => !rows.some((r) => r.number === n));
      if (missing.length > 0) throw badRequest(`${MESSAGES.poolNumberNotInService}: ${missing.join(', ')}`, 'numbers');
      return requestReplacement(c, rows, scope.actor);
    },

    /** Verifies the customer's numbers with the carrier and adds those it accepts; CNAM registration follows in a job. */
    async byopRegister(scope: WorkspaceScope, campaignId: string, numbers: string[]): Promise<PoolNumbersResult> {
      const c = await byopCampaign(scope, campaignId);
      const wanted = [...new Set(numbers.map(tenDigits))];
      const live = new Map((await repo.liveAnywhere(db, wanted)).map((l) => [l.number, l.campaignId]));
      const rejected: PoolNumbersResult['rejected'] = [];
      for (const n of wanted.filter((w) => live.has(w))) {
        rejected.push({ number: n, reason: live.get(n) === c.id ? MESSAGES.poolNumberAlreadyInPool : MESSAGES.poolNumberInAnotherPool });
      }
      const toVerify = wanted.filter((w) => !live.has(w));
      let verified: Awaited<ReturnType<typeof deps.numbers.verifyOwned>> = { accepted: [], rejected: [] };
      try {
        if (toVerify.length > 0) verified = await deps.numbers.verifyOwned(toVerify, { accountId: c.workspaceId });
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError('PROVIDER_ERROR', err.message);
        throw err;
      }
      rejected.push(...verified.rejected);
      const kept = await x.orders.keep(c, verified.accepted, 'BYOP');
      const keptNumbers = new Set(kept.map((k) => k.number));
      // Added meanwhile to another pool: the live-number index refused it.
      rejected.push(...verified.accepted.filter((a) => !keptNumbers.has(a.number)).map((a) => ({ number: a.number, reason: MESSAGES.poolNumberInAnotherPool })));
      if (kept.length > 0) {
        await x.campaigns.logEvent(c, 'INFO', 'Pool', `PhoneProvisioned: ${kept.length} number${kept.length === 1 ? '' : 's'} of the customer's own added to the pool.`);
        if (c.businessIdentityName) await x.jobs.send('cnam', { campaignId: c.id });
        await x.campaigns.publish(c.id);
      }
      return { accepted: kept.map((k) => k.number), rejected };
    },

    /** Takes the customer's numbers out of the pool (DELETED); the carrier forgets the account's claim on them (never disconnects them). */
    async byopDeregister(scope: WorkspaceScope, campaignId: string, numbers: string[]): Promise<PoolNumbersResult> {
      const c = await byopCampaign(scope, campaignId);
      const wanted = [...new Set(numbers.map(tenDigits))];
      const rows = await repo.liveRowsOf(db, c.id, wanted);
      try {
        await x.orders.release(rows, 'DEREGISTERED');
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError('PROVIDER_ERROR', err.message);
        throw err;
      }
      const removed = new Set(rows.map((r) => r.number));
      if (rows.length > 0) {
        await x.campaigns.logEvent(c, 'INFO', 'Pool', `PhoneDeactivated: ${rows.length} number${rows.length === 1 ? '' : 's'} removed from the pool by the customer.`);
        await x.campaigns.publish(c.id);
      }
      return { accepted: [...removed], rejected: wanted.filter((n) => !removed.has(n)).map((number) => ({ number, reason: MESSAGES.poolNumberNotInPool })) };
    },

    async verifyTenDlc(scope: WorkspaceScope, campaignId: string, number?: string): Promise<void> {
      const c = await tenDlcCampaign(scope, campaignId);
      if (number !== undefined && !(await repo.inService(db, c.id)).some((r) => r.number === tenDigits(number))) throw notFound();
      await x.jobs.send('tenDlc', { campaignId: c.id, ...(number !== undefined ? { number: tenDigits(number) } : {}) });
    },

    ...callerIds(deps),

    /** A campaign's numbers as the Pool tab shows them, for other features (no access check: the caller has made it). */
    /** The campaign a number is in service for: where a call to it belongs (null: not one of ours now). */
    liveNumber: (number: string) => repo.liveNumber(db, number),

    async poolOf(campaignId: string): Promise<PoolNumber[]> {
      const c = await x.campaigns.findById(campaignId);
      return c ? present(c.workspaceId, await repo.campaignNumbers(db, c.id), c) : [];
    },

    /** Numbers in service per campaign (the campaign entity's activePoolCount), one grouped query. */
    inServiceCounts: (campaignIds: string[]) => repo.inServiceCounts(db, campaignIds),

    /** The workspace's pool health for the Core dashboard (replacements counted since `since`). */
    health: (workspaceId: string, since: Date) => repo.workspaceHealth(db, workspaceId, since),

    /** Numbers replaced per day for the Sentry chart. */
    sentryStats: (scope: { workspaceId: string; campaignId?: string }, days: string[], timeZone: string) =>
      repo.replacedPerDay(db, scope, days, timeZone, deps.now()),
  };
}
export type PoolsService = ReturnType<typeof poolsService>;
