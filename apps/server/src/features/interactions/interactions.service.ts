import { DateTime } from 'luxon';
import {
  INTERACTION_TEXTS, interactionDownloadRequest,
  type AegisDashboard, type InteractionDownload, type InteractionPage, type InteractionRecord, type InteractionSearch, type InteractionWorkflow,
  type aegisDashboardRequest,
} from '@trueline/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import * as repo from './interactions.repo';
import * as rollups from './rollups.repo';
import type { InteractionRecorder } from './interaction-recorder';
import { toInteraction, toInteractionRow } from './interaction-row';
import { grainsAlignedTo, planRange } from '../../platform/rollup-ranges';
import { dashboardPeriods } from './dashboard-periods';
import { rollupsCanCount, searchFilters } from './search-filters';
import { interactionsCsv, interactionsCsvFileName } from './interactions-csv';

/** What an export asks of the asynchronous export service (downloads). */
export interface InteractionExportRequest {
  kind: 'interactions';
  /** Shown in the Downloads list. */
  reportName: string;
  fileName: string;
  /** The search, as JSON the writer parses again when the job runs. */
  params: InteractionDownload;
}

/**
 * What this feature needs from features built beside it; the integrator supplies them when registering. Until then
 * workflows are shown by id, and a download answers that downloads are not available.
 */
export interface InteractionsPorts {
  /** The workspace's workflows by name: every real-time one (`ids` null), or these ids (deleted workflows too). */
  workflowNames?: (workspaceId: string, ids: string[] | null) => Promise<InteractionWorkflow[]>;
  /** The export service behind "Your request is processing…": queues the file and notifies the user when it is ready. */
  exports?: { request(scope: WorkspaceScope, input: InteractionExportRequest): Promise<{ id: string }> };
}

/** The longest period the dashboard and search take (ten years). */
const MAX_RANGE_MS = 3653 * 86_400_000;

/**
 * The call dashboard, call search, call detail and download (spec 3 §2.5, §2.6, §7 Aegis). Every team member of the
 * organisation sees every workspace's interactions (an API key only its own); test calls count only when asked.
 */
export function interactionsService(deps: Pick<Deps, 'db' | 'now'>, x: { recorder: InteractionRecorder; ports: InteractionsPorts }) {
  const { db } = deps;
  const { recorder, ports } = x;

  /** Where the queries look: the scope's workspace (resolved for the caller by the route). */
  const scopeOf = (w: WorkspaceRow): repo.Scope => ({ orgId: w.orgId, workspaceId: w.id });

  function range(earliest: string, latest: string) {
    const from = Date.parse(earliest);
    const to = Date.parse(latest);
    if (to - from > MAX_RANGE_MS) throw badRequest('Choose a period of at most ten years.', 'latest');
    return { from, to };
  }

  async function namesOf(workspaceId: string, ids: string[]): Promise<Map<string, string>> {
    const known = ports.workflowNames ? await ports.workflowNames(workspaceId, ids) : [];
    return new Map(known.map((w) => [w.id, w.name]));
  }

  /** How many interactions match: known from the page when it is not full, else counted (from the rollups when they can). */
  async function total(scope: repo.Scope, filters: repo.InteractionFilters, span: { from: number; to: number }, p: { offset: number; size: number; found: number }) {
    if (p.found > 0 && p.found < p.size) return p.offset + p.found;
    if (p.found === 0 && p.offset === 0) return 0;
    return repo.withoutJit(db, (tx) => {
      if (!rollupsCanCount(filters)) return rollups.countRows(tx, scope, filters, [span]);
      const dimension = filters.states.length > 0 || filters.reasonPattern;
      const plan = planRange(span.from, span.to, dimension ? ['M', 'D', 'H'] : ['M', 'D', 'H', 'Q']);
      return rollups.countFromRollups(tx, scope, filters, { parts: plan.grains, raw: plan.raw });
    });
  }

  return {
    async dashboard({ workspace }: WorkspaceScope, q: z.output<typeof aegisDashboardRequest>): Promise<AegisDashboard> {
      const scope = scopeOf(workspace);
      const { from, to } = range(q.earliest, q.latest);
      const { interval, starts } = dashboardPeriods(new Date(from), new Date(to), q.timezone);
      // The chart's periods start on hours or days of the zone: only rollup buckets that never straddle one are read.
      const aligned = grainsAlignedTo(starts.slice(1), ['M', 'D', 'H', 'Q']);
      const series = planRange(from, to, aligned.length > 0 ? aligned : ['Q']);
      const facets = planRange(from, to, ['M', 'D', 'H']);
      const [counts, dims] = await Promise.all([
        repo.withoutJit(db, (tx) => rollups.seriesCounts(tx, scope, { parts: series.grains, raw: series.raw, thresholds: starts, workflowIds: q.workflowId })),
        repo.withoutJit(db, (tx) => rollups.dimensionCounts(tx, scope, { parts: facets.grains, raw: facets.raw, workflowIds: q.workflowId })),
      ]);

      const metrics = new Map<string, AegisDashboard['metrics'][number]>();
      for (const c of counts) {
        const period = new Date(starts[c.period - 1] ?? from).toISOString();
        const key = `${period}\u0000${c.workflowId}`;
        const m = metrics.get(key) ?? { id: { period, campaignId: c.workflowId }, count: 0, accepted: 0, rejected: 0 };
        m.count += c.count;
        m.accepted += c.accepted;
        m.rejected += c.rejected;
        metrics.set(key, m);
      }
      const of = (d: string) => dims.filter((r) => r.dimension === d);
      return {
        metrics: [...metrics.values()].sort((a, b) => a.id.period.localeCompare(b.id.period) || a.id.campaignId.localeCompare(b.id.campaignId)),
        reasonCounts: of('reason').map((r) => ({ reason: r.value, count: r.count })),
        stateCounts: of('state').map((r) => ({ state: r.value, count: r.count })),
        carrierCounts: of('carrier').map((r) => ({ carrier: r.value, count: r.count })),
        lineTypeCounts: of('lineType').map((r) => ({ lineType: r.value, count: r.count })),
        interval,
        periods: starts.map((s) => new Date(s).toISOString()),
      };
    },

    async search({ workspace }: WorkspaceScope, q: InteractionSearch): Promise<InteractionPage> {
      const scope = scopeOf(workspace);
      const { from, to } = range(q.earliest, q.latest);
      const filters = searchFilters(q);
      const offset = q.page * q.size;
      const rows = await repo.withoutJit(db, (tx) => repo.page(tx, scope, filters, { offset, limit: q.size, descending: q.sortOrder === 'desc' }));
      return { content: rows.map(toInteractionRow), totalElements: await total(scope, filters, { from, to }, { offset, size: q.size, found: rows.length }) };
    },

    async get({ workspace }: WorkspaceScope, id: string): Promise<InteractionRecord> {
      const scope = scopeOf(workspace);
      const row = (await repo.find(db, scope, id)) ?? recorder.queued(scope, id);
      if (!row) throw notFound();
      return toInteraction(row);
    },

    /** The workflows to filter by: the workspace's, and any other that has interactions (named by its id when its name is gone). */
    async workflows({ workspace }: WorkspaceScope): Promise<InteractionWorkflow[]> {
      const scope = scopeOf(workspace);
      const [named, used] = await Promise.all([ports.workflowNames ? ports.workflowNames(scope.workspaceId, null) : [], rollups.workflowIdsWithInteractions(db, scope)]);
      const byId = new Map(named.map((w) => [w.id, w.name]));
      const missing = used.filter((id) => !byId.has(id));
      if (missing.length > 0) for (const [id, name] of await namesOf(scope.workspaceId, missing)) byId.set(id, name);
      for (const id of missing) if (!byId.has(id)) byId.set(id, id);
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
    },

    /** Starts the asynchronous CSV export of a search. */
    async download(scope: WorkspaceScope, q: InteractionDownload): Promise<{ reportId: string; message: string }> {
      range(q.earliest, q.latest);
      if (!ports.exports) throw new AppError('INTERNAL', INTERACTION_TEXTS.downloadsUnavailable);
      const now = deps.now();
      const show = (iso: string) => DateTime.fromISO(iso, { zone: q.timezone }).toFormat('yyyy-LL-dd HH:mm');
      const { id } = await ports.exports.request(scope, {
        kind: 'interactions',
        reportName: `Interactions ${show(q.earliest)} to ${show(q.latest)}`, fileName: interactionsCsvFileName(now, q.timezone),
        params: { ...q, page: undefined, size: undefined },
      });
      return { reportId: id, message: INTERACTION_TEXTS.downloadRequested };
    },

    /**
     * The export's writer: the CSV of the search an export job carries, a batch at a time. The job's parameters are
     * checked again (they come back from storage).
     */
    csv(scope: repo.Scope, params: unknown): AsyncGenerator<string> {
      const q = interactionDownloadRequest.parse(params);
      return interactionsCsv(db, scope, q, (ids) => namesOf(scope.workspaceId, ids));
    },
  };
}
export type InteractionsService = ReturnType<typeof interactionsService>;
