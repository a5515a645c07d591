import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a webhook may not reach unless ALLOW_PRIVATE_WEBHOOKS is set: everything but public unicast (loopback, private,
 * link-local, unique-local, carrier-grade NAT, unspecified, multicast, broadcast, reserved, documentation…). IPv4-mapped
 * IPv6 (`::ffff:7f00:1`, as WHATWG URL writes `[::ffff:127.0.0.1]`) is judged as the IPv4 address it carries; other IPv6
 * forms that embed an IPv4 address (6to4, Teredo, NAT64) are refused. Anything that does not parse is private.
 */
export function isPrivateAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return true;
  }
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() !== 'unicast';
}

/** Host names that always mean this machine or its network, whatever DNS says. */
const LOCAL_NAME = /(^|\.)(localhost|localdomain|local|internal|home\.arpa)\.?$/i;

/**
 * Why a webhook address given to us (a list's `webhookUrl`) cannot be accepted, or null. Without ALLOW_PRIVATE_WEBHOOKS:
 * http or https with a domain name and TLD (no IP literal, no user name, no local name), whose DNS answers, if it has
 * any yet, are all public. Delivery checks the addresses again (`postWebhook`), since DNS may change in between.
 */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return 'invalid';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'scheme';
  if (u.username || u.password) return 'credentials';
  if (allowPrivate) return null;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return 'ip-literal';
  if (!DOMAIN_WITH_TLD.test(host) || LOCAL_NAME.test(host)) return 'domain';
  const addresses = await lookupAll(host, 3000).catch(() => []);
  return addresses.some((a) => isPrivateAddress(a.address)) ? 'private' : null;
}

const DOMAIN_WITH_TLD = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** Every address DNS gives for `host` (both families), or a rejection after `timeoutMs`. */
async function lookupAll(host: string, timeoutMs: number): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      dns.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
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
  if (!opts.allowPrivate && LOCAL_NAME.test(host)) throw new WebhookError(`The webhook address ${target.hostname} is not public.`, true);
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await lookupAll(host, timeoutMs);
    } catch {
      throw new WebhookError(`The webhook host ${target.hostname} could not be found.`);
    }
    if (addresses.length === 0) throw new WebhookError(`The webhook host ${target.hostname} could not be found.`);
  }
  // Every address the name has is checked (one private answer among public ones is how DNS rebinding starts).
  if (!opts.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new WebhookError(`The webhook address ${target.hostname} is not public.`, true);
  }
  const { address, family } = addresses[0]!;
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
