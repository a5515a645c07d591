import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { describeRun, expectResponsive, whileRunning } from '../../testing/responsiveness';
import { countOptOuts } from './opt-outs.repo';

/**
 * The worst a customer can send as an opt-out import: the process keeps answering other users while a large file is
 * read and saved, and a file that is not a CSV of a sane shape is refused with the spec's text, saving nothing.
 */
let t: TestApp;
let owner: Session;
let admin: Session;
let campaignId: string;

const ROWS = Number(process.env.OPT_OUTS_LOAD_ROWS ?? 200_000);
const url = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingSuppressions/import`;

const probe = async () => {
  const res = await call(t, 'GET', '/api/auth/me', admin);
  expect(res.statusCode).toBe(200);
};
/** An import request, its multipart body built before it is timed. */
async function importRequest(bytes: Buffer, filename: string) {
  const body = await multipartBody({ file: { bytes, filename, type: 'text/csv' } });
  return () => t.app.inject({ method: 'POST', url: `${url}?campaignId=${campaignId}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
}

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin } = await signInDemoTeam(t));
  const res = await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaigns`, owner, { name: 'Opt-out load' });
  campaignId = res.json().data.id as string;
});
afterAll(async () => t.close());

describe('opt-out imports under load', () => {
  it(`stays responsive while ${ROWS.toLocaleString('en-US')} opt-outs are imported`, async () => {
    const lines = ['phone,reason'];
    for (let i = 0; i < ROWS; i++) lines.push(`512${2_000_000 + i * 3},Complaint ${i}`);
    const file = Buffer.from(lines.join('\n'));
    const before = await countOptOuts(t.deps.db, DEMO.ws.sales);
    const send = await importRequest(file, 'national.csv');
    const run = await whileRunning(async () => {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { imported: number; invalid: number };
    }, probe);
    console.log(describeRun(`import of ${ROWS} opt-outs (${(file.length / 1e6).toFixed(1)} MB)`, run));
    expect(run.result).toEqual({ imported: ROWS, invalid: 0 });
    expect(await countOptOuts(t.deps.db, DEMO.ws.sales)).toBe(before + ROWS);
    expectResponsive(run);
  }, 120_000);

  it('refuses a NUL byte, a 10 MB line, a file that is not UTF-8 and 10,000 columns with the spec’s text, and saves nothing', async () => {
    const valid = 'phone,reason\n5125550301,Asked\n';
    const cases: [string, Buffer][] = [
      ['nul.csv', Buffer.from(`${valid}5125550302,A\u0000sked\n`)],
      ['long.csv', Buffer.from(`${valid}5125550302,${'x'.repeat(10 * 1024 * 1024)}\n`)],
      ['latin1.csv', Buffer.concat([Buffer.from(`${valid}5125550302,Jos`), Buffer.from([0xe9]), Buffer.from('\n')])],
      ['wide.csv', Buffer.from(`${valid}5125550302,${'x,'.repeat(9_998)}x\n`)],
    ];
    const before = await countOptOuts(t.deps.db, DEMO.ws.sales);
    for (const [name, bytes] of cases) {
      const run = await whileRunning(await importRequest(bytes, name), probe, 20);
      console.log(describeRun(name, run));
      expect([name, run.result.statusCode]).toEqual([name, 400]);
      expect(run.result.json().message).toMatch(new RegExp(`^${name.replace('.', '\\.')} rejected because: `));
      expect(await countOptOuts(t.deps.db, DEMO.ws.sales)).toBe(before);
    }
  }, 60_000);
});
