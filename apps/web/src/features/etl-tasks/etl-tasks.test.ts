import { describe, expect, it } from 'vitest';
import type { EtlTask } from '@trueline/contract';
import { sortEtlTasks } from './etl-task-columns';
import { formOf, problemsOf } from './etl-form';
import { mediumDateTime } from './etl-format';

const task = (o: Partial<EtlTask>): EtlTask => ({
  id: o.name ?? 'x', name: 'x', description: '', workflowId: null, recordSetId: null, phoneAttribute: null, zipCodeAttribute: null,
  autoDeleteRecords: true, maxRecordsPerExecution: 0, status: 'DISABLED', created: '2026-11-01T10:00:00Z', updated: '2026-11-01T10:00:00Z',
  lastRunTime: null, nextRunTime: null, scheduleTimezone: 'America/New_York', frequency: { duration: 1, timeUnit: 'DAYS' },
  schedule: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] }, folderId: null, events: [], ...o,
});

describe('sortEtlTasks', () => {
  const list = [
    task({ name: 'b', nextRunTime: '2026-11-02T10:00:00Z' }), task({ name: 'A' }), task({ name: 'c', nextRunTime: '2026-11-01T10:00:00Z' }),
    task({ name: 'gone', status: 'DELETED' }),
  ];
  it('hides DELETED tasks and sorts by name by default', () => {
    expect(sortEtlTasks(list, { key: 'name', direction: 'asc' }).map((t) => t.name)).toEqual(['A', 'b', 'c']);
  });
  it('sorts by next run with empty dates last either way', () => {
    expect(sortEtlTasks(list, { key: 'nextRunTime', direction: 'asc' }).map((t) => t.name)).toEqual(['c', 'b', 'A']);
    expect(sortEtlTasks(list, { key: 'nextRunTime', direction: 'desc' }).map((t) => t.name)).toEqual(['b', 'c', 'A']);
  });
});

describe('etl form', () => {
  it('says Field is required for a new task\'s missing fields and for an empty frequency', () => {
    const problems = problemsOf({ ...formOf(task({ name: 'New ETL task' })), duration: '' });
    expect(problems).toMatchObject({ workflowId: 'Field is required', recordSetId: 'Field is required', phoneAttribute: 'Field is required', 'frequency.duration': 'Field is required' });
    expect(problems.name).toBeUndefined();
  });
  it('writes dates in medium date-time, or --', () => {
    expect(mediumDateTime(null)).toBe('--');
    expect(mediumDateTime('2026-11-24T15:30:00Z')).toMatch(/Nov 24, 2026/);
  });
});
