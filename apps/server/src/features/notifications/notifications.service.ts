import { randomBytes } from 'node:crypto';
import { MESSAGES, type Notification } from '@trueline/contract';
import type { z } from 'zod';
import type { notificationPayload, pushSubscription } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { assertOrgAccess, requireUser, type Actor } from '../../platform/auth-context';
import { notFound } from '../../platform/errors';
import * as repo from './notifications.repo';

const toNotification = (n: repo.NotificationRow): Notification => ({
  id: n.id, read: n.read, sentAt: n.sentAt.toISOString(), notificationType: n.notificationType, notificationPayload: n.payload,
});

/** The drawer shows the newest this many. */
const LIST_LIMIT = 200;

/**
 * A UUIDv7 whose text sorts in creation order, even for notifications created in the same millisecond
 * (a job often sends several at once): the id breaks ties of sentAt so "newest first" is exact.
 */
let lastMs = 0;
let seq = 0;
function orderedId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    seq += 1;
    if (seq > 0xfff) {
      lastMs += 1;
      seq = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    seq = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (seq >> 8);
  bytes[7] = seq & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function notificationsService(deps: Pick<Deps, 'db' | 'realtime' | 'now'>) {
  const { db, realtime } = deps;

  async function mine(actor: Actor, orgId: string) {
    const me = requireUser(actor);
    assertOrgAccess(actor, orgId);
    return me;
  }

  return {
    /** Sends a notification to one user: stored, then pushed live to their open consoles. */
    async notify(input: { orgId: string; userId: string; type: string; payload: z.input<typeof notificationPayload> }): Promise<Notification> {
      const row = await repo.insertNotification(db, { id: orderedId(), orgId: input.orgId, userId: input.userId, notificationType: input.type, payload: input.payload, sentAt: deps.now() });
      const n = toNotification(row);
      await realtime.publish(`user:${input.userId}`, { type: 'Notification', payload: n });
      return n;
    },

    async list(actor: Actor, orgId: string): Promise<Notification[]> {
      const me = await mine(actor, orgId);
      return (await repo.listUserNotifications(db, me.userId, LIST_LIMIT)).map(toNotification);
    },

    async test(actor: Actor, orgId: string): Promise<Notification> {
      const me = await mine(actor, orgId);
      return this.notify({ orgId: me.orgId, userId: me.userId, type: 'Test', payload: { heading: MESSAGES.testNotificationHeading, message: MESSAGES.testNotificationMessage } });
    },

    async read(actor: Actor, orgId: string, id: string): Promise<void> {
      const me = await mine(actor, orgId);
      if (!(await repo.markRead(db, me.userId, id))) throw notFound();
      await realtime.publish(`user:${me.userId}`, { type: 'NotificationAction', payload: { action: 'READ', id } });
    },

    async readAll(actor: Actor, orgId: string): Promise<void> {
      const me = await mine(actor, orgId);
      await repo.markAllRead(db, me.userId);
      await realtime.publish(`user:${me.userId}`, { type: 'NotificationAction', payload: { action: 'READ_ALL' } });
    },

    async remove(actor: Actor, orgId: string, id: string): Promise<void> {
      const me = await mine(actor, orgId);
      if (!(await repo.deleteNotification(db, me.userId, id))) throw notFound();
      await realtime.publish(`user:${me.userId}`, { type: 'NotificationAction', payload: { action: 'DELETE', id } });
    },

    async removeAll(actor: Actor, orgId: string): Promise<void> {
      const me = await mine(actor, orgId);
      await repo.deleteAllNotifications(db, me.userId);
      await realtime.publish(`user:${me.userId}`, { type: 'NotificationAction', payload: { action: 'DELETE_ALL' } });
    },

    async subscribe(actor: Actor, orgId: string, sub: z.output<typeof pushSubscription>): Promise<void> {
      const me = await mine(actor, orgId);
      await repo.upsertPushSubscription(db, me.userId, sub.endpoint, sub.keys);
    },

    async unsubscribe(actor: Actor, orgId: string, endpoint: string): Promise<void> {
      const me = await mine(actor, orgId);
      await repo.deletePushSubscription(db, me.userId, endpoint);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
