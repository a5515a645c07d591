import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  RECORD_COUNT_EXACT_MAX, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, recordSetTemplateFile,
  type BulkAction, type BulkResult, type ExportAccepted, type RecordSet, type RecordSetRecord, type recordBody, type recordSetBody,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { FoldersService } from '../folders/folders.service';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import * as repo from './record-sets.repo';
import type { RecordSetRow } from './record-sets.tables';
import { toRecordSet } from './record-set-entity';
import { recordKey, toRecord } from './records';
import { recordOps } from './record-ops';
import { bulkUpload } from './bulk-upload';
import { templateCsv } from './export-csv';

type Body = z.output<typeof recordSetBody>;

export interface RecordSetsPeers {
  folders: Pick<FoldersService, 'assertFolder'>;
  /** Told when a set's definition changed or it was deleted (the engine forgets what it remembers of it). */
  changed?: (workspaceId: string, recordSetId: string) => void;
  /** The export service of Downloads (the full download is asynchronous). */
  exports: { request(scope: WorkspaceScope, input: { reportName: string; kind: string; params?: unknown }): Promise<ExportAccepted> };
}

/** The kind of report a record set's full download is. */
export const RECORD_SET_EXPORT = 'recordSet';

/**
 * Record sets in the console (spec 3 §2.9, §5, §7). Every role of the organisation reads and manages its workspaces'
 * sets and records (spec 3 §6 names no restriction); another organisation's or workspace's set, and a DELETED one, do
 * not exist for the caller. Changing a TTL applies to records written from then on: existing records keep their expiry.
 */
export function recordSetsService(deps: Pick<Deps, 'db' | 'now'>, peers: RecordSetsPeers) {
  const { db } = deps;
  const records = recordOps(deps);

  /** A live set of the scope's workspace, or a 404. */
  async function find({ workspace }: WorkspaceScope, id: string): Promise<{ workspace: WorkspaceRow; set: RecordSetRow }> {
    const set = await repo.findSet(db, workspace.id, id);
    if (!set || set.status === 'DELETED') throw notFound();
    return { workspace, set };
  }

  /** Sets as the API answers them: small ones with their records counted now, so a figure is never stale there. */
  async function present(rows: RecordSetRow[]): Promise<RecordSet[]> {
    const counts = await repo.exactCounts(db, rows, deps.now(), RECORD_COUNT_EXACT_MAX);
    return rows.map((r) => toRecordSet(r, counts.get(r.id)));
  }
  const presentOne = async (row: RecordSetRow) => (await present([row]))[0]!;

  const definition = (body: Body) => ({
    name: body.name, ttlEnabled: body.ttlEnabled, ttlDuration: body.ttl.duration, ttlUnit: body.ttl.timeUnit,
    ttlTimeZone: body.ttl.timeZone, strictPhoneKey: body.strictPhoneKey, attributes: body.attributes,
  });

  return {
    /** How many live sets a folder holds (the folders' count of the RecordSet scope). */
    countInFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),

    find,

    async list({ workspace }: WorkspaceScope): Promise<RecordSet[]> {
      return present(await repo.listSets(db, workspace.id));
    },

    async get(scope: WorkspaceScope, id: string): Promise<RecordSet> {
      return presentOne((await find(scope, id)).set);
    },

    async create({ workspace }: WorkspaceScope, body: Body): Promise<RecordSet> {
      if (await repo.nameTaken(db, workspace.id, body.name)) throw conflict(M.nameTaken);
      const now = deps.now();
      const row = await repo.insertSet(db, {
        id: newId(), orgId: workspace.orgId, workspaceId: workspace.id, ...definition(body), recordCountUpdated: now, created: now, updated: now,
      });
      return presentOne(row);
    },

    /** The key type is fixed once the set has records (their keys were read by it); everything else may change. */
    async update(scope: WorkspaceScope, id: string, body: Body): Promise<RecordSet> {
      const { workspace, set } = await find(scope, id);
      if (await repo.nameTaken(db, workspace.id, body.name, id)) throw conflict(M.nameTaken);
      if (body.strictPhoneKey !== set.strictPhoneKey && (await repo.hasRecords(db, id))) throw badRequest(M.keyTypeLocked, 'strictPhoneKey');
      const saved = await repo.updateSet(db, id, { ...definition(body), updated: deps.now() });
      peers.changed?.(workspace.id, id);
      return presentOne(saved);
    },

    async moveToFolder(scope: WorkspaceScope, id: string, folderId: string | undefined): Promise<RecordSet> {
      const { workspace } = await find(scope, id);
      if (folderId) await peers.folders.assertFolder(workspace.id, folderId, 'RecordSet');
      return presentOne(await repo.updateSet(db, id, { folderId: folderId || null }));
    },

    /** Marks the set DELETED and deletes its records at once; the typed name guards against mistakes. */
    async remove(scope: WorkspaceScope, id: string, confirmName: string | undefined): Promise<void> {
      const { workspace, set } = await find(scope, id);
      if (confirmName !== set.name) throw badRequest(M.nameMismatch, 'confirmName');
      const now = deps.now();
      await db.transaction(async (tx) => {
        await repo.updateSet(tx, id, { status: 'DELETED', deleted: now, updated: now, folderId: null, recordCount: 0, recordCountUpdated: now });
        await repo.deleteAll(tx, id);
      });
      peers.changed?.(workspace.id, id);
    },

    async getRecord(scope: WorkspaceScope, id: string, number: string): Promise<RecordSetRecord | null> {
      const { set } = await find(scope, id);
      return records.find(set, number);
    },

    /**
     * Records whose key starts with the search. In a phone-keyed set the digits count, as typed ("(512) 55", "+1 512");
     * in others the text as it is (a whole phone is read as one, as when it was stored).
     */
    async search(scope: WorkspaceScope, id: string, search: string): Promise<RecordSetRecord[]> {
      const { set } = await find(scope, id);
      const whole = recordKey(search, set.strictPhoneKey);
      const prefix = whole.ok ? whole.value : set.strictPhoneKey ? search.replace(/\D/g, '').replace(/^1/, '') : search.trim();
      if (prefix.length < RECORD_SET_LIMITS.searchMin) return [];
      const found = await repo.searchRecords(db, id, prefix, deps.now(), RECORD_SET_LIMITS.searchMax);
      return found.map((r) => toRecord(set, r));
    },

    async saveRecord(scope: WorkspaceScope, id: string, body: z.output<typeof recordBody>): Promise<RecordSetRecord> {
      const { set } = await find(scope, id);
      return records.save(set, body);
    },

    async removeRecord(scope: WorkspaceScope, id: string, number: string): Promise<void> {
      const { set } = await find(scope, id);
      if (!(await records.remove(set, number))) throw notFound(M.rowNotFound);
    },

    async bulk(set: RecordSetRow, action: BulkAction, file: Readable): Promise<BulkResult> {
      return bulkUpload(db, set, action, file, deps.now());
    },

    async template(scope: WorkspaceScope, id: string): Promise<{ filename: string; content: string }> {
      const { set } = await find(scope, id);
      return { filename: recordSetTemplateFile(set.name), content: templateCsv(set) };
    },

    /** Queues the full download of a set: its records are written to a file in Downloads by the export job. */
    async download(scope: WorkspaceScope, id: string): Promise<ExportAccepted> {
      const { set } = await find(scope, id);
      return peers.exports.request(scope, { reportName: `Record set ${set.name}`, kind: RECORD_SET_EXPORT, params: { recordSetId: set.id } });
    },
  };
}
export type RecordSetsService = ReturnType<typeof recordSetsService>;
