import { HEARTBEAT_MS, type Channel, type ClientMessage, type RealtimeEvent, type ServerMessage } from '@trueline/contract';
import type { TokenStore } from './api';

type Listener = (event: RealtimeEvent, channel: Channel) => void;
/** Told which channels the server has just started delivering (after a subscribe, and again after every reconnect). */
type SubscribedListener = (channels: Channel[]) => void;

/** The close code the server uses when the socket's token is missing, expired or no longer good. */
export const UNAUTHENTICATED_CLOSE = 4401;
/** A token this close to its expiry is refreshed before a new socket is opened with it. */
const EXPIRY_MARGIN_MS = 10_000;

/** True when the access token (a JWT) has expired or is about to; a token we cannot read counts as good. */
export function tokenExpired(token: string, now = Date.now()): boolean {
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= now + EXPIRY_MARGIN_MS;
  } catch {
    return false;
  }
}

const signedOut: TokenStore = { get: () => null, refresh: async () => null, onSignedOut: () => undefined };

/**
 * The one WebSocket of the console: subscribes to channels, reconnects with back-off, keeps a heartbeat,
 * and hands events to listeners. Like the API client it refreshes the access token once when the server
 * refuses it (close 4401) or when it has expired before a reconnect; when that refresh fails the session ends.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private session: TokenStore = signedOut;
  /** Channel → number of holders; the base channels of the session hold one each. */
  private channels = new Map<Channel, number>();
  private listeners = new Set<Listener>();
  private subscribedListeners = new Set<SubscribedListener>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private wanted = false;
  /** A token refresh or socket set-up is under way. */
  private opening = false;
  /** The token was refreshed and the server has not accepted a socket since: one more refusal ends the session. */
  private refreshed = false;
  /** Changes on every connect and disconnect, so a refresh that outlived its session is dropped. */
  private generation = 0;

  connect(session: TokenStore, channels: Channel[]) {
    this.generation++;
    this.session = session;
    this.wanted = true;
    this.refreshed = false;
    channels.forEach((c) => this.channels.set(c, (this.channels.get(c) ?? 0) + 1));
    void this.open();
  }

  disconnect() {
    this.generation++;
    this.wanted = false;
    this.refreshed = false;
    this.retry = 0;
    this.channels.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  subscribe(channels: Channel[]): () => void {
    const fresh = channels.filter((c) => !this.channels.has(c));
    channels.forEach((c) => this.channels.set(c, (this.channels.get(c) ?? 0) + 1));
    if (fresh.length) this.send({ op: 'subscribe', channels: fresh });
    return () => {
      const gone = channels.filter((c) => {
        const n = (this.channels.get(c) ?? 1) - 1;
        if (n <= 0) this.channels.delete(c);
        else this.channels.set(c, n);
        return n <= 0;
      });
      if (gone.length) this.send({ op: 'unsubscribe', channels: gone });
    };
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Events published before a channel was granted are not replayed: a screen re-reads its data when this fires. */
  onSubscribed(listener: SubscribedListener): () => void {
    this.subscribedListeners.add(listener);
    return () => this.subscribedListeners.delete(listener);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Opens the socket, refreshing an expired token first. */
  private async open() {
    if (!this.wanted || this.socket || this.opening) return;
    const generation = this.generation;
    this.opening = true;
    let token = this.session.get();
    if (token && tokenExpired(token)) token = await this.renew(generation);
    this.opening = false;
    // A disconnect or a new session came while the token was refreshed: start over with the current one.
    if (generation !== this.generation) return void this.open();
    if (token && this.wanted && !this.socket) this.attach(token);
  }

  /** The one refresh: a new token, or null after ending the session (a second refusal in a row ends it too). */
  private async renew(generation: number): Promise<string | null> {
    const fresh = this.refreshed ? null : await this.session.refresh();
    if (generation !== this.generation) return null;
    if (!fresh) {
      const session = this.session;
      this.disconnect();
      session.onSignedOut();
      return null;
    }
    this.refreshed = true;
    return fresh;
  }

  private attach(token: string) {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ op: 'subscribe', channels: [...this.channels.keys()] });
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ op: 'ping' }), HEARTBEAT_MS);
    };
    socket.onmessage = (msg) => {
      const data = JSON.parse(String(msg.data)) as ServerMessage;
      if (data.op === 'subscribed') {
        // The server accepted the token: the next refusal may refresh again, and back-off starts over.
        this.refreshed = false;
        this.retry = 0;
        this.subscribedListeners.forEach((l) => l(data.channels));
      }
      if (data.op === 'event') this.listeners.forEach((l) => l(data.event, data.channel));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (!this.wanted) return;
      if (event.code === UNAUTHENTICATED_CLOSE) return void this.reauthenticate();
      // Back off 1 s, 2 s, 4 s… up to 30 s; the token may have been refreshed meanwhile.
      const delay = Math.min(30_000, 1000 * 2 ** this.retry++);
      this.timer = setTimeout(() => void this.open(), delay);
    };
  }

  /** The server refused the token: refresh it once and reconnect at once. */
  private async reauthenticate() {
    const generation = this.generation;
    this.opening = true;
    const token = await this.renew(generation);
    this.opening = false;
    if (generation !== this.generation) return void this.open();
    if (token && this.wanted && !this.socket) this.attach(token);
  }
}

export const realtime = new RealtimeClient();
