import { and, asc, eq } from 'drizzle-orm';
import { API_KEY_PREFIX_LENGTH, type ApiKey } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser, type Actor } from '../../platform/auth-context';
import { notFound } from '../../platform/errors';
import { newId, randomToken, sha256 } from '../../platform/crypto';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { workspaces } from '../workspaces/workspaces.tables';
import { apiKeys } from './api-keys.tables';

type Row = typeof apiKeys.$inferSelect;
const toApiKey = (k: Row): ApiKey => ({
  id: k.id, name: k.name, encryptedKey: `${k.prefix}…`, created: k.created.toISOString(), lastActivity: k.lastActivity?.toISOString() ?? null,
});

/** Last activity is written at most once a minute, so a busy dialer does not turn every call into a write. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export function apiKeysService(deps: Deps, workspacesService: WorkspacesService) {
  const { db } = deps;
  return {
    async list(actor: Actor, orgId: string, ws: string): Promise<ApiKey[]> {
      requireUser(actor);
      await workspacesService.access(actor, orgId, ws);
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.workspaceId, ws)).orderBy(asc(apiKeys.created));
      return rows.map(toApiKey);
    },

    async create(actor: Actor, orgId: string, ws: string, name: string): Promise<ApiKey & { key: string }> {
      const me = requireUser(actor);
      const w = await workspacesService.access(actor, orgId, ws);
      const key = `tl_${randomToken(30)}`;
      const [row] = await db
        .insert(apiKeys)
        .values({ id: newId(), orgId: w.orgId, workspaceId: w.id, name, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), keyHash: sha256(key), createdBy: me.userId })
        .returning();
      return { ...toApiKey(row!), key };
    },

    async remove(actor: Actor, orgId: string, ws: string, keyId: string): Promise<void> {
      requireUser(actor);
      await workspacesService.access(actor, orgId, ws);
      const rows = await db.delete(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, ws))).returning({ id: apiKeys.id });
      if (rows.length === 0) throw notFound();
    },

    /** The actor a key stands for, if the key exists and its workspace is still in service. */
    async authenticate(key: string): Promise<Actor | null> {
      if (!key.startsWith('tl_')) return null;
      const [row] = await db
        .select({ id: apiKeys.id, orgId: apiKeys.orgId, workspaceId: apiKeys.workspaceId, lastActivity: apiKeys.lastActivity, status: workspaces.status })
        .from(apiKeys)
        .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
        .where(eq(apiKeys.keyHash, sha256(key)));
      if (!row || row.status === 'DEACTIVATED') return null;
      const now = deps.now();
      if (!row.lastActivity || now.getTime() - row.lastActivity.getTime() >= ACTIVITY_RESOLUTION_MS) {
        await db.update(apiKeys).set({ lastActivity: now }).where(eq(apiKeys.id, row.id));
      }
      return { kind: 'apiKey', keyId: row.id, orgId: row.orgId, workspaceId: row.workspaceId };
    },

    /** What a key is: answered to the key's own holder by GET /api/v1/me. */
    async describe(actor: Extract<Actor, { kind: 'apiKey' }>) {
      const [row] = await db
        .select({ name: apiKeys.name, workspaceName: workspaces.name })
        .from(apiKeys)
        .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
        .where(eq(apiKeys.id, actor.keyId));
      if (!row) throw notFound();
      return { orgId: actor.orgId, workspaceId: actor.workspaceId, workspaceName: row.workspaceName, keyName: row.name };
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
