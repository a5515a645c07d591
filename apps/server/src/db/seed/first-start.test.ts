import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../../platform/db';
import { testApp, type TestApp } from '../../testing/test-app';
import { organizations } from '../../features/organizations/organizations.tables';
import { users } from '../../features/users/users.tables';
import { prepareFirstStart } from './first-start';

const ADMIN = { BOOTSTRAP_ADMIN_EMAIL: 'Boss@Example.com', BOOTSTRAP_ADMIN_PASSWORD: 'First#Admin2026' };

const apps: TestApp[] = [];
/** An app on an empty database, configured as a production start on PostgreSQL would be (no demo data unless asked). */
async function emptyApp(env: Record<string, string> = {}, extra: Partial<Parameters<typeof testApp>[0]> = {}) {
  const t = await testApp({ seed: false, env: { SEED_DEMO: 'false', ...env }, ...extra });
  apps.push(t);
  return t;
}
afterEach(async () => {
  for (const t of apps.splice(0).reverse()) await t.close();
});

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/credentials', payload: { email, password, reCaptchaToken: 'test' } });

describe('prepareFirstStart', () => {
  it('creates the organisation and an activated SuperAdmin from BOOTSTRAP_ADMIN_*, who can sign in', async () => {
    const t = await emptyApp(ADMIN);
    expect(await prepareFirstStart(t)).toBe('prepared');
    const orgs = await t.deps.db.select().from(organizations);
    expect(orgs.map((o) => o.name)).toEqual(['My company']);
    const [admin, ...others] = await t.deps.db.select().from(users);
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({ orgId: orgs[0]!.id, email: 'boss@example.com', userType: 'SuperAdmin', firstName: 'Super', lastName: 'Admin' });
    expect(admin!.activatedAt).not.toBeNull();
    expect(admin!.passwordHash).not.toContain(ADMIN.BOOTSTRAP_ADMIN_PASSWORD);
    const res = await signIn(t, 'boss@example.com', ADMIN.BOOTSTRAP_ADMIN_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.authorizedUser).toMatchObject({ orgId: orgs[0]!.id, userType: 'SuperAdmin' });
    // no demo data on a production start
    expect((await signIn(t, 'superadmin@demo.test', t.config.DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('names the organisation after BOOTSTRAP_ORG_NAME', async () => {
    const t = await emptyApp({ ...ADMIN, BOOTSTRAP_ORG_NAME: 'Acme Outreach' });
    await prepareFirstStart(t);
    expect((await t.deps.db.select().from(organizations)).map((o) => o.name)).toEqual(['Acme Outreach']);
  });

  it('leaves a database that already has an organisation alone, so restarts with the variables still set change nothing', async () => {
    const t = await emptyApp(ADMIN);
    expect(await prepareFirstStart(t)).toBe('prepared');
    await t.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.email, 'boss@example.com'));
    expect(await prepareFirstStart(t)).toBe('existing');
    expect(await t.deps.db.select().from(organizations)).toHaveLength(1);
    expect((await t.deps.db.select().from(users)).map((u) => u.firstName)).toEqual(['Renamed']);
  });

  it('seeds the demo organisations with SEED_DEMO=true, beside the first SuperAdmin when both are asked', async () => {
    const t = await emptyApp({ ...ADMIN, SEED_DEMO: 'true' });
    expect(await prepareFirstStart(t)).toBe('prepared');
    expect((await t.deps.db.select().from(organizations)).map((o) => o.name).sort()).toEqual(['Demo Co', 'My company', 'Other Co']);
    expect((await signIn(t, 'superadmin@demo.test', t.config.DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'boss@example.com', ADMIN.BOOTSTRAP_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('seeds the demo data on the embedded database by default', async () => {
    const t = await testApp({ seed: false });
    apps.push(t);
    expect(t.config.seedDemo).toBe(true);
    expect(await prepareFirstStart(t)).toBe('prepared');
    expect((await signIn(t, 'owner@demo.test', t.config.DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('says in one log line how to create the first user when nothing is configured', async () => {
    const t = await emptyApp();
    const warn = vi.spyOn(t.deps.log, 'warn');
    expect(await prepareFirstStart(t)).toBe('nobody');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/nobody can sign in yet.*BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD.*SEED_DEMO=true/);
    expect(await t.deps.db.select().from(organizations)).toHaveLength(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('prepares the database once when several instances start together (PostgreSQL)', async () => {
    const a = await emptyApp({ ...ADMIN, SEED_DEMO: 'true' });
    const others = await Promise.all([1, 2].map(async () => emptyApp({ ...ADMIN, SEED_DEMO: 'true' }, { database: await openPostgres(a.databaseUrl!) })));
    const outcomes = await Promise.all([a, ...others].map((t) => prepareFirstStart(t)));
    expect(outcomes.sort()).toEqual(['existing', 'existing', 'prepared']);
    expect((await a.deps.db.select().from(organizations)).map((o) => o.name).sort()).toEqual(['Demo Co', 'My company', 'Other Co']);
  });
});
