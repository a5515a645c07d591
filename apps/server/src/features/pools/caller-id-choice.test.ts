import { describe, expect, it } from 'vitest';
import { chooseCallerIds, dailyCap, distanceKm, type Candidate } from './caller-id-choice';

const DAY = 24 * 3600_000;
const at = (lat: number, lon: number) => ({ lat, lon });
const NYC = at(40.71, -74.01);
const BUFFALO = at(42.89, -78.88);
const NEWARK = at(40.74, -74.17);
const LA = at(34.05, -118.24);

let seq = 0;
function cand(number: string, state: string, where: { lat: number; lon: number }, extra: Partial<Candidate> = {}): Candidate {
  return { id: `id-${++seq}`, number, areaCode: number.slice(0, 3), state, locationId: `${state}-${where.lat}`, ...where, usageCount: 0, today: 0, cap: 75, ...extra };
}

describe('dailyCap', () => {
  it('warms a number up: 10 a day in its first week, doubling weekly to 75', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const since = (days: number) => new Date(now.getTime() - days * DAY);
    expect(dailyCap(null, now)).toBe(10);
    expect(dailyCap(since(0), now)).toBe(10);
    expect(dailyCap(since(6), now)).toBe(10);
    expect(dailyCap(since(7), now)).toBe(20);
    expect(dailyCap(since(14), now)).toBe(40);
    expect(dailyCap(since(21), now)).toBe(75);
    expect(dailyCap(since(400), now)).toBe(75);
  });
});

describe('chooseCallerIds', () => {
  it('gives the number in the lead’s own area code, the least used first', () => {
    const pool = [cand('2125550001', 'NY', NYC, { usageCount: 5 }), cand('2125550002', 'NY', NYC), cand('7165550001', 'NY', BUFFALO)];
    const picks = chooseCallerIds(pool, [
      { areaCode: '212', state: 'NY', point: null },
      { areaCode: '212', state: 'NY', point: null },
      { areaCode: '212', state: 'NY', point: null },
    ]);
    // The least used today first, then the least used overall: 0002, then 0001 (today 0, 5 uses), then 0002 again.
    expect(picks.map((p) => p?.number)).toEqual(['2125550002', '2125550001', '2125550002']);
    expect(pool[1]).toMatchObject({ today: 2, usageCount: 2 });
  });

  it('falls back to a number in the same state when none has the area code', () => {
    const pool = [cand('7165550001', 'NY', BUFFALO), cand('9735550001', 'NJ', NEWARK)];
    const [pick] = chooseCallerIds(pool, [{ areaCode: '646', state: 'NY', point: NYC }]);
    // Newark is nearer to Manhattan than Buffalo, but the same state wins.
    expect(pick?.number).toBe('7165550001');
  });

  it('falls back to the nearest city by the lead’s ZIP when neither area code nor state is in the pool', () => {
    const pool = [cand('2125550001', 'NY', NYC), cand('3105550001', 'CA', LA), cand('7165550001', 'NY', BUFFALO)];
    const [nearNewYork, nearLa] = chooseCallerIds(pool, [
      { areaCode: '201', state: 'NJ', point: at(40.73, -74.06) },
      { areaCode: '702', state: 'NV', point: at(36.17, -115.14) },
    ]);
    expect(nearNewYork?.number).toBe('2125550001');
    expect(nearLa?.number).toBe('3105550001');
  });

  it('skips numbers at their daily cap, and goes over the cap only when the whole pool is at it', () => {
    const pool = [cand('2125550001', 'NY', NYC, { cap: 2 }), cand('7165550001', 'NY', BUFFALO, { cap: 1 })];
    const picks = chooseCallerIds(pool, Array.from({ length: 5 }, () => ({ areaCode: '212', state: 'NY', point: NYC })));
    expect(picks.map((p) => p?.number)).toEqual(['2125550001', '2125550001', '7165550001', '2125550001', '2125550001']);
    expect(pool[0]!.today).toBe(4);
  });

  it('counts today’s uses already made when it compares and caps', () => {
    const pool = [cand('2125550001', 'NY', NYC, { today: 75 }), cand('2125550002', 'NY', NYC, { today: 3, usageCount: 900 })];
    expect(chooseCallerIds(pool, [{ areaCode: '212', state: null, point: null }])[0]?.number).toBe('2125550002');
  });

  it('answers null for every lead when the pool is empty, and any number when nothing is known of the lead', () => {
    expect(chooseCallerIds([], [{ areaCode: '212', state: 'NY', point: null }])).toEqual([null]);
    const pool = [cand('3105550001', 'CA', LA)];
    expect(chooseCallerIds(pool, [{ areaCode: null, state: null, point: null }])[0]?.number).toBe('3105550001');
  });

  it('measures distance on the globe', () => {
    expect(Math.round(distanceKm(NYC, LA))).toBeGreaterThan(3900);
    expect(Math.round(distanceKm(NYC, LA))).toBeLessThan(4000);
  });
});
