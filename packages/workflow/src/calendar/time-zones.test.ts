import { describe, expect, it } from 'vitest';
import { DateTime, IANAZone } from 'luxon';
import { STATES } from '@trueline/contract';
import { STATE_ZONES, normalizeState, normalizeZone, zoneOf } from './time-zones';

describe('time-zones', () => {
  it('covers every US state, DC and Canadian province with valid zones', () => {
    expect(Object.keys(STATE_ZONES).sort()).toEqual(STATES.map((s) => s.code).sort());
    for (const zones of Object.values(STATE_ZONES)) for (const z of zones) expect(IANAZone.isValidZone(z), z).toBe(true);
  });

  it('reads IANA names and the usual aliases, and refuses the rest', () => {
    expect(normalizeZone('America/Denver')).toBe('America/Denver');
    expect(normalizeZone('EST')).toBe('America/New_York');
    expect(normalizeZone(' pacific ')).toBe('America/Los_Angeles');
    expect(normalizeZone('Eastern Standard Time')).toBe('America/New_York');
    expect(normalizeZone('Central Time')).toBe('America/Chicago');
    expect(normalizeZone('Mars/Olympus')).toBeNull();
    expect(normalizeZone('')).toBeNull();
    expect(normalizeState(' tx')).toBe('TX');
    expect(normalizeState('ON')).toBe('ON');
    expect(normalizeState('XX')).toBeNull();
  });

  it('remembers offsets without changing them, across daylight-saving transitions', () => {
    for (const name of ['America/New_York', 'America/St_Johns', 'America/Phoenix', 'Pacific/Honolulu', 'UTC']) {
      const remembered = zoneOf(name);
      const exact = IANAZone.create(name);
      for (const day of ['2026-03-08', '2026-11-01']) {
        const from = Date.parse(`${day}T00:00:00Z`);
        for (let ts = from; ts < from + 36 * 3_600_000; ts += 5 * 60_000 + 7_000) expect(remembered.offset(ts), `${name} ${new Date(ts).toISOString()}`).toBe(exact.offset(ts));
      }
      expect(zoneOf(name)).toBe(remembered);
    }
    // 01:59 EST then 03:00 EDT in New York.
    const ny = (iso: string) => DateTime.fromISO(iso, { zone: zoneOf('America/New_York') }).toFormat('HH:mm ZZ');
    expect([ny('2026-03-08T06:59:00Z'), ny('2026-03-08T07:00:00Z')]).toEqual(['01:59 -05:00', '03:00 -04:00']);
    expect(DateTime.fromISO('2026-03-08T12:00:00', { zone: zoneOf('America/Chicago') }).toISO()).toBe('2026-03-08T12:00:00.000-05:00');
  });
});
