import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolNumber } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS, addNumbers, poolRows, queued } from './pools.test-fixtures';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;

const Q4 = DEMO_CAMPAIGNS.q4HomeServices;
const PROFILE = DEMO_CAMPAIGNS.northeastRenewals;
const BYOP = DEMO_CAMPAIGNS.ownNumbers;
const SMS = DEMO_CAMPAIGNS.appointmentAlerts;
const DEACTIVATED = DEMO_CAMPAIGNS.springPromo;
const MANAGED = DEMO_CAMPAIGNS.collectionsManaged;

const wsUrl = (rest: string, ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}${rest}`;
const poolUrl = (campaignId: string, rest = '', ws?: string, orgId?: string) => wsUrl(`/campaigns/${campaignId}/pool${rest}`, ws, orgId);

beforeAll(async () => {
  t = await testApp();
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
  const old = new Date(t.deps.now().getTime() - 10 * 24 * 3600_000);
  await addNumbers(t, Q4, [
    { number: '5125550101', city: 'Austin', state: 'TX', usageCount: 12, firstUsed: old, created: old },
    { number: '5125550102', city: 'Austin', state: 'TX' },
    { number: '6025550103', city: 'Phoenix', state: 'AZ', status: 'AGING' },
    { number: '6025550104', city: 'Phoenix', state: 'AZ', status: 'PENDING' },
  ]);
  await addNumbers(t, PROFILE, [{ number: '5125550201', city: 'Austin', state: 'TX' }, { number: '2125550202' }]);
  await addNumbers(t, BYOP, [{ number: '2015550301', source: 'BYOP', city: 'Newark', state: 'NJ' }, { number: '2015550302', source: 'BYOP', city: 'Newark', state: 'NJ' }]);
  await addNumbers(t, SMS, [{ number: '4045550401', city: 'Atlanta', state: 'GA' }]);
  await addNumbers(t, MANAGED, [{ number: '5125550501', city: 'Austin', state: 'TX' }]);
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST', url: string, s?: Session, body?: object) => call(t, method, url, s, body);
async function pool(campaignId: string, s: Session = owner): Promise<PoolNumber[]> {
  const res = await send('GET', poolUrl(campaignId), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('pools.campaignPool', () => {
  it('lists the campaign’s numbers, in service first, with usage, days in service and the campaign', async () => {
    for (const s of [owner, admin, superadmin]) {
      const rows = await pool(Q4, s);
      expect(rows.map((r) => [r.number, r.status])).toEqual([['5125550101', 'ACTIVE'], ['5125550102', 'ACTIVE'], ['6025550104', 'PENDING'], ['6025550103', 'AGING']]);
    }
    const [used, fresh] = await pool(Q4);
    expect(used).toMatchObject({ locality: 'Austin', region: 'TX', areaCode: '512', usageCount: 12, daysInService: 10, campaignId: Q4, campaignName: 'Q4 Home Services Outreach', cnam: 'ACME HOME' });
    expect(fresh).toMatchObject({ firstUsed: null, daysInService: 0, usageCount: 0, riskLevel: null, appToPersonValid: false });
  });

  it('answers 401 without a token and 404 for another organisation, another workspace or a missing campaign', async () => {
    expect((await send('GET', poolUrl(Q4))).statusCode).toBe(401);
    expect((await send('GET', poolUrl(Q4), otherOwner)).statusCode).toBe(404);
    expect((await send('GET', poolUrl(Q4, '', DEMO.ws.other, DEMO.otherOrgId), otherOwner)).statusCode).toBe(404);
    expect((await send('GET', poolUrl(Q4, '', DEMO.ws.collections), owner)).statusCode).toBe(404);
    expect((await send('GET', poolUrl('missing'), owner)).statusCode).toBe(404);
  });
});

describe('pools.search', () => {
  it('finds numbers of every campaign of the workspace by their first digits', async () => {
    const res = await send('GET', wsUrl('/pool?prefix=512'), admin);
    expect(res.statusCode, res.body).toBe(200);
    // The CoreFlux demo campaign's pool (ordered from the sandbox carrier) has 512 numbers too: only the ones put in here.
    const rows = (res.json().data as PoolNumber[]).filter((r) => r.campaignId !== DEMO_CAMPAIGNS.metroElastic);
    // The Collections workspace's 512 number is not Sales'.
    expect(rows.map((r) => [r.number, r.campaignName]).sort()).toEqual([
      ['5125550101', 'Q4 Home Services Outreach'], ['5125550102', 'Q4 Home Services Outreach'], ['5125550201', 'Northeast Renewals'],
    ]);
    expect((await send('GET', wsUrl('/pool?prefix=512555020'), admin)).json().data).toHaveLength(1);
    expect((await send('GET', wsUrl('/pool?prefix=999'), admin)).json().data).toEqual([]);
    expect((await send('GET', wsUrl('/pool?prefix=512', DEMO.ws.collections), admin)).json().data.map((r: PoolNumber) => r.number)).toEqual(['5125550501']);
  });

  it('needs at least 3 digits', async () => {
    for (const prefix of ['', '51', '51a', '%25%25%25']) {
      const res = await send('GET', wsUrl(`/pool?prefix=${prefix}`), owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter at least 3 digits of the number you are looking for.');
    }
    expect((await send('GET', wsUrl('/pool'), owner)).statusCode).toBe(400);
  });

  it('answers 401 and 404 for another organisation', async () => {
    expect((await send('GET', wsUrl('/pool?prefix=512'))).statusCode).toBe(401);
    expect((await send('GET', wsUrl('/pool?prefix=512'), otherOwner)).statusCode).toBe(404);
  });
});

describe('pools.download', () => {
  it('saves the campaign’s numbers as Pool-Download.csv', async () => {
    const res = await send('GET', wsUrl(`/pool/download?campaignId=${Q4}`), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Pool-Download.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Number,City,State,Status,Created,In service,Days in service,Usages,SPAM,CNAM,CNAM status,10DLC,Campaign ID,Campaign');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^5125550101,Austin,TX,ACTIVE,[^,]+,[^,]+,10,12,,ACME HOME,REGISTERED,,/);
    expect(lines[1]!.endsWith(`,${Q4},Q4 Home Services Outreach`)).toBe(true);
  });

  it('saves every number of the workspace without a campaign', async () => {
    const res = await send('GET', wsUrl('/pool/download'), admin);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n').slice(1);
    // Every number of the workspace: the CoreFlux demo campaign's ordered ones, and the ones put in here.
    expect(lines.some((l) => l.includes(`,${DEMO_CAMPAIGNS.metroElastic},Metro Elastic Outreach`))).toBe(true);
    const numbers = lines.filter((l) => !l.includes(DEMO_CAMPAIGNS.metroElastic)).map((l) => l.split(',')[0]);
    expect(numbers.sort()).toEqual(['2015550301', '2015550302', '2125550202', '4045550401', '5125550101', '5125550102', '5125550201', '6025550103', '6025550104']);
  });

  it('answers 404 for another organisation or another workspace’s campaign', async () => {
    expect((await send('GET', wsUrl('/pool/download'), otherOwner)).statusCode).toBe(404);
    expect((await send('GET', wsUrl(`/pool/download?campaignId=${MANAGED}`), owner)).statusCode).toBe(404);
    expect((await send('GET', wsUrl(`/pool/download?campaignId=${Q4}`))).statusCode).toBe(401);
  });
});

describe('pools.fullPoolReplacement and selectPoolReplacement', () => {
  it('is SuperAdmin’s only: others get 403 and nothing changes; another organisation gets 404', async () => {
    for (const s of [owner, admin]) {
      const all = await send('POST', poolUrl(PROFILE, '/fullPoolReplacement'), s);
      expect(all.statusCode).toBe(403);
      expect(all.json().message).toBe('Only a SuperAdmin can change these settings.');
      // The role is checked before the body: an empty body still answers 403.
      expect((await send('POST', poolUrl(PROFILE, '/selectPoolReplacement'), s, {})).statusCode).toBe(403);
    }
    expect((await send('POST', poolUrl(PROFILE, '/fullPoolReplacement'), otherOwner)).statusCode).toBe(404);
    expect((await send('POST', poolUrl(PROFILE, '/fullPoolReplacement'))).statusCode).toBe(401);
    expect((await pool(PROFILE)).every((n) => n.status === 'ACTIVE')).toBe(true);
  });

  it('refuses bring-your-own-pool and messaging campaigns, and deactivated ones', async () => {
    for (const id of [BYOP, SMS]) {
      const res = await send('POST', poolUrl(id, '/fullPoolReplacement'), superadmin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Pool replacement is for dialer campaigns that do not bring their own pool.');
    }
    const res = await send('POST', poolUrl(DEACTIVATED, '/selectPoolReplacement'), superadmin, { numbers: ['5125550101'] });
    expect(res.json().message).toBe('This campaign is not active.');
  });

  it('checks the chosen numbers: at least one, each in service in this pool', async () => {
    const none = await send('POST', poolUrl(Q4, '/selectPoolReplacement'), superadmin, { numbers: ' , ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'numbers', message: 'Please enter at least one phone number.' }]);
    const aging = await send('POST', poolUrl(Q4, '/selectPoolReplacement'), superadmin, { numbers: ['5125550101', '6025550103', '2125550202'] });
    expect(aging.statusCode).toBe(400);
    expect(aging.json().message).toBe('Not in service in this pool: 6025550103, 2125550202');
  });

  it('flags the chosen numbers for replacement and queues the replacement job', async () => {
    const res = await send('POST', poolUrl(Q4, '/selectPoolReplacement'), superadmin, { numbers: ['512-555-0102', '16025550104'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ requested: 2 });
    const rows = await poolRows(t, Q4);
    expect(rows.filter((r) => r.status === 'FLAGGED').map((r) => [r.number, r.retiredReason]).sort()).toEqual([['5125550102', 'REQUESTED'], ['6025550104', 'REQUESTED']]);
    expect((await queued(t, 'pools.replace')).map((j) => j.data.campaignId)).toContain(Q4);
    const events = (await send('GET', wsUrl(`/campaigns/${Q4}/events`), superadmin)).json().data as { message: string }[];
    expect(events[0]!.message).toBe('Pool replacement requested by superadmin@demo.test for 2 numbers.');
  });

  it('flags every number in service with a full replacement', async () => {
    const res = await send('POST', poolUrl(PROFILE, '/fullPoolReplacement'), superadmin);
    expect(res.json().data).toEqual({ requested: 2 });
    expect((await pool(PROFILE)).map((n) => n.status)).toEqual(['FLAGGED', 'FLAGGED']);
  });
});

describe('pools.byop deregister', () => {
  it('is for bring-your-own-pool campaigns only', async () => {
    for (const path of ['/byop/register', '/byop/deregister']) {
      const res = await send('POST', poolUrl(Q4, path), owner, { numbers: '5125550101' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only bring-your-own-pool campaigns add and remove their own numbers.');
    }
    const blank = await send('POST', poolUrl(BYOP, '/byop/deregister'), owner, { numbers: '' });
    expect(blank.json().errors).toEqual([{ path: 'numbers', message: 'Please enter at least one phone number.' }]);
    expect((await send('POST', poolUrl(BYOP, '/byop/deregister'), otherOwner, { numbers: '2015550301' })).statusCode).toBe(404);
    expect((await send('POST', poolUrl(BYOP, '/byop/deregister'), undefined, { numbers: '2015550301' })).statusCode).toBe(401);
  });

  it('removes the customer’s numbers for any role, rejecting those not in the pool', async () => {
    const res = await send('POST', poolUrl(BYOP, '/byop/deregister'), admin, { numbers: '201-555-0301, 2015550399\n5125550101' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      accepted: ['2015550301'],
      rejected: [{ number: '2015550399', reason: 'Not in this pool' }, { number: '5125550101', reason: 'Not in this pool' }],
    });
    const rows = await poolRows(t, BYOP);
    expect(rows.find((r) => r.number === '2015550301')).toMatchObject({ status: 'DELETED', retiredReason: 'DEREGISTERED' });
    expect(rows.find((r) => r.number === '2015550302')?.status).toBe('ACTIVE');
  });
});

describe('pools.byop register', () => {
  it('verifies the customer’s numbers with the carrier and adds those it accepts, saying why the others were not', async () => {
    const res = await send('POST', poolUrl(BYOP, '/byop/register'), admin, { numbers: '212-867-5309, 3128675309\n8005550123 12 2015550302 5125550101 2128675309' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      accepted: ['2128675309', '3128675309'],
      rejected: [
        { number: '2015550302', reason: 'Already in this pool' },
        { number: '5125550101', reason: 'In use by another campaign' },
        { number: '8005550123', reason: 'Toll-free numbers cannot be used as local caller IDs.' },
        { number: '12', reason: 'Not a valid phone number.' },
      ],
    });
    const added = (await poolRows(t, BYOP)).filter((r) => ['2128675309', '3128675309'].includes(r.number));
    expect(added.map((r) => [r.number, r.source, r.status, r.cnam, r.state])).toEqual([
      ['2128675309', 'BYOP', 'PENDING', 'ACME HOME', 'NY'], ['3128675309', 'BYOP', 'PENDING', 'ACME HOME', 'IL'],
    ]);
    expect((await queued(t, 'pools.cnam')).map((j) => j.data)).toContainEqual({ campaignId: BYOP });
  });
});

describe('pools.verifyTenDlc', () => {
  it('queues a 10DLC check of the SMS campaign’s pool, or of one number', async () => {
    const res = await send('POST', poolUrl(SMS, '/appToPerson'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    const one = await send('POST', poolUrl(SMS, '/appToPerson/4045550401'), owner);
    expect(one.statusCode).toBe(200);
    const jobs = (await queued(t, 'pools.ten-dlc')).map((j) => j.data);
    expect(jobs).toContainEqual({ campaignId: SMS });
    expect(jobs).toContainEqual({ campaignId: SMS, number: '4045550401' });
  });

  it('is for SMS messaging campaigns only, and for numbers of the pool', async () => {
    for (const id of [Q4, BYOP]) {
      const res = await send('POST', poolUrl(id, '/appToPerson'), superadmin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('10DLC verification is for SMS messaging campaigns.');
    }
    expect((await send('POST', poolUrl(SMS, '/appToPerson/5125550101'), owner)).statusCode).toBe(404);
    expect((await send('POST', poolUrl(SMS, '/appToPerson'), otherOwner)).statusCode).toBe(404);
    expect((await send('POST', poolUrl(SMS, '/appToPerson'))).statusCode).toBe(401);
  });
});
