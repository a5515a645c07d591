import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../platform/db';
import { buildApp, type App, type AppOptions } from '../app';
import { seedDemo } from '../db/seed/seed';

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (CI runs the suite both ways). Sandbox providers answer without delay.
 */
export interface TestApp extends App {
  config: Config;
  database: Database;
  /** The PostgreSQL database of this app (TEST_DATABASE_URL runs), so a second instance can open the same one. */
  databaseUrl?: string;
  close(): Promise<void>;
}

type TestAppOptions = { env?: Record<string, string>; seed?: boolean; start?: boolean } & Partial<AppOptions>;

/**
 * The run's templates, made once by global-setup.ts and found through the environment: an empty migrated database,
 * and one seeded with the demo (with the files the seed stored). Benchmarks run without them.
 */
const TEMPLATE = {
  migratedPglite: 'TEST_PGLITE_TEMPLATE',
  migratedPg: 'TEST_PG_TEMPLATE',
  seededPglite: 'TEST_PGLITE_SEEDED',
  seededPg: 'TEST_PG_SEEDED',
  seededFiles: 'TEST_SEEDED_FILES',
} as const;
/** The seeded template's data is encrypted with this key, so its copies share it. */
const SEEDED_SECRET_KEY = 'trueline-test-seeded-template-secret-key-0001';

const dumps = new Map<string, Blob>();
function pgliteDump(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  if (!dumps.has(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file);
}

export async function freshDatabase(from: 'migrated' | 'seeded' = 'migrated'): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openPglite(null, pgliteDump(process.env[from === 'seeded' ? TEMPLATE.seededPglite : TEMPLATE.migratedPglite]));
    return { database, drop: async () => undefined };
  }
  const name = `trueline_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = process.env[from === 'seeded' ? TEMPLATE.seededPg : TEMPLATE.migratedPg];
  await adminQuery(base, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return { database, url: url.toString(), drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Whether this app can start as a copy of the seeded template: the demo seeded at the real time by real providers. */
function fromSeededTemplate(opts: TestAppOptions): boolean {
  const ready = process.env[process.env.TEST_DATABASE_URL ? TEMPLATE.seededPg : TEMPLATE.seededPglite];
  return Boolean(ready) && opts.seed !== false && !opts.database && !opts.overrides && !opts.env?.SECRET_KEY;
}

export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-test-'));
  const seeded = fromSeededTemplate(opts);
  if (seeded) fs.cpSync(process.env[TEMPLATE.seededFiles]!, path.join(dataDir, 'files'), { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_PASSWORD: 'Demo#Pass2026', PUBLIC_URL: 'http://localhost:3999',
    ...(seeded ? { SECRET_KEY: SEEDED_SECRET_KEY } : {}), ...opts.env,
  });
  const { database, drop, url } = opts.database ? { database: opts.database, drop: async () => undefined, url: undefined } : await freshDatabase(seeded ? 'seeded' : 'migrated');
  const app = await buildApp({ config, database, sandboxLatency: 0, jobPollingSeconds: 0.5, ...opts });
  if (opts.seed !== false && !seeded) await seedDemo(app);
  await app.app.ready();
  if (opts.start) await app.start();
  return {
    ...app,
    config,
    database,
    databaseUrl: url,
    async close() {
      await app.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the run's templates (global-setup.ts): a migrated database, then a copy of it seeded with the demo, and the
 * seed's stored files. Answers the environment that `testApp` reads and a clean-up.
 */
export async function makeTemplates(dir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const env: Record<string, string> = {};
  const base = process.env.TEST_DATABASE_URL;
  const migrated = await freshDatabase();
  if (base) {
    await migrated.database.close();
    env[TEMPLATE.migratedPg] = new URL(migrated.url!).pathname.slice(1);
  } else {
    env[TEMPLATE.migratedPglite] = path.join(dir, 'migrated.tar');
    fs.writeFileSync(env[TEMPLATE.migratedPglite]!, Buffer.from(await (await migrated.database.dump!()).arrayBuffer()));
    await migrated.database.close();
  }
  Object.assign(process.env, env);

  const seededDir = path.join(dir, 'seeded');
  const config = loadConfig({ DATA_DIR: seededDir, LOG_LEVEL: 'silent', DEMO_PASSWORD: 'Demo#Pass2026', PUBLIC_URL: 'http://localhost:3999', SECRET_KEY: SEEDED_SECRET_KEY });
  const seeded = await freshDatabase();
  const app = await buildApp({ config, database: seeded.database, sandboxLatency: 0 });
  await seedDemo(app);
  await app.stop();
  if (base) env[TEMPLATE.seededPg] = new URL(seeded.url!).pathname.slice(1);
  else {
    env[TEMPLATE.seededPglite] = path.join(dir, 'seeded.tar');
    fs.writeFileSync(env[TEMPLATE.seededPglite]!, Buffer.from(await (await seeded.database.dump!()).arrayBuffer()));
  }
  await seeded.database.close();
  env[TEMPLATE.seededFiles] = path.join(seededDir, 'files');
  fs.mkdirSync(env[TEMPLATE.seededFiles]!, { recursive: true });
  Object.assign(process.env, env);
  return {
    env,
    drop: async () => {
      await migrated.drop();
      await seeded.drop();
    },
  };
}
