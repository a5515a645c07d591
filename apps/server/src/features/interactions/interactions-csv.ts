import { DateTime } from 'luxon';
import type { InteractionDownload } from '@trueline/contract';
import type { Db } from '../../platform/db';
import { csvRow, csvRows } from '../../platform/csv';
import * as repo from './interactions.repo';
import { toInteractionRow } from './interaction-row';
import { searchFilters } from './search-filters';

/** Rows read per query while a download streams (keyset paging, so memory stays flat whatever the total). */
export const CSV_BATCH = 2000;

export const interactionsCsvFileName = (at: Date, timezone: string) => `Interactions-${DateTime.fromJSDate(at, { zone: timezone }).toFormat('yyyy-LL-dd-HHmm')}.csv`;

const HEADER = [
  'Time', 'Time zone', 'Workflow', 'Workflow ID', 'To', 'From', 'Caller ID', 'Result', 'Reason', 'Channel', 'Phone type', 'Extern ID',
  'City', 'State', 'Zip', 'Input zip', 'Callee time zone', 'Test', 'SIP trunk', 'Run time (s)', 'Valid', 'Activity score', 'Line type',
  'Carrier', 'Prepaid', 'Known litigator', 'Litigator actions', 'SIP status', 'Hang-up cause', 'Call duration (s)', 'Data', 'Interaction ID',
];

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : v ? 'Yes' : 'No');

/**
 * The CSV of a call search (same filters, every matching interaction, newest first unless asked), produced a batch at a
 * time: the export service pipes it to its file. Times are shown in the search's time zone; cells that a spreadsheet
 * would run as a formula are escaped (platform/csv.ts).
 */
export async function* interactionsCsv(
  db: Db,
  scope: repo.Scope,
  q: InteractionDownload,
  workflowNames: (ids: string[]) => Promise<Map<string, string>>,
): AsyncGenerator<string> {
  const filters = searchFilters(q);
  const descending = q.sortOrder === 'desc';
  const names = new Map<string, string>();
  yield csvRow(HEADER);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const batch = await repo.batchAfter(db, scope, filters, after, CSV_BATCH, descending);
    if (batch.length === 0) return;
    const unknown = [...new Set(batch.map((r) => r.workflow_id))].filter((id) => !names.has(id));
    if (unknown.length > 0) for (const [id, name] of await workflowNames(unknown)) names.set(id, name);
    const lines = batch.map((row) => {
      const r = toInteractionRow(row);
      const v = r.validationResult;
      return [
        DateTime.fromISO(r.timestamp, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm:ss'), q.timezone, names.get(r.workflowId) ?? '', r.workflowId,
        r.to, r.from, r.pcidFromNumber, r.result, r.reason, r.channelType, r.phoneType, r.externId, r.city, r.state, r.zip, r.originalZip, r.timezone,
        yesNo(r.isTest), yesNo(r.isSipTrunk), r.runTimeInSeconds, yesNo(v?.isValid), v?.activityScore, v?.lineType, v?.carrier, yesNo(v?.isPrepaid),
        yesNo(r.knownLitigatorCheck?.Found), r.knownLitigatorCheck?.actions, r.sipCallResult?.status, r.sipCallResult?.hangupCause,
        r.sipCallResult?.duration, Object.keys(r.data).length > 0 ? JSON.stringify(r.data) : '', r.id,
      ];
    });
    yield csvRows(lines);
    const last = batch[batch.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
    if (batch.length < CSV_BATCH) return;
  }
}
