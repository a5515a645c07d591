import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** Addresses a webhook may not reach unless ALLOW_PRIVATE_WEBHOOKS is set: loopback, private, link-local, unspecified. */
export function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
      || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** A delivery that did not happen. `permanent`: trying again cannot help (a refused address or scheme). */
export class WebhookError extends Error {
  constructor(message: string, readonly permanent = false) {
    super(message);
  }
}

export interface WebhookAnswer {
  status: number;
  statusText: string;
  /** The start of the answer's body (at most `BODY_KEPT` characters), for the delivery log. */
  body: string;
}

/** Characters of an answer's body kept for the delivery log. */
const BODY_KEPT = 1000;

export interface PostWebhookOptions {
  allowPrivate: boolean;
  /** The X-Trueline-Event header. */
  event: string;
  /** More headers (signature, timestamp, the customer's auth header). */
  headers?: Record<string, string>;
  /** Refuse plain http (the configured webhooks, unless private addresses are allowed). */
  httpsOnly?: boolean;
  timeoutMs?: number;
}

/**
 * POSTs a JSON document to a customer's webhook. The host is resolved first and a private or loopback address is refused
 * (unless allowed), and the connection is made to the very address checked, so a second DNS answer cannot redirect it.
 * Redirects are not followed. `body` is sent as it is when it is already text (a signed body must not change).
 */
export async function postWebhook(url: string, body: unknown, opts: PostWebhookOptions): Promise<WebhookAnswer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new WebhookError('The webhook address is not valid.', true);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new WebhookError('Only http and https webhooks are supported.', true);
  if (opts.httpsOnly && target.protocol !== 'https:') throw new WebhookError('Only https webhooks are accepted.', true);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let resolved: { address: string; family: number };
  if (net.isIP(host)) resolved = { address: host, family: net.isIP(host) };
  else {
    let timer: NodeJS.Timeout | undefined;
    try {
      resolved = await Promise.race([
        dns.lookup(host),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        }),
      ]);
    } catch {
      throw new WebhookError(`The webhook host ${target.hostname} could not be found.`);
    } finally {
      clearTimeout(timer);
    }
  }
  const { address, family } = resolved;
  if (!opts.allowPrivate && isPrivateAddress(address)) throw new WebhookError(`The webhook address ${target.hostname} is not public.`, true);
  const payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const req = client.request(target, {
      method: 'POST',
      headers: {
        ...opts.headers,
        'content-type': 'application/json', 'content-length': payload.length, 'x-trueline-event': opts.event, 'user-agent': 'Trueline-Webhook/1',
      },
      // Connect to the address checked above (with `all`, as Node asks when it races address families).
      lookup: ((_h: string, o: { all?: boolean }, cb: (e: null, a: unknown, f?: number) => void) =>
        (o.all ? cb(null, [{ address, family }]) : cb(null, address, family))) as never,
      timeout: timeoutMs,
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < BODY_KEPT) text += chunk.slice(0, BODY_KEPT - text.length);
      });
      res.on('error', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body: text }));
    });
    req.on('timeout', () => req.destroy(new WebhookError('The webhook did not answer in time.')));
    req.on('error', (err) => reject(err instanceof WebhookError ? err : new WebhookError(connectionText(err))));
    req.end(payload);
  });
}

/** What a failed connection reads like in the delivery log. */
function connectionText(err: Error & { code?: string }): string {
  switch (err.code) {
    case 'ECONNREFUSED': return 'The connection was refused.';
    case 'ECONNRESET': return 'The connection was reset.';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH': return 'The webhook host cannot be reached.';
    default: return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? `The TLS connection failed: ${err.message}` : err.message || 'The delivery failed.';
  }
}
