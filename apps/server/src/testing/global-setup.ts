import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { migratedPgliteDump, openPostgres } from '../platform/db';

/**
 * Migrates one template database per test run, so each test app starts from a copy of it instead of running every
 * migration again: a dumped PGlite data directory, or a PostgreSQL template database under TEST_DATABASE_URL.
 * Workers find it through the environment (see `freshDatabase`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-template-')), 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
    process.env.TEST_PGLITE_TEMPLATE = file;
    return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const name = `trueline_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.close();
  process.env.TEST_PG_TEMPLATE = name;
  return () => adminQuery(base, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
