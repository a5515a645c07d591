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

export class WebhookError extends Error {}

/**
 * POSTs a JSON document to a customer's webhook. The host is resolved first and a private or loopback address is refused
 * (unless allowed), and the connection is made to the very address checked, so a second DNS answer cannot redirect it.
 */
export async function postWebhook(url: string, body: unknown, opts: { allowPrivate: boolean; event: string; timeoutMs?: number }): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new WebhookError('Only http and https webhooks are supported.');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const { address, family } = net.isIP(host) ? { address: host, family: net.isIP(host) } : await dns.lookup(host);
  if (!opts.allowPrivate && isPrivateAddress(address)) throw new WebhookError(`The webhook address ${target.hostname} is not public.`);
  const payload = Buffer.from(JSON.stringify(body));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': payload.length, 'x-trueline-event': opts.event, 'user-agent': 'Trueline-Webhook/1' },
      // Connect to the address checked above (with `all`, as Node asks when it races address families).
      lookup: ((_h: string, o: { all?: boolean }, cb: (e: null, a: unknown, f?: number) => void) =>
        (o.all ? cb(null, [{ address, family }]) : cb(null, address, family))) as never,
      timeout: opts.timeoutMs ?? 10_000,
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new WebhookError('The webhook did not answer in time.')));
    req.on('error', reject);
    req.end(payload);
  });
}
