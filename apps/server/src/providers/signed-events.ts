import crypto from 'node:crypto';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * How a sandbox carrier signs the events it posts to our endpoints, as real carriers do (Telnyx, Twilio): an HMAC over
 * `timestamp.body` in one header, the timestamp in another; a post older or newer than five minutes is a replay.
 */
export function signedEvents(signingKey: string, names: { timestamp: string; signature: string }) {
  const sign = (timestamp: string, body: string) => crypto.createHmac('sha256', signingKey).update(`${timestamp}.${body}`).digest('hex');
  return {
    /** The headers of a post of `body` made at `now`. */
    headers(body: string, now: Date): Record<string, string> {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      return { 'content-type': 'application/json', [names.timestamp]: timestamp, [names.signature]: sign(timestamp, body) };
    },
    /** The `events` of a signed post, or null when the signature or timestamp does not hold, or the body is not one. */
    verify<E>(body: string, headers: Headers, now: Date): E[] | null {
      const timestamp = String(headers[names.timestamp] ?? '');
      const signature = String(headers[names.signature] ?? '');
      if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return null;
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > 300) return null;
      if (!crypto.timingSafeEqual(Buffer.from(sign(timestamp, body), 'hex'), Buffer.from(signature, 'hex'))) return null;
      try {
        const parsed = JSON.parse(body) as { events?: unknown };
        return Array.isArray(parsed.events) ? (parsed.events as E[]) : null;
      } catch {
        return null;
      }
    },
  };
}
