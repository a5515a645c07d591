import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent, ServerMessage } from '@trueline/contract';
import { RealtimeClient, tokenExpired, UNAUTHENTICATED_CLOSE } from './realtime';

/** A WebSocket the test plays the server for. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }

  get token() {
    return new URL(this.url).searchParams.get('token');
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the socket and grants the subscription. */
  accept() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
    this.serverSends({ op: 'subscribed', channels: ['user:u1'] });
  }

  serverSends(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server (or the network) ends the socket. */
  serverCloses(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const jwt = (expSeconds: number) => `header.${btoa(JSON.stringify({ sub: 'u1', exp: expSeconds })).replace(/=+$/, '')}.signature`;
const inAnHour = () => jwt(Math.floor(Date.now() / 1000) + 3600);
const anHourAgo = () => jwt(Math.floor(Date.now() / 1000) - 3600);
const lastSocket = () => FakeWebSocket.sockets.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('realtime client', () => {
  let token: string;
  const refresh = vi.fn<() => Promise<string | null>>();
  const onSignedOut = vi.fn();
  let client: RealtimeClient;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    refresh.mockReset();
    onSignedOut.mockReset();
    token = inAnHour();
    client = new RealtimeClient();
  });
  afterEach(() => {
    client.disconnect();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const connect = () => client.connect({ get: () => token, refresh, onSignedOut }, ['user:u1', 'org:o1']);

  it('connects with the access token, subscribes to the session channels and hands events to listeners', async () => {
    const events: RealtimeEvent[] = [];
    client.listen((event) => events.push(event));
    connect();
    await flush();
    const socket = lastSocket();
    expect(socket.token).toBe(token);
    socket.accept();
    expect(socket.sent).toEqual([{ op: 'subscribe', channels: ['user:u1', 'org:o1'] }]);
    const event: RealtimeEvent = { type: 'Workspace', payload: { id: 'w1', status: 'DEACTIVATED' } };
    socket.serverSends({ op: 'event', channel: 'org:o1', event });
    expect(events).toEqual([event]);
  });

  it('tells which channels the server granted, on a subscribe and again after a reconnect', async () => {
    const granted: string[][] = [];
    client.onSubscribed((channels) => granted.push(channels));
    connect();
    await flush();
    lastSocket().accept();
    client.subscribe(['campaign:c1']);
    expect(lastSocket().sent.at(-1)).toEqual({ op: 'subscribe', channels: ['campaign:c1'] });
    lastSocket().serverSends({ op: 'subscribed', channels: ['campaign:c1'] });
    lastSocket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1000);
    lastSocket().readyState = FakeWebSocket.OPEN;
    lastSocket().onopen?.();
    lastSocket().serverSends({ op: 'subscribed', channels: ['user:u1', 'org:o1', 'campaign:c1'] });
    expect(granted).toEqual([['user:u1'], ['campaign:c1'], ['user:u1', 'org:o1', 'campaign:c1']]);
  });

  it('after a network drop reconnects with back-off and the same token, without refreshing', async () => {
    connect();
    await flush();
    lastSocket().accept();
    lastSocket().serverCloses(1006);
    await flush();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(lastSocket().token).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when the server refuses the token (4401) refreshes once and reconnects at once with the new token', async () => {
    connect();
    await flush();
    lastSocket().accept();
    const fresh = inAnHour().replace('signature', 'fresh');
    refresh.mockImplementation(async () => (token = fresh));
    lastSocket().serverCloses(UNAUTHENTICATED_CLOSE);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(lastSocket().token).toBe(fresh);
    lastSocket().accept();
    expect(onSignedOut).not.toHaveBeenCalled();

    // Accepted again: a later expiry refreshes again rather than ending the session.
    lastSocket().serverCloses(UNAUTHENTICATED_CLOSE);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.sockets).toHaveLength(3);
  });

  it('refreshes an expired token before reconnecting after a drop', async () => {
    connect();
    await flush();
    lastSocket().accept();
    token = anHourAgo();
    const fresh = inAnHour().replace('signature', 'fresh');
    refresh.mockImplementation(async () => (token = fresh));
    lastSocket().serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(lastSocket().token).toBe(fresh);
  });

  it('ends the session when the refresh fails, and stops reconnecting', async () => {
    connect();
    await flush();
    lastSocket().accept();
    refresh.mockResolvedValue(null);
    lastSocket().serverCloses(UNAUTHENTICATED_CLOSE);
    await flush();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('ends the session when the refreshed token is refused too, instead of retrying forever', async () => {
    connect();
    await flush();
    lastSocket().accept();
    refresh.mockImplementation(async () => (token = inAnHour().replace('signature', 'fresh')));
    lastSocket().serverCloses(UNAUTHENTICATED_CLOSE);
    await flush();
    expect(FakeWebSocket.sockets).toHaveLength(2);
    lastSocket().serverCloses(UNAUTHENTICATED_CLOSE);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('opens nothing after disconnect', async () => {
    connect();
    await flush();
    lastSocket().accept();
    client.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });
});

describe('tokenExpired', () => {
  it('reads the expiry of a JWT, with a margin, and trusts tokens it cannot read', () => {
    const now = Date.UTC(2026, 0, 1);
    const at = (s: number) => jwt(now / 1000 + s);
    expect(tokenExpired(at(60), now)).toBe(false);
    expect(tokenExpired(at(5), now)).toBe(true);
    expect(tokenExpired(at(-1), now)).toBe(true);
    expect(tokenExpired('opaque', now)).toBe(false);
  });
});
