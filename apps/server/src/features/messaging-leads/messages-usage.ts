import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { USAGE_TEXTS, type SmsUsageRow, type UsageDownload, type UsageSearch } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db';
import type { ExportService } from '../reports/export-service';
import type { WorkspaceScope } from '../workspaces/workspace';
import { smsMessages, type SmsMessageRow } from './messaging-leads.tables';

export const MESSAGES_USAGE_EXPORT = 'messages-usage';
type Filters = Pick<UsageSearch, 'earliest' | 'latest' | 'campaignId' | 'to' | 'from' | 'sortOrder'>;

function where(workspaceId: string, q: Filters): SQL {
  return and(
    eq(smsMessages.workspaceId, workspaceId),
    gte(smsMessages.created, new Date(q.earliest)),
    lt(smsMessages.created, new Date(q.latest)),
    q.campaignId.length ? inArray(smsMessages.campaignId, q.campaignId) : undefined,
    q.to ? eq(smsMessages.toNumber, q.to) : undefined,
    q.from ? eq(smsMessages.fromNumber, q.from) : undefined,
  )!;
}
const pageOf = (db: DbOrTx, workspaceId: string, q: Filters & { page: number; size: number }) =>
  db.select().from(smsMessages).where(where(workspaceId, q))
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
      const [rows, [total]] = await Promise.all([pageOf(db, workspace.id, q), db.select({ n: count() }).from(smsMessages).where(where(workspace.id, q))]);
      return { content: rows.map(toSmsUsageRow), totalElements: total?.n ?? 0 };
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
      for (let page = 0; ; page++) {
        const rows = await pageOf(db, workspaceId, { ...q, page, size: 2_000 });
        for (const m of rows) {
          yield [DateTime.fromJSDate(m.created, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm:ss'), m.direction === 'IN' ? 'INBOUND' : 'OUTBOUND', m.status, m.fromNumber, m.toNumber, m.campaignId, m.segments, m.body];
        }
        if (rows.length < 2_000) return;
      }
    },
  };
}
export type MessagesUsage = ReturnType<typeof messagesUsage>;
