import { and, eq, isNull } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import type { App } from './app';
import type { Config } from './config';
import { users } from './features/users/users.tables';

/** The demo SuperAdmin the README names (db/seed/01-organizations). */
const DEMO_SUPERADMIN = 'superadmin@demo.test';

/** Loopback names and addresses: listening there, the console is reachable from this machine only. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The demo sign-in, while it works: the demo SuperAdmin exists and still has the demo password (a changed password is
 * never printed as if it worked).
 */
export async function demoSignIn(app: App): Promise<{ email: string; password: string } | null> {
  const { db, config } = app.deps;
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(and(eq(users.email, DEMO_SUPERADMIN), isNull(users.deletedAt)));
  if (!user?.passwordHash) return null;
  const works = await verify(user.passwordHash, config.DEMO_PASSWORD).catch(() => false);
  return works ? { email: DEMO_SUPERADMIN, password: config.DEMO_PASSWORD } : null;
}

/** The one line a person starting the console reads: where to open it, and (on the demo data) how to sign in. */
export function startupLine(config: Pick<Config, 'publicUrl' | 'HOST' | 'PORT'>, demo: { email: string; password: string } | null): string {
  const where = LOOPBACK.has(config.HOST) ? '' : ` (listening on ${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'every interface' : config.HOST}, port ${config.PORT})`;
  const signIn = demo ? `; sign in as ${demo.email} with the password ${demo.password}` : '';
  return `Trueline is running at ${config.publicUrl}${where}${signIn}`;
}
