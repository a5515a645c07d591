import { HEARTBEAT_MS, type Channel, type ClientMessage, type RealtimeEvent, type ServerMessage } from '@trueline/contract';

type Listener = (event: RealtimeEvent, channel: Channel) => void;

/**
 * The one WebSocket of the console: subscribes to channels, reconnects with back-off, keeps a heartbeat,
 * and hands events to listeners.
 */
class RealtimeClient {
  private socket: WebSocket | null = null;
  private token: () => string | null = () => null;
  /** Channel → number of holders; the base channels of the session hold one each. */
  private channels = new Map<Channel, number>();
  private listeners = new Set<Listener>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private wanted = false;

  connect(token: () => string | null, channels: Channel[]) {
    this.token = token;
    this.wanted = true;
    channels.forEach((c) => this.channels.set(c, (this.channels.get(c) ?? 0) + 1));
    this.open();
  }

  disconnect() {
    this.wanted = false;
    this.channels.clear();
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.socket?.close();
    this.socket = null;
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

  private send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private open() {
    const token = this.token();
    if (!this.wanted || !token || this.socket) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      this.send({ op: 'subscribe', channels: [...this.channels.keys()] });
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ op: 'ping' }), HEARTBEAT_MS);
    };
    socket.onmessage = (msg) => {
      const data = JSON.parse(String(msg.data)) as ServerMessage;
      if (data.op === 'event') this.listeners.forEach((l) => l(data.event, data.channel));
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      if (!this.wanted) return;
      // Back off 1 s, 2 s, 4 s… up to 30 s; the token may have been refreshed meanwhile.
      const delay = Math.min(30_000, 1000 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }
}

export const realtime = new RealtimeClient();
