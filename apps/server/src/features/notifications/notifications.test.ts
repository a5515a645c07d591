import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, ServerMessage } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { connectRealtime, type RealtimeTestClient } from '../../platform/realtime.test-client';

type Session = Awaited<ReturnType<typeof signIn>>;

let t: TestApp;
let baseUrl: string;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
let apiKey: string;
const clients: RealtimeTestClient[] = [];

const base = `/api/orgs/${DEMO.orgId}`;

beforeAll(async () => {
  t = await testApp({ start: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signIn(t, DEMO.owner);
  admin = await signIn(t, DEMO.admin);
  superadmin = await signIn(t, DEMO.superadmin);
  otherOwner = await signIn(t, DEMO.otherOwner);
  apiKey = (await t.app.inject({ method: 'POST', url: `${base}/workspaces/${DEMO.ws.sales}/apiKeys?name=notifications`, headers: owner.headers })).json().data.key;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => t.close());

async function connect(token: string) {
  const c = await connectRealtime(baseUrl, token);
  clients.push(c);
  return c;
}

async function list(s: Session): Promise<Notification[]> {
  const res = await t.app.inject({ url: `${base}/notifications`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function sendTest(s: Session): Promise<Notification> {
  const res = await t.app.inject({ method: 'POST', url: `${base}/notifications/test`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const isEvent = (type: string, action?: string) => (m: ServerMessage) =>
  m.op === 'event' && m.event.type === type && (!action || (m.event.payload as { action?: string }).action === action);

describe('notifications.list', () => {
  it("answers the user's own notifications, newest first", async () => {
    const mine = await list(admin);
    expect(mine.map((n) => n.notificationPayload.heading)).toEqual(['Dialer connected', 'Welcome to Trueline']);
    expect(mine[0]).toMatchObject({
      read: false, notificationType: 'Workspace',
      notificationPayload: { heading: 'Dialer connected', workspaceId: DEMO.ws.sales },
    });
    expect(Number.isNaN(Date.parse(mine[0]!.sentAt))).toBe(false);
    const others = await list(owner);
    expect(others.map((n) => n.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
  });

  it('answers an empty list to a user without notifications', async () => {
    const own = await t.app.inject({ url: `/api/orgs/${DEMO.otherOrgId}/notifications`, headers: otherOwner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
  });
});

describe('notifications.test', () => {
  it('sends the user a test notification', async () => {
    const n = await sendTest(owner);
    expect(n).toMatchObject({ read: false, notificationType: 'Test', notificationPayload: { heading: 'Test notification', message: 'Notifications are working. This is a test.' } });
    expect((await list(owner))[0]).toEqual(n);
    expect((await list(admin)).map((x) => x.id)).not.toContain(n.id);
  });
});

describe('notifications.read', () => {
  it('marks one notification read', async () => {
    const n = await sendTest(owner);
    const res = await t.app.inject({ method: 'POST', url: `${base}/notifications/${n.id}/read`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const after = await list(owner);
    expect(after.find((x) => x.id === n.id)!.read).toBe(true);
    expect(after.some((x) => !x.read)).toBe(true);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const theirs = await sendTest(admin);
    const res = await t.app.inject({ method: 'POST', url: `${base}/notifications/${theirs.id}/read`, headers: owner.headers });
    expect(res.statusCode).toBe(404);
    expect((await list(admin)).find((x) => x.id === theirs.id)!.read).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: `${base}/notifications/no-such-id/read`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('marks all my notifications read, not anybody else\'s', async () => {
    await sendTest(owner);
    await sendTest(admin);
    const res = await t.app.inject({ method: 'POST', url: `${base}/notifications/read`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(owner)).every((n) => n.read)).toBe(true);
    expect((await list(admin)).some((n) => !n.read)).toBe(true);
  });
});

describe('notifications.remove', () => {
  it('deletes one notification', async () => {
    const n = await sendTest(superadmin);
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/notifications/${n.id}`, headers: superadmin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(superadmin)).map((x) => x.id)).not.toContain(n.id);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/notifications/${n.id}`, headers: superadmin.headers })).statusCode).toBe(404);
  });

  it("answers 404 for someone else's notification and keeps it", async () => {
    const theirs = await sendTest(admin);
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/notifications/${theirs.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(404);
    expect((await list(admin)).map((x) => x.id)).toContain(theirs.id);
  });

  it('deletes all my notifications, not anybody else\'s', async () => {
    await sendTest(superadmin);
    const adminCount = (await list(admin)).length;
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/notifications`, headers: superadmin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(superadmin)).toEqual([]);
    expect(await list(admin)).toHaveLength(adminCount);
  });
});

describe('notifications access', () => {
  const calls = [
    { method: 'GET' as const, path: '/notifications' },
    { method: 'POST' as const, path: '/notifications/test' },
    { method: 'POST' as const, path: '/notifications/read' },
    { method: 'POST' as const, path: '/notifications/some-id/read' },
    { method: 'DELETE' as const, path: '/notifications' },
    { method: 'DELETE' as const, path: '/notifications/some-id' },
    { method: 'POST' as const, path: '/pushSubscriptions/subscribe', payload: { endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } } },
    { method: 'POST' as const, path: '/pushSubscriptions/unsubscribe', payload: { endpoint: 'https://push.example/x' } },
  ];

  it.each(calls)('$method $path: 401 without a token, 404 for another organisation, 403 for an API key', async ({ method, path, payload }) => {
    const call = (headers: Record<string, string>) => t.app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) });
    expect((await call({})).statusCode).toBe(401);
    expect((await call(otherOwner.headers)).statusCode).toBe(404);
    expect((await call({ 'x-api-key': apiKey })).statusCode).toBe(403);
  });

  it('created nothing for the refused callers', async () => {
    const { rows } = await t.deps.sql.query<{ n: number }>("select count(*)::int as n from notifications where user_id = '00000000-0000-4000-8000-0000000000b1'");
    expect(rows[0]!.n).toBe(0);
  });
});

describe('push subscriptions', () => {
  const sub = { endpoint: 'https://push.example/send/abc123', expirationTime: null, keys: { p256dh: 'BPublicKey', auth: 'authSecret' } };
  const rowsFor = async (endpoint: string) =>
    (await t.deps.sql.query<{ user_id: string; keys: unknown }>('select user_id, keys from push_subscriptions where endpoint = $1', [endpoint])).rows;

  it('stores a subscription and removes it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/subscribe`, headers: owner.headers, payload: sub });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsFor(sub.endpoint)).toEqual([{ user_id: owner.user.id, keys: sub.keys }]);
    // Subscribing again updates the same row.
    await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/subscribe`, headers: owner.headers, payload: { ...sub, keys: { p256dh: 'Other', auth: 'x' } } });
    expect(await rowsFor(sub.endpoint)).toEqual([{ user_id: owner.user.id, keys: { p256dh: 'Other', auth: 'x' } }]);
    const un = await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/unsubscribe`, headers: owner.headers, payload: { endpoint: sub.endpoint } });
    expect(un.statusCode, un.body).toBe(200);
    expect(await rowsFor(sub.endpoint)).toEqual([]);
  });

  it("does not remove another user's subscription", async () => {
    const endpoint = 'https://push.example/send/admins';
    await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/subscribe`, headers: admin.headers, payload: { ...sub, endpoint } });
    await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/unsubscribe`, headers: owner.headers, payload: { endpoint } });
    expect(await rowsFor(endpoint)).toHaveLength(1);
  });

  it('validates the subscription', async () => {
    for (const payload of [{ ...sub, endpoint: 'not a url' }, { endpoint: sub.endpoint }, { ...sub, keys: { p256dh: '', auth: 'x' } }]) {
      const res = await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/subscribe`, headers: owner.headers, payload });
      expect(res.statusCode).toBe(400);
    }
    const un = await t.app.inject({ method: 'POST', url: `${base}/pushSubscriptions/unsubscribe`, headers: owner.headers, payload: {} });
    expect(un.statusCode).toBe(400);
  });
});

describe('notifications live', () => {
  it('delivers a new notification and the read, delete actions to the user channel', async () => {
    const c = await connect(owner.user.accessToken);
    expect(await c.subscribe([`user:${owner.user.id}`])).toEqual([`user:${owner.user.id}`]);

    const n = await sendTest(owner);
    const arrived = await c.next(isEvent('Notification'));
    expect(arrived).toEqual({ op: 'event', channel: `user:${owner.user.id}`, event: { type: 'Notification', payload: n } });

    await t.app.inject({ method: 'POST', url: `${base}/notifications/${n.id}/read`, headers: owner.headers });
    expect(await c.next(isEvent('NotificationAction', 'READ'))).toMatchObject({ event: { payload: { action: 'READ', id: n.id } } });

    await t.app.inject({ method: 'POST', url: `${base}/notifications/read`, headers: owner.headers });
    expect(await c.next(isEvent('NotificationAction', 'READ_ALL'))).toMatchObject({ event: { type: 'NotificationAction', payload: { action: 'READ_ALL' } } });

    await t.app.inject({ method: 'DELETE', url: `${base}/notifications/${n.id}`, headers: owner.headers });
    expect(await c.next(isEvent('NotificationAction', 'DELETE'))).toMatchObject({ event: { payload: { action: 'DELETE', id: n.id } } });

    await t.app.inject({ method: 'DELETE', url: `${base}/notifications`, headers: owner.headers });
    await c.next(isEvent('NotificationAction', 'DELETE_ALL'));
  });

  it("does not grant another user's channel, nor deliver their notifications", async () => {
    const c = await connect(owner.user.accessToken);
    expect(await c.subscribe([`user:${admin.user.id}`, `user:${owner.user.id}`])).toEqual([`user:${owner.user.id}`]);
    await sendTest(admin);
    await c.nothing(isEvent('Notification'), 400);
    // The owner's own notifications still arrive on the same socket.
    await sendTest(owner);
    await c.next(isEvent('Notification'));
  });

  it('stops delivering after unsubscribe', async () => {
    const c = await connect(admin.user.accessToken);
    await c.subscribe([`user:${admin.user.id}`]);
    c.send({ op: 'unsubscribe', channels: [`user:${admin.user.id}`] });
    c.send({ op: 'ping' });
    await c.next((m) => m.op === 'pong');
    await sendTest(admin);
    await c.nothing(isEvent('Notification'), 400);
  });

  it('closes a socket without a valid token', async () => {
    const c = await connect('not-a-token');
    expect(await c.next((m) => m.op === 'error')).toEqual({ op: 'error', message: 'Unauthenticated' });
    expect(await c.closed).toBe(4401);
  });
});
