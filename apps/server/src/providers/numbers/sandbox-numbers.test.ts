import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNanpAreaCode } from '@trueline/contract';
import { openPglite, type Database } from '../../platform/db';
import { ProviderError } from '../sandbox';
import { isFictional } from './nanp';
import { ALWAYS_FAILING_LOCATION, CNAM_ERROR_LINE, NUMBER_AGING_DAYS, sandboxNumbers, TEN_DLC_FAILING_LINE } from './sandbox-numbers';

let database: Database;
let clock = new Date('2026-03-01T12:00:00Z');
let carrier: ReturnType<typeof sandboxNumbers>;
beforeAll(async () => {
  database = await openPglite(null);
  carrier = sandboxNumbers({ db: database.db, latencyScale: 0, now: () => clock });
});
afterAll(() => database.close());

describe('the location catalogue', () => {
  it('holds real US and Canadian cities with their geographic area codes', () => {
    const all = carrier.locations();
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((l) => l.country === 'CA')).toBe(true);
    for (const l of all) for (const c of l.areaCodes) expect(isNanpAreaCode(c), `${l.id} ${c}`).toBe(true);
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
    expect(carrier.location('US-TX-houston')).toMatchObject({ city: 'Houston', state: 'TX', areaCodes: ['713', '281', '346', '832'] });
    expect(carrier.location('CA-ON-toronto')?.areaCodes[0]).toBe('416');
  });

  it('finds locations by state, area code, ZIP and distance', () => {
    expect(carrier.locationsIn(['WY']).map((l) => l.city)).toEqual(['Cheyenne']);
    expect(carrier.locationsIn([]).length).toBe(carrier.locations().length);
    expect(carrier.locationsForAreaCodes(['972']).map((l) => l.id)).toEqual(['US-TX-dallas']);
    expect(carrier.geocodeZip('78701')).toMatchObject({ state: 'TX' });
    expect(carrier.geocodeZip('M5V 3L9')).toMatchObject({ state: 'ON' });
    expect(carrier.geocodeZip('00000')).toBeNull();
    const austin = carrier.geocodeZip('78701')!;
    expect(carrier.nearestLocation(austin)?.id).toBe('US-TX-austin');
    expect(carrier.nearestLocation(austin, carrier.locationsIn(['OK']))?.state).toBe('OK');
  });
});

describe('ordering numbers', () => {
  it('hands out local numbers in the location, never the same number twice', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await carrier.order({ accountId: `ws-${i % 2}`, locationId: 'US-TX-dallas', count: 25 });
      for (const n of res.numbers) {
        expect(n.number).toMatch(/^(214|469|972)[2-9]\d{6}$/);
        expect(isFictional(n.number)).toBe(false);
        expect(seen.has(n.number)).toBe(false);
        seen.add(n.number);
      }
      expect(res.numbers.length + res.failed).toBe(25);
    }
    expect(seen.size).toBeGreaterThan(200);
  });

  it('honours the area code asked for and refuses one the location lacks', async () => {
    const res = await carrier.order({ accountId: 'ws-a', locationId: 'US-TX-houston', areaCode: '832', count: 5 });
    for (const n of res.numbers) expect(n.areaCode).toBe('832');
    await expect(carrier.order({ accountId: 'ws-a', locationId: 'US-TX-houston', areaCode: '212', count: 1 })).rejects.toBeInstanceOf(ProviderError);
    await expect(carrier.order({ accountId: 'ws-a', locationId: 'nowhere', count: 1 })).rejects.toBeInstanceOf(ProviderError);
  });

  it('always fails in the documented location, and sometimes comes back short elsewhere', async () => {
    const res = await carrier.order({ accountId: 'ws-a', locationId: ALWAYS_FAILING_LOCATION, count: 3 });
    expect(res).toMatchObject({ numbers: [], failed: 3 });
    expect(res.reason).toContain('ANCHORAGE');
    let short = 0;
    for (const l of carrier.locations().slice(0, 120)) {
      if (l.id === ALWAYS_FAILING_LOCATION) continue;
      const r = await carrier.order({ accountId: 'ws-short', locationId: l.id, count: 2 });
      if (r.failed > 0) {
        short++;
        expect(r.reason).toBeTruthy();
      }
    }
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(20);
  });

  it('keeps a released number aging before anyone may have it again', async () => {
    const n = '3035557788';
    expect((await carrier.verifyOwned([n], { accountId: 'ws-r' })).accepted).toHaveLength(1);
    await carrier.order({ accountId: 'ws-r', locationId: 'US-CO-denver', count: 1 });
    const [ordered] = (await carrier.order({ accountId: 'ws-r2', locationId: 'US-CO-denver', count: 3 })).numbers;
    await carrier.release([ordered!.number]);
    expect((await carrier.verifyOwned([ordered!.number], { accountId: 'ws-other' })).rejected[0]?.reason).toBe('The number was recently disconnected and is not in service.');
    // Releasing again, or a number nobody holds, is fine.
    await expect(carrier.release([ordered!.number, '5125550000'])).resolves.toBeUndefined();
    clock = new Date(clock.getTime() + (NUMBER_AGING_DAYS + 1) * 86_400_000);
    expect((await carrier.verifyOwned([ordered!.number], { accountId: 'ws-other' })).accepted).toHaveLength(1);
    // A customer's own number leaves at once.
    await carrier.release([n]);
    expect((await carrier.verifyOwned([n], { accountId: 'ws-other' })).accepted).toHaveLength(1);
  });
});

describe('CNAM registration', () => {
  it('is pending, then registered (or an error for the documented numbers)', async () => {
    const ok = '5128675309';
    const bad = `512867${CNAM_ERROR_LINE}`;
    expect(await carrier.registerCnam([ok, bad], 'ACME HOME')).toEqual([{ number: ok, status: 'PENDING' }, { number: bad, status: 'PENDING' }]);
    const later = await carrier.cnamStatus([ok, bad, '5120000000']);
    expect(later[0]).toEqual({ number: ok, status: 'REGISTERED' });
    expect(later[1]).toMatchObject({ status: 'ERROR' });
    expect(later[2]).toMatchObject({ status: 'ERROR' });
  });

  it('waits minutes at real latency, and refuses a name over 15 characters', async () => {
    const slow = sandboxNumbers({ db: database.db, latencyScale: 1, now: () => clock });
    const fast = sandboxNumbers({ db: database.db, latencyScale: 0, now: () => clock });
    await fast.registerCnam(['3035551234'], 'SLOW CO');
    expect((await fast.cnamStatus(['3035551234']))[0]!.status).not.toBe('PENDING');
    const [r] = await slow.cnamStatus(['3035551234']);
    expect(r!.status).toBe('PENDING');
    expect(await fast.registerCnam(['3035551234'], 'A NAME TOO LONG 4U')).toEqual([{ number: '3035551234', status: 'ERROR', error: 'A CNAM may have at most 15 characters.' }]);
  });

  it('errors on about one number in twenty', async () => {
    const numbers = Array.from({ length: 400 }, (_, i) => `415${String(2000000 + i * 17)}`);
    await carrier.registerCnam(numbers, 'ACME');
    const errors = (await carrier.cnamStatus(numbers)).filter((r) => r.status === 'ERROR').length;
    expect(errors).toBeGreaterThan(5);
    expect(errors).toBeLessThan(45);
  });
});

describe('verifyOwned', () => {
  it('accepts geographic numbers and says why others are refused', async () => {
    const res = await carrier.verifyOwned(['+1 (512) 867-5309', '8005551234', '12345', '2125550142', '5121115309', '6045558123'], { accountId: 'ws-v' });
    expect(res.accepted).toEqual([
      { number: '5128675309', areaCode: '512', locationId: 'US-TX-austin' },
      { number: '6045558123', areaCode: '604', locationId: 'CA-BC-vancouver' },
    ]);
    expect(res.rejected.map((r) => r.reason)).toEqual([
      'Toll-free numbers cannot be used as local caller IDs.',
      'Not a valid phone number.',
      'Fictional number (555-0100 to 555-0199).',
      'Not a valid phone number.',
    ]);
    const other = await carrier.verifyOwned(['5128675309'], { accountId: 'ws-w' });
    expect(other.rejected).toEqual([{ number: '5128675309', reason: 'The number is in use on another account.' }]);
    expect((await carrier.verifyOwned(['5128675309'], { accountId: 'ws-v' })).accepted).toHaveLength(1);
  });
});

describe('10DLC assignment', () => {
  it('is pending, then assigned; the documented number and a number of another campaign fail', async () => {
    const res = await carrier.assignTenDlc(['7135551000', `713555${TEN_DLC_FAILING_LINE}`], 'CMP1');
    expect(res.map((r) => r.status)).toEqual(['PENDING_ASSIGNMENT', 'FAILED']);
    expect((await carrier.assignTenDlc(['7135551000'], 'CMP1'))[0]!.status).toBe('ASSIGNED');
    expect((await carrier.assignTenDlc(['7135551000'], 'CMP2'))[0]).toMatchObject({ status: 'FAILED', failureReason: 'The number is already assigned to 10DLC campaign CMP1.' });
  });
});
