import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { webhookDeliveries, webhooks } from './webhooks.tables';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookValues = Omit<typeof webhooks.$inferInsert, 'id' | 'orgId' | 'workspaceId' | 'created' | 'signingSecretSealed'>;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Every webhook of a workspace, by name (case-insensitive). */
export const listWebhooks = (db: DbOrTx, workspaceId: string) =>
  db.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(asc(sql`lower(${webhooks.name})`), asc(webhooks.created));

export const findWebhook = async (db: DbOrTx, workspaceId: string, id: string): Promise<WebhookRow | null> =>
  (await db.select().from(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))))[0] ?? null;

export const findWebhookById = async (db: DbOrTx, id: string): Promise<WebhookRow | null> =>
  (await db.select().from(webhooks).where(eq(webhooks.id, id)))[0] ?? null;

/** The workspace's ACTIVE webhooks of one event type (the index is on workspace and type). */
export const activeOfType = (db: DbOrTx, workspaceId: string, eventType: WebhookEventType) =>
  db.select().from(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.eventType, eventType), eq(webhooks.status, 'ACTIVE')));

export async function insertWebhook(db: DbOrTx, row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [created] = await db.insert(webhooks).values(row).returning();
  return created!;
}

export async function updateWebhook(db: DbOrTx, workspaceId: string, id: string, values: Partial<WebhookValues> & { signingSecretSealed?: string }): Promise<WebhookRow | null> {
  const [row] = await db.update(webhooks).set(values).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))).returning();
  return row ?? null;
}

export async function deleteWebhook(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db.delete(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))).returning({ id: webhooks.id });
  return rows.length > 0;
}

/** Records a delivery attempt's outcome on the webhook (its last response and invocation). */
export async function recordInvocation(db: DbOrTx, id: string, lastResponse: string, at: Date): Promise<WebhookRow | null> {
  const [row] = await db.update(webhooks).set({ lastResponse, lastInvocation: at }).where(eq(webhooks.id, id)).returning();
  return row ?? null;
}

export async function insertDeliveries(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

export const findDelivery = async (db: DbOrTx, id: string): Promise<DeliveryRow | null> =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0] ?? null;

export async function updateDelivery(db: DbOrTx, id: string, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/** The newest deliveries of a webhook. */
export const recentDeliveries = (db: DbOrTx, webhookId: string, limit: number) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.created), desc(webhookDeliveries.id)).limit(limit);

/** Removes up to `limit` finished deliveries created before `before`; answers how many (the clean-up repeats until 0). */
export async function pruneDeliveries(db: DbOrTx, before: Date, limit = 5000): Promise<number> {
  const oldest = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
    .where(and(lt(webhookDeliveries.created, before), ne(webhookDeliveries.status, 'PENDING'))).limit(limit);
  const rows = await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, oldest)).returning({ id: webhookDeliveries.id });
  return rows.length;
}
