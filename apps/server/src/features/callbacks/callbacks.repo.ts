import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { USAGE_COUNT_CAP, type UsageSearch } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { cappedCount } from '../../platform/capped-count';
import { callbacks } from './callbacks.tables';

export type CallbackRow = typeof callbacks.$inferSelect;

/** Stores a reported call; answers it, or null when the carrier reported it before (by its call id). */
export async function insertCallback(db: DbOrTx, row: CallbackRow): Promise<CallbackRow | null> {
  const [saved] = await db.insert(callbacks).values(row).onConflictDoNothing({ target: callbacks.providerCallId }).returning();
  return saved ?? null;
}

type Filters = Pick<UsageSearch, 'earliest' | 'latest' | 'campaignId' | 'to' | 'from'>;
function where(workspaceId: string, q: Filters): SQL {
  return and(
    eq(callbacks.workspaceId, workspaceId),
    gte(callbacks.timestamp, new Date(q.earliest)),
    lt(callbacks.timestamp, new Date(q.latest)),
    q.campaignId.length ? inArray(callbacks.campaignId, q.campaignId) : undefined,
    q.to ? eq(callbacks.called, q.to) : undefined,
    q.from ? eq(callbacks.caller, q.from) : undefined,
  )!;
}

type Paged = Filters & { page: number; size: number; sortOrder: 'asc' | 'desc' };
const pageOf = (db: DbOrTx, workspaceId: string, q: Paged) =>
  db.select().from(callbacks).where(where(workspaceId, q))
    .orderBy(...(q.sortOrder === 'asc' ? [asc(callbacks.timestamp), asc(callbacks.id)] : [desc(callbacks.timestamp), desc(callbacks.id)]))
    .limit(q.size).offset(q.page * q.size);

/** A page of a workspace's callbacks in the filters, by time (the id breaking ties), and how many match (up to the cap). */
export async function searchCallbacks(db: DbOrTx, workspaceId: string, q: Paged) {
  const [rows, count] = await Promise.all([pageOf(db, workspaceId, q), cappedCount(db, callbacks, where(workspaceId, q), USAGE_COUNT_CAP)]);
  return { rows, ...count };
}

/** Every matching callback, a batch at a time (the download). */
export async function* eachCallback(db: DbOrTx, workspaceId: string, q: Filters & { sortOrder: 'asc' | 'desc' }, batch = 2_000) {
  for (let page = 0; ; page++) {
    const rows = await pageOf(db, workspaceId, { ...q, page, size: batch });
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

/** Callbacks per day in the time zone between two instants: how many, answered, and minutes billed (the Core dashboard). */
export async function dailyCallbacks(db: DbOrTx, workspaceId: string, from: Date, to: Date, timeZone: string) {
  const day = sql<string>`to_char(${callbacks.timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db.select({
    date: day, callbacks: sql<number>`count(*)::int`, answered: sql<number>`(count(*) filter (where ${callbacks.callStatus} = 'ANSWERED'))::int`,
    minutes: sql<number>`coalesce(sum(ceil(${callbacks.billableSeconds} / 60.0)), 0)::int`,
  }).from(callbacks).where(and(eq(callbacks.workspaceId, workspaceId), gte(callbacks.timestamp, from), lt(callbacks.timestamp, to))).groupBy(sql`1`);
}
