import { etlTaskBody, type EtlSchedule, type EtlTask, type EtlTaskBody, type EtlTimeUnit, type EtlTimeZone } from '@trueline/contract';

/** The detail page's form: the task's editable fields, as typed. */
export interface EtlForm {
  name: string;
  description: string;
  workflowId: string;
  recordSetId: string;
  phoneAttribute: string;
  zipCodeAttribute: string;
  autoDeleteRecords: boolean;
  maxRecordsPerExecution: number;
  status: 'ACTIVE' | 'DISABLED';
  scheduleTimezone: EtlTimeZone;
  duration: string;
  timeUnit: EtlTimeUnit;
  schedule: EtlSchedule;
}

export const formOf = (t: EtlTask): EtlForm => ({
  name: t.name, description: t.description, workflowId: t.workflowId ?? '', recordSetId: t.recordSetId ?? '', phoneAttribute: t.phoneAttribute ?? '',
  zipCodeAttribute: t.zipCodeAttribute ?? '', autoDeleteRecords: t.autoDeleteRecords, maxRecordsPerExecution: t.maxRecordsPerExecution,
  status: t.status === 'ACTIVE' ? 'ACTIVE' : 'DISABLED', scheduleTimezone: t.scheduleTimezone, duration: String(t.frequency.duration),
  timeUnit: t.frequency.timeUnit, schedule: t.schedule,
});

export const bodyOf = (f: EtlForm): EtlTaskBody => ({
  name: f.name, description: f.description, workflowId: f.workflowId, recordSetId: f.recordSetId, phoneAttribute: f.phoneAttribute,
  zipCodeAttribute: f.zipCodeAttribute || null, autoDeleteRecords: f.autoDeleteRecords, maxRecordsPerExecution: f.maxRecordsPerExecution,
  status: f.status, scheduleTimezone: f.scheduleTimezone, frequency: { duration: f.duration.trim() === '' ? Number.NaN : Number(f.duration), timeUnit: f.timeUnit },
  schedule: f.schedule,
});

/** The form's problems by field path (`frequency.duration`, `schedule.monday.0.end`), with the contract's texts. */
export function problemsOf(f: EtlForm): Record<string, string> {
  const body = bodyOf(f);
  // An empty or non-numeric frequency is a missing field.
  const r = etlTaskBody.safeParse(Number.isNaN(body.frequency.duration) ? { ...body, frequency: { ...body.frequency, duration: undefined } } : body);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.join('.');
    if (!out[path]) out[path] = issue.message;
  }
  return out;
}
