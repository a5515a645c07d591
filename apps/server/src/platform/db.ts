import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';

/** Drizzle on either database; both speak PostgreSQL, so one type serves. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw SQL access for the platform pieces that bypass Drizzle (queue, LISTEN/NOTIFY). */
export interface SqlClient {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements and no parameters; answers the last result. */
  exec<T = Record<string, unknown>>(text: string): Promise<{ rows: T[] }>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  sql: SqlClient;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, which `openPglite(null, dump)` opens as a copy. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/**
 * Opens the embedded PGlite under `dataDir`, or an in-memory one when `dataDir` is null; `from` starts it as a copy
 * of a dumped data directory (the tests' migrated template), which is much quicker than migrating.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  // Loaded on demand: the WASM build takes some 40 MB that a server on PostgreSQL has no use for.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, loadDataDir: from });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const sql: SqlClient = {
    kind: 'pglite',
    query: (text, values) => client.query(text, values ?? []) as never,
    exec: async (text) => {
      const results = await client.exec(text);
      return (results[results.length - 1] ?? { rows: [] }) as never;
    },
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => unlisten();
    },
    close: () => client.close(),
  };
  return { db, sql, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}

export async function openPostgres(url: string): Promise<Database> {
  // No JIT: every statement here is short, and the compile (tens of ms) would cost more than it runs. It switches on
  // by estimated cost, which the planner settings of the sandbox dialer's look-ups (seqscan off) push past its bar.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as Db;
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  const listeners: pg.Client[] = [];
  const sql: SqlClient = {
    kind: 'postgres',
    query: (text, values) => pool.query(text, values) as never,
    exec: async (text) => {
      const res = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(res) ? res[res.length - 1] : res) as never;
    },
    listen: async (channel, onMessage) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      });
      await client.query(`LISTEN "${channel}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
  return { db, sql, close: () => sql.close() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
