import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { USAGE_COUNT_CAP, USAGE_TEXTS, type SmsUsageRow, type UsageDownload, type UsageSearch } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db';
import { cappedCount } from '../../platform/capped-count';
import type { ExportService } from '../reports/export-service';
import type { WorkspaceScope } from '../workspaces/workspace';
import { messagingLeads, smsMessages, type SmsMessageRow } from './messaging-leads.tables';

export const MESSAGES_USAGE_EXPORT = 'messages-usage';
type Filters = Pick<UsageSearch, 'earliest' | 'latest' | 'campaignId' | 'to' | 'from' | 'sortOrder'>;

/**
 * The filters as SQL. A number that is a lead's phone in the workspace is read through its leads (the leads' phone
 * index, then the messages' lead index): the send path keeps no index on the messages' numbers. Any other number
 * (one of our senders) is a condition on the rows read in time order.
 */
async function where(db: DbOrTx, workspaceId: string, q: Filters): Promise<SQL> {
  const byNumber = async (column: typeof smsMessages.fromNumber | typeof smsMessages.toNumber, number: string | undefined) => {
    if (!number) return undefined;
    const leads = db.select({ id: messagingLeads.id }).from(messagingLeads).where(and(eq(messagingLeads.phone, number), eq(messagingLeads.workspaceId, workspaceId)));
    const [lead] = await leads.limit(1);
    return lead ? and(inArray(smsMessages.leadId, leads), eq(column, number)) : eq(column, number);
  };
  return and(
    eq(smsMessages.workspaceId, workspaceId),
    gte(smsMessages.created, new Date(q.earliest)),
    lt(smsMessages.created, new Date(q.latest)),
    q.campaignId.length ? inArray(smsMessages.campaignId, q.campaignId) : undefined,
    await byNumber(smsMessages.toNumber, q.to),
    await byNumber(smsMessages.fromNumber, q.from),
  )!;
}
const pageOf = (db: DbOrTx, where: SQL, q: Pick<Filters, 'sortOrder'> & { page: number; size: number }) =>
  db.select().from(smsMessages).where(where)
    .orderBy(...(q.sortOrder === 'asc' ? [asc(smsMessages.created), asc(smsMessages.id)] : [desc(smsMessages.created), desc(smsMessages.id)]))
    .limit(q.size).offset(q.page * q.size);

export const toSmsUsageRow = (m: SmsMessageRow): SmsUsageRow => ({
  id: m.id, timestamp: m.created.toISOString(), status: m.status, direction: m.direction === 'IN' ? 'INBOUND' : 'OUTBOUND',
  from: m.fromNumber, to: m.toNumber, messagingCampaignId: m.campaignId, message: m.body, segments: m.segments,
});

/** Messages (spec 3 §2.12): every text of the workspace's Engage campaigns, sent and received, with its segments. */
export function messagesUsage(deps: Pick<Deps, 'db'>, exports: Pick<ExportService, 'request'>) {
  const { db } = deps;
  return {
    async search({ workspace }: WorkspaceScope, q: UsageSearch) {
      const filters = await where(db, workspace.id, q);
      const [rows, { total, capped }] = await Promise.all([pageOf(db, filters, q), cappedCount(db, smsMessages, filters, USAGE_COUNT_CAP)]);
      return { content: rows.map(toSmsUsageRow), totalElements: total, totalCapped: capped };
    },
    async download(scope: WorkspaceScope, q: UsageDownload) {
      const show = (iso: string) => DateTime.fromISO(iso, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm');
      const { reportId } = await exports.request(scope, {
        kind: MESSAGES_USAGE_EXPORT, reportName: `Messages ${show(q.earliest)} to ${show(q.latest)}`, params: { ...q, page: undefined, size: undefined },
      });
      return { reportId, message: USAGE_TEXTS.downloadRequested };
    },
    /** The export's rows: every matching message, its time in the chosen zone. */
    async *csvRows(workspaceId: string, q: UsageDownload) {
      yield ['Time', 'Direction', 'Status', 'From', 'To', 'Campaign', 'Segments', 'Message'];
      const filters = await where(db, workspaceId, q);
      for (let page = 0; ; page++) {
        const rows = await pageOf(db, filters, { ...q, page, size: 2_000 });
        for (const m of rows) {
          yield [DateTime.fromJSDate(m.created, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm:ss'), m.direction === 'IN' ? 'INBOUND' : 'OUTBOUND', m.status, m.fromNumber, m.toNumber, m.campaignId, m.segments, m.body];
        }
        if (rows.length < 2_000) return;
      }
    },
  };
}
export type MessagesUsage = ReturnType<typeof messagesUsage>;
