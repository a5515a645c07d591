import type { Deps } from '../../platform/deps';
import { breathe } from '../../platform/breathe';
import { newId } from '../../platform/crypto';
import { CsvError, csvChunks } from '../lists';
import { insertLoadedLeads, type LoadedLead } from '../messaging-leads/load-leads';
import type { ListEvents } from './list-events';
import * as repo from './messaging-lists.repo';
import type { MessagingListCounters, MessagingListRow } from './messaging-lists.tables';
import type { MessagingListsServices } from './ports';
import { rowReader, type Outcome, type Scrub, type ScrubContext } from './scrub';

/** What runs when a list is processed: `ready` after it turns READY (the service activates a list asked to start ACTIVE). */
export interface ProcessorHooks { ready?: (list: MessagingListRow) => Promise<void>; finished?: (listId: string) => Promise<void> }

/** A problem that stops a list for good: it shows as the list's error. */
export class MessagingListFailure extends Error {}
/** Another worker (or a delete) moved the list on: this run stops and its batch is rolled back. */
class Superseded extends Error {}

/** Rows checked and committed together. */
export const MESSAGING_LIST_BATCH_ROWS = 1000;
/** Who a status change is by when the system makes it. */
export const SYSTEM = 'the list processor';

/** Adds a batch's outcomes to the list's counts and carrier breakdown. */
export function countOutcomes(c: MessagingListCounters, carriers: Record<string, number>, outcomes: readonly Outcome[]) {
  const next = { ...c, supplied: c.supplied + outcomes.length };
  const breakdown = { ...carriers };
  for (const o of outcomes) {
    if (o.status === 'READY') {
      next.loaded++;
      if (o.carrier) breakdown[o.carrier] = (breakdown[o.carrier] ?? 0) + 1;
    } else if (o.status === 'INVALID') next.invalid++;
    else if (o.status === 'LANDLINE') next.landline++;
    else if (o.status === 'DUPLICATE') next.duplicate++;
    // A number the workflow refuses is suppressed for this campaign as an opt-out or DNC one is.
    else next.suppressed++;
  }
  return { counters: next, carrierBreakDown: breakdown };
}

/**
 * The list processing job: streams the stored file from the first row not committed, scrubs it a batch at a time and
 * commits each batch's leads with the list's progress in one transaction guarded by the rows done so far, so a crash
 * resumes at the next batch and a second worker cannot commit a batch twice. Done, the list is READY to activate.
 */
export function messagingListProcessor(
  deps: Pick<Deps, 'db' | 'files' | 'now'>, s: Pick<MessagingListsServices, 'workflows'>, scrub: Scrub, events: ListEvents,
  hooks: ProcessorHooks = {},
) {
  const { db } = deps;

  async function fail(listId: string, message: string) {
    const row = await repo.transition(db, listId, 'PROCESSING', { status: 'ERROR', errorMessage: message, processingFinish: deps.now() });
    if (row) {
      await events.statusChanged(row, 'PROCESSING', SYSTEM);
      await hooks.finished?.(listId);
    }
  }

  async function run(listId: string): Promise<'done' | 'failed' | 'skipped'> {
    let list = await repo.findListById(db, listId);
    if (!list || list.status !== 'PROCESSING' || !list.request || !list.fileId) return 'skipped';
    try {
      if (!list.processingStart) {
        await repo.updateList(db, list.id, { processingStart: deps.now() });
        list = (await repo.findListById(db, listId))!;
        await events.publish(list);
      }
      const req = list.request!;
      const workflow = req.workflowId ? await s.workflows.published(list.workspaceId, req.workflowId) : null;
      if (req.workflowId && !workflow) throw new MessagingListFailure('The campaign’s Aegis workflow is not published.');
      const ctx: ScrubContext = { workspaceId: list.workspaceId, campaignId: list.campaignId, dncRecordSets: req.dncRecordSets, workflow };
      await stream(list, ctx);
      const done = await repo.transition(db, listId, 'PROCESSING', { status: 'READY', processingFinish: deps.now() });
      if (done) {
        await events.statusChanged(done, 'PROCESSING', SYSTEM);
        await hooks.ready?.(done);
      }
      await hooks.finished?.(listId);
      return 'done';
    } catch (err) {
      if (err instanceof Superseded) return 'skipped';
      if (err instanceof MessagingListFailure || err instanceof CsvError) {
        await fail(listId, err.message);
        return 'failed';
      }
      throw err;
    }
  }

  async function stream(list: MessagingListRow, ctx: ScrubContext) {
    const source = await deps.files.openStream(list.fileId!);
    if (!source) throw new MessagingListFailure('The uploaded file is no longer available.');
    const read = rowReader(list.request!.mappedCols);
    let state = { rows: list.processedRows, counters: list.counters, carriers: list.carrierBreakDown };

    // Other requests get their turn before the scrub and before the batch's transaction, whatever the database (see breathe).
    const commit = async (cells: string[][]) => {
      await breathe();
      const rows = cells.map(read);
      const outcomes = await scrub(ctx, rows);
      await breathe();
      const leads: LoadedLead[] = outcomes.map((o, i) => ({
        id: newId(), workspaceId: list.workspaceId, campaignId: list.campaignId, listId: list.id, phone: rows[i]!.phone ?? rows[i]!.raw,
        status: o.status, statusMessage: o.message, carrier: o.carrier, normalizedCarrier: o.normalizedCarrier, zones: o.zones, leadData: rows[i]!.leadData,
      }));
      const { counters, carrierBreakDown } = countOutcomes(state.counters, state.carriers, outcomes);
      const next = { rows: state.rows + cells.length, counters, carriers: carrierBreakDown };
      await db.transaction(async (tx) => {
        if (!(await repo.advance(tx, list.id, state.rows, { processedRows: next.rows, counters, carrierBreakDown }))) throw new Superseded();
        await insertLoadedLeads(tx, leads);
      });
      state = next;
      await events.publish({ ...list, processedRows: state.rows, counters: state.counters, carrierBreakDown: state.carriers }, { progress: true });
    };

    let batch: string[][] = [];
    try {
      // Row 1 is the header row; rows committed before are skipped.
      for await (const chunk of csvChunks(source.stream, { from: 2 + state.rows })) {
        for (const record of chunk) {
          batch.push(record);
          if (batch.length >= MESSAGING_LIST_BATCH_ROWS) {
            await commit(batch);
            batch = [];
          }
        }
      }
      if (batch.length > 0) await commit(batch);
    } finally {
      source.stream.destroy();
    }
  }

  return { run, fail };
}
export type MessagingListProcessor = ReturnType<typeof messagingListProcessor>;
