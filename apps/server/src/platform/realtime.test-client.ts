import WebSocket from 'ws';
import type { Channel, ClientMessage, ServerMessage } from '@trueline/contract';

/** A realtime client for tests: connects to /api/realtime like the console does and collects what arrives. */
export interface RealtimeTestClient {
  socket: WebSocket;
  send(message: ClientMessage): void;
  /** Subscribes and answers the channels the server granted. */
  subscribe(channels: Channel[]): Promise<Channel[]>;
  /** The first message not yet taken that matches, waiting for it up to `timeoutMs`. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves when nothing matching arrives within `ms`; rejects when something does. */
  nothing(match: (m: ServerMessage) => boolean, ms?: number): Promise<void>;
  /** The close code, once the server closes the socket. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** `baseUrl` is the HTTP address the app listens on; the token is an access token or an API key. */
export async function connectRealtime(baseUrl: string, token: string): Promise<RealtimeTestClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/realtime?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const inbox: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as ServerMessage);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const take = (match: (m: ServerMessage) => boolean): ServerMessage | undefined => {
    const i = inbox.findIndex(match);
    return i < 0 ? undefined : inbox.splice(i, 1)[0];
  };

  const next: RealtimeTestClient['next'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const found = take(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching realtime message within ${timeoutMs} ms; received ${JSON.stringify(inbox).slice(0, 500)}`));
      }, timeoutMs);
      function check() {
        const m = take(match);
        if (!m) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(m);
      }
      waiters.add(check);
    });

  return {
    socket,
    closed,
    next,
    send: (message) => socket.send(JSON.stringify(message)),
    async subscribe(channels) {
      socket.send(JSON.stringify({ op: 'subscribe', channels } satisfies ClientMessage));
      const m = await next((x) => x.op === 'subscribed');
      return m.op === 'subscribed' ? m.channels : [];
    },
    async nothing(match, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      const found = take(match);
      if (found) throw new Error(`unexpected realtime message ${JSON.stringify(found)}`);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}
