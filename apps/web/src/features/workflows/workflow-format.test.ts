import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { WorkflowSummary } from '@trueline/contract';
import { filterWorkflows, publishedAgo } from './workflow-format';

const w = (id: string, name: string, status: WorkflowSummary['status'] = 'Active'): WorkflowSummary => ({
  id, name, status, type: 'RealTime', draft: false, publishedTimestamp: null, folderId: null, created: '', updated: '',
});

describe('filterWorkflows', () => {
  const list = [w('3', 'zeta'), w('1', 'Alpha'), w('2', 'beta', 'Disabled'), w('4', 'alpha')];
  it('keeps the status asked for, sorted by name ascending whatever the case', () => {
    expect(filterWorkflows(list, '', 'Active').map((x) => x.id)).toEqual(['1', '4', '3']);
    expect(filterWorkflows(list, '', 'Disabled').map((x) => x.id)).toEqual(['2']);
    expect(filterWorkflows(list, '', 'All').map((x) => x.id)).toEqual(['1', '4', '2', '3']);
  });
  it('matches the text in the name or the ID', () => {
    expect(filterWorkflows(list, ' ZET ', 'All').map((x) => x.id)).toEqual(['3']);
    expect(filterWorkflows(list, '2', 'All').map((x) => x.id)).toEqual(['2']);
  });
});

describe('publishedAgo', () => {
  const now = DateTime.fromISO('2026-03-02T12:00:00Z');
  it('says how long ago, or Never', () => {
    expect(publishedAgo(null, now)).toBe('Never');
    expect(publishedAgo('2026-03-02T09:00:00Z', now)).toBe('3 hours ago');
    expect(publishedAgo('2026-02-27T12:00:00Z', now)).toBe('3 days ago');
    expect(publishedAgo('2026-03-02T12:00:05Z', now)).toBe('just now');
    expect(publishedAgo('2026-03-02T11:59:20Z', now)).toBe('just now');
    expect(publishedAgo('2026-03-02T11:58:00Z', now)).toBe('2 minutes ago');
  });
});
