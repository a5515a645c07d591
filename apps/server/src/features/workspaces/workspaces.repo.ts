import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { workspaces } from './workspaces.tables';
import { campaigns } from '../campaigns/campaigns.tables';
import { campaignLists } from '../lists/lists.tables';
import { workflows } from '../workflows/workflows.tables';
import type { WorkspaceRow, WorkspaceStatus } from './workspace';

export type { WorkspaceRow, WorkspaceStatus } from './workspace';

export const listWorkspaces = (db: DbOrTx, orgId: string, statuses: WorkspaceStatus[]) =>
  db.select().from(workspaces).where(and(eq(workspaces.orgId, orgId), inArray(workspaces.status, statuses))).orderBy(asc(workspaces.name));

/**
 * How much has been built in each workspace: campaigns (not deleted), lists and workflows (not deleted), counted.
 * Three counts on the tables' workspace indexes, whatever the call traffic (interactions are not counted).
 */
export async function workspaceActivity(db: DbOrTx, workspaceIds: string[]): Promise<Map<string, number>> {
  const activity = new Map<string, number>();
  if (workspaceIds.length === 0) return activity;
  const counts = await Promise.all([
    db.select({ ws: campaigns.workspaceId, n: count() }).from(campaigns)
      .where(and(inArray(campaigns.workspaceId, workspaceIds), ne(campaigns.status, 'DELETED'))).groupBy(campaigns.workspaceId),
    db.select({ ws: campaignLists.workspaceId, n: count() }).from(campaignLists)
      .where(inArray(campaignLists.workspaceId, workspaceIds)).groupBy(campaignLists.workspaceId),
    db.select({ ws: workflows.workspaceId, n: count() }).from(workflows)
      .where(and(inArray(workflows.workspaceId, workspaceIds), eq(workflows.deleted, false))).groupBy(workflows.workspaceId),
  ]);
  for (const rows of counts) for (const { ws, n } of rows) activity.set(ws, (activity.get(ws) ?? 0) + Number(n));
  return activity;
}

export const findWorkspace = async (db: DbOrTx, orgId: string, id: string) =>
  (await db.select().from(workspaces).where(and(eq(workspaces.orgId, orgId), eq(workspaces.id, id))))[0] ?? null;

export const findWorkspaceById = async (db: DbOrTx, id: string) =>
  (await db.select().from(workspaces).where(eq(workspaces.id, id)))[0] ?? null;

export const nameTaken = async (db: DbOrTx, orgId: string, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.orgId, orgId), eq(workspaces.name, name), ne(workspaces.status, 'DEACTIVATED'), exceptId ? ne(workspaces.id, exceptId) : undefined))
  ).length > 0;

export async function insertWorkspace(db: DbOrTx, row: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
  const [created] = await db.insert(workspaces).values(row).returning();
  return created!;
}

export async function updateWorkspace(db: DbOrTx, id: string, values: Partial<typeof workspaces.$inferInsert>): Promise<WorkspaceRow> {
  const [row] = await db.update(workspaces).set(values).where(eq(workspaces.id, id)).returning();
  return row!;
}
