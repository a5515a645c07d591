import { sql, type SQL } from 'drizzle-orm';
import type { InteractionResult } from '@trueline/contract';
import type { Db, Tx } from '../../platform/db';
import type { Span } from '../../platform/rollup-ranges';

export interface Scope {
  orgId: string;
  workspaceId: string;
}

export const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * Runs reads in a transaction without JIT compilation: the planner's cost estimates for scans of the big tables
 * cross PostgreSQL's JIT threshold, and compiling costs more (hundreds of ms) than these queries take to run.
 */
export const withoutJit = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });

/** Values as one PostgreSQL text array literal (null elements stay null), any text quoted and escaped. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${/["\\]/.test(v) ? v.replace(/["\\]/g, '\\$&') : v}"`;
  }
  return `${out}}`;
}
export const textArray = (values: readonly (string | null)[]) => sql`${textArrayLiteral(values)}::text[]`;
export const iso = (ms: number | Date) => new Date(ms).toISOString();

/** Rollup values are the first 500 characters of a reason (states, carriers and line types are short). */
export const ROLLUP_VALUE_MAX = 500;

/** The filters of call search, as the rows and the rollups both read them. */
export interface InteractionFilters {
  from: Date;
  to: Date;
  workflowIds: readonly string[];
  toPhone?: string;
  fromPhone?: string;
  states: readonly string[];
  results: readonly InteractionResult[];
  /** An ILIKE pattern (already escaped and wrapped in %). */
  reasonPattern?: string;
  includeTest: boolean;
}

/** Escapes LIKE's wildcards in typed text and wraps it for a contains-match. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;


/** The WHERE clause of raw rows (alias `i`) for the filters over [from, to). */
export function rowFilters(scope: Scope, f: Omit<InteractionFilters, 'from' | 'to'>, span: Span): SQL {
  return sql`i.workspace_id = ${scope.workspaceId}
    and i.timestamp >= ${iso(span.from)}::timestamptz and i.timestamp < ${iso(span.to)}::timestamptz
    ${f.workflowIds.length > 0 ? sql`and i.workflow_id = any(${textArray(f.workflowIds)})` : sql``}
    ${f.toPhone ? sql`and i.to_phone = ${f.toPhone}` : sql``}
    ${f.fromPhone ? sql`and i.from_phone = ${f.fromPhone}` : sql``}
    ${f.states.length > 0 ? sql`and i.state = any(${textArray(f.states)})` : sql``}
    ${f.results.length > 0 ? sql`and i.result = any(${textArray(f.results)})` : sql``}
    ${f.reasonPattern ? sql`and left(i.reason, ${ROLLUP_VALUE_MAX}) ilike ${f.reasonPattern}` : sql``}
    ${f.includeTest ? sql`` : sql`and not i.is_test`}`;
}
