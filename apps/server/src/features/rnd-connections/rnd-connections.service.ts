import type { z } from 'zod';
import { MESSAGES, type RndConnection, type createRndConnectionBody, type rndConnectionBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { AppError, conflict, isUniqueViolation, notFound, orNotFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { ProviderError } from '../../providers/sandbox';
import type { RndTokenCheck } from '../../providers/rnd/rnd';
import type { WorkspaceScope } from '../workspaces/workspace';
import { settingsAccess } from '../feature-requests/feature-gate';
import * as repo from './rnd-connections.repo';
import { defineRndConnectionsJobs } from './rnd-connections.jobs';

type CreateBody = z.output<typeof createRndConnectionBody>;
type UpdateBody = z.output<typeof rndConnectionBody>;

/** The token never leaves: the answer carries only what the table shows. */
const toConnection = (r: repo.RndConnectionRow): RndConnection => ({
  id: r.id, companyNumber: r.companyNumber, companyName: r.companyName, resourceStatus: r.resourceStatus, tokenValid: r.tokenValid,
  refreshTokenValid: r.refreshTokenValid, checkedAt: r.checkedAt?.toISOString() ?? null, dateCreated: r.created.toISOString(), dateUpdated: r.updated.toISOString(),
});

/** RND connections: open to every role of the organisation; changes need the workspace's RND feature. */
export function rndConnectionsService(deps: Pick<Deps, 'db' | 'cipher' | 'rnd' | 'now' | 'log' | 'jobs'>) {
  const { db, cipher } = deps;
  const { readable, writable } = settingsAccess({ feature: 'rnd' });
  const { checkTokens } = defineRndConnectionsJobs(deps);

  /** Asks the RND administrator about the token; an unreachable service is a provider error (502). */
  async function check(token: string): Promise<RndTokenCheck> {
    try {
      return await deps.rnd.checkToken(token);
    } catch (err) {
      if (err instanceof ProviderError) throw new AppError('PROVIDER_ERROR', err.message);
      throw err;
    }
  }

  async function assertCompanyFree(ws: string, companyNumber: string, exceptId?: string) {
    if (await repo.companyTaken(db, ws, companyNumber, exceptId)) throw conflict(MESSAGES.rndCompanyTaken);
  }

  /** The unique index decides when two saves race past assertCompanyFree: the loser hears the same 409. */
  async function companyUnique<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MESSAGES.rndCompanyTaken);
      throw err;
    }
  }

  return {
    async list(scope: WorkspaceScope): Promise<RndConnection[]> {
      const w = readable(scope);
      return (await repo.listRndConnections(db, w.id)).map(toConnection);
    },

    async get(scope: WorkspaceScope, id: string): Promise<RndConnection> {
      const w = readable(scope);
      return toConnection(orNotFound(await repo.findRndConnection(db, w.id, id)));
    },

    async create(scope: WorkspaceScope, body: CreateBody): Promise<RndConnection> {
      const w = writable(scope);
      await assertCompanyFree(w.id, body.companyNumber);
      const state = await check(body.apiToken);
      const now = deps.now();
      const row = await companyUnique(repo.insertRndConnection(db, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, companyNumber: body.companyNumber, companyName: body.companyName,
        apiToken: cipher.encrypt(body.apiToken), resourceStatus: body.resourceStatus, ...state, checkedAt: now, created: now, updated: now,
      }));
      return toConnection(row);
    },

    /** A new token replaces the saved one; either way the tokens are checked again. */
    async update(scope: WorkspaceScope, id: string, body: UpdateBody): Promise<RndConnection> {
      const w = writable(scope);
      const current = orNotFound(await repo.findRndConnection(db, w.id, id));
      await assertCompanyFree(w.id, body.companyNumber, id);
      const token = body.apiToken ?? cipher.decrypt(current.apiToken);
      const state = await check(token);
      const now = deps.now();
      const row = await companyUnique(repo.updateRndConnection(db, w.id, id, {
        companyNumber: body.companyNumber, companyName: body.companyName, resourceStatus: body.resourceStatus,
        ...(body.apiToken ? { apiToken: cipher.encrypt(body.apiToken) } : {}), ...state, checkedAt: now, updated: now,
      }));
      return toConnection(orNotFound(row));
    },

    async remove(scope: WorkspaceScope, id: string): Promise<void> {
      const w = writable(scope);
      if (!(await repo.deleteRndConnection(db, w.id, id))) throw notFound();
    },

    /** Checks every connection's tokens again (the daily job's work). */
    checkTokens,

    /** One connection's token for RND queries (the Aegis node names its connection), decrypted; null unless it is ACTIVE and works. */
    async connectionToken(workspaceId: string, id: string): Promise<string | null> {
      const row = await repo.findRndConnection(db, workspaceId, id);
      return row && row.resourceStatus === 'ACTIVE' && (row.tokenValid || row.refreshTokenValid) ? cipher.decrypt(row.apiToken) : null;
    },

    /** The active connection's token for RND queries (Aegis, list scrubbing), decrypted; null when there is none that works. */
    async activeToken(workspaceId: string): Promise<string | null> {
      const rows = await repo.listRndConnections(db, workspaceId);
      const usable = rows.find((r) => r.resourceStatus === 'ACTIVE' && (r.tokenValid || r.refreshTokenValid));
      return usable ? cipher.decrypt(usable.apiToken) : null;
    },
  };
}
export type RndConnectionsService = ReturnType<typeof rndConnectionsService>;
