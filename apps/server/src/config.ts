import { z } from 'zod';
import path from 'node:path';

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Trueline <no-reply@trueline.local>'),
  SECRET_KEY: z.string().min(32).optional(),
  DEMO_PASSWORD: z.string().default('Trueline#2026'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  /** Sign-in and reset attempts allowed per client address in 15 minutes. */
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  /**
   * Which peers may name the client address in X-Forwarded-For (the per-address limits count by it):
   * 'true' (any: only behind a proxy that overwrites the header), 'false', or addresses, CIDRs or the names loopback,
   * linklocal and uniquelocal separated by commas. Default: a proxy on the same host.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string[] => (v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()).filter(Boolean))),
  SUPPORT_URL: z.string().default('https://support.trueline.example'),
  /** When the UC Protect scan checks every managed number (cron, UTC): daily at 06:00 by default. */
  PROTECT_SCAN_CRON: z.string().default('0 6 * * *'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export type Config = z.infer<typeof schema> & { publicUrl: string; dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.parse(env);
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  };
}
