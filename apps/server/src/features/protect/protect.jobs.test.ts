import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectNumber } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signIn } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_BUSINESS_RECORDS } from '../../db/seed/05-business-records';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
const base = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/protect`;

beforeAll(async () => {
  t = await testApp({ start: true });
  owner = await signIn(t, DEMO.owner);
});
afterAll(async () => t.close());

const jobCount = async (name: string, states: string[]) =>
  (await t.deps.sql.query<{ n: number }>('select count(*)::int as n from pgboss.job where name = $1 and state::text = any($2::text[])', [name, states])).rows[0]!.n;

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 80 && !(await check()); i++) await new Promise((r) => setTimeout(r, 250));
  expect(await check()).toBe(true);
}

async function upload(path: 'register' | 'deRegister', csv: string) {
  const body = await multipartBody({ file: { bytes: Buffer.from(csv), filename: 'numbers.csv', type: 'text/csv' }, businessRecordId: DEMO_BUSINESS_RECORDS.acme });
  return t.app.inject({ method: 'POST', url: `${base}/${path}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
}

async function number(n: string): Promise<ProtectNumber | undefined> {
  const res = await t.app.inject({ url: `${base}?search=${n}`, headers: owner.headers });
  return (res.json().data.content as ProtectNumber[]).find((p) => p.number === n);
}

describe('protect.scan job', () => {
  it('registers and scans uploaded numbers in the background, after the answer', async () => {
    // The demo's own scan (queued by the seed) is done first, so this upload queues a job of its own.
    await until(async () => (await jobCount('protect.scan', ['created', 'retry', 'active'])) === 0);
    const requested = new Date();
    const res = await upload('register', '6175550101,Boston\n6175550102,Boston\n');
    expect(res.json().data.successfulRecords).toBe(2);
    // The request queued the work as a job rather than doing it: the job carries the time of the request.
    const jobs = await t.deps.sql.query<{ data: { requestedAt: string; onlyNew: boolean } }>("select data from pgboss.job where name = 'protect.scan'");
    expect(jobs.rows.some((j) => j.data.onlyNew && new Date(j.data.requestedAt) >= requested)).toBe(true);
    let scanned: ProtectNumber | undefined;
    for (let i = 0; i < 60 && !scanned?.lastScanTime; i++) {
      await new Promise((r) => setTimeout(r, 250));
      scanned = await number('6175550101');
    }
    expect(scanned!.lastScanTime).toBeTruthy();
    expect(scanned!.spamResult).not.toBeNull();
    // With no sandbox latency the engines confirm at once (this number is not one of the slow ones).
    expect(scanned).toMatchObject({ status: 'ACTIVE', registrationPending: false });
  }, 30_000);
});

describe('protect.confirm job', () => {
  it('keeps one follow-up chain per workspace however many scans end with pending registrations', async () => {
    // The seed left the documented slow number pending, so every scan ends with pending registrations.
    await upload('register', '6175550103,Boston\n');
    await until(async () => Boolean((await number('6175550103'))?.lastScanTime));
    await upload('register', '6175550104,Boston\n');
    await until(async () => Boolean((await number('6175550104'))?.lastScanTime));
    expect(await jobCount('protect.confirm', ['created', 'retry'])).toBe(1);
  }, 60_000);
});

describe('protect.withdraw job', () => {
  it('withdraws removed numbers from the registration service once, in the background', async () => {
    const withdrawn: string[] = [];
    const original = t.deps.registration.withdrawNumbers;
    t.deps.registration.withdrawNumbers = async (numbers) => {
      withdrawn.push(...numbers);
      return original(numbers);
    };
    try {
      const res = await upload('deRegister', '6175550101\n6175550102\n');
      expect(res.json().data.successfulRecords).toBe(2);
      await until(async () => withdrawn.length === 2);
      expect(withdrawn.sort()).toEqual(['6175550101', '6175550102']);
      const queued = await t.deps.sql.query<{ n: number }>('select count(*)::int as n from protect_withdrawals');
      expect(queued.rows[0]!.n).toBe(0);
    } finally {
      t.deps.registration.withdrawNumbers = original;
    }
  }, 30_000);
});
