import fs from 'node:fs/promises';
import {
  ETL_LIMITS, ETL_MESSAGES as M, etlNodeFileName,
  type EtlNodeOutput, type RecordSetOption, type RecordSetRecord, type WorkflowGraph, type WorkflowNode, type WorkflowType,
} from '@trueline/contract';
import { nodeDefinition, tenDigits, type EngineContext, type Interaction } from '@trueline/workflow';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { csvRow } from '../../platform/csv';
import * as repo from './etl-tasks.repo';

/** A published workflow version the runner walks. */
export interface EtlWorkflow { id: string; name: string; type: WorkflowType; status: string; graph: WorkflowGraph }

/** The config of a campaign-insert node as the runner reads it (validated by the node when the workflow was saved). */
export interface InsertConfig {
  campaignId?: string;
  dialerListId?: string | null;
  listName?: string | null;
  mode?: 'REPLACE' | 'APPEND';
  five9Options?: { crmAddMode?: string; crmUpdateMode?: string; listAddMode?: string; leadKeyFields?: string[] };
  ringCxOptions?: { dedupe?: string };
  mappings?: { dialerField?: string; mapping?: string }[];
  /**
   * Messaging insert: leave out numbers the campaign already has (default true). Engage always does (a number is
   * texted once per campaign, a unique index of its leads), so off changes nothing yet.
   */
  deDupe?: boolean;
  /** Messaging insert: the list's status when processing ends (default ACTIVE). */
  initStatus?: 'READY' | 'ACTIVE';
}

/** What a delivery port is given: the node's file and its columns (the node's mapped target fields, in order). */
export interface DeliveryInput { workspaceId: string; taskName: string; node: InsertConfig; fileId: string; fileName: string; columns: string[] }

/** What a run needs of the other features (the module passes their services). */
export interface EtlRunPorts {
  workflows: { published(workspaceId: string, workflowId: string): Promise<EtlWorkflow | null> };
  recordSets: {
    findSet(workspaceId: string, id: string): Promise<RecordSetOption | null>;
    readRecords(workspaceId: string, id: string, page: { after?: string | null; limit?: number }): Promise<{ records: RecordSetRecord[]; next: string | null }>;
    deleteRecords(workspaceId: string, id: string, keys: readonly string[]): Promise<number>;
  };
  screening: {
    etl(workspaceId: string, workflow: EtlWorkflow, record: { phone: string; zip: string | null; data: Record<string, string> }, inserts: EngineContext['inserts']): Promise<Interaction | null>;
  };
  /** Delivers a Core insert node's file to its campaign as a list (the list pipeline): answers the list's id. */
  deliverCore(input: DeliveryInput): Promise<{ listId: string }>;
  /** Delivers a messaging insert node's file to its Engage campaign as a messaging list: answers the list's id. */
  deliverMessaging(input: DeliveryInput): Promise<{ listId: string }>;
}

const INSERT_TYPES = { CoreCampaignInsert: 'core', MessagingCampaignInsert: 'messaging' } as const;
const RESULT_HEADER = ['phone', 'key', 'zip', 'result', 'reason', 'inserted into'];

/** The columns of a node's file: its mapped target fields, in order. */
export const nodeColumns = (config: InsertConfig) =>
  [...new Set((config.mappings ?? []).map((m) => (m.dialerField ?? m.mapping ?? '').trim()).filter(Boolean))];

/** The node's config with its defaults filled (a messaging insert maps the phone by default). */
function configOf(n: WorkflowNode): InsertConfig {
  const raw = n.data.config ?? {};
  const parsed = nodeDefinition(n.type)?.config.safeParse(raw);
  const config = (parsed?.success ? parsed.data : raw) as InsertConfig & { messagingCampaignId?: string };
  return { ...config, campaignId: config.campaignId ?? config.messagingCampaignId };
}

const insertNodes = (graph: WorkflowGraph) =>
  graph.nodes.filter((n): n is WorkflowNode => n.type in INSERT_TYPES).map((n) => ({
    node: n, kind: INSERT_TYPES[n.type as keyof typeof INSERT_TYPES], config: configOf(n),
  }));

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Runs ETL executions: reads up to the task's max records from its record set in key order, a batch at a time, walks
 * each through the published ETL workflow, appends each record's outcome to the result file and each insert node's
 * records to the node's file, deletes the processed records when auto delete is on, and saves its progress after every
 * batch (a run resumed after a restart continues after the last saved batch). A cancel stops it before the next record.
 * At the end each insert node's file goes to its campaign as a list (a Core list, or an Engage messaging list).
 */
export function etlRunner(deps: Pick<Deps, 'db' | 'files' | 'log' | 'now'>, ports: EtlRunPorts) {
  const { db } = deps;
  /** Executions asked to stop on this instance (others see the database flag at their next batch). */
  const stopping = new Set<string>();
  /** Executions being run on this instance: a second job for the same one (a retry) leaves it alone. */
  const running = new Set<string>();

  const event = (taskId: string, type: 'SUCCESS' | 'INFO' | 'WARNING' | 'ERROR', message: string) => repo.addEvent(db, taskId, type, message, deps.now());
  const append = (fileId: string, lines: string) => fs.appendFile(deps.files.pathOf(fileId), lines);

  async function newFile(orgId: string, name: string, header: string[]): Promise<string> {
    const id = await deps.files.create({ orgId, name, contentType: 'text/csv' });
    await fs.writeFile(deps.files.pathOf(id), csvRow(header));
    return id;
  }

  async function fail(execution: repo.EtlExecutionRow, taskId: string, message: string) {
    await repo.updateExecution(db, execution.id, { status: 'FAILED', statusMessage: message, endTime: deps.now() });
    await event(taskId, 'ERROR', `Execution failed: ${message}`);
  }

  async function run(executionId: string): Promise<void> {
    if (running.has(executionId)) return;
    running.add(executionId);
    try {
      await runOnce(executionId);
    } finally {
      running.delete(executionId);
    }
  }

  async function runOnce(executionId: string): Promise<void> {
    let execution = await repo.findExecutionById(db, executionId);
    if (!execution) return;
    if (execution.status === 'QUEUED') {
      const started = await repo.transition(db, execution.id, ['QUEUED'], { status: 'RUNNING', startTime: deps.now() });
      if (!started) return;
      execution = started;
    } else if (execution.status !== 'RUNNING') return;
    const task = await repo.findTaskById(db, execution.taskId);
    if (!task || task.status === 'DELETED') return fail(execution, execution.taskId, 'The task was deleted.');
    try {
      await walk(task, execution);
    } catch (err) {
      deps.log.error({ err, executionId }, 'ETL execution failed');
      await fail(execution, task.id, err instanceof Error ? err.message : String(err));
    } finally {
      stopping.delete(executionId);
    }
  }

  async function walk(task: repo.EtlTaskRow, execution: repo.EtlExecutionRow): Promise<void> {
    const ws = task.workspaceId;
    const workflow = task.workflowId ? await ports.workflows.published(ws, task.workflowId) : null;
    if (!workflow || workflow.type !== 'ETL') return fail(execution, task.id, M.workflowNotPublished);
    const set = task.recordSetId ? await ports.recordSets.findSet(ws, task.recordSetId) : null;
    if (!set) return fail(execution, task.id, M.recordSetMissing);
    const startIso = execution.startTime?.toISOString() ?? null;
    if (execution.cursor === null && execution.success + execution.failure === 0) {
      await event(task.id, 'INFO', `Execution started (${execution.trigger === 'MANUAL' ? 'run now' : 'schedule'}): workflow ${workflow.name}, record set ${set.name}`);
    }

    // The node outputs and files, made once (a resumed run finds them saved).
    const nodes = insertNodes(workflow.graph);
    if (!execution.resultFileId) {
      const outputs = async (kind: 'core' | 'messaging') => Promise.all(nodes.filter((n) => n.kind === kind).map(async (n): Promise<EtlNodeOutput> => ({
        nodeId: n.node.id, label: n.node.data.label || n.node.type, campaignId: n.config.campaignId ?? null, records: 0, listId: null, status: 'PENDING', message: null,
        fileId: await newFile(task.orgId, etlNodeFileName(n.node.data.label || n.node.type, startIso), nodeColumns(n.config)),
      })));
      execution = await repo.updateExecution(db, execution.id, {
        coreCampaigns: await outputs('core'), messageCampaigns: await outputs('messaging'),
        resultFileId: await newFile(task.orgId, `${task.name}-results.csv`, RESULT_HEADER),
      });
    }
    const outputs = [...execution.coreCampaigns, ...execution.messageCampaigns];
    const byNode = new Map(outputs.map((o) => [o.nodeId, o]));
    const columnsOf = new Map(nodes.map((n) => [n.node.id, nodeColumns(n.config)]));
    const labels = new Map(nodes.map((n) => [n.node.id, n.node.data.label || n.node.type]));

    let { success, failure, cursor } = execution;
    let cancelled = false;
    for (;;) {
      const remaining = task.maxRecords > 0 ? task.maxRecords - success - failure : Number.POSITIVE_INFINITY;
      if (remaining <= 0) break;
      const fresh = await repo.findExecutionById(db, execution.id);
      if (!fresh || fresh.cancelRequested || stopping.has(execution.id)) {
        cancelled = true;
        break;
      }
      const page = await ports.recordSets.readRecords(ws, set.id, { after: cursor, limit: Math.min(ETL_LIMITS.batch, remaining) });
      if (page.records.length === 0) break;
      const processed: string[] = [];
      const results: string[] = [];
      const collected = new Map<string, Record<string, string>[]>();
      for (const record of page.records) {
        if (stopping.has(execution.id)) {
          cancelled = true;
          break;
        }
        const attrs = record.attributes;
        const phoneRaw = task.phoneAttribute === 'phone' || !task.phoneAttribute ? record.phone : text(attrs[task.phoneAttribute]);
        const phone = tenDigits(phoneRaw);
        const zip = task.zipCodeAttribute ? text(attrs[task.zipCodeAttribute]).trim() || null : null;
        processed.push(record.phone);
        cursor = record.phone;
        if (!phone) {
          failure++;
          results.push(csvRow([phoneRaw, record.phone, zip, 'Failed', 'No valid phone number in the mapped phone attribute', '']));
          continue;
        }
        const data = Object.fromEntries(Object.entries(attrs).filter(([k, v]) => k !== 'ttl' && v !== null).map(([k, v]) => [k, String(v)]));
        const reached: string[] = [];
        const inserts: EngineContext['inserts'] = {
          add: async (nodeId, values) => {
            if (!byNode.has(nodeId)) return;
            const list = collected.get(nodeId) ?? [];
            list.push(values);
            collected.set(nodeId, list);
            reached.push(labels.get(nodeId) ?? nodeId);
          },
        };
        const ix = await ports.screening.etl(ws, workflow, { phone, zip, data }, inserts);
        if (!ix) throw new Error('The workspace is no longer active.');
        const result = ix.result ?? 'Accepted';
        if (result === 'Rejected') failure++;
        else success++;
        results.push(csvRow([phone, record.phone, ix.zip, result, ix.reason, reached.join('; ')]));
      }
      await append(execution.resultFileId!, results.join(''));
      for (const [nodeId, rows] of collected) {
        const out = byNode.get(nodeId)!;
        const columns = columnsOf.get(nodeId) ?? [];
        await append(out.fileId!, rows.map((r) => csvRow(columns.map((c) => r[c] ?? ''))).join(''));
        out.records += rows.length;
      }
      if (task.autoDeleteRecords && processed.length > 0) await ports.recordSets.deleteRecords(ws, set.id, processed);
      execution = await repo.updateExecution(db, execution.id, {
        success, failure, cursor, coreCampaigns: execution.coreCampaigns.map((o) => byNode.get(o.nodeId)!), messageCampaigns: execution.messageCampaigns.map((o) => byNode.get(o.nodeId)!),
      });
      if (cancelled || page.next === null) break;
    }
    await finish(task, execution, { cancelled, success, failure });
  }

  /** Delivers the nodes' records, then records the outcome on the execution and the task. */
  async function finish(task: repo.EtlTaskRow, execution: repo.EtlExecutionRow, r: { cancelled: boolean; success: number; failure: number }) {
    const workflow = task.workflowId ? await ports.workflows.published(task.workspaceId, task.workflowId) : null;
    const configs = new Map(workflow ? insertNodes(workflow.graph).map((n) => [n.node.id, n.config]) : []);
    const problems: string[] = [];
    const deliver = async (outs: EtlNodeOutput[], send: EtlRunPorts['deliverCore']): Promise<EtlNodeOutput[]> => {
      const done: EtlNodeOutput[] = [];
      for (const out of outs) {
        if (out.records === 0) {
          done.push({ ...out, status: 'EMPTY' });
          continue;
        }
        try {
          const config = configs.get(out.nodeId) ?? { campaignId: out.campaignId ?? undefined };
          const { listId } = await send({
            workspaceId: task.workspaceId, taskName: task.name, node: config, fileId: out.fileId!, columns: nodeColumns(config),
            fileName: etlNodeFileName(out.label, execution.startTime?.toISOString() ?? null),
          });
          done.push({ ...out, status: 'DELIVERED', listId, message: `${out.records} records sent to the campaign as a list` });
          await event(task.id, 'SUCCESS', `${out.label}: ${out.records} records sent to the campaign as a list`);
        } catch (err) {
          const message = err instanceof AppError || err instanceof Error ? err.message : String(err);
          done.push({ ...out, status: 'FAILED', message });
          problems.push(`${out.label}: ${message}`);
          await event(task.id, 'ERROR', `${out.label}: the records could not be sent to the campaign: ${message}`);
        }
      }
      return done;
    };
    const core = await deliver(execution.coreCampaigns, ports.deliverCore);
    const messaging = await deliver(execution.messageCampaigns, ports.deliverMessaging);
    const total = r.success + r.failure;
    const summary = `${r.cancelled ? 'Cancelled after' : 'Processed'} ${total} record${total === 1 ? '' : 's'}: ${r.success} succeeded, ${r.failure} failed`;
    const statusMessage = problems.length ? `${summary}. ${problems.join('; ')}` : summary;
    const now = deps.now();
    // Together: a screen that sees the execution end (it polls it) also finds its event in the log when it reloads it.
    await db.transaction(async (tx) => {
      await repo.updateExecution(tx, execution.id, {
        status: r.cancelled ? 'CANCELLED' : 'COMPLETED', statusMessage, endTime: now, coreCampaigns: core, messageCampaigns: messaging,
      });
      await repo.updateTask(tx, task.id, { lastRunTime: execution.startTime ?? now });
      await repo.addEvent(tx, task.id, problems.length ? 'WARNING' : r.cancelled ? 'WARNING' : 'SUCCESS', `Execution ${r.cancelled ? 'cancelled' : 'finished'}: ${statusMessage}`, deps.now());
    });
  }

  return {
    run,
    /** Asks an execution running on this instance to stop before its next record. */
    stop: (executionId: string) => void stopping.add(executionId),
  };
}
export type EtlRunner = ReturnType<typeof etlRunner>;
