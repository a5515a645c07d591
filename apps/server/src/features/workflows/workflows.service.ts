import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import {
  MESSAGES, NEW_WORKFLOW_NAME, REVISIONS_PAGE_SIZE, WORKFLOW_DELETE_WORD, WORKFLOW_MESSAGES, aegisFile, aegisFeatures as aegisFeaturesSchema,
  duplicateName, type AegisFile, type FieldError, type PickerOption, type PublishResult, type RevisionsPage, type Workflow, type WorkflowGraph,
  type WorkflowStatus, type WorkflowSummary, type WorkflowType, type workflowBody,
} from '@trueline/contract';
import { graphProblems, initialGraph, namedProblems, withStartNode } from '@trueline/workflow';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { Tx } from '../../platform/db';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import type { FoldersService } from '../folders/folders.service';
import * as repo from './workflows.repo';
import { publishedCache, type PublishedWorkflow } from './published-cache';
import { workflowPickers, type PickerPeers } from './workflow-pickers';

export type { PublishedWorkflow } from './published-cache';

export interface WorkflowsPeers extends PickerPeers {
  folders: Pick<FoldersService, 'assertFolder'>;
  /** The first and last name of a signed-in actor, for revisions (null for an API key). */
  users: { names(actor: Actor): Promise<{ firstName: string; lastName: string } | null> };
}

const toSummary = (r: repo.WorkflowSummaryRow): WorkflowSummary => ({
  id: r.id, name: r.name, type: r.type as WorkflowType, status: r.status as WorkflowStatus, draft: r.draft,
  publishedTimestamp: r.publishedTimestamp?.toISOString() ?? null, folderId: r.folderId, created: r.created.toISOString(), updated: r.updated.toISOString(),
});
const toWorkflow = (r: repo.WorkflowRow): Workflow => ({ ...toSummary(r), flow: r.flow });

/** Whether the saved graph differs from what screening runs (never published counts as a draft). */
const isDraft = (flow: WorkflowGraph, published: WorkflowGraph | null) => !published || !isDeepStrictEqual(flow, published);

/** Problems as the 400 the editor reads: the first as the message, all of them as field errors naming their nodes. */
function refuse(graph: WorkflowGraph, problems: ReturnType<typeof graphProblems>, message?: string): AppError {
  const errors: FieldError[] = namedProblems(graph, problems);
  return new AppError('VALIDATION', message ?? errors[0]!.message, errors);
}

/**
 * Aegis workflows (spec 3 §2.7, §2.8, §4, §5): every role of the organisation works on its workspaces' workflows. A
 * save is checked for structure (node types known, usable in the workflow's type and enabled on the workspace, one
 * Start, sound connections) and recorded as a revision; publishing checks every node's settings too and hands the
 * saved graph to screening.
 */
export function workflowsService(deps: Pick<Deps, 'db' | 'now'>, peers: WorkflowsPeers) {
  const { db } = deps;
  const cache = publishedCache(async (workspaceId, workflowId) => {
    const row = await repo.findPublished(db, workspaceId, workflowId);
    return row?.graph ? { id: row.id, name: row.name, type: row.type as WorkflowType, status: row.status as WorkflowStatus, graph: row.graph } : null;
  });
  const pickers = workflowPickers(peers, async (ctx) =>
    (await repo.pickerList(db, ctx.workspace.id)).map((w) => ({ id: w.id, name: w.name, type: w.type })));

  /** The workflow of the scope's workspace, or a 404. */
  async function find({ workspace }: WorkspaceScope, id: string): Promise<{ workspace: WorkspaceRow; row: repo.WorkflowRow }> {
    const row = await repo.findWorkflow(db, workspace.id, id);
    if (!row) throw notFound();
    return { workspace, row };
  }

  const features = (w: WorkspaceRow) => aegisFeaturesSchema.parse(w.aegisFeatures ?? {});

  /** The structure a save needs; throws the problems as a 400 (the import names its own message). */
  function assertStructure(w: WorkspaceRow, graph: WorkflowGraph, type: WorkflowType, message?: string) {
    const problems = graphProblems(graph, type, features(w));
    if (problems.length > 0) throw refuse(graph, problems, message);
  }

  /** The author of a revision, read before a transaction opens (the embedded database has one connection). */
  async function author(actor: Actor) {
    const who = await peers.users.names(actor);
    return { userId: actor.kind === 'user' ? actor.userId : null, firstName: who?.firstName ?? '', lastName: who?.lastName ?? '' };
  }
  const revise = (tx: Tx, row: repo.WorkflowRow, by: Awaited<ReturnType<typeof author>>) =>
    repo.recordRevision(tx, row, { id: newId(), timestamp: deps.now(), ...by });

  /** A new workflow with its first revision. */
  async function insert(actor: Actor, w: WorkspaceRow, values: { name: string; type: WorkflowType; status: WorkflowStatus; flow: WorkflowGraph; folderId?: string | null }) {
    const now = deps.now();
    const by = await author(actor);
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertWorkflow(tx, {
        id: newId(), orgId: w.orgId, workspaceId: w.id, ...values, folderId: values.folderId ?? null, draft: true, created: now, updated: now,
      });
      await revise(tx, created, by);
      return created;
    });
    return toWorkflow((await repo.findWorkflow(db, w.id, row.id))!);
  }

  /** Replaces the saved name, status and graph, and records the revision. */
  async function save(actor: Actor, row: repo.WorkflowRow, values: { name: string; status: WorkflowStatus; flow: WorkflowGraph }): Promise<Workflow> {
    const by = await author(actor);
    const saved = await db.transaction(async (tx) => {
      const updated = await repo.updateWorkflow(tx, row.id, { ...values, draft: isDraft(values.flow, row.publishedFlow), updated: deps.now() });
      await revise(tx, updated, by);
      return updated;
    });
    cache.invalidate(row.workspaceId, row.id);
    return toWorkflow(saved);
  }

  return {
    /** How many live workflows a folder holds (the folders' count of the Workflow scope). */
    countInFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),
    /** How many live workflows each of these workspaces holds (the workspaces' activity). */
    countPerWorkspace: (workspaceIds: string[]) => repo.countPerWorkspace(db, workspaceIds),

    /** The workflow as the editor saved it, for the test call's runtime (which runs the saved graph, not the published one). */
    async saved(scope: WorkspaceScope, id: string): Promise<{ workspace: WorkspaceRow; workflow: Workflow }> {
      const { workspace, row } = await find(scope, id);
      return { workspace, workflow: toWorkflow(row) };
    },

    /** The published version screening runs (cached; publishing drops the entry), or null when missing, deleted or never published. */
    published: (workspaceId: string, workflowId: string): Promise<PublishedWorkflow | null> => cache.get(workspaceId, workflowId),

    /** Id, name and type of the workspace's workflows, by name (ETL task and handoff pickers). */
    /** Names for the call dashboard and search: these ids (deleted workflows too), or every live real-time workflow. */
    names: (workspaceId: string, ids: string[] | null) => repo.workflowNames(db, workspaceId, ids),

    pickerList: async (workspaceId: string): Promise<{ id: string; name: string; type: WorkflowType }[]> =>
      (await repo.pickerList(db, workspaceId)).map((w) => ({ ...w, type: w.type as WorkflowType })),

    /** Adds the source of a node form's picker (record sets, webhooks, messaging campaigns plug in here). */
    registerPickerSource: pickers.register,
    pickerOptions: (scope: WorkspaceScope, source: Parameters<typeof pickers.options>[1], campaignId?: string): Promise<PickerOption[]> =>
      pickers.options(scope, source, campaignId),

    async list({ workspace }: WorkspaceScope): Promise<WorkflowSummary[]> {
      return (await repo.listWorkflows(db, workspace.id)).map(toSummary);
    },

    get: async (scope: WorkspaceScope, id: string): Promise<Workflow> => toWorkflow((await find(scope, id)).row),

    async create({ actor, workspace }: WorkspaceScope, type: WorkflowType): Promise<Workflow> {
      return insert(actor, workspace, { name: NEW_WORKFLOW_NAME[type], type, status: 'Active', flow: initialGraph() });
    },

    async update(scope: WorkspaceScope, id: string, body: z.output<typeof workflowBody>): Promise<Workflow> {
      const { workspace, row } = await find(scope, id);
      assertStructure(workspace, body.flow, row.type as WorkflowType);
      return save(scope.actor, row, body);
    },

    /** Moving is filing, not editing: no revision. No folder id takes the workflow out of any. */
    async moveToFolder(scope: WorkspaceScope, id: string, folderId: string | undefined): Promise<WorkflowSummary> {
      const { workspace, row } = await find(scope, id);
      if (folderId) await peers.folders.assertFolder(workspace.id, folderId, 'Workflow');
      return toSummary(await repo.updateWorkflow(db, row.id, { folderId: folderId || null }));
    },

    async publish(scope: WorkspaceScope, id: string): Promise<PublishResult> {
      const { workspace, row } = await find(scope, id);
      if (!row.draft) throw conflict(WORKFLOW_MESSAGES.nothingToPublish);
      const problems = graphProblems(row.flow, row.type as WorkflowType, features(workspace), { configs: true });
      if (problems.length > 0) throw refuse(row.flow, problems);
      const now = deps.now();
      await repo.updateWorkflow(db, row.id, { publishedFlow: row.flow, publishedTimestamp: now, draft: false });
      cache.invalidate(workspace.id, row.id);
      return { draft: false, publishedTimestamp: now.toISOString() };
    },

    /** Every role may delete; typing DELETE guards against mistakes. The row stays, hidden, for the interactions naming it. */
    async remove(scope: WorkspaceScope, id: string, confirm: string | undefined): Promise<void> {
      const { workspace, row } = await find(scope, id);
      if (confirm !== WORKFLOW_DELETE_WORD) throw badRequest(WORKFLOW_MESSAGES.deleteMismatch, 'confirm');
      await repo.updateWorkflow(db, row.id, { deleted: true, updated: deps.now() });
      cache.invalidate(workspace.id, row.id);
    },

    async revisions(scope: WorkspaceScope, id: string, page: number): Promise<RevisionsPage> {
      const { row } = await find(scope, id);
      const { rows, total } = await repo.listRevisions(db, row.id, page, REVISIONS_PAGE_SIZE);
      return {
        totalElements: total,
        content: rows.map((r) => ({ id: r.id, number: r.number, timestamp: r.timestamp.toISOString(), simpleUser: { firstName: r.firstName, lastName: r.lastName } })),
      };
    },

    /** The revision's name and graph become the saved ones (a new revision); the structure rules of a save apply. */
    async revert(scope: WorkspaceScope, id: string, revisionId: string): Promise<Workflow> {
      const { workspace, row } = await find(scope, id);
      const revision = await repo.findRevision(db, row.id, revisionId);
      if (!revision) throw notFound();
      assertStructure(workspace, revision.flow, row.type as WorkflowType);
      return save(scope.actor, row, { name: revision.name, status: row.status as WorkflowStatus, flow: revision.flow });
    },

    async duplicate(scope: WorkspaceScope, id: string): Promise<Workflow> {
      const { workspace, row } = await find(scope, id);
      assertStructure(workspace, row.flow, row.type as WorkflowType);
      return insert(scope.actor, workspace, { name: duplicateName(row.name), type: row.type as WorkflowType, status: row.status as WorkflowStatus, flow: row.flow, folderId: row.folderId });
    },

    /** A parsed `.aegis` file becomes a new workflow (a Start node is placed when it has none); anything wrong refuses it whole. */
    async importFile({ actor, workspace: w }: WorkspaceScope, file: unknown): Promise<Workflow> {
      const parsed = aegisFile.safeParse(file);
      if (!parsed.success) {
        throw new AppError('VALIDATION', MESSAGES.workflowImportFailed, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      }
      const flow = withStartNode(parsed.data.flow);
      assertStructure(w, flow, parsed.data.type, MESSAGES.workflowImportFailed);
      return insert(actor, w, { name: parsed.data.name, type: parsed.data.type, status: parsed.data.status, flow });
    },

    async exportFile(scope: WorkspaceScope, id: string): Promise<AegisFile> {
      const { row } = await find(scope, id);
      return { aegisVersion: 1, name: row.name, type: row.type as WorkflowType, status: row.status as WorkflowStatus, flow: row.flow };
    },
  };
}
export type WorkflowsService = ReturnType<typeof workflowsService>;
