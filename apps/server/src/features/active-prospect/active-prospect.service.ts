import type { z } from 'zod';
import { MESSAGES, type ActiveProspectConnection, type createApiKeyConnectionQuery, type updateApiKeyConnectionQuery } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { requireUser, type Actor } from '../../platform/auth-context';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { assertFeatureActive } from '../feature-requests/feature-gate';
import * as repo from './active-prospect.repo';

type CreateQuery = z.output<typeof createApiKeyConnectionQuery>;
type UpdateQuery = z.output<typeof updateApiKeyConnectionQuery>;

/** The API key never leaves. */
const toConnection = (r: repo.ActiveProspectRow): ActiveProspectConnection => ({
  id: r.id, companyName: r.companyName, resourceStatus: r.resourceStatus, timestamp: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
});

/** ActiveProspect (TrustedForm) connections: open to every role; changes need the workspace's Active Prospect feature. */
export function activeProspectService(deps: Deps, workspaces: WorkspacesService) {
  const { db, cipher } = deps;

  async function readable(actor: Actor, orgId: string, ws: string) {
    requireUser(actor);
    return workspaces.access(actor, orgId, ws);
  }

  async function writable(actor: Actor, orgId: string, ws: string) {
    const w = await readable(actor, orgId, ws);
    assertFeatureActive(w, 'activeProspect');
    return w;
  }

  async function assertCompanyFree(ws: string, companyName: string, exceptId?: string) {
    if (await repo.companyTaken(db, ws, companyName, exceptId)) throw conflict(MESSAGES.connectionCompanyTaken);
  }

  return {
    async list(actor: Actor, orgId: string, ws: string): Promise<ActiveProspectConnection[]> {
      const w = await readable(actor, orgId, ws);
      return (await repo.listConnections(db, w.id)).map(toConnection);
    },

    async get(actor: Actor, orgId: string, ws: string, id: string): Promise<ActiveProspectConnection> {
      const w = await readable(actor, orgId, ws);
      const row = await repo.findConnection(db, w.id, id);
      if (!row) throw notFound();
      return toConnection(row);
    },

    async create(actor: Actor, orgId: string, ws: string, q: CreateQuery): Promise<ActiveProspectConnection> {
      const w = await writable(actor, orgId, ws);
      await assertCompanyFree(w.id, q.companyName);
      const now = deps.now();
      const row = await repo.insertConnection(db, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, companyName: q.companyName, apiKey: cipher.encrypt(q.apiKey),
        resourceStatus: q.resourceStatus ?? 'ACTIVE', created: now, updated: now,
      });
      return toConnection(row);
    },

    /** A blank API key keeps the saved one; an absent status keeps the current one. */
    async update(actor: Actor, orgId: string, ws: string, id: string, q: UpdateQuery): Promise<ActiveProspectConnection> {
      const w = await writable(actor, orgId, ws);
      if (!(await repo.findConnection(db, w.id, id))) throw notFound();
      await assertCompanyFree(w.id, q.companyName, id);
      const row = await repo.updateConnection(db, w.id, id, {
        companyName: q.companyName, ...(q.apiKey ? { apiKey: cipher.encrypt(q.apiKey) } : {}),
        ...(q.resourceStatus ? { resourceStatus: q.resourceStatus } : {}), updated: deps.now(),
      });
      if (!row) throw notFound();
      return toConnection(row);
    },

    async remove(actor: Actor, orgId: string, ws: string, id: string): Promise<void> {
      const w = await writable(actor, orgId, ws);
      if (!(await repo.deleteConnection(db, w.id, id))) throw notFound();
    },

    /** The API key of the workspace's active connection, decrypted, for TrustedForm checks; null when there is none. */
    async activeKey(workspaceId: string): Promise<string | null> {
      const usable = (await repo.listConnections(db, workspaceId)).find((r) => r.resourceStatus === 'ACTIVE');
      return usable ? cipher.decrypt(usable.apiKey) : null;
    },
  };
}
export type ActiveProspectService = ReturnType<typeof activeProspectService>;
