import fs from 'node:fs/promises';
import type { ListMetrics, UsageProduct } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { ProviderError } from '../../providers/sandbox';
import type { DialerDelivery } from '../../providers/dialers/dialers';
import type { LeadsService } from '../leads/leads.service';
import type { NewLead } from '../leads/lead';
import { csvRow } from '../../platform/csv';
import { csvChunks, CsvError } from './csv';
import { leadContext, ListFailure, type LeadContext, type LeadContextDeps } from './context';
import * as repo from './lists.repo';
import type { StoredProcessRequest } from './lists.tables';
import type { ListsServices } from './ports';
import { dialerRecord, listUniqueId, rowReader } from './records';
import { scrubBatch, type CheckCounts, type ExistingPolicy, type Outcome, type ScrubDeps } from './scrub';
import { processedFileName, toCampaignList, type ListPublisher } from './view';

/** Raised when another worker committed the batch first; its transaction is rolled back and this run stops. */
class ListSuperseded extends Error {}

/** How far a list is: rows handled, bytes of the processed file, counts, and the dialer's side. */
interface Progress { rows: number; bytes: number; metrics: ListMetrics; delivered: boolean; response: string | null }

/** Rows checked and delivered together: large enough for few round trips, small enough to bound memory. */
export const LIST_BATCH_ROWS = 5000;
/** Columns the processed file adds to each input row. */
export const PROCESSED_COLUMNS = ['Status', 'Reason', 'Caller ID', 'Unique ID'];

/** How leads the campaign already has are treated: Watchtower duplicate prevention wins, then the RING option. */
export function existingPolicy(ctx: LeadContext, req: StoredProcessRequest): ExistingPolicy {
  if (ctx.campaign.features.duplicatePrevention) return 'REJECT';
  if (ctx.provider !== 'RING') return 'KEEP';
  return req.dedupe === 'RING_REMOVE_FROM_LIST' ? 'REJECT' : req.dedupe === 'RING_REMOVE_ALL_EXISTING' ? 'REPLACE' : 'KEEP';
}

/** Adds a batch's outcomes to the list's counts. */
export function countOutcomes(m: ListMetrics, outcomes: readonly Outcome[], loaded: number): ListMetrics {
  const next = { ...m, total: m.total + outcomes.length, loaded: m.loaded + loaded };
  for (const o of outcomes) {
    if (o.status === 'LOADED') next.valid++;
    else if (o.status === 'INVALID') next.invalid++;
    else if (o.status === 'DUPLICATE') next.duplicate++;
    else if (o.status === 'DNC' || o.status === 'STATE_DNC') next.dnc++;
    else if (o.status === 'TCPA_FLAG') next.tcpa++;
    else if (o.status === 'TOKEN_ERROR') next.tokenError++;
    if (o.boost) {
      if (o.boost.line_type === 'Landline') next.landline++;
      if (o.boost.line_type === 'Mobile') next.mobile++;
      if (o.boost.activity_score <= 30) next.inactive++;
    }
  }
  return next;
}

/** The delivery options of a request: Five9 CRM/list modes, RING de-dupe. */
export function deliveryOptions(ctx: LeadContext, req: StoredProcessRequest): DialerDelivery['options'] {
  if (ctx.provider === 'FIVE9') {
    // The options were resolved (defaults, disabled choices reverted) when processing was requested.
    return { crmAddMode: req.crmAddMode ?? undefined, crmUpdateMode: req.crmUpdateMode ?? undefined, listAddMode: req.listAddMode ?? undefined, leadKeyFields: req.leadKeyFields };
  }
  if (ctx.provider === 'RING') return { dedupe: req.dedupe ?? undefined };
  return {};
}

/**
 * The list processing job. It streams the stored file from the first row not yet committed, checks and delivers it in
 * batches, and commits each batch (leads, counts, rows done, bytes of the processed file) in one transaction guarded by
 * the rows done so far: a crash resumes at the next batch, and a second worker on the same list cannot commit twice.
 * A batch delivered but not committed when the process died is delivered again on resume (the dialer updates by lead key).
 */
export function listProcessor(deps: Pick<Deps, 'db' | 'files' | 'now' | 'voice'> & LeadContextDeps & ScrubDeps, s: ListsServices & { leads: LeadsService }, publish: ListPublisher) {
  const { db } = deps;

  /** A list finished (processed or failed): its CampaignList webhooks, and RealTimeListLoad ones for lists of the public API. */
  async function fireWebhooks(row: repo.ListWithCampaign) {
    const list = toCampaignList(row);
    const event = { orgId: row.orgId, workspaceId: row.workspaceId, campaignId: row.campaignId };
    await s.webhooks.emit({ eventType: 'CampaignList', ...event, payload: list });
    if (row.request?.viaApi) await s.webhooks.emit({ eventType: 'RealTimeListLoad', ...event, payload: { source: 'lists/load', list } });
  }

  async function fail(listId: string, message: string) {
    const now = deps.now();
    if (!(await repo.transition(db, listId, 'PROCESSING', { status: 'ERROR', errorMessage: message, processingFinish: now }))) return;
    const row = (await repo.findListById(db, listId))!;
    if (!row.processingStart) await repo.updateList(db, listId, { processingStart: now });
    await s.campaigns.logEvent({ id: row.campaignId, orgId: row.orgId, workspaceId: row.workspaceId }, 'ERROR', 'List', `List ${row.name} failed: ${message}`);
    const failed = (await repo.findListById(db, listId))!;
    await publish(failed);
    await fireWebhooks(failed);
  }

  /**
   * Processes a list from where it stands. With `until` (a time in ms), it stops at the first batch boundary past it and
   * answers 'paused', the list still PROCESSING with every batch so far committed: the job goes on in a fresh job.
   */
  async function run(listId: string, opts: { until?: number } = {}): Promise<'done' | 'failed' | 'skipped' | 'paused'> {
    let list = await repo.findListById(db, listId);
    if (!list || list.status !== 'PROCESSING' || !list.request || !list.fileId) return 'skipped';
    const req = list.request;
    try {
      const campaign = await s.campaigns.findById(list.campaignId);
      const workspace = await s.workspaces.findAnyOrg(list.workspaceId);
      if (!campaign || !workspace) throw new ListFailure('The campaign or workspace of this list no longer exists.');
      const ctx = await leadContext(deps, s, campaign, workspace);
      if (!list.processingStart) {
        await repo.updateList(db, list.id, { processingStart: deps.now() });
        list = (await repo.findListById(db, listId))!;
        await publish(list);
      }
      let outId = list.processedFileId;
      if (!outId) {
        // Two workers may get here at once: the first file recorded is the list's, the other is dropped.
        const made = await deps.files.create({ orgId: list.orgId, name: processedFileName(list.name), contentType: 'text/csv' });
        outId = await repo.claimProcessedFile(db, list.id, made);
        if (outId !== made) await deps.files.remove(made);
      }
      const out = await fs.open(deps.files.pathOf(outId), 'r+');
      let complete: boolean;
      try {
        complete = await stream(list, req, ctx, out, opts.until ?? Infinity);
      } finally {
        await out.close();
      }
      if (!complete) return 'paused';
      await deps.files.sync(outId);
      await finish(listId);
      return 'done';
    } catch (err) {
      // Another worker took the list further (a job retried while this one still ran): it finishes the list.
      if (err instanceof ListSuperseded) return 'skipped';
      if (err instanceof ListFailure || err instanceof ProviderError || err instanceof CsvError) {
        await fail(listId, err.message);
        return 'failed';
      }
      throw err;
    }
  }

  /** Streams the file's remaining rows through prepare and commit; answers false when it stopped at `until` before the end. */
  async function stream(list: repo.ListWithCampaign, req: StoredProcessRequest, ctx: LeadContext, out: fs.FileHandle, until: number): Promise<boolean> {
    const source = await deps.files.openStream(list.fileId!);
    if (!source) throw new ListFailure('The uploaded file is no longer available.');
    const headers = req.firstRowHasHeaders ? list.firstRow : null;
    const read = rowReader(ctx, req.mappedCols, headers);
    const policy = existingPolicy(ctx, req);
    const options = deliveryOptions(ctx, req);
    /** Progress as committed (what the list row says), and as prepared (batches checked and delivered, maybe not committed yet). */
    let state: Progress = { rows: list.processedRows, bytes: list.outputBytes, metrics: list.metrics, delivered: list.delivered, response: list.dialerResponse };
    let prepared = state;
    const skip = (req.firstRowHasHeaders ? 1 : 0) + state.rows;
    /** Phones of the batch before, which may still be committing: they count as already in the list. */
    let recent = new Set<string>();

    /** Checks a batch and delivers its accepted leads; answers what its commit writes. Runs while the batch before commits. */
    const prepare = async (cells: string[][]) => {
      const from = prepared;
      const rows = cells.map(read);
      const candidates = rows.map((r) => r.candidate);
      const checks: CheckCounts = {};
      const outcomes = await scrubBatch(deps, s.leads, ctx, candidates, { listId: list.id, existing: policy, alsoInList: recent, checks });
      const accepted: number[] = [];
      outcomes.forEach((o, i) => o.status === 'LOADED' && accepted.push(i));
      const callerIds = accepted.length === 0 ? []
        : await s.pools.assignCallerIds(ctx.campaign, accepted.map((i) => ({ phone: candidates[i]!.phone!, zip: candidates[i]!.zip, state: candidates[i]!.state })));
      const callerOf: (string | null)[] = new Array(cells.length).fill(null);
      const uniqueOf: (string | null)[] = new Array(cells.length).fill(null);
      accepted.forEach((i, k) => {
        callerOf[i] = callerIds[k] ?? null;
        uniqueOf[i] = listUniqueId(list.id, from.rows + i);
      });
      let loaded = 0;
      let response = from.response;
      if (accepted.length > 0) {
        const records = accepted.map((i) => dialerRecord(ctx, rows[i]!.fields, { phone: candidates[i]!.phone!, callerId: callerOf[i]!, uniqueId: uniqueOf[i]!, boost: outcomes[i]!.boost }));
        const res = await ctx.adapter.deliver(ctx.account, {
          dialerCampaignId: ctx.campaign.dialerCampaignId, dialerListId: req.dialerListId, mode: req.mode, first: !from.delivered, options, records,
          recordIds: accepted.map((i) => uniqueOf[i]!),
        });
        loaded = Math.min(res.accepted, records.length);
        response = res.response;
      }
      // The processed file: each input row with its outcome, written inside the commit that counts its bytes.
      let text = from.bytes === 0 ? csvRow([...(headers ?? firstRowLabels(list.firstRow.length)), ...PROCESSED_COLUMNS]) : '';
      for (let i = 0; i < cells.length; i++) {
        const o = outcomes[i]!;
        // The row's cells are not read again: the outcome's columns go on the end of the same array.
        const row = cells[i]!;
        row.push(o.status, o.reason ?? '', callerOf[i] ?? '', uniqueOf[i] ?? '');
        text += csvRow(row);
      }
      const bytes = Buffer.from(text, 'utf8');
      const now = deps.now();
      const leads: NewLead[] = [];
      const phones = new Set<string>();
      outcomes.forEach((o, i) => {
        if (o.status === 'INVALID') return;
        const c = candidates[i]!;
        phones.add(c.phone!);
        leads.push({
          orgId: list.orgId, workspaceId: list.workspaceId, campaignId: list.campaignId, listId: list.id, phone: c.phone!,
          status: o.status, zip: c.zip, state: c.state, callerId: callerOf[i], uniqueId: uniqueOf[i], loaded: now,
        });
      });
      const next: Progress = {
        rows: from.rows + cells.length, bytes: from.bytes + bytes.length, metrics: countOutcomes(from.metrics, outcomes, loaded),
        delivered: from.delivered || accepted.length > 0, response,
      };
      prepared = next;
      recent = phones;
      // The batch's checks, keyed by where it starts in the list: a batch checked again after a crash is billed once.
      // Each lead handed to the dialer with a local caller ID is a caller ID transaction.
      const counts: Partial<Record<UsageProduct, number>> = { ...checks, transactions: callerOf.filter(Boolean).length };
      const usage = Object.entries(counts).map(([product, quantity]) => ({
        orgId: list.orgId, workspaceId: list.workspaceId, product: product as UsageProduct, quantity, key: `list:${list.id}:${from.rows}:${product}`, at: now,
      }));
      return { from, next, bytes, leads, usage, replaced: policy === 'REPLACE' ? accepted.map((i) => candidates[i]!.phone!) : [] };
    };

    /** Commits a prepared batch: the processed file's bytes, the leads and the progress, in one transaction. */
    const commit = async (b: Awaited<ReturnType<typeof prepare>>) => {
      await db.transaction(async (tx) => {
        // The list row stays locked until the commit: only the worker that holds it writes the processed file and the leads.
        if (!(await repo.lockProgress(tx, list.id, b.from.rows))) throw new ListSuperseded();
        // Bytes past the committed ones are a crashed attempt's: cut them before appending.
        await out.truncate(b.from.bytes);
        await out.write(b.bytes, 0, b.bytes.length, b.from.bytes);
        await out.sync();
        if (b.replaced.length > 0) await s.leads.removePhones({ id: list.campaignId, workspaceId: list.workspaceId }, b.replaced, list.id, tx);
        await s.leads.insertBatch(b.leads, tx);
        await s.metering.record(b.usage, tx);
        const advanced = await repo.advanceList(tx, list.id, b.from.rows, {
          processedRows: b.next.rows, outputBytes: b.next.bytes, metrics: b.next.metrics, delivered: b.next.delivered, dialerResponse: b.next.response,
        });
        if (!advanced) throw new ListSuperseded();
      });
      state = b.next;
      // The dialer calls the leads it took with their local caller IDs: the carrier sees those numbers presented.
      deps.voice.dialled(b.leads.flatMap((l) => (l.status === 'LOADED' && l.callerId ? [{ callerId: l.callerId, to: l.phone, at: l.loaded }] : [])));
      await publish({ ...list, processedRows: state.rows, outputBytes: state.bytes, metrics: state.metrics, delivered: state.delivered, dialerResponse: state.response }, { progress: true });
    };

    // Two batches overlap: while one commits (database work), the next is parsed, checked and delivered (mostly CPU).
    let committing: Promise<void> | null = null;
    const settle = async () => {
      const c = committing;
      committing = null;
      if (c) await c;
    };
    const batchOf = async (cells: string[][]) => {
      const b = await prepare(cells);
      await settle();
      committing = commit(b);
      // Awaited by the next batch or at the end; a failure meanwhile must not count as unhandled.
      committing.catch(() => undefined);
    };

    let batch: string[][] = [];
    let paused = false;
    try {
      read: for await (const rows of csvChunks(source.stream, { from: skip + 1 })) {
        for (const record of rows) {
          batch.push(record);
          if (batch.length >= LIST_BATCH_ROWS) {
            await batchOf(batch);
            batch = [];
            if (Date.now() >= until) {
              paused = true;
              break read;
            }
          }
        }
      }
      if (batch.length > 0) await batchOf(batch);
      await settle();
    } catch (err) {
      // The batch in flight is committed (or refused) before the failure goes on: the list row is exact either way.
      await settle().catch((committed: unknown) => {
        if (committed instanceof ListSuperseded) throw committed;
      });
      throw err;
    } finally {
      source.stream.destroy();
    }
    if (paused) return false;
    if (state.bytes === 0) {
      // An empty list still gets its processed file's header row.
      const head = Buffer.from(csvRow([...(headers ?? firstRowLabels(list.firstRow.length)), ...PROCESSED_COLUMNS]));
      await out.write(head, 0, head.length, 0);
      await repo.advanceList(db, list.id, state.rows, { outputBytes: head.length });
    }
    // REPLACE empties the dialer list even when no lead survived the checks.
    if (!state.delivered && req.mode === 'REPLACE' && ctx.provider === 'FIVE9') {
      const res = await ctx.adapter.deliver(ctx.account, { dialerCampaignId: ctx.campaign.dialerCampaignId, dialerListId: req.dialerListId, mode: 'REPLACE', first: true, options, records: [] });
      await repo.updateList(db, list.id, { delivered: true, dialerResponse: res.response });
    }
    return true;
  }

  async function finish(listId: string) {
    const now = deps.now();
    if (!(await repo.transition(db, listId, 'PROCESSING', { status: 'PROCESSED', processingFinish: now }))) return;
    const row = (await repo.findListById(db, listId))!;
    const m = row.metrics;
    await s.campaigns.logEvent({ id: row.campaignId, orgId: row.orgId, workspaceId: row.workspaceId }, 'SUCCESS', 'List',
      `List ${row.name} processed: ${m.valid} of ${m.total} leads valid, ${m.loaded} loaded into the dialer`);
    if (row.imported && s.campaigns.markImported) await s.campaigns.markImported(row.campaignId, row.uploaded);
    await publish(row);
    await fireWebhooks(row);
  }

  return { run, fail };
}
export type ListProcessor = ReturnType<typeof listProcessor>;

/** Column labels of a file without a header row. */
export const firstRowLabels = (n: number) => Array.from({ length: n }, (_, i) => `Column ${i + 1}`);
