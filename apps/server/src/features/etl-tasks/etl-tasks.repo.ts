import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { EtlEventType } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { newId } from '../../platform/crypto';
import { etlExecutions, etlTaskEvents, etlTasks, type EtlExecutionRow, type EtlTaskRow } from './etl-tasks.tables';

export type { EtlExecutionRow, EtlTaskRow } from './etl-tasks.tables';
export type NewEtlTask = typeof etlTasks.$inferInsert;
export type NewEtlExecution = typeof etlExecutions.$inferInsert;

// Tasks

export const listTasks = (db: DbOrTx, workspaceId: string) =>
  db.select().from(etlTasks).where(and(eq(etlTasks.workspaceId, workspaceId), ne(etlTasks.status, 'DELETED')))
    .orderBy(asc(sql`lower(${etlTasks.name})`), asc(etlTasks.id));

export async function findTask(db: DbOrTx, workspaceId: string, id: string): Promise<EtlTaskRow | null> {
  const [row] = await db.select().from(etlTasks).where(and(eq(etlTasks.id, id), eq(etlTasks.workspaceId, workspaceId)));
  return row ?? null;
}

export async function findTaskById(db: DbOrTx, id: string): Promise<EtlTaskRow | null> {
  const [row] = await db.select().from(etlTasks).where(eq(etlTasks.id, id));
  return row ?? null;
}

export async function insertTask(db: DbOrTx, row: NewEtlTask): Promise<EtlTaskRow> {
  const [saved] = await db.insert(etlTasks).values(row).returning();
  return saved!;
}

export async function updateTask(db: DbOrTx, id: string, patch: Partial<NewEtlTask>): Promise<EtlTaskRow> {
  const [saved] = await db.update(etlTasks).set(patch).where(eq(etlTasks.id, id)).returning();
  return saved!;
}

export async function countInFolder(db: DbOrTx, workspaceId: string, folderId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(etlTasks)
    .where(and(eq(etlTasks.workspaceId, workspaceId), eq(etlTasks.folderId, folderId), ne(etlTasks.status, 'DELETED')));
  return Number(r?.n ?? 0);
}

/** ACTIVE tasks whose next run is due. */
export const dueTasks = (db: DbOrTx, now: Date, limit = 500) =>
  db.select().from(etlTasks).where(and(eq(etlTasks.status, 'ACTIVE'), isNotNull(etlTasks.nextRunTime), lte(etlTasks.nextRunTime, now)))
    .orderBy(asc(etlTasks.nextRunTime)).limit(limit);

/** Moves a due task's next run on, only if no other instance did first (its next run is still `was`): answers whether this one did. */
export async function claimRun(db: DbOrTx, id: string, was: Date, next: Date | null): Promise<boolean> {
  const rows = await db.update(etlTasks).set({ nextRunTime: next })
    .where(and(eq(etlTasks.id, id), eq(etlTasks.status, 'ACTIVE'), eq(etlTasks.nextRunTime, was))).returning({ id: etlTasks.id });
  return rows.length === 1;
}

// Events

export async function addEvent(db: DbOrTx, taskId: string, type: EtlEventType, message: string, at: Date): Promise<void> {
  await db.insert(etlTaskEvents).values({ id: newId(), taskId, type, message, timestamp: at });
}

export const eventsOf = (db: DbOrTx, taskId: string, limit: number) =>
  db.select().from(etlTaskEvents).where(eq(etlTaskEvents.taskId, taskId)).orderBy(desc(etlTaskEvents.timestamp), desc(etlTaskEvents.id)).limit(limit);

// Executions

export async function insertExecution(db: DbOrTx, row: NewEtlExecution): Promise<EtlExecutionRow> {
  const [saved] = await db.insert(etlExecutions).values(row).returning();
  return saved!;
}

export async function findExecution(db: DbOrTx, taskId: string, id: string): Promise<EtlExecutionRow | null> {
  const [row] = await db.select().from(etlExecutions).where(and(eq(etlExecutions.id, id), eq(etlExecutions.taskId, taskId)));
  return row ?? null;
}

export async function findExecutionById(db: DbOrTx, id: string): Promise<EtlExecutionRow | null> {
  const [row] = await db.select().from(etlExecutions).where(eq(etlExecutions.id, id));
  return row ?? null;
}

export const executionsOf = (db: DbOrTx, taskId: string, limit: number) =>
  db.select().from(etlExecutions).where(eq(etlExecutions.taskId, taskId)).orderBy(desc(etlExecutions.created), desc(etlExecutions.id)).limit(limit);

/** The task's queued or running execution, if any. */
export async function activeExecution(db: DbOrTx, taskId: string): Promise<EtlExecutionRow | null> {
  const [row] = await db.select().from(etlExecutions)
    .where(and(eq(etlExecutions.taskId, taskId), inArray(etlExecutions.status, ['QUEUED', 'RUNNING']))).limit(1);
  return row ?? null;
}

export async function updateExecution(db: DbOrTx, id: string, patch: Partial<NewEtlExecution>): Promise<EtlExecutionRow> {
  const [saved] = await db.update(etlExecutions).set(patch).where(eq(etlExecutions.id, id)).returning();
  return saved!;
}

/** Changes an execution's status only from one of `from`: answers the row when it did. */
export async function transition(db: DbOrTx, id: string, from: readonly EtlExecutionRow['status'][], patch: Partial<NewEtlExecution>): Promise<EtlExecutionRow | null> {
  const [saved] = await db.update(etlExecutions).set(patch).where(and(eq(etlExecutions.id, id), inArray(etlExecutions.status, [...from]))).returning();
  return saved ?? null;
}
