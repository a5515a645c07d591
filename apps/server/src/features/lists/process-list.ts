import fs from 'node:fs/promises';
import type { ListMetrics } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { ProviderError } from '../../providers/sandbox';
import type { DialerDelivery } from '../../providers/dialers/dialers';
import type { LeadsService } from '../leads/leads.service';
import type { NewLead } from '../leads/leads.repo';
import { csvLine, csvRecords } from './csv';
import { leadContext, ListFailure, type LeadContext } from './context';
import * as repo from './lists.repo';
import type { StoredProcessRequest } from './lists.tables';
import type { ListsServices } from './ports';
import { dialerRecord, listUniqueId, rowReader } from './records';
import { scrubBatch, type ExistingPolicy, type Outcome } from './scrub';
import { processedFileName, type ListPublisher } from './view';

/** Raised when another worker committed the batch first; its transaction is rolled back and this run stops. */
class ListSuperseded extends Error {}

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
export function listProcessor(deps: Deps, s: ListsServices & { leads: LeadsService }, publish: ListPublisher) {
  const { db } = deps;

  async function fail(listId: string, message: string) {
    const now = deps.now();
    if (!(await repo.transition(db, listId, 'PROCESSING', { status: 'ERROR', errorMessage: message, processingFinish: now }))) return;
    const row = (await repo.findListById(db, listId))!;
    if (!row.processingStart) await repo.updateList(db, listId, { processingStart: now });
    await s.campaigns.logEvent({ id: row.campaignId, orgId: row.orgId, workspaceId: row.workspaceId }, 'ERROR', 'List', `List ${row.name} failed: ${message}`);
    await publish((await repo.findListById(db, listId))!);
  }

  async function run(listId: string): Promise<'done' | 'failed' | 'skipped'> {
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
      try {
        await stream(list, req, ctx, out);
      } finally {
        await out.close();
      }
      await deps.files.sync(outId);
      await finish(listId);
      return 'done';
    } catch (err) {
      // Another worker took the list further (a job retried while this one still ran): it finishes the list.
      if (err instanceof ListSuperseded) return 'skipped';
      if (err instanceof ListFailure || err instanceof ProviderError) {
        await fail(listId, err.message);
        return 'failed';
      }
      throw err;
    }
  }

  async function stream(list: repo.ListWithCampaign, req: StoredProcessRequest, ctx: LeadContext, out: fs.FileHandle) {
    const source = await deps.files.openStream(list.fileId!);
    if (!source) throw new ListFailure('The uploaded file is no longer available.');
    const headers = req.firstRowHasHeaders ? list.firstRow : null;
    const read = rowReader(ctx, req.mappedCols, headers);
    const policy = existingPolicy(ctx, req);
    const options = deliveryOptions(ctx, req);
    let state = { rows: list.processedRows, bytes: list.outputBytes, metrics: list.metrics, delivered: list.delivered, response: list.dialerResponse };
    const skip = (req.firstRowHasHeaders ? 1 : 0) + state.rows;

    const batchOf = async (cells: string[][]) => {
      const rows = cells.map(read);
      const outcomes = await scrubBatch(deps, s.leads, ctx, rows.map((r) => r.candidate), { listId: list.id, existing: policy });
      const accepted = outcomes.flatMap((o, i) => (o.status === 'LOADED' ? [i] : []));
      const callerIds = accepted.length === 0 ? []
        : await s.pools.assignCallerIds(ctx.campaign, accepted.map((i) => ({ phone: rows[i]!.candidate.phone!, zip: rows[i]!.candidate.zip, state: rows[i]!.candidate.state })));
      const callerOf = new Map(accepted.map((i, k) => [i, callerIds[k] ?? null]));
      const uniqueOf = (i: number) => (outcomes[i]!.status === 'LOADED' ? listUniqueId(list.id, state.rows + i) : null);
      const records = accepted.map((i) => dialerRecord(ctx, rows[i]!.fields, { phone: rows[i]!.candidate.phone!, callerId: callerOf.get(i) ?? null, uniqueId: uniqueOf(i), boost: outcomes[i]!.boost }));
      let loaded = 0;
      let response = state.response;
      if (records.length > 0) {
        const res = await ctx.adapter.deliver(ctx.account, {
          dialerCampaignId: ctx.campaign.dialerCampaignId, dialerListId: req.dialerListId, mode: req.mode, first: !state.delivered, options, records,
        });
        loaded = Math.min(res.accepted, records.length);
        response = res.response;
      }
      // The processed file: each input row with its outcome, written inside the commit that counts its bytes.
      let text = state.bytes === 0 ? csvLine([...(headers ?? firstRowLabels(list.firstRow.length)), ...PROCESSED_COLUMNS]) : '';
      cells.forEach((c, i) => {
        const o = outcomes[i]!;
        text += csvLine([...c, o.status, o.reason ?? '', callerOf.get(i) ?? '', uniqueOf(i) ?? '']);
      });
      const bytes = Buffer.from(text, 'utf8');
      const now = deps.now();
      const leads: NewLead[] = outcomes.flatMap((o, i) => (o.status === 'INVALID' ? [] : [{
        orgId: list.orgId, workspaceId: list.workspaceId, campaignId: list.campaignId, listId: list.id, phone: rows[i]!.candidate.phone!,
        status: o.status, zip: rows[i]!.candidate.zip, state: rows[i]!.candidate.state, callerId: callerOf.get(i) ?? null, uniqueId: uniqueOf(i), loaded: now,
      }]));
      const next = {
        rows: state.rows + cells.length, bytes: state.bytes + bytes.length, metrics: countOutcomes(state.metrics, outcomes, loaded),
        delivered: state.delivered || records.length > 0, response,
      };
      await db.transaction(async (tx) => {
        // The list row stays locked until the commit: only the worker that holds it writes the processed file and the leads.
        if (!(await repo.lockProgress(tx, list.id, state.rows))) throw new ListSuperseded();
        // Bytes past the committed ones are a crashed attempt's: cut them before appending.
        await out.truncate(state.bytes);
        await out.write(bytes, 0, bytes.length, state.bytes);
        await out.sync();
        if (policy === 'REPLACE') await s.leads.removePhones(list.campaignId, accepted.map((i) => rows[i]!.candidate.phone!), list.id, tx);
        await s.leads.insertBatch(leads, tx);
        const advanced = await repo.advanceList(tx, list.id, state.rows, {
          processedRows: next.rows, outputBytes: next.bytes, metrics: next.metrics, delivered: next.delivered, dialerResponse: next.response,
        });
        if (!advanced) throw new ListSuperseded();
      });
      state = next;
      await publish({ ...list, ...{ processedRows: state.rows, outputBytes: state.bytes, metrics: state.metrics, delivered: state.delivered, dialerResponse: state.response } }, { progress: true });
    };

    const parser = source.stream.pipe(csvRecords({ from: skip + 1 }));
    let batch: string[][] = [];
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        batch.push(record);
        if (batch.length >= LIST_BATCH_ROWS) {
          await batchOf(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await batchOf(batch);
    } finally {
      source.stream.destroy();
    }
    if (state.bytes === 0) {
      // An empty list still gets its processed file's header row.
      const head = Buffer.from(csvLine([...(headers ?? firstRowLabels(list.firstRow.length)), ...PROCESSED_COLUMNS]));
      await out.write(head, 0, head.length, 0);
      await repo.advanceList(db, list.id, state.rows, { outputBytes: head.length });
    }
    // REPLACE empties the dialer list even when no lead survived the checks.
    if (!state.delivered && req.mode === 'REPLACE' && ctx.provider === 'FIVE9') {
      const res = await ctx.adapter.deliver(ctx.account, { dialerCampaignId: ctx.campaign.dialerCampaignId, dialerListId: req.dialerListId, mode: 'REPLACE', first: true, options, records: [] });
      await repo.updateList(db, list.id, { delivered: true, dialerResponse: res.response });
    }
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
  }

  return { run, fail };
}
export type ListProcessor = ReturnType<typeof listProcessor>;

/** Column labels of a file without a header row. */
export const firstRowLabels = (n: number) => Array.from({ length: n }, (_, i) => `Column ${i + 1}`);
