import { describe, expect, it } from 'vitest';
import type { RecordSet } from '@trueline/contract';
import { nextSort, sortRecordSets } from './record-set-columns';

const set = (name: string, ttl: Partial<RecordSet> = {}): RecordSet => ({
  id: name, status: 'ACTIVE', name, ttlEnabled: true, ttl: { duration: 365, timeUnit: 'DAYS', timeZone: null }, strictPhoneKey: true, recordCount: 0, recordCountExact: true,
  recordCountUpdated: null, attributes: [], folderId: null, created: '', updated: '', ...ttl,
});
const sets = [
  set('beta', { ttl: { duration: 2, timeUnit: 'HOURS', timeZone: null } }),
  set('Alpha', { ttlEnabled: false }),
  set('gamma', { ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS', timeZone: 'America/Denver' } }),
  set('delta', { status: 'DELETED' }),
  set('Epsilon', { ttl: { duration: 90, timeUnit: 'MINUTES', timeZone: null } }),
];
const names = (rows: RecordSet[]) => rows.map((r) => r.name);

describe('sortRecordSets', () => {
  it('hides DELETED sets and sorts by name by default, any case', () => {
    expect(names(sortRecordSets(sets, { key: 'name', direction: 'asc' }))).toEqual(['Alpha', 'beta', 'Epsilon', 'gamma']);
    expect(names(sortRecordSets(sets, { key: 'name', direction: 'desc' }))).toEqual(['gamma', 'Epsilon', 'beta', 'Alpha']);
  });

  it('sorts TTL by seconds, sets without TTL last in both directions', () => {
    expect(names(sortRecordSets(sets, { key: 'ttl', direction: 'asc' }))).toEqual(['Epsilon', 'beta', 'gamma', 'Alpha']);
    expect(names(sortRecordSets(sets, { key: 'ttl', direction: 'desc' }))).toEqual(['gamma', 'beta', 'Epsilon', 'Alpha']);
  });

  it('flips the direction of the same column and starts another ascending', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'ttl')).toEqual({ key: 'ttl', direction: 'asc' });
  });
});
