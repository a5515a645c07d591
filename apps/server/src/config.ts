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
  SUPPORT_URL: z.string().default('https://support.trueline.example'),
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
