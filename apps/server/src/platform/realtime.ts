import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { lt, eq } from 'drizzle-orm';
import { HEARTBEAT_MS, type Channel, type ClientMessage, type RealtimeEvent, type ServerMessage } from '@trueline/contract';
import type { Db, SqlClient } from './db';
import type { Actor } from './auth-context';
import { realtimeSpill } from './platform.tables';
import { newId } from './crypto';

const PG_CHANNEL = 'trueline_realtime';
/** NOTIFY payloads are limited to 8000 bytes; larger messages go through the spill table. */
const NOTIFY_LIMIT = 7000;

/** Decides whether an actor may listen to one channel; features register one per channel prefix. */
export type ChannelAuthorizer = (actor: Actor, id: string) => Promise<boolean>;

export interface RealtimeHub {
  publish(channel: Channel, event: RealtimeEvent): Promise<void>;
  authorize(prefix: string, check: ChannelAuthorizer): void;
  register(app: FastifyInstance, authenticate: (token: string) => Promise<Actor | null>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One WebSocket per browser at /api/realtime. Publishing goes through PostgreSQL LISTEN/NOTIFY so that
 * every server instance on the same database delivers the event to its own sockets.
 */
export function createRealtimeHub(db: Db, sql: SqlClient, log: Logger, opts: { heartbeatMs?: number } = {}): RealtimeHub {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const subscriptions = new Map<WebSocket, Set<Channel>>();
  /** The credential each open socket was opened with, checked again on every heartbeat. */
  const credentials = new Map<WebSocket, string>();
  const authorizers = new Map<string, ChannelAuthorizer>();
  let authenticateToken: ((token: string) => Promise<Actor | null>) | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let checking = false;
  const alive = new WeakSet<WebSocket>();

  const send = (socket: WebSocket, message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  const refuse = (socket: WebSocket) => {
    send(socket, { op: 'error', message: 'Unauthenticated' });
    socket.close(4401, 'Unauthenticated');
  };

  /**
   * A socket lives no longer than its session: once its access token has expired, or its user was deleted (or its API
   * key revoked), it is closed with 4401 so the client refreshes its session and reconnects.
   */
  const recheckCredentials = async () => {
    if (checking || !authenticateToken) return;
    checking = true;
    try {
      const check = authenticateToken;
      await Promise.all([...credentials].map(async ([socket, token]) => {
        const actor = await check(token).catch(() => null);
        if (actor || !subscriptions.has(socket)) return;
        subscriptions.delete(socket);
        credentials.delete(socket);
        refuse(socket);
      }));
    } finally {
      checking = false;
    }
  };

  const deliver = (raw: string) => {
    const { channel, event } = JSON.parse(raw) as { channel: Channel; event: RealtimeEvent };
    for (const [socket, channels] of subscriptions) if (channels.has(channel)) send(socket, { op: 'event', channel, event });
  };

  const onNotify = async (payload: string) => {
    try {
      if (payload.startsWith('spill:')) {
        const id = payload.slice(6);
        const [row] = await db.select().from(realtimeSpill).where(eq(realtimeSpill.id, id));
        if (row) deliver(row.message);
      } else deliver(payload);
    } catch (err) {
      log.warn({ err }, 'bad realtime message');
    }
  };

  const canListen = async (actor: Actor, channel: string): Promise<boolean> => {
    const [prefix, id] = channel.split(':');
    if (!prefix || !id) return false;
    if (prefix === 'user') return actor.kind === 'user' && actor.userId === id;
    // An API key is bound to one workspace: organisation-wide events are for team members.
    if (prefix === 'org') return actor.kind === 'user' && (actor.orgId === id || actor.userType === 'SuperAdmin');
    const check = authorizers.get(prefix);
    return check ? check(actor, id) : false;
  };

  return {
    async publish(channel, event) {
      const message = JSON.stringify({ channel, event });
      if (Buffer.byteLength(message) <= NOTIFY_LIMIT) {
        await sql.query('select pg_notify($1, $2)', [PG_CHANNEL, message]);
      } else {
        const id = newId();
        await db.insert(realtimeSpill).values({ id, message });
        await sql.query('select pg_notify($1, $2)', [PG_CHANNEL, `spill:${id}`]);
        await db.delete(realtimeSpill).where(lt(realtimeSpill.created, new Date(Date.now() - 60_000)));
      }
    },
    authorize(prefix, check) {
      authorizers.set(prefix, check);
    },
    register(app, authenticate) {
      authenticateToken = authenticate;
      app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket, req) => {
        // Listeners are attached before any await: a client subscribes the moment the socket opens, and a
        // message that arrives while the token is being checked would otherwise be dropped.
        const token = (req.query as { token?: string }).token ?? '';
        const actorReady = authenticate(token).catch(() => null);
        const channels = new Set<Channel>();
        let closed = false;
        // Messages are handled one after another, in the order they arrived.
        let queue: Promise<void> = Promise.resolve();
        socket.on('close', () => {
          closed = true;
          subscriptions.delete(socket);
          credentials.delete(socket);
        });
        socket.on('pong', () => alive.add(socket));
        socket.on('message', (data) => {
          queue = queue.then(async () => {
            const actor = await actorReady;
            if (actor && !closed) await handle(actor, String(data));
          }).catch((err: unknown) => log.warn({ err }, 'realtime message failed'));
        });

        const handle = async (actor: Actor, data: string) => {
          let msg: ClientMessage;
          try {
            msg = JSON.parse(data) as ClientMessage;
          } catch {
            return send(socket, { op: 'error', message: 'Bad message' });
          }
          if (msg.op === 'ping') return send(socket, { op: 'pong' });
          if (msg.op === 'unsubscribe') {
            for (const c of msg.channels ?? []) channels.delete(c);
            return;
          }
          if (msg.op === 'subscribe') {
            const granted: Channel[] = [];
            for (const c of msg.channels ?? []) {
              if (!(await canListen(actor, c))) continue;
              channels.add(c);
              granted.push(c);
            }
            send(socket, { op: 'subscribed', channels: granted });
          }
        };

        void actorReady.then((actor) => {
          if (closed) return;
          if (!actor) return refuse(socket);
          subscriptions.set(socket, channels);
          credentials.set(socket, token);
          alive.add(socket);
        });
      });
    },
    async start() {
      unlisten = await sql.listen(PG_CHANNEL, (p) => void onNotify(p));
      heartbeat = setInterval(() => {
        for (const socket of subscriptions.keys()) {
          if (!alive.has(socket)) {
            socket.terminate();
            continue;
          }
          alive.delete(socket);
          socket.ping();
        }
        void recheckCredentials().catch((err: unknown) => log.warn({ err }, 'realtime credential check failed'));
      }, heartbeatMs);
      heartbeat.unref();
    },
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      for (const socket of subscriptions.keys()) socket.close(1001, 'Server shutting down');
      subscriptions.clear();
      credentials.clear();
      if (unlisten) await unlisten();
    },
  };
}
