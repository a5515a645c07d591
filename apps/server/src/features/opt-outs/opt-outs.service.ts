import { OPT_OUT_MESSAGES as M, fileRejectedMessage, type OptOut, type OptOutReview } from '@trueline/contract';
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import { breathe } from '../../platform/breathe';
import { csvRow } from '../../platform/csv';
import type { ExportService } from '../reports/export-service';
import type { WorkspaceScope } from '../workspaces/workspace';
import { csvChunks, CsvError, leadPhone } from '../lists';
import * as repo from './opt-outs.repo';
import type { ReplyChangesSql } from './opt-outs.repo';

/** The kind of the asynchronous opt-out download. */
export const OPT_OUTS_EXPORT = 'messaging-opt-outs';
/** Rows the page answers at most (the period filter narrows it; the download has them all). */
const LIST_MAX = 5000;
/** Opt-outs the download reads per query. */
export const EXPORT_PAGE = 5000;
/** Opt-outs per insert statement: PGlite runs a statement in this thread, so a short one keeps other requests answered. */
const IMPORT_BATCH = 500;

/** What opt-outs ask of the messaging campaigns (filled in by the module's `connect`). */
export interface OptOutsPorts {
  /** Names of the workspace's messaging campaigns by id (deleted ones too: old opt-outs keep their campaign). */
  campaignNames?(workspaceId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export interface OptOutsPeers {
  exports: Pick<ExportService, 'request'>;
  ports: OptOutsPorts;
}

/** A batch of replies' opt-out changes, each under the id of the reply that makes it. */
export interface ReplyOptOutChanges {
  optOuts: { replyId: string; workspaceId: string; phone: string; campaignId: string; reason: string }[];
  optIns: { replyId: string; workspaceId: string; phone: string }[];
  reviews: { replyId: string; workspaceId: string; phone: string; campaignId: string; message: string }[];
}
export type { ReplyChangesSql };

export interface OptOutCsv { rows: { phone: string; reason: string }[]; invalid: number }
/** Rows an import file may hold (numbers are kept in memory until the whole body has been read and checked). */
export const IMPORT_MAX_ROWS = 1_000_000;

/**
 * Reads an opt-out CSV: the column named phone (or number; else the first) and an optional reason column. Rows whose
 * number is not a US or Canadian one are counted, not kept; a repeated number is kept once. A file the CSV reader
 * refuses (not UTF-8, a NUL character, a row too long or too wide) is '{file} rejected because: {reason}', with nothing saved.
 */
export async function readOptOutCsv(file: Readable, fileName = 'file'): Promise<OptOutCsv> {
  let header: string[] | null = null;
  let phoneAt = 0;
  let reasonAt = -1;
  let invalid = 0;
  const rows = new Map<string, string>();
  const take = (row: string[]) => {
    if (!header) {
      header = row.map((c) => c.trim().toLowerCase());
      const named = header.findIndex((c) => c === 'phone' || c === 'number' || c === 'phone number');
      reasonAt = header.indexOf('reason');
      if (named >= 0) { phoneAt = named; return; }
      header = [];
    }
    // The lists' reader of a lead's number: libphonenumber's verdict kept per prefix (20 times faster on a large file).
    const phone = leadPhone(row[phoneAt]);
    if (!phone) { invalid++; return; }
    if (rows.size >= IMPORT_MAX_ROWS) throw badRequest(M.importTooLarge, 'file');
    if (!rows.has(phone)) rows.set(phone, ((reasonAt >= 0 ? row[reasonAt]?.trim() : '') || 'IMPORT').slice(0, 255));
  };
  try {
    for await (const chunk of csvChunks(file)) {
      for (const row of chunk) take(row);
      await breathe();
    }
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(fileRejectedMessage(fileName, err.message), 'file');
    throw err;
  }
  return { rows: [...rows].map(([phone, reason]) => ({ phone, reason })), invalid };
}

export function optOutsService(deps: Pick<Deps, 'db' | 'now'>, peers: OptOutsPeers) {
  const { db } = deps;

  async function names(workspaceId: string, ids: readonly string[]) {
    return (await peers.ports.campaignNames?.(workspaceId, [...new Set(ids)])) ?? new Map<string, string>();
  }

  /** A campaign the opt-out may name: one of the workspace's messaging campaigns. */
  async function assertCampaign(workspaceId: string, campaignId: string) {
    if (!(await names(workspaceId, [campaignId])).has(campaignId)) throw badRequest(M.campaignRequired, 'campaignId');
  }

  async function view(rows: repo.OptOutRow[], workspaceId: string): Promise<OptOut[]> {
    const campaignNames = await names(workspaceId, rows.map((r) => r.campaignId));
    return rows.map((r) => ({
      leadKey: { phone: r.phone, campaignId: r.campaignId },
      campaignName: campaignNames.get(r.campaignId) ?? '',
      timestamp: r.created.toISOString(),
      reason: r.reason,
    }));
  }

  const filterOf = (q: { earliest?: string; latest?: string; campaignId?: string }): repo.OptOutFilter => ({
    earliest: q.earliest ? new Date(q.earliest) : undefined,
    latest: q.latest ? new Date(q.latest) : undefined,
    campaignId: q.campaignId || undefined,
  });

  const actorId = (scope: WorkspaceScope) => (scope.actor.kind === 'user' ? scope.actor.userId : null);

  return {
    async list(scope: WorkspaceScope, q: { earliest?: string; latest?: string; campaignId?: string }): Promise<OptOut[]> {
      return view(await repo.listOptOuts(db, scope.workspace.id, filterOf(q), LIST_MAX), scope.workspace.id);
    },

    /** Opts a number out of every campaign of the workspace; a number already opted out keeps its first request. */
    async add(scope: WorkspaceScope, input: { campaignId: string; phone: string; reason: string }): Promise<OptOut> {
      await assertCampaign(scope.workspace.id, input.campaignId);
      await repo.insertOptOuts(db, [{ workspaceId: scope.workspace.id, phone: input.phone, campaignId: input.campaignId, reason: input.reason, createdBy: actorId(scope), created: deps.now() }]);
      const row = await repo.findOptOut(db, scope.workspace.id, input.phone);
      return (await view([row!], scope.workspace.id))[0]!;
    },

    async remove(scope: WorkspaceScope, phone: string): Promise<void> {
      if (!(await repo.deleteOptOut(db, scope.workspace.id, phone))) throw notFound();
    },

    download(scope: WorkspaceScope, q: { earliest?: string; latest?: string; campaignId?: string }) {
      return peers.exports.request(scope, { reportName: 'Opt-outs', kind: OPT_OUTS_EXPORT, params: q });
    },

    /** The CSV the download writes: Phone, Campaign Name, Timestamp, Reason; read a page at a time (a workspace may hold millions). */
    async *csv(workspaceId: string, q: { earliest?: string; latest?: string; campaignId?: string }): AsyncGenerator<string> {
      yield csvRow(['Phone', 'Campaign Name', 'Timestamp', 'Reason']);
      let after: repo.OptOutCursor | null = null;
      do {
        const page = await repo.pageOfOptOuts(db, workspaceId, filterOf(q), after, EXPORT_PAGE);
        const campaignNames = await names(workspaceId, page.rows.map((r) => r.campaignId));
        yield page.rows.map((r) => csvRow([r.phone, campaignNames.get(r.campaignId) ?? '', r.created.toISOString(), r.reason])).join('');
        after = page.next;
      } while (after);
    },

    /** Reads an opt-out CSV (see `readOptOutCsv`); answers what `importRows` then saves. A file that is not CSV is refused by name. */
    readCsv: (file: Readable, fileName: string) => readOptOutCsv(file, fileName),

    /** Saves read opt-out rows under one of the workspace's campaigns; a number already opted out keeps its first request. */
    async importRows(scope: WorkspaceScope, campaignId: string, read: OptOutCsv): Promise<{ imported: number; invalid: number }> {
      await assertCampaign(scope.workspace.id, campaignId);
      let imported = 0;
      for (let i = 0; i < read.rows.length; i += IMPORT_BATCH) {
        imported += await repo.insertOptOuts(db, read.rows.slice(i, i + IMPORT_BATCH).map((r) => ({
          workspaceId: scope.workspace.id, phone: r.phone, campaignId, reason: r.reason, createdBy: actorId(scope), created: deps.now(),
        })));
        await breathe();
      }
      return { imported, invalid: read.invalid };
    },

    async reviews(scope: WorkspaceScope): Promise<OptOutReview[]> {
      const rows = await repo.openReviews(db, scope.workspace.id, LIST_MAX);
      const campaignNames = await names(scope.workspace.id, rows.map((r) => r.campaignId));
      return rows.map((r) => ({ id: r.id, phone: r.phone, campaignId: r.campaignId, campaignName: campaignNames.get(r.campaignId) ?? '', message: r.message, timestamp: r.created.toISOString() }));
    },

    /** Confirms a flagged reply (the number is opted out, reason FREE_TEXT) or dismisses it. */
    async resolveReview(scope: WorkspaceScope, id: string, optOut: boolean): Promise<void> {
      const by = actorId(scope) ?? 'api';
      const row = await repo.resolveReview(db, scope.workspace.id, id, optOut ? 'OPTED_OUT' : 'DISMISSED', by, deps.now());
      if (!row) throw notFound();
      if (optOut) await repo.insertOptOuts(db, [{ workspaceId: row.workspaceId, phone: row.phone, campaignId: row.campaignId, reason: 'FREE_TEXT', createdBy: by, created: deps.now() }]);
    },

    // For the sending engine (no actor: the engine acts for the workspace it sends in).

    optedOutAmong: (workspaceId: string, phones: readonly string[]) => repo.optedOutAmong(db, workspaceId, phones),
    /** A STOP (or a carrier's permanent refusal, or a Do-not-contact disposition): answers whether it is new. */
    async optOut(workspaceId: string, phone: string, campaignId: string, reason: string): Promise<boolean> {
      return (await repo.insertOptOuts(db, [{ workspaceId, phone, campaignId, reason, createdBy: null, created: deps.now() }])) > 0;
    },
    /** START: the opt-out is lifted; answers whether there was one. */
    optIn: (workspaceId: string, phone: string) => repo.deleteOptOut(db, workspaceId, phone),
    flagForReview: (workspaceId: string, phone: string, campaignId: string, message: string) =>
      repo.insertReview(db, { id: newId(), workspaceId, phone, campaignId, message: message.slice(0, 1600), created: deps.now() }),
    /**
     * A batch of replies' STOPs, STARTs and free-text opt-outs as parts of the statement that stores the replies (each
     * kept only when its reply is among `stored`): see `replyChangesSql`.
     */
    replyChanges(c: ReplyOptOutChanges, stored: SQL): ReplyChangesSql {
      return repo.replyChangesSql(deps.now(), stored, { ...c, reviews: c.reviews.map((r) => ({ id: newId(), ...r, message: r.message.slice(0, 1600) })) });
    },
  };
}
export type OptOutsService = ReturnType<typeof optOutsService>;
