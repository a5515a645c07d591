import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

/** URL-safe random token of `bytes` random bytes. */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

export const newId = (): string => crypto.randomUUID();

/** Encrypts customers' secrets at rest (AES-256-GCM); the output carries IV and tag. */
export interface Cipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Key material for signing tokens, derived from the same secret. */
  signingKey: Uint8Array;
}

export function createCipher(secret: string): Cipher {
  const key = crypto.createHash('sha256').update(`enc:${secret}`).digest();
  const signingKey = new Uint8Array(crypto.createHash('sha256').update(`sig:${secret}`).digest());
  return {
    signingKey,
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return ['v1', iv.toString('base64'), c.getAuthTag().toString('base64'), data.toString('base64')].join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || !data) throw new Error('Unknown ciphertext format');
      const d = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      d.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([d.update(Buffer.from(data, 'base64')), d.final()]).toString('utf8');
    },
  };
}

/**
 * Short tokens that carry a JSON payload and an expiry, signed with HMAC-SHA256 (OAuth `state`, for example).
 * `purpose` derives a key of its own, so a token of one kind is never accepted as another.
 */
export function signedTokens<T extends Record<string, string>>(secret: string, purpose: string) {
  const key = crypto.createHash('sha256').update(`${purpose}:${secret}`).digest();
  const mac = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(payload: T, expiresAt: Date): string {
      const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt.getTime() })).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The payload of a token this signer issued that has not expired at `now`; null for anything else. */
    verify(token: string, now: Date): T | null {
      const parts = token.split('.');
      if (parts.length !== 2) return null;
      const [body, signature] = parts as [string, string];
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      try {
        const { exp, ...payload } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (typeof exp !== 'number' || exp <= now.getTime()) return null;
        return payload as T;
      } catch {
        return null;
      }
    },
  };
}

/** SECRET_KEY from the environment, else one generated into DATA_DIR on first start and reused after. */
export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}
