import { sql } from 'drizzle-orm';
import type { ChannelType, InteractionResult, InteractionValidation, KnownLitigatorCheck, PhoneType, SipCallResult, UsageProduct } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import type { StoredInteractionEvent } from './interactions.tables';
import { rowFilters, rowsOf, textArray, textArrayLiteral, type InteractionFilters, type Scope } from './sql-helpers';
import { addToRollups } from './rollups.repo';

export type { InteractionFilters, Scope } from './sql-helpers';
export { containsPattern, withoutJit } from './sql-helpers';

/** An interaction as the recorder writes it. */
export interface NewInteraction {
  id: string;
  /** What the screening is billed as: the recorder puts it in the usage ledger with the interaction. */
  usageProduct?: UsageProduct | null;
  orgId: string;
  workspaceId: string;
  timestamp: Date;
  workflowId: string;
  channelType: ChannelType;
  toPhone: string;
  fromPhone: string;
  pcidFromNumber: string | null;
  originalZip: string | null;
  externId: string | null;
  phoneType: PhoneType | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  timezone: string | null;
  data: Record<string, string>;
  sipCallResult: SipCallResult | null;
  validationResult: InteractionValidation | null;
  knownLitigatorCheck: KnownLitigatorCheck | null;
  result: InteractionResult;
  reason: string | null;
  isTest: boolean;
  isSipTrunk: boolean;
  runTimeMs: number;
  events: StoredInteractionEvent[];
}

/** An interaction as read back (timestamps as ISO text with microseconds, which the keyset cursor needs exactly). */
export interface InteractionReadRow {
  id: string;
  timestamp: string;
  cursor: string;
  workflow_id: string;
  channel_type: ChannelType;
  to_phone: string;
  from_phone: string;
  pcid_from_number: string | null;
  original_zip: string | null;
  extern_id: string | null;
  phone_type: PhoneType | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  timezone: string | null;
  data: Record<string, string>;
  sip_call_result: SipCallResult | null;
  validation_result: InteractionValidation | null;
  known_litigator_check: KnownLitigatorCheck | null;
  result: InteractionResult;
  reason: string | null;
  is_test: boolean;
  is_sip_trunk: boolean;
  run_time_ms: number;
  events?: StoredInteractionEvent[];
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Inserts a batch of interactions and adds them to the rollups, in one statement (one round trip, one transaction).
 * An id already stored is skipped and not counted again, so a batch retried after an unclear failure (the commit
 * went through but its answer was lost) changes nothing twice.
 */
export async function insertInteractions(db: DbOrTx, rows: readonly NewInteraction[]): Promise<void> {
  if (rows.length === 0) return;
  const col = (f: (r: NewInteraction) => string | null) => sql`${textArrayLiteral(rows.map(f))}::text[]`;
  await db.execute(sql`
    with input as (
      select * from unnest(
        ${col((r) => r.id)}, ${col((r) => r.orgId)}, ${col((r) => r.workspaceId)}, ${col((r) => r.timestamp.toISOString())},
        ${col((r) => r.workflowId)}, ${col((r) => r.channelType)}, ${col((r) => r.toPhone)}, ${col((r) => r.fromPhone)},
        ${col((r) => r.pcidFromNumber)}, ${col((r) => r.originalZip)}, ${col((r) => r.externId)}, ${col((r) => r.phoneType)},
        ${col((r) => r.city)}, ${col((r) => r.state)}, ${col((r) => r.zip)}, ${col((r) => r.timezone)}, ${col((r) => json(r.data))},
        ${col((r) => json(r.sipCallResult))}, ${col((r) => json(r.validationResult))}, ${col((r) => r.validationResult?.carrier || null)},
        ${col((r) => r.validationResult?.lineType || null)}, ${col((r) => json(r.knownLitigatorCheck))}, ${col((r) => r.result)},
        ${col((r) => r.reason)}, ${col((r) => String(r.isTest))}, ${col((r) => String(r.isSipTrunk))}, ${col((r) => String(Math.round(r.runTimeMs)))},
        ${col((r) => json(r.events))}
      ) as u(id, org_id, workspace_id, ts, workflow_id, channel_type, to_phone, from_phone, pcid_from_number, original_zip, extern_id,
        phone_type, city, state, zip, timezone, data, sip_call_result, validation_result, carrier, line_type, known_litigator_check,
        result, reason, is_test, is_sip_trunk, run_time_ms, events)
    ), inserted as (
      insert into interactions (id, org_id, workspace_id, timestamp, workflow_id, channel_type, to_phone, from_phone, pcid_from_number,
        original_zip, extern_id, phone_type, city, state, zip, timezone, data, sip_call_result, validation_result, carrier, line_type,
        known_litigator_check, result, reason, is_test, is_sip_trunk, run_time_ms, events)
      select id, org_id, workspace_id, ts::timestamptz, workflow_id, channel_type, to_phone, from_phone, pcid_from_number, original_zip,
        extern_id, phone_type, city, state, zip, timezone, data::jsonb, sip_call_result::jsonb, validation_result::jsonb, carrier, line_type,
        known_litigator_check::jsonb, result, reason, is_test::boolean, is_sip_trunk::boolean, run_time_ms::int, events::jsonb
      from input
      on conflict (id) do nothing
      returning org_id, workspace_id, timestamp, workflow_id, result, is_test, reason, state, carrier, line_type
    )
    ${addToRollups(sql`inserted`)}`);
}


/**
 * Many velocity counts of one kind at once (the same workspace, key kind, channels and test rule): one index probe per
 * value from its own `since`, as one statement. Answers the counts in the order of `items`.
 */
export async function countSinceMany(db: DbOrTx, q: {
  workspaceId: string; by: 'Phone' | 'ExternId'; channelTypes: readonly ChannelType[]; includeTest: boolean; excludeIds: readonly string[];
  items: readonly { value: string; since: Date; until: Date | null }[];
}): Promise<number[]> {
  if (q.items.length === 0) return [];
  const column = q.by === 'Phone' ? sql`i.to_phone` : sql`i.extern_id`;
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    select (select count(*)::int from interactions i
      where i.workspace_id = ${q.workspaceId} and ${column} = x.v and i.timestamp >= x.s and (x.u is null or i.timestamp <= x.u)
        and i.channel_type = any(${textArray(q.channelTypes)})
        ${q.includeTest ? sql`` : sql`and not i.is_test`}
        ${q.excludeIds.length > 0 ? sql`and not (i.id = any(${textArray(q.excludeIds)}))` : sql``}) as n
    from unnest(${textArray(q.items.map((i) => i.value))}, ${textArray(q.items.map((i) => i.since.toISOString()))}::timestamptz[],
      ${textArray(q.items.map((i) => i.until?.toISOString() ?? null))}::timestamptz[]) with ordinality as x(v, s, u, o)
    order by x.o`));
  return rows.map((r) => r.n);
}

const READ_COLUMNS = sql`i.id, to_char(i.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
  to_char(i.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
  i.workflow_id, i.channel_type, i.to_phone, i.from_phone, i.pcid_from_number, i.original_zip, i.extern_id, i.phone_type, i.city,
  i.state, i.zip, i.timezone, i.data, i.sip_call_result, i.validation_result, i.known_litigator_check, i.result, i.reason, i.is_test,
  i.is_sip_trunk, i.run_time_ms`;

/** One page of matching interactions, newest (or oldest) first, the id breaking ties; walks the (workspace, time) index. */
export async function page(db: DbOrTx, scope: Scope, f: InteractionFilters, p: { offset: number; limit: number; descending: boolean }): Promise<InteractionReadRow[]> {
  const dir = p.descending ? sql`desc` : sql`asc`;
  return rowsOf<InteractionReadRow>(await db.execute(sql`
    select ${READ_COLUMNS} from interactions i
    where ${rowFilters(scope, f, { from: f.from.getTime(), to: f.to.getTime() })}
    order by i.timestamp ${dir}, i.id ${dir}
    limit ${p.limit} offset ${p.offset}`));
}

/**
 * The next batch after a cursor (the previous batch's last row), for streaming a download without holding it all:
 * keyset paging on the (workspace, time, id) index, the cursor's time to the microsecond.
 */
export async function batchAfter(db: DbOrTx, scope: Scope, f: InteractionFilters, after: { cursor: string; id: string } | null, limit: number, descending: boolean): Promise<InteractionReadRow[]> {
  const dir = descending ? sql`desc` : sql`asc`;
  const seek = after
    ? descending
      ? sql`and (i.timestamp, i.id) < (${after.cursor}::timestamptz, ${after.id})`
      : sql`and (i.timestamp, i.id) > (${after.cursor}::timestamptz, ${after.id})`
    : sql``;
  return rowsOf<InteractionReadRow>(await db.execute(sql`
    select ${READ_COLUMNS} from interactions i
    where ${rowFilters(scope, f, { from: f.from.getTime(), to: f.to.getTime() })} ${seek}
    order by i.timestamp ${dir}, i.id ${dir}
    limit ${limit}`));
}

/** One interaction of the workspace, with its events. */
export async function find(db: DbOrTx, scope: Scope, id: string): Promise<InteractionReadRow | null> {
  const [row] = rowsOf<InteractionReadRow>(await db.execute(sql`
    select ${READ_COLUMNS}, i.events from interactions i where i.id = ${id} and i.workspace_id = ${scope.workspaceId} and i.org_id = ${scope.orgId}`));
  return row ?? null;
}

