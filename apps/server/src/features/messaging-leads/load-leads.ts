import { and, eq, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MessagingLeadStatus } from '@trueline/contract';
import { breathe } from '../../platform/breathe';
import type { DbOrTx } from '../../platform/db';
import type { SmsCarrier } from '../../providers/sms/sms';
import { messagingLeads as t } from './messaging-leads.tables';

/**
 * How Engage lists write and read their leads (the lists feature owns this file): a processed batch goes in at once,
 * the scrub asks which numbers the campaign already has, a list's metrics count its sent, delivered and failed leads.
 */

/** The statuses a list's scrub gives a lead. */
export type LoadedLeadStatus = Extract<MessagingLeadStatus, 'READY' | 'INVALID' | 'LANDLINE' | 'DUPLICATE' | 'SUPPRESSED' | 'REJECTED'>;

export interface LoadedLead {
  id: string;
  workspaceId: string;
  campaignId: string;
  /** Null for a lead loaded on its own (the public API): the sending engine texts it while the campaign is ACTIVE. */
  listId: string | null;
  /** Ten digits; an INVALID lead keeps what the file said. */
  phone: string;
  status: LoadedLeadStatus;
  statusMessage: string | null;
  carrier: string | null;
  normalizedCarrier: SmsCarrier | null;
  zones: readonly string[];
  leadData: Record<string, string>;
}

/**
 * Rows per insert statement: well under PostgreSQL's 65,535 parameters, and short enough that PGlite, which runs a
 * statement in this thread, holds the event loop for tens of milliseconds, not hundreds (1000 rows took 100-280 ms).
 */
const INSERT_ROWS = 250;

/** Writes a batch of a list's leads (inside the batch's transaction), letting other work in between statements. */
export async function insertLoadedLeads(db: DbOrTx, leads: readonly LoadedLead[]): Promise<void> {
  for (let i = 0; i < leads.length; i += INSERT_ROWS) {
    if (i > 0) await breathe();
    const part = leads.slice(i, i + INSERT_ROWS).map((l) => ({ ...l, zones: [...l.zones], retryAfter: null }));
    await db.insert(t).values(part);
  }
}

/** The numbers among `phones` the campaign already has as a lead (a refused INVALID row is not a lead). */
export async function phonesInCampaign(db: DbOrTx, campaignId: string, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db.selectDistinct({ phone: t.phone }).from(t)
    .where(and(eq(t.campaignId, campaignId), inArray(t.phone, [...phones]), ne(t.status, 'INVALID')));
  return new Set(rows.map((r) => r.phone));
}

export interface ListSendCounts { sent: number; delivered: number; failed: number }

/** Per list: leads texted, delivered (or in conversation since) and failed. */
export async function sendCountsOfLists(db: DbOrTx, listIds: readonly string[]): Promise<Map<string, ListSendCounts>> {
  if (listIds.length === 0) return new Map();
  const rows = await db.select({
    listId: t.listId,
    sent: sql<number>`count(*) filter (where ${t.sent} is not null)::int`,
    delivered: sql<number>`count(*) filter (where ${t.result} = 'DELIVERED' or ${t.status} in ('DELIVERED', 'CONVERSATION'))::int`,
    failed: sql<number>`count(*) filter (where ${t.status} = 'FAILED')::int`,
  }).from(t).where(inArray(t.listId, [...listIds])).groupBy(t.listId);
  return new Map(rows.map((r) => [r.listId!, { sent: Number(r.sent), delivered: Number(r.delivered), failed: Number(r.failed) }]));
}

/** A deleted list's leads that were never texted: they go, so the numbers may come back in another list. */
export async function dropUnsentLeads(db: DbOrTx, listId: string): Promise<number> {
  const rows = await db.delete(t).where(and(eq(t.listId, listId), isNull(t.sent))).returning({ id: t.id });
  return rows.length;
}

/**
 * The lead statuses that still wait for something: READY (to be texted, perhaps after `retryAfter`), SENDING (claimed by
 * the engine) and SENT (handed to the carrier, its receipt to come: a temporary failure makes it READY again). Every
 * other status is final: DELIVERED, FAILED, CONVERSATION and OPTED_OUT after sending (a reply or an opt-in moves a lead
 * between these, never back to READY), and the scrub's INVALID, LANDLINE, DUPLICATE, SUPPRESSED and REJECTED.
 */
export const OPEN_LEAD_STATUSES = ['READY', 'SENDING', 'SENT'] as const satisfies readonly MessagingLeadStatus[];

/**
 * Whether the list of `listId` (a column or a value) has an open lead: read from the partial index
 * messaging_leads_list_open, which holds open leads only, so it costs the same on a list of a million final leads.
 * The statuses are written as literals, the index's own predicate, so the planner can always use it.
 */
export const hasOpenLeads = (listId: AnyColumn | string): SQL =>
  sql`exists (select 1 from ${t} where ${t.listId} = ${listId} and ${t.status} in (${sql.raw(OPEN_LEAD_STATUSES.map((s) => `'${s}'`).join(', '))}))`;
