import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import {
  AEGIS_FEATURES, MESSAGES, STATES, isKnownState, aegisFeatures as aegisFeaturesSchema,
  type AegisFeatures, type Workspace, type WorkspaceListItem, type updateWorkspaceBody,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, assertWorkspaceAccess, isSuperAdmin, requireUser, type Actor } from '../../platform/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import * as repo from './workspaces.repo';
import { publicDialerSettings } from './dialer-settings';
import type { StoredDialerSettings } from './workspaces.tables';
import type { WorkspaceScope } from './workspace';

/** Node types with no third-party cost are on for a new workspace; data-provider nodes wait for a SuperAdmin. */
const DEFAULT_ON = new Set(['decision', 'recordSet', 'timeOfDay', 'velocity', 'webhook', 'scripting']);
export const defaultAegisFeatures = (): AegisFeatures =>
  aegisFeaturesSchema.parse(Object.fromEntries(AEGIS_FEATURES.map((f) => [f, DEFAULT_ON.has(f)])));

export function toWorkspace(w: repo.WorkspaceRow): Workspace {
  return {
    id: w.id, name: w.name, status: w.status, dialerProviderType: w.dialerProviderType,
    dialerProviderSettings: publicDialerSettings(w.dialerProviderType, w.dialerSettings, w.dialerSecrets),
    allowFullCoverageCampaigns: w.allowFullCoverageCampaigns, allowBringYourOwnPool: w.allowBringYourOwnPool,
    maxNumbersPerFullCoverageCampaign: w.maxNumbersPerFullCoverageCampaign,
    allowNonTransactionalNumberMapping: w.allowNonTransactionalNumberMapping, coverageStates: w.coverageStates,
    workspaceFeatures: { aegisFeatures: aegisFeaturesSchema.parse(w.aegisFeatures) }, created: w.created.toISOString(),
  };
}

/**
 * How much a feature holds in each of these workspaces (its campaigns, lists, workflows…), by workspace id; a workspace
 * missing from the map holds none. A workspace's activity is the sum of the counters features register.
 */
export type ActivityCounter = (workspaceIds: string[]) => Promise<Map<string, number>>;

const visibleStatuses = (actor: Actor): repo.WorkspaceStatus[] => (isSuperAdmin(actor) ? ['ACTIVE', 'ERROR'] : ['ACTIVE']);

export function workspacesService(deps: Pick<Deps, 'db' | 'realtime' | 'cipher' | 'now'>) {
  const deactivated: ((workspaceId: string) => void)[] = [];
  const activityCounters = new Map<string, ActivityCounter>();
  const { db } = deps;

  /** The workspace in the path, if the actor may see it; otherwise it does not exist for them. */
  async function access(actor: Actor, orgId: string, id: string): Promise<repo.WorkspaceRow> {
    assertOrgAccess(actor, orgId);
    assertWorkspaceAccess(actor, id);
    const w = await repo.findWorkspace(db, orgId, id);
    if (!w || !visibleStatuses(actor).includes(w.status)) {
      // An API key keeps working while its workspace is in ERROR, as dialers must still get answers.
      if (!(w && actor.kind === 'apiKey' && w.status === 'ERROR')) throw notFound();
    }
    return w;
  }

  /** What has been built in each workspace, counted by the features that registered a counter (interactions are not counted). */
  async function activityOf(workspaceIds: string[]): Promise<Map<string, number>> {
    const activity = new Map<string, number>();
    if (workspaceIds.length === 0) return activity;
    const counts = await Promise.all([...activityCounters.values()].map((count) => count(workspaceIds)));
    for (const perWorkspace of counts) for (const [ws, n] of perWorkspace) activity.set(ws, (activity.get(ws) ?? 0) + n);
    return activity;
  }

  return {
    access,

    /** The scope of a workspace for callers that hold its ids rather than a request's scope (jobs, the realtime hub). */
    async scope(actor: Actor, orgId: string, id: string): Promise<WorkspaceScope> {
      return { actor, workspace: await access(actor, orgId, id) };
    },

    async list(actor: Actor, orgId: string): Promise<WorkspaceListItem[]> {
      assertOrgAccess(actor, orgId);
      const rows = (await repo.listWorkspaces(db, orgId, visibleStatuses(actor))).filter((w) => actor.kind === 'user' || w.id === actor.workspaceId);
      const activity = await activityOf(rows.map((w) => w.id));
      return rows.map((w) => ({ ...toWorkspace(w), activity: activity.get(w.id) ?? 0 }));
    },

    async get(actor: Actor, orgId: string, id: string): Promise<Workspace> {
      return toWorkspace(await access(actor, orgId, id));
    },

    async create(actor: Actor, orgId: string, name: string): Promise<Workspace> {
      requireUser(actor);
      assertOrgAccess(actor, orgId);
      if (await repo.nameTaken(db, orgId, name)) throw conflict(MESSAGES.workspaceNameTaken);
      const w = await repo.insertWorkspace(db, { id: newId(), orgId, name, aegisFeatures: defaultAegisFeatures() });
      return toWorkspace(w);
    },

    async update(actor: Actor, orgId: string, id: string, body: z.output<typeof updateWorkspaceBody>): Promise<Workspace> {
      requireUser(actor);
      const w = await access(actor, orgId, id);
      if (await repo.nameTaken(db, orgId, body.name, id)) throw conflict(MESSAGES.workspaceNameTaken);
      const current = toWorkspace(w);
      const allowAll = body.allowAllCoverageStates ?? (body.coverageStates ? body.coverageStates.length === 0 : current.coverageStates.length === 0);
      const next = {
        allowFullCoverageCampaigns: body.allowFullCoverageCampaigns ?? current.allowFullCoverageCampaigns,
        allowBringYourOwnPool: body.allowBringYourOwnPool ?? current.allowBringYourOwnPool,
        maxNumbersPerFullCoverageCampaign: body.maxNumbersPerFullCoverageCampaign ?? current.maxNumbersPerFullCoverageCampaign,
        allowNonTransactionalNumberMapping: body.allowNonTransactionalNumberMapping ?? current.allowNonTransactionalNumberMapping,
        coverageStates: allowAll ? [] : (body.coverageStates ?? current.coverageStates),
        aegisFeatures: { ...current.workspaceFeatures.aegisFeatures, ...(body.workspaceFeatures?.aegisFeatures ?? {}) },
      };
      // Compared by value: jsonb hands objects back with their keys in its own order.
      const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => !isDeepStrictEqual(
        next[k], k === 'aegisFeatures' ? current.workspaceFeatures.aegisFeatures : current[k]));
      // The name is everyone's to change; coverage, pools, mapping API and Aegis features are SuperAdmin's.
      if (changed && !isSuperAdmin(actor)) throw forbidden(MESSAGES.superAdminOnlySettings);
      if (!next.allowFullCoverageCampaigns && next.maxNumbersPerFullCoverageCampaign !== current.maxNumbersPerFullCoverageCampaign) {
        throw badRequest(MESSAGES.maxNumbersNeedsFullCoverage, 'maxNumbersPerFullCoverageCampaign');
      }
      if (!allowAll && next.coverageStates.length === 0) throw badRequest(MESSAGES.coverageStatesRequired, 'coverageStates');
      const unknown = next.coverageStates.find((s) => !isKnownState(s.stateName, s.country));
      if (unknown) throw badRequest(`${MESSAGES.unknownState} ${unknown.stateName}`, 'coverageStates');
      const saved = await repo.updateWorkspace(db, id, { name: body.name, ...next });
      return toWorkspace(saved);
    },

    async deactivate(actor: Actor, orgId: string, id: string, confirmName: string | undefined): Promise<void> {
      const me = requireUser(actor);
      const w = await access(actor, orgId, id);
      if (me.userType === 'Admin') throw forbidden();
      if (confirmName !== w.name) throw badRequest(MESSAGES.workspaceNameMismatch, 'confirmName');
      await repo.updateWorkspace(db, id, { status: 'DEACTIVATED', deactivatedAt: deps.now() });
      for (const listener of deactivated) listener(id);
      await deps.realtime.publish(`org:${orgId}`, { type: 'Workspace', payload: { id, status: 'DEACTIVATED' } });
    },

    /** Adds what a feature holds to each workspace's activity (the workspace list's count); one counter per name. */
    registerActivity(name: string, counter: ActivityCounter) {
      activityCounters.set(name, counter);
    },

    /** Called with a workspace's id when it is deactivated (features forget what they remember of it). */
    onDeactivated(listener: (workspaceId: string) => void) {
      deactivated.push(listener);
    },

    states: () => STATES,

    /** A live workspace in any organisation, for SuperAdmin's realtime subscriptions. */
    findAnyOrg: async (id: string) => {
      const w = await repo.findWorkspaceById(db, id);
      return w && w.status !== 'DEACTIVATED' ? w : null;
    },

    /** The names of an organisation's workspaces of every status (usage outlives a workspace), by id. */
    names: async (orgId: string): Promise<Map<string, string>> =>
      new Map((await repo.listWorkspaces(db, orgId, ['ACTIVE', 'ERROR', 'DEACTIVATED'])).map((w) => [w.id, w.name])),

    /** The ids of an organisation's active workspaces (an organisation's event goes to each one's webhooks). */
    activeIds: async (orgId: string): Promise<string[]> => (await repo.listWorkspaces(db, orgId, ['ACTIVE'])).map((w) => w.id),

    /** A workspace by id in any organisation and any status, for features that hold a workspace's id (an API key's). */
    findById: (id: string): Promise<repo.WorkspaceRow | null> => repo.findWorkspaceById(db, id),

    /** Stores a dialer connection: the provider, its public settings, and its secrets sealed with the server key. */
    async saveDialer(id: string, provider: NonNullable<repo.WorkspaceRow['dialerProviderType']>, settings: StoredDialerSettings, secrets: Record<string, string> | null): Promise<repo.WorkspaceRow> {
      return repo.updateWorkspace(db, id, {
        dialerProviderType: provider,
        dialerSettings: settings,
        dialerSecrets: secrets ? deps.cipher.encrypt(JSON.stringify(secrets)) : null,
      });
    },

    /** The decrypted secrets of the workspace's dialer, for the dialer adapters only. */
    dialerSecrets(w: repo.WorkspaceRow): Record<string, string> {
      return w.dialerSecrets ? (JSON.parse(deps.cipher.decrypt(w.dialerSecrets)) as Record<string, string>) : {};
    },
  };
}
export type WorkspacesService = ReturnType<typeof workspacesService>;
