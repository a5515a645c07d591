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

async function number(n: string): Promise<ProtectNumber | undefined> {
  const res = await t.app.inject({ url: `${base}?search=${n}`, headers: owner.headers });
  return (res.json().data.content as ProtectNumber[]).find((p) => p.number === n);
}

describe('protect.scan job', () => {
  it('registers and scans uploaded numbers in the background, after the answer', async () => {
    const body = await multipartBody({ file: { bytes: Buffer.from('6175550101,Boston\n6175550102,Boston\n'), filename: 'boston.csv', type: 'text/csv' }, businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    const res = await t.app.inject({ method: 'POST', url: `${base}/register`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.json().data.successfulRecords).toBe(2);
    expect(await number('6175550101')).toMatchObject({ lastScanTime: null, status: 'INITIALIZING' });
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
