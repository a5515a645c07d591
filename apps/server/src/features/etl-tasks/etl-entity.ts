import type { EtlExecution, EtlTask } from '@trueline/contract';
import type { EtlExecutionRow, EtlTaskRow } from './etl-tasks.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEtlTask(r: EtlTaskRow, events: { timestamp: Date; type: EtlTask['events'][number]['type']; message: string }[] = []): EtlTask {
  return {
    id: r.id, name: r.name, description: r.description, workflowId: r.workflowId, recordSetId: r.recordSetId,
    phoneAttribute: r.phoneAttribute, zipCodeAttribute: r.zipCodeAttribute, autoDeleteRecords: r.autoDeleteRecords,
    maxRecordsPerExecution: r.maxRecords, status: r.status, created: r.created.toISOString(), updated: r.updated.toISOString(),
    lastRunTime: iso(r.lastRunTime), nextRunTime: iso(r.nextRunTime), scheduleTimezone: r.scheduleTimezone,
    frequency: { duration: r.frequencyDuration, timeUnit: r.frequencyUnit }, schedule: r.schedule, folderId: r.folderId,
    events: events.map((e) => ({ timestamp: e.timestamp.toISOString(), type: e.type, message: e.message })),
  };
}

/** Executions finished before Engage lists existed kept their messaging records undelivered ("WAITING_FOR_ENGAGE"): not delivered. */
const delivered = (outputs: EtlExecutionRow['messageCampaigns']): EtlExecution['messageCampaigns'] =>
  outputs.map((o) => ((o.status as string) === 'WAITING_FOR_ENGAGE' ? { ...o, status: 'FAILED' } : o));

export function toEtlExecution(r: EtlExecutionRow): EtlExecution {
  return {
    id: r.id, taskId: r.taskId, trigger: r.trigger, created: r.created.toISOString(), startTime: iso(r.startTime), endTime: iso(r.endTime),
    success: r.success, failure: r.failure, status: r.status, statusMessage: r.statusMessage, cancelRequested: r.cancelRequested,
    coreCampaigns: r.coreCampaigns, messageCampaigns: delivered(r.messageCampaigns), hasResultFile: Boolean(r.resultFileId),
  };
}
