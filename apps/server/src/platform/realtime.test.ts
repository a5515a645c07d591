import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import pino from 'pino';
import type { Notification, ServerMessage } from '@trueline/contract';
import { freshDatabase, testApp, type TestApp } from '../testing/test-app';
import { DEMO, signIn } from '../testing/session';
import { openPostgres } from './db';
import { createRealtimeHub, type RealtimeHub } from './realtime';
import type { Actor } from './auth-context';
import { connectRealtime, type RealtimeTestClient } from './realtime.test-client';
import { buildUser, testClock } from '../testing/auth-fixtures';
import { ACCESS_TOKEN_TTL_SECONDS } from '../features/auth/access-tokens';

type Session = Awaited<ReturnType<typeof signIn>>;

const clients: RealtimeTestClient[] = [];
async function connect(baseUrl: string, token: string) {
  const c = await connectRealtime(baseUrl, token);
  clients.push(c);
  return c;
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

const isEvent = (type: string) => (m: ServerMessage) => m.op === 'event' && m.event.type === type;

/** A notification whose message alone is larger than a NOTIFY payload may be (8000 bytes). */
function bigNotification(size = 20_000): Notification {
  return {
    id: crypto.randomUUID(), read: false, sentAt: new Date().toISOString(), notificationType: 'Report',
    notificationPayload: { heading: 'Big report', message: `${'x'.repeat(size - 10)}-the-end` },
  };
}

describe('realtime hub (one instance)', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: Session;
  let superadmin: Session;
  let otherOwner: Session;
  let apiKey: string;

  beforeAll(async () => {
    t = await testApp({ start: true });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signIn(t, DEMO.owner);
    superadmin = await signIn(t, DEMO.superadmin);
    otherOwner = await signIn(t, DEMO.otherOwner);
    apiKey = (await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=rt`, headers: owner.headers })).json().data.key;
  });
  afterAll(async () => t.close());

  it('delivers an event larger than a NOTIFY payload through the spill table', async () => {
    const c = await connect(baseUrl, owner.user.accessToken);
    await c.subscribe([`user:${owner.user.id}`]);
    const big = bigNotification();
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(8000);
    await t.deps.realtime.publish(`user:${owner.user.id}`, { type: 'Notification', payload: big });
    const m = await c.next(isEvent('Notification'));
    expect(m).toEqual({ op: 'event', channel: `user:${owner.user.id}`, event: { type: 'Notification', payload: big } });
    const { rows } = await t.deps.sql.query<{ message: string }>('select message from realtime_spill');
    expect(rows.some((r) => r.message.includes('-the-end'))).toBe(true);
  });

  it('delivers small events straight through NOTIFY, in order', async () => {
    const c = await connect(baseUrl, owner.user.accessToken);
    await c.subscribe([`user:${owner.user.id}`]);
    const before = (await t.deps.sql.query<{ n: number }>('select count(*)::int as n from realtime_spill')).rows[0]!.n;
    for (const action of ['READ', 'DELETE'] as const) {
      await t.deps.realtime.publish(`user:${owner.user.id}`, { type: 'NotificationAction', payload: { action, id: action } });
    }
    expect(await c.next(isEvent('NotificationAction'))).toMatchObject({ event: { payload: { action: 'READ' } } });
    expect(await c.next(isEvent('NotificationAction'))).toMatchObject({ event: { payload: { action: 'DELETE' } } });
    expect((await t.deps.sql.query<{ n: number }>('select count(*)::int as n from realtime_spill')).rows[0]!.n).toBe(before);
  });

  it('grants team members their own user and organisation channels and the workspaces they may see', async () => {
    const c = await connect(baseUrl, owner.user.accessToken);
    expect(await c.subscribe([
      `user:${owner.user.id}`, `user:${superadmin.user.id}`, `org:${DEMO.orgId}`, `org:${DEMO.otherOrgId}`,
      `workspace:${DEMO.ws.sales}`, `workspace:${DEMO.ws.other}`, `workspace:${DEMO.ws.legacy}`, 'campaign:x' as never, 'nonsense' as never,
    ])).toEqual([`user:${owner.user.id}`, `org:${DEMO.orgId}`, `workspace:${DEMO.ws.sales}`]);
    const sa = await connect(baseUrl, superadmin.user.accessToken);
    expect(await sa.subscribe([`org:${DEMO.otherOrgId}`, `workspace:${DEMO.ws.other}`, `workspace:${DEMO.ws.legacy}`, `user:${owner.user.id}`]))
      .toEqual([`org:${DEMO.otherOrgId}`, `workspace:${DEMO.ws.other}`, `workspace:${DEMO.ws.legacy}`]);
    const other = await connect(baseUrl, otherOwner.user.accessToken);
    expect(await other.subscribe([`org:${DEMO.orgId}`, `workspace:${DEMO.ws.sales}`, `workspace:${DEMO.ws.other}`])).toEqual([`workspace:${DEMO.ws.other}`]);
  });

  it('binds an API key to its own workspace channel', async () => {
    const c = await connect(baseUrl, apiKey);
    expect(await c.subscribe([
      `workspace:${DEMO.ws.sales}`, `workspace:${DEMO.ws.collections}`, `workspace:${DEMO.ws.other}`, `org:${DEMO.orgId}`, `user:${owner.user.id}`,
    ])).toEqual([`workspace:${DEMO.ws.sales}`]);
  });

  it('tells the organisation channel when a workspace is deactivated', async () => {
    const c = await connect(baseUrl, owner.user.accessToken);
    await c.subscribe([`org:${DEMO.orgId}`]);
    const ws = (await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces?workspaceName=Realtime%20WS`, headers: owner.headers })).json().data.id;
    await t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/workspaces/${ws}?confirmName=Realtime%20WS`, headers: owner.headers });
    expect(await c.next(isEvent('Workspace'))).toEqual({ op: 'event', channel: `org:${DEMO.orgId}`, event: { type: 'Workspace', payload: { id: ws, status: 'DEACTIVATED' } } });
  });

  it('answers ping and reports a bad message', async () => {
    const c = await connect(baseUrl, owner.user.accessToken);
    c.socket.send('not json');
    expect(await c.next((m) => m.op === 'error')).toEqual({ op: 'error', message: 'Bad message' });
    c.send({ op: 'ping' });
    await c.next((m) => m.op === 'pong');
  });
});

/**
 * A hub on a fresh database behind its own Fastify app, listening on a free port, for `run`; afterwards the clients are
 * closed, the hub stopped, the app closed and the database dropped.
 */
async function withStandaloneHub(
  authenticate: (token: string) => Promise<Actor | null>,
  opts: { heartbeatMs?: number },
  run: (baseUrl: string, hub: RealtimeHub) => Promise<void>,
): Promise<void> {
  const { database, drop } = await freshDatabase();
  const hub = createRealtimeHub(database.db, database.sql, pino({ level: 'silent' }), opts);
  const app = Fastify();
  await app.register(websocket);
  hub.register(app, authenticate);
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await hub.start();
    await run(baseUrl, hub);
  } finally {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await hub.stop();
    await app.close();
    await database.close();
    await drop();
  }
}

describe('realtime hub with a slow authenticator', () => {
  it('keeps the messages a client sends while its token is being checked', async () => {
    const actor: Actor = { kind: 'user', userId: 'u1', orgId: 'o1', userType: 'Admin', email: 'u1@example.test' };
    const authenticate = async (token: string) => {
      await new Promise((r) => setTimeout(r, 300));
      return token === 'good' ? actor : null;
    };
    await withStandaloneHub(authenticate, {}, async (baseUrl, hub) => {
      const c = await connect(baseUrl, 'good');
      // Sent at once on open, long before the authenticator answers.
      c.send({ op: 'subscribe', channels: ['user:u1'] });
      c.send({ op: 'ping' });
      expect(await c.next((m) => m.op === 'subscribed')).toEqual({ op: 'subscribed', channels: ['user:u1'] });
      await c.next((m) => m.op === 'pong');
      await hub.publish('user:u1', { type: 'NotificationAction', payload: { action: 'READ_ALL' } });
      await c.next(isEvent('NotificationAction'));
      const refused = await connect(baseUrl, 'bad');
      refused.send({ op: 'subscribe', channels: ['user:u1'] });
      expect(await refused.closed).toBe(4401);
    });
  });
});

describe('realtime sockets outlive no session', () => {
  it('closes with 4401 at the next heartbeat a socket whose credential stopped working, and keeps the others', async () => {
    const valid = new Set(['kept', 'revoked']);
    const authenticate = async (token: string): Promise<Actor | null> => (valid.has(token) ? { kind: 'user', userId: token, orgId: 'o1', userType: 'Admin', email: `${token}@example.test` } : null);
    await withStandaloneHub(authenticate, { heartbeatMs: 100 }, async (baseUrl, hub) => {
      const kept = await connect(baseUrl, 'kept');
      const revoked = await connect(baseUrl, 'revoked');
      expect(await revoked.subscribe(['user:revoked'])).toEqual(['user:revoked']);
      await kept.subscribe(['user:kept']);
      await new Promise((r) => setTimeout(r, 350));
      valid.delete('revoked');
      expect(await revoked.closed).toBe(4401);
      expect(await revoked.next((m) => m.op === 'error')).toEqual({ op: 'error', message: 'Unauthenticated' });
      // the other socket still hears its events
      await hub.publish('user:kept', { type: 'NotificationAction', payload: { action: 'READ_ALL' } });
      await kept.next(isEvent('NotificationAction'));
      expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    });
  });

  describe('in the app', () => {
    const clock = testClock();
    let t: TestApp;
    let baseUrl: string;
    beforeAll(async () => {
      // A socket that misses one pong is dropped (1006), and a loaded machine can take longer than 150 ms to answer one.
      t = await testApp({ start: true, realtimeHeartbeatMs: 500, overrides: { now: clock.now } });
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => t.close());

    it('closes the socket of a member who was deleted', async () => {
      const owner = await signIn(t, DEMO.owner);
      const member = await buildUser(t);
      const session = await signIn(t, member.email);
      const c = await connect(baseUrl, session.user.accessToken);
      await c.subscribe([`user:${member.id}`]);
      const ownerSocket = await connect(baseUrl, owner.user.accessToken);
      await ownerSocket.subscribe([`user:${owner.user.id}`]);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/users/${member.id}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(await c.closed).toBe(4401);
      await ownerSocket.nothing((m) => m.op === 'error', 400);
      expect(ownerSocket.socket.readyState).toBe(ownerSocket.socket.OPEN);
    });

    it('closes a socket once its access token has expired, so the client refreshes and reconnects', async () => {
      const owner = await signIn(t, DEMO.owner);
      const c = await connect(baseUrl, owner.user.accessToken);
      await c.subscribe([`user:${owner.user.id}`]);
      await c.nothing((m) => m.op === 'error', 400);
      clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
      expect(await c.closed).toBe(4401);
      // a fresh token opens a new socket
      const again = await connect(baseUrl, (await signIn(t, DEMO.owner)).user.accessToken);
      expect(await again.subscribe([`user:${owner.user.id}`])).toEqual([`user:${owner.user.id}`]);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime across instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  let owner: Session;

  beforeAll(async () => {
    // Both instances share the database and the secret key, as a deployment behind a load balancer does.
    const env = { SECRET_KEY: crypto.randomBytes(48).toString('base64url') };
    a = await testApp({ start: true, env });
    b = await testApp({ start: true, env, seed: false, database: await openPostgres(a.databaseUrl!) });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signIn(a, DEMO.owner);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers on instance B an event published on instance A', async () => {
    const c = await connect(urlB, owner.user.accessToken);
    expect(await c.subscribe([`user:${owner.user.id}`])).toEqual([`user:${owner.user.id}`]);
    const res = await a.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/notifications/test`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await c.next(isEvent('Notification'))).toEqual({ op: 'event', channel: `user:${owner.user.id}`, event: { type: 'Notification', payload: res.json().data } });
  });

  it('delivers a large event from A to B through the spill table', async () => {
    const c = await connect(urlB, owner.user.accessToken);
    await c.subscribe([`user:${owner.user.id}`]);
    const big = bigNotification(30_000);
    await a.deps.realtime.publish(`user:${owner.user.id}`, { type: 'Notification', payload: big });
    expect(await c.next(isEvent('Notification'))).toMatchObject({ event: { payload: big } });
  });
});
