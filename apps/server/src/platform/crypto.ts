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
