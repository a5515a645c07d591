import type { z } from 'zod';
import { RECORD_SET_MESSAGES as M, type RecordSetRecord, type RecordSetSearchResult, type recordBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { badRequest, notFound } from '../../platform/errors';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import * as repo from './record-sets.repo';
import type { RecordSetRow } from './record-sets.tables';
import { recordOps } from './record-ops';

/**
 * The public record-set API (design §5): a customer's system names the set; the workspace is its API key's. A team
 * member's token may call it too, naming the workspace. An unknown name, or a DELETED set, answers 404.
 */
export function recordSetsPublicApi(deps: Pick<Deps, 'db' | 'now'>, workspaces: Pick<WorkspacesService, 'scope'>) {
  const records = recordOps(deps);

  async function setNamed(actor: Actor, name: string, workspaceId: string | undefined): Promise<RecordSetRow> {
    const wsId = actor.kind === 'apiKey' ? actor.workspaceId : workspaceId?.trim();
    if (!wsId) throw badRequest(M.workspaceRequired, 'workspaceId');
    const { workspace } = await workspaces.scope(actor, actor.orgId, wsId);
    const set = await repo.findActiveByName(deps.db, workspace.id, name);
    if (!set) throw notFound();
    return set;
  }

  return {
    async search(actor: Actor, q: { name: string; phone: string; workspaceId?: string }): Promise<RecordSetSearchResult> {
      const record = await records.find(await setNamed(actor, q.name, q.workspaceId), q.phone);
      return { found: Boolean(record), record };
    },

    async add(actor: Actor, q: { name: string; workspaceId?: string }, body: z.output<typeof recordBody>): Promise<RecordSetRecord> {
      return records.save(await setNamed(actor, q.name, q.workspaceId), body);
    },
  };
}
export type RecordSetsPublicApi = ReturnType<typeof recordSetsPublicApi>;
