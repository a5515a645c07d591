import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { workflowRevisions, workflows } from './workflows.tables';

export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowSummaryRow = Omit<WorkflowRow, 'flow' | 'publishedFlow'>;
export type RevisionRow = typeof workflowRevisions.$inferSelect;

const live = (workspaceId: string) => and(eq(workflows.workspaceId, workspaceId), eq(workflows.deleted, false));

/** The columns of the list: the graphs stay in the database. */
const summaryColumns = {
  id: workflows.id, orgId: workflows.orgId, workspaceId: workflows.workspaceId, name: workflows.name, type: workflows.type, status: workflows.status,
  folderId: workflows.folderId, draft: workflows.draft, publishedTimestamp: workflows.publishedTimestamp, revisionCount: workflows.revisionCount,
  deleted: workflows.deleted, created: workflows.created, updated: workflows.updated,
};

/** The workspace's workflows (deleted ones left out), by name. */
export const listWorkflows = (db: DbOrTx, workspaceId: string): Promise<WorkflowSummaryRow[]> =>
  db.select(summaryColumns).from(workflows).where(live(workspaceId)).orderBy(asc(sql`lower(${workflows.name})`), asc(workflows.id));

export const findWorkflow = async (db: DbOrTx, workspaceId: string, id: string): Promise<WorkflowRow | null> =>
  (await db.select().from(workflows).where(and(live(workspaceId), eq(workflows.id, id))))[0] ?? null;

export async function insertWorkflow(db: DbOrTx, row: typeof workflows.$inferInsert): Promise<WorkflowRow> {
  const [created] = await db.insert(workflows).values(row).returning();
  return created!;
}

export async function updateWorkflow(db: DbOrTx, id: string, values: Partial<typeof workflows.$inferInsert>): Promise<WorkflowRow> {
  const [row] = await db.update(workflows).set(values).where(eq(workflows.id, id)).returning();
  return row!;
}

/** Records a revision of the workflow as it now is, numbered one more than the last (the counter moves in the same statement). */
export async function recordRevision(db: DbOrTx, row: WorkflowRow, rev: { id: string; timestamp: Date; userId: string | null; firstName: string; lastName: string }): Promise<void> {
  const [counted] = await db.update(workflows).set({ revisionCount: sql`${workflows.revisionCount} + 1` }).where(eq(workflows.id, row.id))
    .returning({ n: workflows.revisionCount });
  await db.insert(workflowRevisions).values({
    id: rev.id, orgId: row.orgId, workspaceId: row.workspaceId, workflowId: row.id, number: counted!.n, name: row.name, flow: row.flow,
    timestamp: rev.timestamp, userId: rev.userId, firstName: rev.firstName, lastName: rev.lastName,
  });
}

/** One page of a workflow's revisions, newest first, and how many there are. */
export async function listRevisions(db: DbOrTx, workflowId: string, page: number, size: number): Promise<{ rows: RevisionRow[]; total: number }> {
  const rows = await db.select().from(workflowRevisions).where(eq(workflowRevisions.workflowId, workflowId))
    .orderBy(desc(workflowRevisions.number)).limit(size).offset(page * size);
  const [total] = await db.select({ n: count() }).from(workflowRevisions).where(eq(workflowRevisions.workflowId, workflowId));
  return { rows, total: Number(total?.n ?? 0) };
}

export const findRevision = async (db: DbOrTx, workflowId: string, revisionId: string): Promise<RevisionRow | null> =>
  (await db.select().from(workflowRevisions).where(and(eq(workflowRevisions.workflowId, workflowId), eq(workflowRevisions.id, revisionId))))[0] ?? null;

export const countInFolder = async (db: DbOrTx, workspaceId: string, folderId: string): Promise<number> =>
  Number((await db.select({ n: count() }).from(workflows).where(and(live(workspaceId), eq(workflows.folderId, folderId))))[0]?.n ?? 0);

/** How many live workflows each of these workspaces holds, by workspace id: the workspaces' activity. */
export async function countPerWorkspace(db: DbOrTx, workspaceIds: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ ws: workflows.workspaceId, n: count() }).from(workflows)
    .where(and(inArray(workflows.workspaceId, workspaceIds), eq(workflows.deleted, false))).groupBy(workflows.workspaceId);
  return new Map(rows.map(({ ws, n }) => [ws, Number(n)]));
}

/** The published version of a live workflow of the workspace, or null. */
export const findPublished = async (db: DbOrTx, workspaceId: string, id: string) =>
  (await db.select({ id: workflows.id, name: workflows.name, type: workflows.type, status: workflows.status, graph: workflows.publishedFlow })
    .from(workflows).where(and(live(workspaceId), eq(workflows.id, id), isNotNull(workflows.publishedFlow))))[0] ?? null;

/** Id, name and type of the workspace's live workflows, by name (pickers of ETL tasks and handoffs). */
export const pickerList = (db: DbOrTx, workspaceId: string) =>
  db.select({ id: workflows.id, name: workflows.name, type: workflows.type }).from(workflows).where(live(workspaceId))
    .orderBy(asc(sql`lower(${workflows.name})`), asc(workflows.id));

/** Names of the workspace's workflows: these ids (deleted ones too), or every live real-time one (call dashboard, search). */
export const workflowNames = (db: DbOrTx, workspaceId: string, ids: string[] | null) =>
  db.select({ id: workflows.id, name: workflows.name }).from(workflows)
    .where(ids ? and(eq(workflows.workspaceId, workspaceId), inArray(workflows.id, ids)) : and(live(workspaceId), eq(workflows.type, 'RealTime')))
    .orderBy(asc(sql`lower(${workflows.name})`), asc(workflows.id));
