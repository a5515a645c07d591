import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { organizations } from '../../features/organizations/organizations.tables';
import { users } from '../../features/users/users.tables';
import { hashPassword } from '../../features/auth/auth.service';
import { newId } from '../../platform/crypto';
import { isEmpty, seedDemo } from './seed';

/** Held while one instance prepares an empty database, so instances starting together do it once. */
const FIRST_START_LOCK = 73_012_026;

export type FirstStart = 'existing' | 'prepared' | 'nobody';

/**
 * Prepares an empty database so that someone can sign in: the demo organisations (SEED_DEMO; by default on the
 * embedded database only) and/or the first SuperAdmin with their own organisation (BOOTSTRAP_ADMIN_EMAIL and
 * BOOTSTRAP_ADMIN_PASSWORD). With neither, one log line says how to create the first user.
 * A database that already has an organisation is left alone.
 */
export async function prepareFirstStart(app: App): Promise<FirstStart> {
  const { config, log } = app.deps;
  return withFirstStartLock(app, async () => {
    if (!(await isEmpty(app))) return 'existing';
    if (config.seedDemo) {
      await seedDemo(app);
      // The start-up line names the sign-in (main.ts); the other demo people are in the README.
      log.info('Demo data created: organisations "Demo Co" and "Other Co".');
    }
    if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD) {
      await createFirstSuperAdmin(app, { email: config.BOOTSTRAP_ADMIN_EMAIL, password: config.BOOTSTRAP_ADMIN_PASSWORD, orgName: config.BOOTSTRAP_ORG_NAME });
      log.info(`Created the organisation "${config.BOOTSTRAP_ORG_NAME}" and its SuperAdmin ${config.BOOTSTRAP_ADMIN_EMAIL.toLowerCase()}; sign in with BOOTSTRAP_ADMIN_PASSWORD.`);
    }
    if (config.seedDemo || config.BOOTSTRAP_ADMIN_EMAIL) return 'prepared';
    log.warn(
      'The database is empty, so nobody can sign in yet. To create the first SuperAdmin, start once with BOOTSTRAP_ADMIN_EMAIL and '
        + 'BOOTSTRAP_ADMIN_PASSWORD set (and BOOTSTRAP_ORG_NAME for the organisation, default "My company"); for the demo organisations, set SEED_DEMO=true.',
    );
    return 'nobody';
  });
}

/** The organisation and its activated SuperAdmin, created together. */
async function createFirstSuperAdmin(app: App, input: { email: string; password: string; orgName: string }) {
  const passwordHash = await hashPassword(input.password);
  await app.deps.db.transaction(async (tx) => {
    const orgId = newId();
    await tx.insert(organizations).values({ id: orgId, name: input.orgName });
    await tx.insert(users).values({
      id: newId(), orgId, firstName: 'Super', lastName: 'Admin', email: input.email.toLowerCase(), userType: 'SuperAdmin',
      passwordHash, activatedAt: app.deps.now(),
    });
  });
}

/**
 * On PostgreSQL several instances may start at once: the first takes an advisory lock for the whole preparation and
 * the others find the database prepared. The embedded database belongs to one process, so it needs none.
 */
async function withFirstStartLock<T>(app: App, work: () => Promise<T>): Promise<T> {
  if (app.deps.sql.kind !== 'postgres') return work();
  return app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK})`);
    return work();
  });
}
