import type { z } from 'zod';
import {
  MESSAGES, campaignEventLogFile, isActiveCampaignStatus,
  type Campaign, type CampaignEvent, type CampaignEventCategory, type CampaignStatus, type CoverageState, type CampaignEventType, type CampaignStats, type CityUtilization,
  type createCampaignBody, type updateCampaignBody,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { isSuperAdmin, type Actor } from '../../platform/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { csvRows } from '../../platform/csv';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import * as repo from './campaigns.repo';
import { toCampaign } from './campaign-entity';
import { createCampaign } from './create-campaign';
import { planUpdate } from './update-campaign';
import { campaignStats, type StatsSources } from './campaign-stats';
import type { CampaignsPeers } from './campaigns.peers';
import { DialerCampaignCache } from './campaign-rules';

export type { CampaignsPeers } from './campaigns.peers';
export type { StatsScope, StatsSources } from './campaign-stats';

/** What other features do when a campaign changes; each is awaited after the change is saved. */
export interface CampaignLifecycle {
  created(c: Campaign): Promise<void>;
  deactivated(c: Campaign): Promise<void>;
  cnamChanged(c: Campaign, opts: { replacePool: boolean }): Promise<void>;
  updated(before: Campaign, after: Campaign): Promise<void>;
}
/** Active pool numbers of many campaigns at once (one query for the whole list). */
export type PoolCountSource = (campaignIds: string[]) => Promise<Map<string, number>>;
export type CityUtilizationSource = (c: Campaign) => Promise<CityUtilization[]>;

const toEvent = (e: repo.CampaignEventRow): CampaignEvent => ({ id: e.id, timestamp: e.timestamp.toISOString(), type: e.type, category: e.category, message: e.message });
const who = (actor: Actor) => (actor.kind === 'user' ? actor.email : 'an API key');

/**
 * Dialer and messaging campaigns (spec 1 §2.13, §4.4, §5; spec 2 §2-§6). Every role of the organisation reads, creates,
 * edits, moves and deactivates its workspaces' campaigns; only a SuperAdmin changes the Sentry, full-coverage, CoreFlux and
 * branded-calling settings and the CNAM identity. Pools, lists and CoreFlux plug in through the lifecycle listeners and the
 * registered sources, so this feature never imports them.
 */
export function campaignsService(deps: Pick<Deps, 'db' | 'log' | 'now' | 'realtime'>, peers: CampaignsPeers) {
  const { db } = deps;
  const listeners: Partial<CampaignLifecycle>[] = [];
  const statsSources: StatsSources[] = [];
  let poolCounts: PoolCountSource | null = null;
  let cityUtilization: CityUtilizationSource | null = null;
  const dialerCampaigns = new DialerCampaignCache();

  /** The API's campaigns: the rows with their CNAM identity's name (the business records') and their pool numbers in service. */
  async function withPoolCounts(rows: repo.CampaignRow[]): Promise<Campaign[]> {
    const identityIds = [...new Set(rows.flatMap((r) => (r.businessIdentityId ? [r.businessIdentityId] : [])))];
    const [counts, names] = await Promise.all([
      poolCounts && rows.length > 0 ? poolCounts(rows.map((r) => r.id)) : new Map<string, number>(),
      peers.businessRecords.cnamNames(identityIds),
    ]);
    return rows.map((r) => toCampaign({ ...r, businessIdentityName: r.businessIdentityId ? (names.get(r.businessIdentityId) ?? null) : null }, counts.get(r.id) ?? 0));
  }
  const one = async (row: repo.CampaignRow) => (await withPoolCounts([row]))[0]!;

  async function load(id: string): Promise<Campaign> {
    const row = await repo.findCampaignById(db, id);
    if (!row) throw notFound();
    return one(row);
  }

  /** The campaign of the scope's workspace; another workspace's campaign does not exist for the caller. */
  async function access({ workspace }: WorkspaceScope, campaignId: string): Promise<{ workspace: WorkspaceRow; campaign: Campaign }> {
    const row = await repo.findCampaign(db, workspace.id, campaignId);
    if (!row) throw notFound();
    return { workspace, campaign: await one(row) };
  }

  // Events logged within one millisecond still read back in the order they happened (the log sorts by time).
  let lastEventAt = 0;
  async function logEvent(c: Pick<Campaign, 'id' | 'orgId' | 'workspaceId'>, type: CampaignEventType, category: CampaignEventCategory, message: string) {
    const now = deps.now().getTime();
    // A clock set back on purpose (tests, jobs) is followed; only a same-millisecond tie is nudged forward.
    lastEventAt = now > lastEventAt || lastEventAt - now > 1000 ? now : lastEventAt + 1;
    await repo.insertEvent(db, { id: newId(), orgId: c.orgId, workspaceId: c.workspaceId, campaignId: c.id, timestamp: new Date(lastEventAt), type, category, message });
  }

  async function publishCampaign(c: Campaign) {
    const event = { type: 'Campaign' as const, payload: c };
    await Promise.all([deps.realtime.publish(`workspace:${c.workspaceId}`, event), deps.realtime.publish(`campaign:${c.id}`, event)]);
  }

  /**
   * Runs one lifecycle step of every listener. The change is already saved, so a listener's failure does not undo it:
   * it is logged and written to the campaign's event log (ERROR, seen by SuperAdmin) for support to act on.
   */
  async function notify<K extends keyof CampaignLifecycle>(c: Campaign, step: K, ...args: Parameters<CampaignLifecycle[K]>) {
    for (const l of listeners) {
      const fn = l[step] as ((...a: Parameters<CampaignLifecycle[K]>) => Promise<void>) | undefined;
      if (!fn) continue;
      try {
        await fn(...args);
      } catch (err) {
        deps.log.error({ err, campaignId: c.id, step }, 'campaign lifecycle listener failed');
        await logEvent(c, 'ERROR', 'Campaign', `Follow-up of "${step}" failed: ${(err as Error).message}`);
      }
    }
  }

  function assertActive(c: Campaign) {
    if (!isActiveCampaignStatus(c.status)) throw conflict(MESSAGES.campaignNotActive);
  }

  const service = {
    access,
    logEvent,
    findById: async (campaignId: string): Promise<Campaign | null> => {
      const row = await repo.findCampaignById(db, campaignId);
      return row ? one(row) : null;
    },
    publish: async (campaignId: string) => publishCampaign(await load(campaignId)),

    /** What the folders, business records, FTC SANs and branded calling profiles count as in use by campaigns, and the workspaces' activity (see the module). */
    counts: {
      inFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),
      usingBrandedProfile: (ws: string, id: string) => repo.countReferencing(db, ws, 'features', 'brandedCallingProfileId', id),
      usingFtcSan: (ws: string, id: string) => repo.countReferencing(db, ws, 'features', 'ftcSanId', id),
      usingRecord: (ws: string, id: string, cnamIds: string[]) => repo.countUsingRecord(db, ws, id, cnamIds),
      perWorkspace: (workspaceIds: string[]) => repo.countPerWorkspace(db, workspaceIds),
      /** The running campaigns, billed per month (the usage ledger's census). */
      billed: () => repo.billedCampaigns(db),
    },

    onLifecycle(listener: Partial<CampaignLifecycle>) {
      listeners.push(listener);
    },
    registerStatsSource(source: StatsSources) {
      statsSources.push(source);
    },
    registerPoolCountSource(source: PoolCountSource) {
      poolCounts = source;
    },
    registerCityUtilizationSource(source: CityUtilizationSource) {
      cityUtilization = source;
    },

    /** Campaigns in service (not DEACTIVATED or DELETED), for the jobs. */
    activeCampaigns: async (): Promise<Campaign[]> => withPoolCounts(await repo.activeCampaigns(db)),
    /** Campaigns in service whose next Sentry run is at or before `now`. */
    dueForSentry: async (now: Date): Promise<Campaign[]> => withPoolCounts(await repo.dueForSentry(db, now)),
    async setNextSentry(campaignId: string, at: Date | null) {
      await repo.updateCampaign(db, campaignId, { nextSentry: at });
    },

    /**
     * Sentry marks a campaign SENTRY while it replaces numbers, then ACTIVE again; a DEACTIVATED or DELETED campaign stays
     * so. A plain write, like the two below: the caller publishes when it is done.
     */
    async setStatus(campaignId: string, status: CampaignStatus): Promise<void> {
      if (status !== 'ACTIVE' && status !== 'SENTRY') throw new Error(`setStatus takes ACTIVE or SENTRY, not ${status}`);
      await repo.setLiveStatus(db, campaignId, status);
    },
    /** The area codes (and, for types other than FullCoverage, the states) the campaign's pool covers, as pools find them. */
    async setCoverage(campaignId: string, coverage: { coverageAreaCodes: string[]; coverageStates?: CoverageState[] }): Promise<void> {
      await repo.updateCampaign(db, campaignId, {
        coverageAreaCodes: coverage.coverageAreaCodes, ...(coverage.coverageStates ? { coverageStates: coverage.coverageStates } : {}),
      });
    },
    /**
     * A template saved with one of the campaign's lists becomes its default when it has none, so the next upload —
     * the list editor's or bulk upload's — starts from it. The campaign's own choice is never replaced.
     */
    async adoptDefaultTemplate(campaignId: string, templateName: string): Promise<boolean> {
      const adopted = await repo.setDefaultTemplateIfNone(db, campaignId, templateName);
      if (adopted) await publishCampaign(await load(campaignId));
      return adopted;
    },
    /** When a managed campaign's dialer list was last imported (the periodic reimport counts from it). */
    async markImported(campaignId: string, at: Date): Promise<void> {
      await repo.updateCampaign(db, campaignId, { lastImportAt: at });
    },

    async list({ workspace }: WorkspaceScope): Promise<Campaign[]> {
      return withPoolCounts(await repo.listCampaigns(db, workspace.id));
    },

    get: async (scope: WorkspaceScope, id: string): Promise<Campaign> => (await access(scope, id)).campaign,

    async create({ actor, workspace }: WorkspaceScope, body: z.output<typeof createCampaignBody>, id: string = newId()): Promise<Campaign> {
      const row = await createCampaign({ deps, peers, actor, orgId: workspace.orgId, workspace, dialerCampaigns }, body, id);
      await repo.insertCampaign(db, row);
      const created = await load(id);
      await logEvent(created, 'INFO', 'Campaign', `Campaign created by ${who(actor)}`);
      await notify(created, 'created', created);
      const fresh = await load(id);
      await publishCampaign(fresh);
      return fresh;
    },

    async update(scope: WorkspaceScope, id: string, body: z.output<typeof updateCampaignBody>): Promise<Campaign> {
      const { actor, workspace } = scope;
      const { campaign: before } = await access(scope, id);
      assertActive(before);
      const values = await planUpdate({ deps, peers, actor, orgId: workspace.orgId, workspace, dialerCampaigns }, before, body);
      await repo.updateCampaign(db, id, { ...values, updated: deps.now() });
      const after = await load(id);
      await logEvent(after, 'INFO', 'Campaign', `Campaign settings saved by ${who(actor)}`);
      await notify(after, 'updated', before, after);
      const fresh = await load(id);
      await publishCampaign(fresh);
      return fresh;
    },

    async updateCnam(scope: WorkspaceScope, id: string, input: { identity: string; replacePool: boolean }): Promise<Campaign> {
      const { actor } = scope;
      const { campaign: before } = await access(scope, id);
      if (!isSuperAdmin(actor)) throw forbidden(MESSAGES.superAdminOnlySettings);
      assertActive(before);
      if (!input.identity) throw badRequest(MESSAGES.selectCnamIdentity, 'identity');
      if (input.identity === before.businessIdentityId) throw badRequest(MESSAGES.cnamIdentityUnchanged, 'identity');
      if (!(await peers.identities.isActive(before.workspaceId, input.identity))) throw badRequest(MESSAGES.identityNotActive, 'identity');
      await repo.updateCampaign(db, id, { businessIdentityId: input.identity, updated: deps.now() });
      const after = await load(id);
      await logEvent(after, 'INFO', 'CNAM', `CNAM identity changed from ${before.businessIdentityName ?? 'none'} to ${after.businessIdentityName} by ${who(actor)}${
        input.replacePool ? '; every pool number is being replaced' : '; pool numbers are being re-registered'}`);
      await notify(after, 'cnamChanged', after, { replacePool: input.replacePool });
      const fresh = await load(id);
      await publishCampaign(fresh);
      return fresh;
    },

    /** Every role may deactivate (spec 2 §6 names no restriction); the typed name guards against mistakes. */
    async deactivate(scope: WorkspaceScope, id: string, confirmName: string | undefined): Promise<void> {
      const { campaign } = await access(scope, id);
      assertActive(campaign);
      if (confirmName !== campaign.name) throw badRequest(MESSAGES.campaignNameMismatch, 'confirmName');
      const now = deps.now();
      await repo.updateCampaign(db, id, { status: 'DEACTIVATED', deactivatedAt: now, nextSentry: null, updated: now });
      const after = await load(id);
      await logEvent(after, 'WARNING', 'Campaign', `Campaign deactivated by ${who(scope.actor)}`);
      await notify(after, 'deactivated', after);
      await publishCampaign(await load(id));
    },

    /** Moving is filing, not editing: inactive campaigns move too. No folder id takes the campaign out of any. */
    async moveToFolder(scope: WorkspaceScope, id: string, folderId: string | undefined): Promise<Campaign> {
      const { workspace } = await access(scope, id);
      if (folderId) await peers.folders.assertFolder(workspace.id, folderId, 'Campaign');
      await repo.updateCampaign(db, id, { folderId: folderId || null });
      const fresh = await load(id);
      await publishCampaign(fresh);
      return fresh;
    },

    /** The event log, newest first; ERROR events are SuperAdmin's only. */
    async events(scope: WorkspaceScope, id: string): Promise<CampaignEvent[]> {
      const { campaign } = await access(scope, id);
      return (await repo.listEvents(db, campaign.id, isSuperAdmin(scope.actor))).map(toEvent);
    },

    async downloadLogs(scope: WorkspaceScope, id: string): Promise<{ filename: string; content: string }> {
      const { campaign } = await access(scope, id);
      const rows = await repo.listEvents(db, campaign.id, isSuperAdmin(scope.actor));
      const lines = [['Date', 'Category', 'Type', 'Message'], ...rows.map((e) => [e.timestamp.toISOString(), e.category, e.type, e.message])];
      return { filename: campaignEventLogFile(campaign.name), content: csvRows(lines) };
    },

    async stats(scope: WorkspaceScope, id: string, timeZone: string): Promise<CampaignStats> {
      const { campaign } = await access(scope, id);
      return campaignStats(statsSources, { workspaceId: campaign.workspaceId, campaignId: campaign.id }, timeZone, deps.now());
    },

    async workspaceStats({ workspace }: WorkspaceScope, timeZone: string): Promise<CampaignStats> {
      return campaignStats(statsSources, { workspaceId: workspace.id }, timeZone, deps.now());
    },

    async cityUtilization(scope: WorkspaceScope, id: string): Promise<CityUtilization[]> {
      const { campaign } = await access(scope, id);
      return cityUtilization ? cityUtilization(campaign) : [];
    },
  };
  return service;
}
export type CampaignsService = ReturnType<typeof campaignsService>;
