import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notifications, pushSubscriptions } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotification(db: DbOrTx, row: NotificationInsert): Promise<NotificationRow> {
  const [created] = await db.insert(notifications).values(row).returning();
  return created!;
}

/** A user's newest notifications first; the id breaks ties of the same instant. */
export const listUserNotifications = (db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.sentAt), desc(notifications.id)).limit(limit);

/** Marks one of the user's notifications read. Answers whether it was theirs. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.update(notifications).set({ read: true }).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** Deletes one of the user's notifications. Answers whether it was theirs. */
export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Stores a browser's push subscription for the user; an endpoint seen before moves to them with its new keys. */
export async function upsertPushSubscription(db: DbOrTx, userId: string, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, userId, keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, keys } });
}

export async function deletePushSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
