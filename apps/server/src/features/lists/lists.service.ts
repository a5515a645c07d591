import type { Readable } from 'node:stream';
import {
  LIST_FILE_MAX_MB, MESSAGES, emptyListMetrics, fileRejectedMessage, isCsvFileName,
  type Campaign, type CampaignList, type ImportListBody, type LeadLoadResult, type ListPreview, type ListProcessRequestParsed, type ListsPage,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { newId } from '../../platform/crypto';
import { AppError, badRequest, conflict, notFound, orNotFound } from '../../platform/errors';
import type { LeadsService } from '../leads/leads.service';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import { CsvError, csvInspector } from './csv';
import { filePreview } from './file-preview';
import * as repo from './lists.repo';
import type { StoredProcessRequest } from './lists.tables';
import type { ListsServices } from './ports';
import { leadLoader, type LeadBody } from './load-lead';
import { assertTakesLists, prepareRequest } from './request';
import type { ScrubDeps } from './scrub';
import { processedFileName, toCampaignList, type ListPublisher } from './view';

/** A file part of a multipart upload, read as it arrives. */
export interface UploadPart { filename: string; stream: Readable }
/** A file stored from an upload: its first row and the number of rows after it. */
export interface StoredUpload { fileId: string; name: string; first: string[]; rows: number }
/** Who a list is processed by, as the list shows it. */
type ProcessedBy = { firstName: string; lastName: string } | null;

type ImportRequest = Required<Omit<ImportListBody, 'dialerListName'>> & { dialerListName?: string | null };

const API_PROCESSED_BY = { firstName: 'API', lastName: '' };
const rejected = (file: string, reason: string) => badRequest(fileRejectedMessage(file, reason), 'file');

export function listsService(
  deps: Pick<Deps, 'db' | 'dialers' | 'files' | 'now' | 'voice'> & ScrubDeps,
  s: ListsServices & { leads: LeadsService; templates: MappingTemplatesService },
  x: { publish: ListPublisher; enqueue: (listId: string) => Promise<void> },
) {
  const { db } = deps;

  const access = (scope: WorkspaceScope, campaignId: string) => s.campaigns.access(scope, campaignId);
  async function listIn(scope: WorkspaceScope, campaignId: string, listId: string) {
    const { workspace, campaign } = await access(scope, campaignId);
    return { workspace, campaign, list: orNotFound(await repo.findList(db, workspace.id, campaign.id, listId)) };
  }
  const processedBy = async (actor: Actor): Promise<ProcessedBy> => (actor.kind === 'apiKey' ? API_PROCESSED_BY : s.users.names(actor));
  const reread = async (id: string) => (await repo.findListById(db, id))!;
  const loadOne = leadLoader(deps, s);

  /** Stores the file as it streams in, checking it parses as CSV; the list is recorded once its campaign is known. */
  async function storeFile(orgId: string, part: UploadPart): Promise<StoredUpload> {
    const name = part.filename.trim();
    if (!isCsvFileName(name)) {
      part.stream.resume();
      throw rejected(name || 'file', MESSAGES.listCsvOnly);
    }
    const inspect = csvInspector();
    let stored: { id: string; size: number };
    try {
      stored = await deps.files.putStream({ orgId, name, contentType: 'text/csv', stream: part.stream, through: [inspect.through] });
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw rejected(name, MESSAGES.listFileTooLarge.replace('{size}', String(LIST_FILE_MAX_MB)));
      if (err instanceof CsvError) throw rejected(name, err.message);
      throw err;
    }
    const { first, rows } = inspect.result();
    if (!first) {
      await deps.files.remove(stored.id);
      throw rejected(name, MESSAGES.listFileEmpty);
    }
    return { fileId: stored.id, name, first, rows };
  }

  async function record(w: WorkspaceRow, campaign: Campaign, file: StoredUpload): Promise<repo.ListWithCampaign> {
    const id = newId();
    await repo.insertList(db, {
      id, orgId: w.orgId, workspaceId: w.id, campaignId: campaign.id, name: file.name, status: 'UPLOADED', type: 'DIALER',
      uploaded: deps.now(), fileId: file.fileId, firstRow: file.first, rowCount: file.rows, metrics: emptyListMetrics(),
    });
    await s.campaigns.logEvent(campaign, 'INFO', 'List', `List ${file.name} uploaded (${file.rows} rows)`);
    return reread(id);
  }

  /** Validates the request, saves the template if asked, and hands the list to the processing job. */
  async function start(
    w: WorkspaceRow, campaign: Campaign, list: repo.ListWithCampaign, body: ListProcessRequestParsed & { webhookUrl?: string | null; viaApi?: boolean }, by: ProcessedBy,
  ): Promise<CampaignList> {
    const request = await prepareRequest(deps, s, w, campaign, body, { columns: list.firstRow.length || null });
    if (body.saveAsTemplate) {
      const name = await s.templates.assertNameFree(w.id, body.templateName);
      await s.templates.saveNew(w, name, request.mappedCols);
      if (await s.campaigns.adoptDefaultTemplate(campaign.id, name)) {
        await s.campaigns.logEvent(campaign, 'INFO', 'List', `Mapping template ${name} saved and made the campaign's default`);
      }
    }
    return begin(list, request, by);
  }

  async function discard(row: repo.ListWithCampaign): Promise<void> {
    await repo.deleteUploaded(db, row.id);
    if (row.fileId) await deps.files.remove(row.fileId);
  }

  async function begin(list: repo.ListWithCampaign, request: StoredProcessRequest, by: ProcessedBy): Promise<CampaignList> {
    const moved = await repo.transition(db, list.id, 'UPLOADED', {
      status: 'PROCESSING', request, dialerListId: request.dialerListId, dialerListName: request.dialerListName, type: request.type,
      processedByFirstName: by?.firstName ?? null, processedByLastName: by?.lastName ?? null,
    });
    if (!moved) throw conflict(MESSAGES.listNotUploaded);
    await x.enqueue(list.id);
    const row = await reread(list.id);
    await x.publish(row);
    return toCampaignList(row);
  }

  /**
   * Imports a dialer list into a managed campaign. A list imported before is refused unless forced; forcing removes the
   * leads its earlier imports brought first.
   */
  async function importInto(actor: Actor | null, { workspace, campaign }: { workspace: WorkspaceRow; campaign: Campaign }, body: ImportRequest): Promise<CampaignList> {
    assertTakesLists(campaign, { upload: false });
    if (!campaign.isManaged) throw conflict(MESSAGES.listImportManagedOnly);
    if (!workspace.dialerProviderType || !workspace.dialerSettings?.connected) throw conflict(MESSAGES.dialerNotConnected);
    const earlier = await repo.importsOf(db, campaign.id, body.dialerListId);
    if (earlier.some((l) => l.status === 'PROCESSING')) throw conflict(MESSAGES.listProcessing.replace('{list}', earlier[0]!.name));
    if (earlier.length > 0 && !body.force) throw conflict(MESSAGES.listAlreadyImported);
    if (earlier.length > 0) await s.leads.removeListLeads(earlier.map((l) => l.id));
    const id = newId();
    const name = body.dialerListName?.trim() || body.dialerListId;
    const by = actor ? await processedBy(actor) : { firstName: 'Scheduled', lastName: 'reimport' };
    await repo.insertList(db, {
      id, orgId: workspace.orgId, workspaceId: workspace.id, campaignId: campaign.id, name, status: 'PROCESSING', type: 'DIALER',
      uploaded: deps.now(), imported: true, dialerListId: body.dialerListId, dialerListName: name, metrics: emptyListMetrics(),
      processedByFirstName: by?.firstName ?? null, processedByLastName: by?.lastName ?? null,
      request: {
        type: 'DIALER', mode: 'APPEND', dialerListId: body.dialerListId, dialerListName: name, dedupe: 'RING_REMOVE_ALL_EXISTING',
        mappedCols: [], firstRowHasHeaders: true, crmAddMode: null, crmUpdateMode: null, listAddMode: null, leadKeyFields: [], webhookUrl: null,
      },
    });
    await s.campaigns.logEvent(campaign, 'INFO', 'List', `Dialer list ${name} ${earlier.length > 0 ? 'reimported' : 'imported'}`);
    await x.enqueue(id);
    const row = await reread(id);
    await x.publish(row);
    return toCampaignList(row);
  }

  return {
    async all({ workspace }: WorkspaceScope, q: { pageNumber: number; maxPerPage: number; filter?: string }): Promise<ListsPage> {
      const { rows, total } = await repo.pageOfWorkspace(db, workspace.id, q.pageNumber, q.maxPerPage, q.filter || undefined);
      return { content: rows.map(toCampaignList), totalElements: total, pageNumber: q.pageNumber, maxPerPage: q.maxPerPage };
    },

    async listOf(scope: WorkspaceScope, campaignId: string): Promise<CampaignList[]> {
      const { campaign } = await access(scope, campaignId);
      return (await repo.listsOfCampaign(db, campaign.id)).map(toCampaignList);
    },

    async get(scope: WorkspaceScope, campaignId: string, listId: string): Promise<CampaignList> {
      return toCampaignList((await listIn(scope, campaignId, listId)).list);
    },

    /** Only a list awaiting mapping can be deleted; its file goes with it. */
    async remove(scope: WorkspaceScope, campaignId: string, listId: string): Promise<void> {
      const { campaign, list } = await listIn(scope, campaignId, listId);
      const removed = await repo.deleteUploaded(db, list.id);
      if (!removed) throw conflict(MESSAGES.listNotUploaded);
      if (removed.fileId) await deps.files.remove(removed.fileId);
      await s.campaigns.logEvent(campaign, 'INFO', 'List', `List ${list.name} deleted`);
    },

    /** Checks the campaign may take an upload, before any byte of the file is read. */
    async uploadTarget(scope: WorkspaceScope, campaignId: string) {
      const target = await access(scope, campaignId);
      assertTakesLists(target.campaign, { upload: true });
      return target;
    },

    /** One lead into a campaign of the scope, through the same checks as a list row (the public API's leads/load). */
    async loadLead(scope: WorkspaceScope, campaignId: string, body: LeadBody): Promise<LeadLoadResult> {
      return loadOne(await access(scope, campaignId), body);
    },

    /** Stores an uploaded file (the routes call it as the file part streams in). */
    receive: storeFile,
    /** Drops a stored file whose request was refused: a refused upload leaves nothing behind. */
    discardFile: (file: StoredUpload) => deps.files.remove(file.fileId),

    async upload(target: { workspace: WorkspaceRow; campaign: Campaign }, file: StoredUpload): Promise<CampaignList> {
      const row = await record(target.workspace, target.campaign, file);
      await x.publish(row);
      return toCampaignList(row);
    },

    /**
     * Records and processes a list just uploaded with the request that came with it; a refused request removes both.
     * Without an actor (an ETL task delivering its records) the list says who processed it by `by`.
     */
    async uploadAndProcess(
      actor: Actor | null, target: { workspace: WorkspaceRow; campaign: Campaign }, file: StoredUpload, body: ListProcessRequestParsed & { webhookUrl?: string | null; viaApi?: boolean },
      by?: ProcessedBy,
    ): Promise<CampaignList> {
      if (!actor) assertTakesLists(target.campaign, { upload: true });
      const row = await record(target.workspace, target.campaign, file);
      try {
        return await start(target.workspace, target.campaign, row, body, by ?? (actor ? await processedBy(actor) : null));
      } catch (err) {
        if (err instanceof AppError) await discard(row);
        throw err;
      }
    },

    async preview(scope: WorkspaceScope, campaignId: string, listId: string, q: { page: number; size: number }): Promise<ListPreview> {
      const { list } = await listIn(scope, campaignId, listId);
      return filePreview(deps.files, list, q);
    },

    async process(scope: WorkspaceScope, campaignId: string, listId: string, body: ListProcessRequestParsed): Promise<CampaignList> {
      const { workspace, campaign, list } = await listIn(scope, campaignId, listId);
      assertTakesLists(campaign, { upload: true });
      if (list.status !== 'UPLOADED') throw conflict(MESSAGES.listNotUploaded);
      return start(workspace, campaign, list, body, await processedBy(scope.actor));
    },

    /** Imports a dialer list into a managed campaign of the scope (see `importInto`). */
    async importList(scope: WorkspaceScope, campaignId: string, body: ImportRequest): Promise<CampaignList> {
      return importInto(scope.actor, await access(scope, campaignId), body);
    },

    /** The scheduled reimport: the system imports into a campaign it has found itself (no actor, no access check). */
    reimportList: (target: { workspace: WorkspaceRow; campaign: Campaign }, body: ImportRequest): Promise<CampaignList> => importInto(null, target, body),
    /** The processed file of a finished list, streamed. */
    async download(scope: WorkspaceScope, campaignId: string, listId: string): Promise<{ filename: string; stream: Readable }> {
      const { list } = await listIn(scope, campaignId, listId);
      const source = list.status === 'PROCESSED' && list.processedFileId ? await deps.files.openStream(list.processedFileId) : null;
      if (!source) throw notFound();
      return { filename: processedFileName(list.name), stream: source.stream };
    },

    /** How many lists each of these workspaces holds (the workspaces' activity). */
    countPerWorkspace: (workspaceIds: string[]) => repo.countPerWorkspace(db, workspaceIds),

    /** The Core dashboard's list figures: outcomes per day, and campaigns with lists that failed, between two instants. */
    dashboard: async (workspaceId: string, from: Date, to: Date, timeZone: string) => ({
      days: await repo.dailyOutcomes(db, workspaceId, from, to, timeZone),
      errors: await repo.listErrors(db, workspaceId, from, to),
    }),

    /** Daily totals of processed lists for the campaign charts (the campaigns service zero-fills the days). */
    async listStats(scope: { workspaceId: string; campaignId?: string }, days: string[], timeZone: string) {
      if (days.length === 0) return [];
      // A day earlier than the first one asked covers every time zone; rows outside the window are dropped.
      const from = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000);
      const wanted = new Set(days);
      return (await repo.dailyStats(db, scope, from, timeZone)).filter((r) => wanted.has(r.date));
    },
  };
}
export type ListsService = ReturnType<typeof listsService>;
