import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { workspaces } from './workspaces.tables';
import type { WorkspaceRow, WorkspaceStatus } from './workspace';

export type { WorkspaceRow, WorkspaceStatus } from './workspace';

export const listWorkspaces = (db: DbOrTx, orgId: string, statuses: WorkspaceStatus[]) =>
  db.select().from(workspaces).where(and(eq(workspaces.orgId, orgId), inArray(workspaces.status, statuses))).orderBy(asc(workspaces.name));

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
