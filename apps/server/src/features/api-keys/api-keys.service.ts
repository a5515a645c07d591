import { LRUCache } from 'lru-cache';
import { API_KEY_PREFIX_LENGTH, type ApiKey } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser, type Actor } from '../../platform/auth-context';
import { notFound } from '../../platform/errors';
import { newId, randomToken, sha256 } from '../../platform/crypto';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { WorkspaceScope } from '../workspaces/workspace';
import * as repo from './api-keys.repo';
import { API_KEY_PREFIX } from '../auth/authenticate';

const toApiKey = (k: repo.ApiKeyRow): ApiKey => ({
  id: k.id, name: k.name, encryptedKey: `${k.prefix}…`, created: k.created.toISOString(), lastActivity: k.lastActivity?.toISOString() ?? null,
});

/** Last activity is written at most once a minute, so a busy dialer does not turn every call into a write. */
const ACTIVITY_RESOLUTION_MS = 60_000;
/**
 * A key's check is remembered this long, so a dialer screening thousands of calls a second is not a database read per
 * call. A key deleted (or a workspace deactivated) on this instance stops at once; on another instance within this.
 */
export const API_KEY_CACHE_MS = 10_000;

export function apiKeysService(deps: Pick<Deps, 'db' | 'now'>, { workspaces: workspacesService }: { workspaces: Pick<WorkspacesService, 'findById'> }) {
  const { db } = deps;
  const checked = new LRUCache<string, { actor: Actor | null }>({ max: 50_000, ttl: API_KEY_CACHE_MS });
  return {
    async list({ actor, workspace }: WorkspaceScope): Promise<ApiKey[]> {
      requireUser(actor);
      return (await repo.listKeys(db, workspace.id)).map(toApiKey);
    },

    async create({ actor, workspace: w }: WorkspaceScope, name: string): Promise<ApiKey & { key: string }> {
      const me = requireUser(actor);
      const key = `${API_KEY_PREFIX}${randomToken(30)}`;
      const row = await repo.insertKey(db, { id: newId(), orgId: w.orgId, workspaceId: w.id, name, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), keyHash: sha256(key), createdBy: me.userId });
      return { ...toApiKey(row), key };
    },

    async remove({ actor, workspace }: WorkspaceScope, keyId: string): Promise<void> {
      requireUser(actor);
      const keyHash = await repo.deleteKey(db, workspace.id, keyId);
      if (keyHash === null) throw notFound();
      checked.delete(keyHash);
    },

    /** The actor a key stands for, if the key exists and its workspace is still in service. */
    async authenticate(key: string): Promise<Actor | null> {
      if (!key.startsWith(API_KEY_PREFIX)) return null;
      const hash = sha256(key);
      const hit = checked.get(hash);
      if (hit) return hit.actor;
      const row = await repo.findKeyByHash(db, hash);
      const workspace = row && (await workspacesService.findById(row.workspaceId));
      const actor: Actor | null = !row || !workspace || workspace.status === 'DEACTIVATED' ? null : { kind: 'apiKey', keyId: row.id, orgId: row.orgId, workspaceId: row.workspaceId };
      checked.set(hash, { actor });
      const now = deps.now();
      if (row && actor && (!row.lastActivity || now.getTime() - row.lastActivity.getTime() >= ACTIVITY_RESOLUTION_MS)) {
        await repo.setLastActivity(db, row.id, now);
      }
      return actor;
    },

    /** Forgets remembered key checks of a workspace (it was deactivated). */
    forgetWorkspace(workspaceId: string) {
      for (const [hash, { actor }] of checked.entries()) if (actor?.kind === 'apiKey' && actor.workspaceId === workspaceId) checked.delete(hash);
    },

    /** What a key is: answered to the key's own holder by GET /api/v1/me. */
    async describe(actor: Extract<Actor, { kind: 'apiKey' }>) {
      const row = await repo.findKeyById(db, actor.keyId);
      const workspace = row && (await workspacesService.findById(row.workspaceId));
      if (!row || !workspace) throw notFound();
      return { orgId: actor.orgId, workspaceId: actor.workspaceId, workspaceName: workspace.name, keyName: row.name };
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
