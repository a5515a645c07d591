import { z } from 'zod';
import path from 'node:path';
import { EMAIL_PATTERN, isStrongPassword, PASSWORD_RULE_LABELS } from '@trueline/contract';

/** 'true' or 'false' in the environment. */
const envBoolean = z.enum(['true', 'false', '']).optional().transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  /**
   * The interface to listen on. Default: `localhost` (the loopback addresses only) on the embedded database or with the
   * demo data, whose password is published; `0.0.0.0` (every interface) on PostgreSQL without the demo.
   */
  HOST: z.string().trim().optional(),
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
  /** Failed sign-ins allowed per email address in 15 minutes from all addresses together (10 from any one address). */
  SIGNIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(100),
  /** The first SuperAdmin, created with their own organisation when the database is empty. */
  BOOTSTRAP_ADMIN_EMAIL: z.string().trim().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().optional(),
  BOOTSTRAP_ORG_NAME: z.string().trim().min(1).default('My company'),
  /** Demo data on a first start: by default on the embedded database only. */
  SEED_DEMO: envBoolean,
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
  /**
   * Whether webhooks (the workspace's webhooks and the list results of the public API) may be POSTed to loopback and
   * private addresses, and over plain http: 'true' for local set-ups and tests. Otherwise only https with a domain.
   */
  ALLOW_PRIVATE_WEBHOOKS: envBoolean.transform((v) => v ?? false),
  /** Seconds before a failed webhook delivery is tried again; each later retry waits four times longer. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export type Config = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string;
  publicUrl: string;
  dataDir: string;
  /** Whether a first start on an empty database creates the demo organisations (SEED_DEMO, else only on the embedded database). */
  seedDemo: boolean;
};

/** A configuration the server cannot start with; its message names every problem, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Trueline cannot start with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings that are each valid alone but not together. */
function combinationProblems(c: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (Boolean(c.RECAPTCHA_SECRET) !== Boolean(c.RECAPTCHA_SITE_KEY)) {
    problems.push('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY go together: set both for the real reCAPTCHA check, or neither for the sandbox check.');
  }
  if (c.DATABASE_URL && !c.SECRET_KEY) {
    problems.push('SECRET_KEY is required with DATABASE_URL, so that every instance on the database shares it (at least 32 characters, e.g. `openssl rand -base64 48`).');
  }
  if (Boolean(c.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(c.BOOTSTRAP_ADMIN_PASSWORD)) {
    problems.push('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together: set both to create the first SuperAdmin.');
  }
  if (c.BOOTSTRAP_ADMIN_EMAIL && !EMAIL_PATTERN.test(c.BOOTSTRAP_ADMIN_EMAIL)) problems.push('BOOTSTRAP_ADMIN_EMAIL must be a valid email address.');
  if (c.BOOTSTRAP_ADMIN_PASSWORD && !isStrongPassword(c.BOOTSTRAP_ADMIN_PASSWORD)) {
    const { match: _match, ...rules } = PASSWORD_RULE_LABELS;
    problems.push(`BOOTSTRAP_ADMIN_PASSWORD does not meet the password rules: ${Object.values(rules).join(', ').toLowerCase()}.`);
  }
  return problems;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const parsed = result.data;
  const problems = combinationProblems(parsed);
  if (problems.length > 0) throw new ConfigError(problems);
  const seedDemo = parsed.SEED_DEMO ?? !parsed.DATABASE_URL;
  return {
    ...parsed,
    HOST: parsed.HOST || (!parsed.DATABASE_URL || seedDemo ? 'localhost' : '0.0.0.0'),
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    seedDemo,
  };
}
