import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app';
import { DAY, testClock } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS, addNumbers, fakeNumbers, poolRows, poolsOf } from './pools.test-fixtures';
import { capDay, stateCode } from './caller-ids';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
let t: TestApp;
const NYC = { city: 'New York', state: 'NY', lat: 40.71, lon: -74.01 };
const BUFFALO = { city: 'Buffalo', state: 'NY', lat: 42.89, lon: -78.88 };
const NEWARK = { city: 'Newark', state: 'NJ', lat: 40.74, lon: -74.17 };
const PHOENIX = { city: 'Phoenix', state: 'AZ', lat: 33.45, lon: -112.07 };
const ATLANTA = { city: 'Atlanta', state: 'GA', lat: 33.75, lon: -84.39 };
const lead = (phone: string, zip: string | null = null, state: string | null = null) => ({ phone, zip, state });

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now, numbers: fakeNumbers().provider } });
  const month = new Date(clock.ms - 40 * DAY);
  await addNumbers(t, DEMO_CAMPAIGNS.q4HomeServices, [
    { number: '2125550001', ...NYC, firstUsed: month }, { number: '7165550001', ...BUFFALO, firstUsed: month }, { number: '9735550001', ...NEWARK, firstUsed: month },
    { number: '2125550002', ...NYC, status: 'AGING', firstUsed: month },
  ]);
  await addNumbers(t, DEMO_CAMPAIGNS.northeastRenewals, [{ number: '6025550001', ...PHOENIX }, { number: '4045550001', ...ATLANTA }]);
  await addNumbers(t, DEMO_CAMPAIGNS.winBackMetro, [{ number: '2125550101', ...NYC }, { number: '7165550101', ...BUFFALO }]);
});
afterAll(async () => t.close());

const assign = (campaignId: string, leads: ReturnType<typeof lead>[]) =>
  poolsOf(t).service.assignCallerIds({ id: campaignId, workspaceId: '00000000-0000-4000-8000-00000000c001' }, leads);

describe('pools.assignCallerIds', () => {
  it('gives each lead a number of its own area code', async () => {
    expect(await assign(DEMO_CAMPAIGNS.q4HomeServices, [lead('2125551234'), lead('+1 (716) 555-1234'), lead('9735551234', '10001', 'NY')]))
      .toEqual(['2125550001', '7165550001', '9735550001']);
  });

  it('falls back to a number in the lead’s state: as given, from its ZIP, or from its area code', async () => {
    const [given, fromZip, fromAreaCode] = await assign(DEMO_CAMPAIGNS.q4HomeServices, [
      lead('6465551234', null, 'New York'), lead('3475551234', '07302'), lead('2015551234'),
    ]);
    expect(['2125550001', '7165550001']).toContain(given);
    expect(fromZip).toBe('9735550001');
    // 201 is a New Jersey area code in the carrier's catalogue.
    expect(fromAreaCode).toBe('9735550001');
  });

  it('falls back to the nearest city by the lead’s ZIP', async () => {
    expect(await assign(DEMO_CAMPAIGNS.northeastRenewals, [lead('7025551234', '89101'), lead('3055551234', '30303')])).toEqual(['6025550001', '4045550001']);
  });

  it('never gives out a number out of service, and nothing from an empty pool', async () => {
    const picks = await assign(DEMO_CAMPAIGNS.q4HomeServices, Array.from({ length: 20 }, () => lead('2125559999')));
    expect(picks).not.toContain('2125550002');
    expect(await assign(DEMO_CAMPAIGNS.ownNumbers, [lead('2125551234')])).toEqual([null]);
    expect(await assign(DEMO_CAMPAIGNS.ownNumbers, [])).toEqual([]);
  });

  it('skips numbers at their daily cap (10 a day while warming up), and counts every use in the pool', async () => {
    const first = await assign(DEMO_CAMPAIGNS.winBackMetro, Array.from({ length: 15 }, () => lead('2125551234')));
    expect(first.filter((n) => n === '2125550101')).toHaveLength(10);
    expect(first.filter((n) => n === '7165550101')).toHaveLength(5);
    // Later batches read the day's count back from the pool.
    expect(await assign(DEMO_CAMPAIGNS.winBackMetro, [lead('2125551234')])).toEqual(['7165550101']);
    const rows = await poolRows(t, DEMO_CAMPAIGNS.winBackMetro);
    expect(rows.find((r) => r.number === '2125550101')).toMatchObject({ usageCount: 10, dayCount: 10, lastUsedDay: capDay(clock.now()) });
    expect(rows.find((r) => r.number === '7165550101')?.firstUsed?.toISOString()).toBe(clock.now().toISOString());
    // With the whole pool at its cap, the most local number takes the lead anyway.
    await assign(DEMO_CAMPAIGNS.winBackMetro, Array.from({ length: 4 }, () => lead('7165551234')));
    expect(await assign(DEMO_CAMPAIGNS.winBackMetro, [lead('2125551234')])).toEqual(['2125550101']);
    // A new day starts every count at zero.
    clock.advance(DAY);
    expect(await assign(DEMO_CAMPAIGNS.winBackMetro, [lead('2125551234')])).toEqual(['2125550101']);
    expect((await poolRows(t, DEMO_CAMPAIGNS.winBackMetro)).find((r) => r.number === '2125550101')).toMatchObject({ usageCount: 12, dayCount: 1 });
  });

  it('lets warmed-up numbers take 75 a day', async () => {
    const picks = await assign(DEMO_CAMPAIGNS.q4HomeServices, Array.from({ length: 80 }, () => lead('7165551234')));
    expect(picks.filter((n) => n === '7165550001').length).toBe(75);
  });

  it('reads states as codes or names', () => {
    expect([stateCode('ny'), stateCode(' New York '), stateCode('ON'), stateCode('Atlantis'), stateCode(null)]).toEqual(['NY', 'NY', 'ON', null, null]);
  });
});
