import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived (a signature is checked against these bytes). */
  raw: string;
  body: { id: string; type: string; orgId: string; workspaceId: string; campaignId?: string; sentAt: string; test?: boolean; payload: Record<string, unknown> };
  at: number;
}

/**
 * A local webhook receiver for tests: records every request and answers the statuses a test queues for a path
 * (200 once the queue is empty).
 */
export async function webhookReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, raw, body: JSON.parse(raw || '{}'), at: Date.now() });
      const status = answers.get(path)?.shift() ?? 200;
      res.statusCode = status;
      res.end(status < 300 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The receiver answers these statuses, in order, to the next requests for `path`. */
    answer(path: string, ...statuses: number[]) {
      answers.set(path, statuses);
    },
    at: (path: string) => received.filter((r) => r.path === path),
    /** Waits until `path` has had `n` requests. */
    async waitFor(path: string, n = 1, timeoutMs = 15_000): Promise<Received[]> {
      const until = Date.now() + timeoutMs;
      while (received.filter((r) => r.path === path).length < n) {
        if (Date.now() > until) throw new Error(`${path} had ${received.filter((r) => r.path === path).length} of ${n} requests`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.filter((r) => r.path === path);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;
