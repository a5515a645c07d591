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

let pgliteDump: Blob | undefined;
/** The run's migrated PGlite (global-setup.ts), read once per worker; none for benchmarks, which migrate their own. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (file && !pgliteDump) pgliteDump = new Blob([fs.readFileSync(file)]);
  return pgliteDump;
}

export async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openPglite(null, pgliteTemplate());
    return { database, drop: async () => undefined };
  }
  const name = `trueline_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // A copy of the run's migrated template (global-setup.ts) when there is one; benchmarks migrate their own.
  const template = process.env.TEST_PG_TEMPLATE;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function testApp(opts: { env?: Record<string, string>; seed?: boolean; start?: boolean } & Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_PASSWORD: 'Demo#Pass2026', PUBLIC_URL: 'http://localhost:3999', ...opts.env });
  const { database, drop, url } = opts.database ? { database: opts.database, drop: async () => undefined, url: undefined } : await freshDatabase();
  const app = await buildApp({ config, database, sandboxLatency: 0, jobPollingSeconds: 0.5, ...opts });
  if (opts.seed !== false) await seedDemo(app);
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
