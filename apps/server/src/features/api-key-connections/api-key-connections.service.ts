import type { z } from 'zod';
import { MESSAGES, type AegisFeature, type ApiKeyConnection, type createApiKeyConnectionQuery, type updateApiKeyConnectionQuery } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { conflict, notFound, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import { settingsAccess } from '../feature-requests/feature-gate';
import type { ApiKeyConnectionsTable } from './api-key-connections.tables';
import { apiKeyConnectionsRepo, type ApiKeyConnectionRow } from './api-key-connections.repo';

type CreateQuery = z.output<typeof createApiKeyConnectionQuery>;
type UpdateQuery = z.output<typeof updateApiKeyConnectionQuery>;

export interface ApiKeyConnectionsConfig {
  /** The kind's own table. */
  table: ApiKeyConnectionsTable;
  /** The workspace feature flag a change needs. */
  feature: AegisFeature;
}

/** The API key never leaves. */
const toConnection = (r: ApiKeyConnectionRow): ApiKeyConnection => ({
  id: r.id, companyName: r.companyName, resourceStatus: r.resourceStatus, timestamp: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
});

/**
 * Lead-verification connections reached with a company name and a write-only API key (Active Prospect, Verisk):
 * open to every role; changes need the workspace's feature flag. Each kind instantiates this with its table and flag.
 */
export function apiKeyConnectionsService(deps: Pick<Deps, 'db' | 'cipher' | 'now'>, { table, feature }: ApiKeyConnectionsConfig) {
  const { db, cipher } = deps;
  const repo = apiKeyConnectionsRepo(table);
  const { readable, writable } = settingsAccess({ feature });

  async function assertCompanyFree(ws: string, companyName: string, exceptId?: string) {
    if (await repo.companyTaken(db, ws, companyName, exceptId)) throw conflict(MESSAGES.connectionCompanyTaken);
  }

  return {
    async list(scope: WorkspaceScope): Promise<ApiKeyConnection[]> {
      const w = readable(scope);
      return (await repo.list(db, w.id)).map(toConnection);
    },

    async get(scope: WorkspaceScope, id: string): Promise<ApiKeyConnection> {
      const w = readable(scope);
      return toConnection(orNotFound(await repo.find(db, w.id, id)));
    },

    async create(scope: WorkspaceScope, q: CreateQuery): Promise<ApiKeyConnection> {
      const w = writable(scope);
      await assertCompanyFree(w.id, q.companyName);
      const now = deps.now();
      const row = await repo.insert(db, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, companyName: q.companyName, apiKey: cipher.encrypt(q.apiKey),
        resourceStatus: q.resourceStatus ?? 'ACTIVE', created: now, updated: now,
      });
      return toConnection(row);
    },

    /** A blank API key keeps the saved one; an absent status keeps the current one. */
    async update(scope: WorkspaceScope, id: string, q: UpdateQuery): Promise<ApiKeyConnection> {
      const w = writable(scope);
      orNotFound(await repo.find(db, w.id, id));
      await assertCompanyFree(w.id, q.companyName, id);
      const row = await repo.update(db, w.id, id, {
        companyName: q.companyName, ...(q.apiKey ? { apiKey: cipher.encrypt(q.apiKey) } : {}),
        ...(q.resourceStatus ? { resourceStatus: q.resourceStatus } : {}), updated: deps.now(),
      });
      return toConnection(orNotFound(row));
    },

    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const w = writable(scope);
      if (!(await repo.remove(db, w.id, id))) throw notFound();
    },

    /** One connection's API key (the Aegis node names its connection), decrypted; null unless it is ACTIVE. */
    async connectionKey(workspaceId: string, id: string): Promise<string | null> {
      const row = await repo.find(db, workspaceId, id);
      return row && row.resourceStatus === 'ACTIVE' ? cipher.decrypt(row.apiKey) : null;
    },

    /** The API key of the workspace's active connection, decrypted, for verification checks; null when there is none. */
    async activeKey(workspaceId: string): Promise<string | null> {
      const usable = (await repo.list(db, workspaceId)).find((r) => r.resourceStatus === 'ACTIVE');
      return usable ? cipher.decrypt(usable.apiKey) : null;
    },
  };
}
export type ApiKeyConnectionsService = ReturnType<typeof apiKeyConnectionsService>;
