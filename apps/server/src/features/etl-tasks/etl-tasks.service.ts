import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  ETL_DEFAULT_SCHEDULE, ETL_LIMITS, ETL_MESSAGES as M, etlNodeFileName, etlResultFileName,
  type EtlExecution, type EtlTask, type etlTaskBody, type RecordSetOption, type WorkflowType,
} from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/crypto';
import type { FoldersService } from '../folders/folders.service';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import * as repo from './etl-tasks.repo';
import { toEtlExecution, toEtlTask } from './etl-entity';
import { nextRunTime } from './etl-schedule';

type Body = z.output<typeof etlTaskBody>;

export interface EtlTasksPeers {
  folders: Pick<FoldersService, 'assertFolder'>;
  workflows: { pickerList(workspaceId: string): Promise<{ id: string; name: string; type: WorkflowType }[]> };
  recordSets: { findSet(workspaceId: string, id: string): Promise<RecordSetOption | null> };
}

/** What the service asks of the runner: start an execution, and stop one being run on this instance. */
export interface EtlRunnerHooks {
  enqueue(executionId: string): Promise<void>;
  cancelled(executionId: string): void;
}

/** Who ran a task, as its events say. */
const byWhom = (actor: Actor) => (actor.kind === 'user' ? actor.email : 'an API key');

/**
 * ETL tasks in the console (spec 3 §2.10, §7). Every role of the organisation manages its workspaces' tasks (spec 3 §6:
 * no restriction shown); another organisation's or workspace's task, and a DELETED one, do not exist for the caller.
 */
export function etlTasksService(deps: Pick<Deps, 'db' | 'now' | 'files'>, peers: EtlTasksPeers, runner: EtlRunnerHooks) {
  const { db } = deps;

  /** A live task of the scope's workspace, or a 404. */
  async function find({ workspace }: WorkspaceScope, id: string): Promise<{ workspace: WorkspaceRow; task: repo.EtlTaskRow }> {
    const task = await repo.findTask(db, workspace.id, id);
    if (!task || task.status === 'DELETED') throw notFound();
    return { workspace, task };
  }
  async function executionIn(scope: WorkspaceScope, id: string, executionId: string) {
    const { task } = await find(scope, id);
    const execution = await repo.findExecution(db, task.id, executionId);
    if (!execution) throw notFound();
    return { task, execution };
  }
  const withEvents = async (task: repo.EtlTaskRow) => toEtlTask(task, await repo.eventsOf(db, task.id, ETL_LIMITS.eventsShown));

  /** The workflow must be an ETL one of the workspace, the record set ACTIVE there, the attributes its own. */
  async function checkReferences(workspaceId: string, body: Body) {
    const workflow = (await peers.workflows.pickerList(workspaceId)).find((w) => w.id === body.workflowId);
    if (!workflow || workflow.type !== 'ETL') throw badRequest(M.workflowNotEtl, 'workflowId');
    const set = await peers.recordSets.findSet(workspaceId, body.recordSetId);
    if (!set) throw badRequest(M.recordSetMissing, 'recordSetId');
    const names = new Set(set.attributes.map((a) => a.name));
    if (!names.has(body.phoneAttribute)) throw badRequest(M.attributeUnknown.replace('{name}', body.phoneAttribute), 'phoneAttribute');
    if (body.zipCodeAttribute && !names.has(body.zipCodeAttribute)) throw badRequest(M.attributeUnknown.replace('{name}', body.zipCodeAttribute), 'zipCodeAttribute');
  }

  /** Queues an execution of a task (run now, or the scheduler); one at a time per task. */
  async function queue(task: repo.EtlTaskRow, trigger: 'SCHEDULE' | 'MANUAL'): Promise<repo.EtlExecutionRow> {
    if (!task.workflowId || !task.recordSetId || !task.phoneAttribute) throw badRequest(M.notReady);
    if (await repo.activeExecution(db, task.id)) throw conflict(M.alreadyRunning);
    const execution = await repo.insertExecution(db, {
      id: newId(), orgId: task.orgId, workspaceId: task.workspaceId, taskId: task.id, trigger, status: 'QUEUED', created: deps.now(),
    });
    await runner.enqueue(execution.id);
    return execution;
  }

  return {
    /** How many live tasks a folder holds (the folders' count of the EtlTask scope). */
    countInFolder: (ws: string, folderId: string) => repo.countInFolder(db, ws, folderId),

    queue,

    async list({ workspace }: WorkspaceScope): Promise<EtlTask[]> {
      return (await repo.listTasks(db, workspace.id)).map((t) => toEtlTask(t));
    },

    async get(scope: WorkspaceScope, id: string): Promise<EtlTask> {
      return withEvents((await find(scope, id)).task);
    },

    /** A new task is DISABLED, runs daily in every window of every day, New York time, deleting the records it processed. */
    async create({ actor, workspace }: WorkspaceScope, name: string): Promise<EtlTask> {
      const now = deps.now();
      const task = await repo.insertTask(db, {
        id: newId(), orgId: workspace.orgId, workspaceId: workspace.id, name, status: 'DISABLED', scheduleTimezone: 'America/New_York',
        frequencyDuration: 1, frequencyUnit: 'DAYS', schedule: ETL_DEFAULT_SCHEDULE, autoDeleteRecords: true, maxRecords: 0, created: now, updated: now,
      });
      await repo.addEvent(db, task.id, 'INFO', `Task created by ${byWhom(actor)}`, now);
      return withEvents(task);
    },

    /** Saves a task; the next run is computed again from the last run (an ACTIVE task only). */
    async update(scope: WorkspaceScope, id: string, body: Body): Promise<EtlTask> {
      const { workspace, task } = await find(scope, id);
      await checkReferences(workspace.id, body);
      const now = deps.now();
      const timing = { schedule: body.schedule, scheduleTimezone: body.scheduleTimezone, frequency: body.frequency };
      const saved = await repo.updateTask(db, task.id, {
        name: body.name, description: body.description, workflowId: body.workflowId, recordSetId: body.recordSetId,
        phoneAttribute: body.phoneAttribute, zipCodeAttribute: body.zipCodeAttribute, autoDeleteRecords: body.autoDeleteRecords,
        maxRecords: body.maxRecordsPerExecution, status: body.status, scheduleTimezone: body.scheduleTimezone,
        frequencyDuration: body.frequency.duration, frequencyUnit: body.frequency.timeUnit, schedule: body.schedule, updated: now,
        nextRunTime: body.status === 'ACTIVE' ? nextRunTime(timing, task.lastRunTime, now) : null,
      });
      await repo.addEvent(db, task.id, 'INFO', `Task saved by ${byWhom(scope.actor)}${task.status !== body.status ? ` (status ${body.status})` : ''}`, now);
      return withEvents(saved);
    },

    async moveToFolder(scope: WorkspaceScope, id: string, folderId: string | undefined): Promise<EtlTask> {
      const { workspace, task } = await find(scope, id);
      if (folderId) await peers.folders.assertFolder(workspace.id, folderId, 'EtlTask');
      return toEtlTask(await repo.updateTask(db, task.id, { folderId: folderId || null }));
    },

    /** Marks the task DELETED (the typed name guards against mistakes); a queued or running execution is cancelled. */
    async remove(scope: WorkspaceScope, id: string, confirmName: string | undefined): Promise<void> {
      const { task } = await find(scope, id);
      if (confirmName?.trim() !== task.name) throw badRequest(M.nameMismatch, 'confirmName');
      const now = deps.now();
      await repo.updateTask(db, task.id, { status: 'DELETED', nextRunTime: null, folderId: null, updated: now });
      await repo.addEvent(db, task.id, 'INFO', `Task deleted by ${byWhom(scope.actor)}`, now);
      const active = await repo.activeExecution(db, task.id);
      if (active) await this.cancelRow(active);
    },

    async run(scope: WorkspaceScope, id: string): Promise<EtlExecution> {
      const { task } = await find(scope, id);
      const execution = await queue(task, 'MANUAL');
      await repo.addEvent(db, task.id, 'INFO', `Run now requested by ${byWhom(scope.actor)}`, deps.now());
      return toEtlExecution(execution);
    },

    async executions(scope: WorkspaceScope, id: string): Promise<EtlExecution[]> {
      const { task } = await find(scope, id);
      return (await repo.executionsOf(db, task.id, ETL_LIMITS.executionsShown)).map(toEtlExecution);
    },

    async execution(scope: WorkspaceScope, id: string, executionId: string): Promise<EtlExecution> {
      return toEtlExecution((await executionIn(scope, id, executionId)).execution);
    },

    async cancel(scope: WorkspaceScope, id: string, executionId: string): Promise<EtlExecution> {
      const { task, execution } = await executionIn(scope, id, executionId);
      const row = await this.cancelRow(execution);
      await repo.addEvent(db, task.id, 'WARNING', `Execution cancelled by ${byWhom(scope.actor)}`, deps.now());
      return toEtlExecution(row);
    },

    /** A queued execution is cancelled at once; a running one is asked to stop before its next record. */
    async cancelRow(execution: repo.EtlExecutionRow): Promise<repo.EtlExecutionRow> {
      const now = deps.now();
      const queued = await repo.transition(db, execution.id, ['QUEUED'], { status: 'CANCELLED', cancelRequested: true, endTime: now, statusMessage: 'Cancelled before it started' });
      if (queued) return queued;
      const running = await repo.transition(db, execution.id, ['RUNNING'], { cancelRequested: true });
      if (!running) throw conflict(M.notCancellable);
      runner.cancelled(execution.id);
      return running;
    },

    async download(scope: WorkspaceScope, id: string, executionId: string): Promise<{ filename: string; stream: Readable }> {
      const { task, execution } = await executionIn(scope, id, executionId);
      const file = execution.resultFileId ? await deps.files.openStream(execution.resultFileId) : null;
      if (!file) throw notFound();
      return { filename: etlResultFileName(task.name, execution.startTime?.toISOString() ?? null), stream: file.stream };
    },

    async downloadFile(scope: WorkspaceScope, id: string, executionId: string, fileId: string): Promise<{ filename: string; stream: Readable }> {
      const { execution } = await executionIn(scope, id, executionId);
      const node = [...execution.coreCampaigns, ...execution.messageCampaigns].find((n) => n.fileId === fileId);
      const file = node?.fileId ? await deps.files.openStream(node.fileId) : null;
      if (!node || !file) throw notFound();
      return { filename: etlNodeFileName(node.label, execution.startTime?.toISOString() ?? null), stream: file.stream };
    },
  };
}
export type EtlTasksService = ReturnType<typeof etlTasksService>;
