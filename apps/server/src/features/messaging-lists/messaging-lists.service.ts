import {
  MESSAGES, MESSAGING_LIST_MESSAGES as M, STANDARD_LEAD_FIELDS,
  type MappedCol, type MessagingList, type MessagingListProcessRequest, type MessagingListStatus, type ListPreview,
} from '@trueline/contract';
import type { z } from 'zod';
import type { messagingListProcessRequest } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { newId } from '../../platform/crypto';
import { AppError, badRequest, conflict, orNotFound } from '../../platform/errors';
import { filePreview, type StoredUpload } from '../lists';
import { dropUnsentLeads } from '../messaging-leads/load-leads';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { ListEvents } from './list-events';
import * as repo from './messaging-lists.repo';
import type { MessagingListRow, StoredMessagingRequest } from './messaging-lists.tables';
import type { MessagingCampaignRow, MessagingListsPorts, MessagingListsServices } from './ports';
import type { ProcessorHooks } from './process-list';
import { PHONE_FIELD } from './scrub';
import { emptyCounters } from './view';

export type ProcessBody = z.output<typeof messagingListProcessRequest>;
export type { MessagingListProcessRequest };

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), template);
const byWhom = (actor: Actor) => (actor.kind === 'user' ? actor.email : 'an API key');
const API_PROCESSED_BY = { firstName: 'API', lastName: '' };
const SYSTEM_WHO = 'the list processor';

/** The mapping's rules: columns in the file, fields of the campaign each mapped once, Phone mapped. */
export function checkMapping(mapped: readonly MappedCol[], fields: readonly string[], columns: number) {
  const known = new Set(fields);
  const seen = new Set<string>();
  for (const m of mapped) {
    if (m.columnIndex >= columns) throw badRequest(fill(MESSAGES.mappingColumnMissing, { n: m.columnIndex + 1 }), 'mappedCols');
    if (!known.has(m.columnId)) throw badRequest(fill(M.fieldUnknown, { field: m.columnId }), 'mappedCols');
    if (seen.has(m.columnId)) throw badRequest(fill(M.fieldRepeated, { field: m.columnId }), 'mappedCols');
    seen.add(m.columnId);
  }
  if (!seen.has(PHONE_FIELD)) throw badRequest(M.phoneColumnRequired, 'mappedCols');
}

/** The fields a list of the campaign may map (spec 3 §2.3 data fields: the standard ones and the campaign's own). */
const fieldsOf = (c: MessagingCampaignRow) => [...STANDARD_LEAD_FIELDS, ...c.customFields];

/**
 * Engage lists (spec 3 §2.3 Lists, §4 Messaging list): uploaded to a campaign that is not deleted, mapped and processed
 * in the background, then activated and paused; a list that is not ACTIVE may be deleted. Every role of the
 * organisation manages its workspaces' lists; another workspace's campaign or list does not exist for the caller.
 */
export function messagingListsService(
  deps: Pick<Deps, 'db' | 'files' | 'now'>, s: MessagingListsServices, x: { events: ListEvents; enqueue: (listId: string) => Promise<void>; ports: MessagingListsPorts; hooks: ProcessorHooks },
) {
  const { db } = deps;
  const { events } = x;

  /** A campaign of the scope (404 otherwise) that takes lists: not DELETED. */
  async function liveCampaign(scope: WorkspaceScope, campaignId: string): Promise<MessagingCampaignRow> {
    const campaign = await s.campaigns.find(scope, campaignId);
    if (campaign.status === 'DELETED' || campaign.campaignStatus === 'DELETED') throw conflict(M.campaignDraftOnlyUpload);
    return campaign;
  }
  async function listIn(scope: WorkspaceScope, campaignId: string, listId: string) {
    const campaign = await s.campaigns.find(scope, campaignId);
    return { campaign, list: orNotFound(await repo.findList(db, scope.workspace.id, campaign.id, listId)) };
  }
  /** A campaign of the workspace for code that holds only ids (a job, another feature's system call); 404 otherwise. */
  async function campaignOf(workspaceId: string, campaignId: string): Promise<MessagingCampaignRow> {
    const campaign = await s.campaigns.byId(campaignId);
    return orNotFound(campaign?.workspaceId === workspaceId ? campaign : null);
  }
  const processedBy = async (actor: Actor) => (actor.kind === 'apiKey' ? API_PROCESSED_BY : s.users.names(actor));
  const reread = async (id: string) => (await repo.findListById(db, id))!;

  /** Who acts: the words the campaign log and webhooks use, and the name the list shows as its processor. */
  interface Who { says: string; name: { firstName: string; lastName: string } | null }
  const whoOf = async (actor: Actor): Promise<Who> => ({ says: byWhom(actor), name: (await processedBy(actor)) ?? null });

  async function record(workspace: WorkspaceScope['workspace'], who: Who, campaign: MessagingCampaignRow, file: StoredUpload, name = file.name): Promise<MessagingListRow> {
    const id = newId();
    await repo.insertList(db, {
      id, orgId: workspace.orgId, workspaceId: workspace.id, campaignId: campaign.id, name, status: 'UPLOADED',
      uploaded: deps.now(), fileId: file.fileId, firstRow: file.first, rowCount: file.rows, counters: emptyCounters(),
    });
    await s.campaigns.log(campaign, 'INFO', 'List', `List ${name} uploaded (${file.rows} rows) by ${who.says}`);
    return reread(id);
  }

  /** Checks the request, saves the template if asked, and hands the list to the processing job. */
  async function start(
    workspace: WorkspaceScope['workspace'], who: Who, campaign: MessagingCampaignRow, list: MessagingListRow, body: ProcessBody,
    extra: Pick<StoredMessagingRequest, 'initStatus' | 'webhookUrl'> = {},
  ): Promise<MessagingList> {
    checkMapping(body.mappedCols, fieldsOf(campaign), list.firstRow.length);
    if (body.saveAsTemplate) {
      const name = await s.templates.assertNameFree(workspace.id, body.templateName);
      await s.templates.saveNew(workspace, name, body.mappedCols);
    }
    const request: StoredMessagingRequest = {
      mappedCols: body.mappedCols, dncRecordSets: campaign.dncRecordSets,
      workflowId: campaign.runWorkflowBeforeSend && campaign.aegisWorkflowId ? campaign.aegisWorkflowId : null, ...extra,
    };
    const moved = await repo.transition(db, list.id, 'UPLOADED', {
      status: 'PROCESSING', request, processedByFirstName: who.name?.firstName ?? null, processedByLastName: who.name?.lastName ?? null,
    });
    if (!moved) throw conflict(M.notUploaded);
    await x.enqueue(list.id);
    await s.campaigns.log(campaign, 'INFO', 'List', `List ${list.name} processing started by ${who.says}`);
    return events.statusChanged(moved, 'UPLOADED', who.says);
  }

  /** Moves a list between statuses for an action; refuses with `refused` when it is not in one of `from`. */
  async function move(says: string, campaign: MessagingCampaignRow, list: MessagingListRow, from: readonly MessagingListStatus[], to: MessagingListStatus, refused: string) {
    if (!from.includes(list.status)) throw conflict(refused);
    const moved = await repo.transition(db, list.id, from, { status: to });
    if (!moved) throw conflict(refused);
    await s.campaigns.log(campaign, to === 'ACTIVE' ? 'SUCCESS' : 'WARNING', 'List', `List ${list.name} ${to === 'ACTIVE' ? 'activated' : 'paused'} by ${says}`);
    return { moved, list: await events.statusChanged(moved, list.status, says) };
  }

  const approved = (c: MessagingCampaignRow) => c.status !== 'DELETED' && (c.campaignStatus === 'READY' || c.campaignStatus === 'ACTIVE');

  /** A list asked to start ACTIVE (an ETL node's "List status") is activated when processing ends, if its campaign is approved; else it stays READY. */
  async function activateWhenReady(list: MessagingListRow): Promise<void> {
    if (list.request?.initStatus !== 'ACTIVE') return;
    const campaign = await s.campaigns.byId(list.campaignId);
    if (!campaign || !approved(campaign)) {
      if (campaign) await s.campaigns.log(campaign, 'WARNING', 'List', `List ${list.name} left READY: ${M.campaignNotSending}`);
      return;
    }
    await move(SYSTEM_WHO, campaign, list, ['READY'], 'ACTIVE', M.cannotActivate).catch(() => undefined);
    await x.ports.listActivated(campaign.id);
  }
  x.hooks.ready = activateWhenReady;

  return {
    async all({ workspace }: WorkspaceScope, q: { pageNumber: number; maxPerPage: number }) {
      const { rows, total } = await repo.pageOfWorkspace(db, workspace.id, q.pageNumber, q.maxPerPage);
      return { content: await events.presentAll(rows), totalElements: total, pageNumber: q.pageNumber, maxPerPage: q.maxPerPage };
    },

    async listOf(scope: WorkspaceScope, campaignId: string): Promise<MessagingList[]> {
      const campaign = await s.campaigns.find(scope, campaignId);
      return events.presentAll(await repo.listsOfCampaign(db, campaign.id));
    },

    async get(scope: WorkspaceScope, campaignId: string, listId: string): Promise<MessagingList> {
      return events.present((await listIn(scope, campaignId, listId)).list);
    },

    /** A list that is not ACTIVE goes with its file; its leads never texted go too (the numbers may come back in another list). */
    async remove(scope: WorkspaceScope, campaignId: string, listId: string): Promise<void> {
      const { campaign, list } = await listIn(scope, campaignId, listId);
      if (list.status === 'ACTIVE') throw conflict(M.notDeletable);
      const removed = await db.transaction(async (tx) => {
        const row = await repo.deleteList(tx, list.id, list.status);
        if (row) await dropUnsentLeads(tx, row.id);
        return row;
      });
      if (!removed) throw conflict(M.notDeletable);
      if (removed.fileId) await deps.files.remove(removed.fileId);
      await s.campaigns.log(campaign, 'INFO', 'List', `List ${list.name} deleted by ${byWhom(scope.actor)}`);
    },

    /** A READY or paused list starts sending; the campaign must be approved (READY or ACTIVE). */
    async activate(scope: WorkspaceScope, campaignId: string, listId: string): Promise<MessagingList> {
      const { campaign, list } = await listIn(scope, campaignId, listId);
      if (list.status !== 'READY' && list.status !== 'PAUSED') throw conflict(M.cannotActivate);
      if (!approved(campaign)) throw conflict(M.campaignNotSending);
      const done = await move(byWhom(scope.actor), campaign, list, ['READY', 'PAUSED'], 'ACTIVE', M.cannotActivate);
      await x.ports.listActivated(campaign.id);
      return done.list;
    },

    async pause(scope: WorkspaceScope, campaignId: string, listId: string): Promise<MessagingList> {
      const { campaign, list } = await listIn(scope, campaignId, listId);
      return (await move(byWhom(scope.actor), campaign, list, ['ACTIVE'], 'PAUSED', M.cannotPause)).list;
    },

    /** Checks the campaign takes a list before any byte of the file is stored. */
    uploadTarget: liveCampaign,
    /** Stores an upload as it streams in (the Core lists' reader: .csv only, parsed as it comes). */
    receive: (orgId: string, part: Parameters<MessagingListsServices['uploads']['receive']>[1]) => s.uploads.receive(orgId, part),
    /** Drops a stored file whose request was refused. */
    discardFile: (file: StoredUpload) => s.uploads.discardFile(file),

    async upload(scope: WorkspaceScope, campaign: MessagingCampaignRow, file: StoredUpload): Promise<MessagingList> {
      const row = await record(scope.workspace, await whoOf(scope.actor), campaign, file);
      return events.statusChanged(row, null, byWhom(scope.actor));
    },

    /** Records a list just uploaded and processes it with the request that came with it; a refused request removes both. */
    async uploadAndProcess(scope: WorkspaceScope, campaign: MessagingCampaignRow, file: StoredUpload, body: ProcessBody): Promise<MessagingList> {
      const who = await whoOf(scope.actor);
      const row = await record(scope.workspace, who, campaign, file);
      try {
        return await start(scope.workspace, who, campaign, row, body);
      } catch (err) {
        if (err instanceof AppError) {
          await repo.deleteList(db, row.id, 'UPLOADED');
          await deps.files.remove(file.fileId);
        }
        throw err;
      }
    },

    /** The header row and one page of data rows of the uploaded file. */
    async preview(scope: WorkspaceScope, campaignId: string, listId: string, q: { page: number; size: number }): Promise<ListPreview> {
      const { list } = await listIn(scope, campaignId, listId);
      return filePreview(deps.files, list, q);
    },

    async process(scope: WorkspaceScope, campaignId: string, listId: string, body: ProcessBody): Promise<MessagingList> {
      const { list } = await listIn(scope, campaignId, listId);
      const campaign = await liveCampaign(scope, campaignId);
      if (list.status !== 'UPLOADED') throw conflict(M.notUploaded);
      return start(scope.workspace, await whoOf(scope.actor), campaign, list, body);
    },

    /**
     * A stored file of rows given by another feature (an ETL task's MessagingCampaignInsert node) becomes a list of the campaign:
     * its columns are campaign fields in order, the first row their names; it is processed like an uploaded list (a
     * number the campaign already has is always a DUPLICATE: a number is texted once per campaign), and it is
     * activated at the end when `initStatus` is ACTIVE.
     */
    async fromFile(input: {
      workspace: WorkspaceScope['workspace']; campaignId: string; name: string; source: { fileId: string; fileName: string };
      columns: readonly string[]; initStatus: 'READY' | 'ACTIVE'; by: { firstName: string; lastName: string };
      says?: string; webhookUrl?: string | null;
    }): Promise<MessagingList> {
      const campaign = await campaignOf(input.workspace.id, input.campaignId);
      if (campaign.status === 'DELETED' || campaign.campaignStatus === 'DELETED') throw conflict(M.campaignDraftOnlyUpload);
      const source = await deps.files.openStream(input.source.fileId);
      if (!source) throw new Error('The file of rows is missing.');
      const stored = await s.uploads.receive(input.workspace.orgId, { filename: input.source.fileName, stream: source.stream });
      const who: Who = { says: input.says ?? `${input.by.firstName} ${input.by.lastName}`.trim(), name: input.by };
      let row: MessagingListRow | null = null;
      try {
        row = await record(input.workspace, who, campaign, stored, input.name);
        await events.statusChanged(row, null, who.says);
        const mappedCols = input.columns.map((columnId, columnIndex) => ({ columnIndex, columnId }));
        return await start(input.workspace, who, campaign, row, { mappedCols, saveAsTemplate: false, templateName: null }, { initStatus: input.initStatus, webhookUrl: input.webhookUrl ?? null });
      } catch (err) {
        if (row) await repo.deleteList(db, row.id, 'UPLOADED');
        await s.uploads.discardFile(stored).catch(() => undefined);
        throw err;
      }
    },

    /** The campaign's ACTIVE lists: the sending engine texts READY leads of these only. */
    activeListIds: (campaignId: string) => repo.listIdsInStatus(db, campaignId, 'ACTIVE'),
  };
}
export type MessagingListsService = ReturnType<typeof messagingListsService>;
