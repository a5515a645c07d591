import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import type { SmsCarrier, SmsProviderEvent } from '../../providers/sms/sms';
import type { ReplyChangesSql } from '../opt-outs/opt-outs.service';
import { messagingLeads, messagingSendLeases, smsEarlyReceipts, smsMessages, smsRateCounters, smsSenderClock, type MessagingLeadRow, type SmsMessageRow } from './messaging-leads.tables';

export type NewLead = typeof messagingLeads.$inferInsert;
export type NewMessage = typeof smsMessages.$inferInsert;

/** Adds leads; a number the campaign already has (texted once per campaign) is skipped. Answers the ids kept. */
export async function insertLeads(db: DbOrTx, rows: NewLead[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const kept = await db.insert(messagingLeads).values(rows).onConflictDoNothing().returning({ id: messagingLeads.id });
  return new Set(kept.map((r) => r.id));
}

/**
 * Up to `limit` of a campaign's READY leads whose time has come (of its active lists, or loaded one at a time): those
 * that waited first, then fresh ones (never held back) in id order after `after`. The cursor matters on a big list:
 * the index keeps entries of leads already sent until a vacuum, and a scan from the start would step over all of them
 * every batch. A read: `queueInitial` takes each lead only while it is still READY, so two senders never text one.
 */
export async function dueLeads(db: Db, campaignId: string, listIds: readonly string[], now: Date, limit: number, after?: string): Promise<MessagingLeadRow[]> {
  const lists = listIds.length ? or(isNull(messagingLeads.listId), inArray(messagingLeads.listId, [...listIds])) : isNull(messagingLeads.listId);
  const ready = and(eq(messagingLeads.campaignId, campaignId), eq(messagingLeads.status, 'READY'), lists);
  const waited = await db.select().from(messagingLeads).where(and(ready, lte(messagingLeads.retryAfter, now)))
    .orderBy(asc(messagingLeads.retryAfter), asc(messagingLeads.id)).limit(limit);
  if (waited.length >= limit) return waited;
  // Ordered as the index is (retry_after is null for all of them): ordered by id alone, the planner may walk the
  // primary key over every lead of every campaign looking for a few READY ones (2 s at a million sent).
  const fresh = await db.select().from(messagingLeads).where(and(ready, isNull(messagingLeads.retryAfter), after ? gt(messagingLeads.id, after) : undefined))
    .orderBy(asc(messagingLeads.retryAfter), asc(messagingLeads.id)).limit(limit - waited.length);
  return [...waited, ...fresh];
}

/**
 * Stores each lead's initial message QUEUED and marks the lead SENDING from its sender, in one statement, for the
 * leads still READY (another sender may have taken one since it was read): answers the lead ids taken. Arrays, not
 * a parameter per value: a batch of 500 is five parameters to bind, not 6,500.
 */
export async function queueInitial(db: DbOrTx, c: { workspaceId: string; campaignId: string; at: Date },
  rows: { id: string; leadId: string; body: string; from: string; to: string }[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const result = await db.execute(sql`
    with v as (select * from unnest(${sql.param(rows.map((r) => r.id))}::text[], ${sql.param(rows.map((r) => r.leadId))}::text[], ${sql.param(rows.map((r) => r.body))}::text[],
        ${sql.param(rows.map((r) => r.from))}::text[], ${sql.param(rows.map((r) => r.to))}::text[]) as v(id, lead_id, body, from_number, to_number)),
      taken as (update messaging_leads l set status = 'SENDING', sender_number = v.from_number from v
        where l.id = v.lead_id and l.status = 'READY' returning l.id)
    insert into sms_messages (id, workspace_id, campaign_id, lead_id, direction, author, kind, body, from_number, to_number, status, created, updated)
    select v.id, ${c.workspaceId}, ${c.campaignId}, v.lead_id, 'OUT', 'CAMPAIGN', 'INITIAL', v.body, v.from_number, v.to_number, 'QUEUED',
      ${c.at.toISOString()}::timestamptz, ${c.at.toISOString()}::timestamptz
    from v join taken on taken.id = v.lead_id
    returning lead_id`);
  return new Set((result as unknown as { rows: { lead_id: string }[] }).rows.map((r) => r.lead_id));
}

/** Holds READY leads back until `until` with the reason, or ends them (SUPPRESSED); a lead no longer READY is left as it is. */
export async function holdReady(db: DbOrTx, ids: readonly string[], patch: Partial<Pick<MessagingLeadRow, 'status' | 'statusMessage' | 'retryAfter' | 'finalized'>>) {
  if (ids.length) await db.update(messagingLeads).set(patch).where(and(inArray(messagingLeads.id, [...ids]), eq(messagingLeads.status, 'READY')));
}

/**
 * What a sender that stopped left: every initial message it stored QUEUED (whatever its lead became since — a reply
 * may have come in before the carrier's answer was recorded), and leads it took without one.
 */
export async function strandedLeads(db: Db, campaignId: string): Promise<{ lead: MessagingLeadRow; message: SmsMessageRow | null }[]> {
  const queued = await db.select().from(smsMessages).innerJoin(messagingLeads, eq(messagingLeads.id, smsMessages.leadId))
    .where(and(eq(smsMessages.campaignId, campaignId), eq(smsMessages.status, 'QUEUED'), eq(smsMessages.direction, 'OUT'), eq(smsMessages.kind, 'INITIAL')));
  const bare = await db.select().from(messagingLeads).where(and(eq(messagingLeads.campaignId, campaignId), eq(messagingLeads.status, 'SENDING'),
    sql`not exists (select 1 from sms_messages m where m.lead_id = ${messagingLeads.id} and m.kind = 'INITIAL' and m.status = 'QUEUED')`));
  return [...queued.map((r) => ({ lead: r.messaging_leads, message: r.sms_messages })), ...bare.map((lead) => ({ lead, message: null }))];
}

/** Puts leads back to wait (READY until `retryAfter`), or ends them with a status and its reason. */
export async function setLeads(db: DbOrTx, ids: readonly string[], patch: Partial<Pick<MessagingLeadRow, 'status' | 'statusMessage' | 'retryAfter' | 'result' | 'finalized' | 'senderNumber' | 'sent' | 'carrier' | 'normalizedCarrier'>>) {
  if (ids.length) await db.update(messagingLeads).set(patch).where(inArray(messagingLeads.id, [...ids]));
}

/**
 * Records each lead's handed-out initial message: when, on which carrier, one attempt more, and SENT while it is
 * still SENDING — a reply can come in before the carrier's answer is recorded, and the conversation it started stays.
 */
export async function markLeadsSent(db: DbOrTx, sent: { id: string; carrier: SmsCarrier; at: Date }[]): Promise<void> {
  if (!sent.length) return;
  const sending = sql`l.status = 'SENDING'`;
  await db.execute(sql`
    update messaging_leads l set status = case when ${sending} then 'SENT' else l.status end,
      retry_after = case when ${sending} then null else l.retry_after end, status_message = case when ${sending} then null else l.status_message end,
      normalized_carrier = v.carrier, sent = v.at, attempts = l.attempts + 1
    from unnest(${sql.param(sent.map((s) => s.id))}::text[], ${sql.param(sent.map((s) => s.carrier))}::text[], ${sql.param(sent.map((s) => s.at.toISOString()))}::timestamptz[]) as v(id, carrier, at)
    where l.id = v.id`);
}

export async function insertMessages(db: DbOrTx, rows: NewMessage[]): Promise<void> {
  if (rows.length) await db.insert(smsMessages).values(rows);
}

/**
 * Records what the carrier answered for each handed-out message: its id, segments and carrier always, SENT only while
 * still QUEUED (a final receipt may have come first: it is never taken back).
 */
export async function markSent(db: DbOrTx, sent: { id: string; providerMessageId: string; segments: number; carrier: SmsCarrier; at: Date }[]): Promise<void> {
  if (!sent.length) return;
  const queued = sql`m.status = 'QUEUED'`;
  await db.execute(sql`
    update sms_messages m set status = case when ${queued} then 'SENT' else m.status end, updated = case when ${queued} then v.at else m.updated end,
      provider_message_id = coalesce(m.provider_message_id, v.pid), segments = v.segments, carrier = v.carrier
    from unnest(${sql.param(sent.map((s) => s.id))}::text[], ${sql.param(sent.map((s) => s.providerMessageId))}::text[], ${sql.param(sent.map((s) => s.segments))}::int[],
      ${sql.param(sent.map((s) => s.carrier))}::text[], ${sql.param(sent.map((s) => s.at.toISOString()))}::timestamptz[]) as v(id, pid, segments, carrier, at)
    where m.id = v.id`);
}

export async function findMessageByProviderId(db: DbOrTx, providerMessageId: string): Promise<SmsMessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.providerMessageId, providerMessageId));
  return row ?? null;
}

export async function findMessage(db: DbOrTx, id: string): Promise<SmsMessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row ?? null;
}

/**
 * Keeps a final receipt aside while its message is QUEUED (the carrier's answer to the send not recorded yet), under
 * the message's lock so the answer is recorded either before (false: apply it now) or after it is kept (true).
 */
export async function holdEarlyReceipt(db: Db, messageId: string, event: Extract<SmsProviderEvent, { kind: 'status' }>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select({ status: smsMessages.status }).from(smsMessages).where(eq(smsMessages.id, messageId)).for('update');
    if (m?.status !== 'QUEUED') return false;
    await tx.insert(smsEarlyReceipts).values({ messageId, event }).onConflictDoNothing();
    return true;
  });
}

/** Takes (deletes and answers) up to `limit` kept receipts whose message is no longer QUEUED, of `messageIds` or any. */
export async function takeEarlyReceipts(db: Db, messageIds: readonly string[] | undefined, limit: number): Promise<Extract<SmsProviderEvent, { kind: 'status' }>[]> {
  const due = db.select({ id: smsEarlyReceipts.messageId }).from(smsEarlyReceipts).innerJoin(smsMessages, eq(smsMessages.id, smsEarlyReceipts.messageId))
    .where(and(ne(smsMessages.status, 'QUEUED'), messageIds ? inArray(smsEarlyReceipts.messageId, [...messageIds]) : undefined))
    .limit(limit).for('update', { of: smsEarlyReceipts, skipLocked: true });
  // An array, read once (see expireAwaitingReceipt).
  const taken = await db.delete(smsEarlyReceipts).where(sql`${smsEarlyReceipts.messageId} = any(array(${due}))`).returning({ event: smsEarlyReceipts.event });
  return taken.map((r) => r.event);
}

/**
 * Ends up to `limit` leads SENT before `olderThan` (their final receipt never came) with `outcome`, oldest first, read
 * from the partial index of SENT leads; leads another sweep holds are skipped, and one a receipt moved meanwhile is
 * left as the receipt made it. Answers the leads ended.
 */
export async function expireAwaitingReceipt(db: Db, olderThan: Date, now: Date, limit: number,
  outcome: Pick<MessagingLeadRow, 'status' | 'result' | 'statusMessage'>): Promise<MessagingLeadRow[]> {
  const awaiting = and(eq(messagingLeads.status, 'SENT'), lt(messagingLeads.sent, olderThan));
  const due = db.select({ id: messagingLeads.id }).from(messagingLeads).where(awaiting).orderBy(asc(messagingLeads.sent)).limit(limit).for('update', { skipLocked: true });
  // An array: read once (an init plan). As `id in (…)` the planner may read the locking subquery again per row, each
  // time skipping the rows this statement already changed and taking more than `limit`.
  return db.update(messagingLeads).set({ ...outcome, retryAfter: null, finalized: now })
    .where(and(sql`${messagingLeads.id} = any(array(${due}))`, eq(messagingLeads.status, 'SENT'))).returning();
}

/** Each lead's newest initial message (the attempt its status is about), by the lead index. */
export async function latestInitialMessages(db: DbOrTx, leadIds: readonly string[]): Promise<Map<string, SmsMessageRow>> {
  if (!leadIds.length) return new Map();
  const rows = await db.selectDistinctOn([smsMessages.leadId]).from(smsMessages)
    .where(and(inArray(smsMessages.leadId, [...leadIds]), eq(smsMessages.direction, 'OUT'), eq(smsMessages.kind, 'INITIAL')))
    .orderBy(asc(smsMessages.leadId), sql`${smsMessages.created} desc`, sql`${smsMessages.id} desc`);
  return new Map(rows.map((m) => [m.leadId, m]));
}

export async function updateMessage(db: DbOrTx, id: string, patch: Partial<Pick<SmsMessageRow, 'status' | 'errorCode' | 'errorMessage' | 'updated'>>) {
  await db.update(smsMessages).set(patch).where(eq(smsMessages.id, id));
}

export async function findLead(db: DbOrTx, id: string): Promise<MessagingLeadRow | null> {
  const [row] = await db.select().from(messagingLeads).where(eq(messagingLeads.id, id));
  return row ?? null;
}

/**
 * The lead each reply belongs to, by its two numbers (`phone|sender`): the newest lead of the workspace texted from
 * the sending number. One read for a batch of replies.
 */
export async function leadsForReplies(db: DbOrTx, pairs: readonly { phone: string; sender: string }[]): Promise<Map<string, MessagingLeadRow>> {
  if (!pairs.length) return new Map();
  const rows = await db.selectDistinctOn([messagingLeads.phone, messagingLeads.senderNumber]).from(messagingLeads)
    .where(sql`(${messagingLeads.phone}, ${messagingLeads.senderNumber}) in (select * from unnest(${sql.param(pairs.map((p) => p.phone))}::text[], ${sql.param(pairs.map((p) => p.sender))}::text[]))`)
    .orderBy(messagingLeads.phone, messagingLeads.senderNumber, sql`${messagingLeads.sent} desc nulls last`);
  return new Map(rows.map((r) => [`${r.phone}|${r.senderNumber}`, r]));
}

export async function conversation(db: DbOrTx, leadId: string, limit: number): Promise<SmsMessageRow[]> {
  return db.select().from(smsMessages).where(eq(smsMessages.leadId, leadId)).orderBy(asc(smsMessages.created), asc(smsMessages.id)).limit(limit);
}

/**
 * Reserves up to `want` segments of a carrier's minute and day windows, as far as `allowed(used)` lets: answers the
 * segments granted and those used before. The window rows are locked while counted, so instances never overshoot a cap together.
 */
export async function reserveSegments(
  db: Db, key: { businessRecordId: string; carrier: SmsCarrier }, windows: { minute: Date; day: Date }, want: number,
  allowed: (used: { minute: number; day: number }) => number,
): Promise<{ grant: number; used: { minute: number; day: number } }> {
  return db.transaction(async (tx): Promise<{ grant: number; used: { minute: number; day: number } }> => {
    const rows = [{ window: 'm' as const, windowStart: windows.minute }, { window: 'd' as const, windowStart: windows.day }]
      .map((w) => ({ ...key, ...w, used: 0 }));
    await tx.insert(smsRateCounters).values(rows).onConflictDoNothing();
    const counted = await tx.select().from(smsRateCounters).where(and(
      eq(smsRateCounters.businessRecordId, key.businessRecordId), eq(smsRateCounters.carrier, key.carrier),
      or(and(eq(smsRateCounters.window, 'm'), eq(smsRateCounters.windowStart, windows.minute)), and(eq(smsRateCounters.window, 'd'), eq(smsRateCounters.windowStart, windows.day))),
    )).for('update');
    const used = { minute: counted.find((c) => c.window === 'm')?.used ?? 0, day: counted.find((c) => c.window === 'd')?.used ?? 0 };
    const grant = Math.max(0, Math.min(want, allowed(used)));
    if (grant > 0) {
      await tx.update(smsRateCounters).set({ used: sql`${smsRateCounters.used} + ${grant}` }).where(and(
        eq(smsRateCounters.businessRecordId, key.businessRecordId), eq(smsRateCounters.carrier, key.carrier),
        or(and(eq(smsRateCounters.window, 'm'), eq(smsRateCounters.windowStart, windows.minute)), and(eq(smsRateCounters.window, 'd'), eq(smsRateCounters.windowStart, windows.day))),
      ));
    }
    return { grant, used };
  });
}

export async function senderClocks(db: Db, numbers: readonly string[]): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await db.select().from(smsSenderClock).where(inArray(smsSenderClock.number, [...numbers]));
  return new Map(rows.map((r) => [r.number, r.nextFreeAt.getTime()]));
}

/** Moves the numbers' clocks forward (never back: another sender may have moved one further). */
export async function advanceSenderClocks(db: Db, clocks: ReadonlyMap<string, number>): Promise<void> {
  if (!clocks.size) return;
  const values = [...clocks].map(([number, at]) => ({ number, nextFreeAt: new Date(at) }));
  await db.insert(smsSenderClock).values(values).onConflictDoUpdate({
    target: smsSenderClock.number,
    set: { nextFreeAt: sql`greatest(${smsSenderClock.nextFreeAt}, excluded.next_free_at)` },
  });
}

/** Takes (or renews) the right to send for a campaign until `expires`, unless another holder's lease still runs. */
export async function acquireLease(db: Db, campaignId: string, holder: string, now: Date, expires: Date): Promise<boolean> {
  const rows = await db.insert(messagingSendLeases).values({ campaignId, holder, expires }).onConflictDoUpdate({
    target: messagingSendLeases.campaignId,
    set: { holder, expires },
    setWhere: sql`${messagingSendLeases.expires} < ${now.toISOString()}::timestamptz or ${messagingSendLeases.holder} = ${holder}`,
  }).returning({ holder: messagingSendLeases.holder });
  return rows.length > 0;
}

export async function releaseLease(db: Db, campaignId: string, holder: string): Promise<void> {
  await db.delete(messagingSendLeases).where(and(eq(messagingSendLeases.campaignId, campaignId), eq(messagingSendLeases.holder, holder)));
}

/**
 * When the campaign's next READY lead is due (null: none waits), over its active lists and single leads: one waiting
 * for nothing is due at once, else the earliest wait. Two index look-ups (a min over a coalesce would read them all).
 */
export async function nextDue(db: Db, campaignId: string, listIds: readonly string[]): Promise<Date | null> {
  const lists = listIds.length ? or(isNull(messagingLeads.listId), inArray(messagingLeads.listId, [...listIds])) : isNull(messagingLeads.listId);
  const ready = and(eq(messagingLeads.campaignId, campaignId), eq(messagingLeads.status, 'READY'), lists);
  const [now] = await db.select({ id: messagingLeads.id }).from(messagingLeads).where(and(ready, isNull(messagingLeads.retryAfter)))
    .orderBy(asc(messagingLeads.retryAfter), asc(messagingLeads.id)).limit(1);
  if (now) return new Date(0);
  const [row] = await db.select({ at: messagingLeads.retryAfter }).from(messagingLeads).where(and(ready, isNotNull(messagingLeads.retryAfter)))
    .orderBy(asc(messagingLeads.retryAfter)).limit(1);
  return row?.at ?? null;
}

/** Replies (not initial messages) stored QUEUED before `olderThan` and never answered by the carrier: their sender stopped. */
export async function strandedReplies(db: DbOrTx, olderThan: Date, limit: number): Promise<SmsMessageRow[]> {
  return db.select().from(smsMessages)
    .where(and(eq(smsMessages.status, 'QUEUED'), eq(smsMessages.direction, 'OUT'), ne(smsMessages.kind, 'INITIAL'), lt(smsMessages.created, olderThan)))
    .orderBy(asc(smsMessages.created)).limit(limit);
}

/** Whole message rows as `select … from unnest(column arrays)`: drizzle builds a multi-row insert parameter by parameter (a fifth of a reply batch's CPU). */
function messageRows(rows: readonly SmsMessageRow[]) {
  const col = (type: string, f: (r: SmsMessageRow) => string | number | null) => sql`${sql.param(rows.map(f))}::${sql.raw(type)}[]`;
  return sql`select * from unnest(${col('text', (r) => r.id)}, ${col('text', (r) => r.workspaceId)}, ${col('text', (r) => r.campaignId)}, ${col('text', (r) => r.leadId)},
    ${col('text', (r) => r.direction)}, ${col('text', (r) => r.author)}, ${col('text', (r) => r.kind)}, ${col('text', (r) => r.body)},
    ${col('text', (r) => r.fromNumber)}, ${col('text', (r) => r.toNumber)}, ${col('text', (r) => r.status)}, ${col('text', (r) => r.providerMessageId)},
    ${col('int', (r) => r.segments)}, ${col('text', (r) => r.carrier)}, ${col('text', (r) => r.errorCode)}, ${col('text', (r) => r.errorMessage)},
    ${col('timestamptz', (r) => r.created.toISOString())}, ${col('timestamptz', (r) => r.updated.toISOString())}) as r(${MESSAGE_COLUMNS})`;
}
const MESSAGE_COLUMNS = sql.raw(`id, workspace_id, campaign_id, lead_id, direction, author, kind, body, from_number, to_number, status,
  provider_message_id, segments, carrier, error_code, error_message, created, updated`);

/** What a batch of replies writes besides its opt-outs: each change and automatic reply under the id of the reply that makes it. */
export interface ReplyWrites {
  replies: readonly SmsMessageRow[];
  /** Opted out (its reply as the reason), back to DELIVERED (an opt-out lifted), in a conversation from now on (a first reply). */
  leads: readonly { replyId: string; id: string; status: 'OPTED_OUT' | 'DELIVERED' | 'CONVERSATION'; statusMessage: string | null }[];
  /** Stored QUEUED; `ifOptedOut`: only when its number was newly opted out by the batch (STOP is answered once). */
  answers: readonly { replyId: string; row: SmsMessageRow; ifOptedOut: boolean }[];
}

/** The reply ids stored and the automatic replies stored. */
export interface StoredReplies { stored: Set<string>; answered: Set<string> }

/**
 * Stores a batch of replies with everything they change, in one statement (one round trip, atomic): the replies — a
 * reply whose provider id is stored already (posted twice) is skipped with all it would change — their opt-out
 * changes (`optOuts`, see the opt-outs' `replyChangesSql`, which refer to `stored`), their leads' new status and their
 * automatic replies. Answers the reply ids stored and the automatic replies stored.
 */
export async function storeReplies(db: DbOrTx, at: Date, w: ReplyWrites, optOuts: (stored: SQL) => ReplyChangesSql): Promise<StoredReplies> {
  const out: StoredReplies = { stored: new Set(), answered: new Set() };
  if (!w.replies.length) return out;
  const when = sql`${at.toISOString()}::timestamptz`;
  const text = <T>(rows: readonly T[], f: (r: T) => string | null) => sql`${sql.param(rows.map(f))}::text[]`;
  const o = optOuts(sql`(select id from m)`);
  const result = await db.execute(sql`
    with m as (insert into sms_messages (${MESSAGE_COLUMNS}) ${messageRows(w.replies)} on conflict do nothing returning id),
      o as (${o.optOuts}),
      i as (${o.optIns}),
      rv as (${o.reviews}),
      u as (update messaging_leads l set status = v.status, status_message = v.message,
          finalized = case v.status when 'OPTED_OUT' then ${when} when 'DELIVERED' then null else l.finalized end,
          conversation_at = case when v.status = 'CONVERSATION' then ${when} else l.conversation_at end
        from unnest(${text(w.leads, (x) => x.replyId)}, ${text(w.leads, (x) => x.id)}, ${text(w.leads, (x) => x.status)}, ${text(w.leads, (x) => x.statusMessage)}) as v(reply, id, status, message)
        where l.id = v.id and v.reply in (select id from m)),
      a as (insert into sms_messages (${MESSAGE_COLUMNS})
        select r.* from (${messageRows(w.answers.map((x) => x.row))}) r
          join unnest(${text(w.answers, (x) => x.row.id)}, ${text(w.answers, (x) => x.replyId)}, ${sql.param(w.answers.map((x) => x.ifOptedOut))}::boolean[]) as x(id, reply, if_opted_out) on x.id = r.id
        where x.reply in (select id from m)
          and (not x.if_opted_out or exists (select 1 from o where o.workspace_id = r.workspace_id and o.phone = r.to_number))
        on conflict do nothing returning id)
    select 'm' as k, id as v from m union all select 'a', id from a`);
  const sets = { m: out.stored, a: out.answered };
  for (const row of (result as unknown as { rows: { k: keyof typeof sets; v: string }[] }).rows) sets[row.k].add(row.v);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Health, forecast and the lead routes.

/**
 * The outcome of a campaign's last `window` initial messages handed to the carrier: how many, how many undelivered
 * (UNDELIVERED or FAILED) and how many of their leads opted out.
 */
export async function recentOutcome(db: DbOrTx, campaignId: string, window: number): Promise<{ total: number; undelivered: number; optedOut: number }> {
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where m.status in ('UNDELIVERED', 'FAILED'))::int as undelivered,
      count(*) filter (where l.status = 'OPTED_OUT')::int as opted_out
    from (select id, lead_id, status from sms_messages
          where campaign_id = ${campaignId} and direction = 'OUT' and kind = 'INITIAL' and status <> 'QUEUED'
          order by created desc nulls last, id desc nulls last limit ${window}) m
    join messaging_leads l on l.id = m.lead_id`);
  const r = (result as unknown as { rows: { total: number; undelivered: number; opted_out: number }[] }).rows[0];
  return { total: Number(r?.total ?? 0), undelivered: Number(r?.undelivered ?? 0), optedOut: Number(r?.opted_out ?? 0) };
}

/** READY leads of the campaign that may be sent (its active lists and single leads). */
export async function readyCount(db: DbOrTx, campaignId: string, listIds: readonly string[]): Promise<number> {
  const lists = listIds.length ? or(isNull(messagingLeads.listId), inArray(messagingLeads.listId, [...listIds])) : isNull(messagingLeads.listId);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(messagingLeads)
    .where(and(eq(messagingLeads.campaignId, campaignId), eq(messagingLeads.status, 'READY'), lists));
  return Number(row?.n ?? 0);
}

/** A campaign's leads whose number starts with the digits (by the campaign+phone index), at most `limit`. */
export async function searchLeads(db: DbOrTx, workspaceId: string, campaignId: string, digits: string, limit: number): Promise<MessagingLeadRow[]> {
  return db.select().from(messagingLeads)
    .where(and(eq(messagingLeads.workspaceId, workspaceId), eq(messagingLeads.campaignId, campaignId),
      sql`${messagingLeads.phone} >= ${digits} and ${messagingLeads.phone} < ${`${digits}\uffff`}`))
    .orderBy(asc(messagingLeads.phone), asc(messagingLeads.id)).limit(limit);
}

export async function findLeadIn(db: DbOrTx, workspaceId: string, id: string): Promise<MessagingLeadRow | null> {
  const [row] = await db.select().from(messagingLeads).where(and(eq(messagingLeads.id, id), eq(messagingLeads.workspaceId, workspaceId)));
  return row ?? null;
}

/** One page of a campaign's leads after `afterId` (the download streams them page by page). */
export async function leadsPage(db: DbOrTx, workspaceId: string, campaignId: string, afterId: string, limit: number): Promise<MessagingLeadRow[]> {
  return db.select().from(messagingLeads)
    .where(and(eq(messagingLeads.workspaceId, workspaceId), eq(messagingLeads.campaignId, campaignId), sql`${messagingLeads.id} > ${afterId}`))
    .orderBy(asc(messagingLeads.id)).limit(limit);
}

export async function setDisposition(db: DbOrTx, leadId: string, d: { dispositionId: string; disposition: string; at: Date }): Promise<MessagingLeadRow> {
  const [row] = await db.update(messagingLeads)
    .set({ dispositionId: d.dispositionId, disposition: d.disposition, dispositionAt: d.at, finalized: sql`coalesce(${messagingLeads.finalized}, ${d.at.toISOString()}::timestamptz)` })
    .where(eq(messagingLeads.id, leadId)).returning();
  return row!;
}

/** The first and the last message of each lead's conversation, in two reads at once (the conversation emails of a batch of replies). */
export async function firstAndLastOf(db: DbOrTx, leadIds: readonly string[]): Promise<Map<string, { first: SmsMessageRow | null; last: SmsMessageRow | null }>> {
  const found = new Map(leadIds.map((id) => [id, { first: null as SmsMessageRow | null, last: null as SmsMessageRow | null }]));
  if (!leadIds.length) return found;
  const of = sql`${smsMessages.leadId} = any(${sql.param([...leadIds])}::text[])`;
  const [first, last] = await Promise.all([
    db.selectDistinctOn([smsMessages.leadId]).from(smsMessages).where(of).orderBy(smsMessages.leadId, asc(smsMessages.created), asc(smsMessages.id)),
    db.selectDistinctOn([smsMessages.leadId]).from(smsMessages).where(of).orderBy(smsMessages.leadId, sql`${smsMessages.created} desc, ${smsMessages.id} desc`),
  ]);
  for (const m of first) found.get(m.leadId)!.first = m;
  for (const m of last) found.get(m.leadId)!.last = m;
  return found;
}
