import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MessagingList } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { describeRun, expectResponsive, whileRunning } from '../../testing/responsiveness';
import { messagingLeads } from '../messaging-leads/messaging-leads.tables';
import { createMc, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';
import { messagingLists } from './messaging-lists.tables';

/**
 * The worst a customer can upload as a messaging list: the process keeps answering other users while a large list is
 * stored and processed, and a file that is not a CSV of a sane shape is refused with the spec's text, leaving nothing.
 */
let t: TestApp;
let owner: Session;
let admin: Session;

const ROWS = Number(process.env.LISTS_LOAD_ROWS ?? 200_000);

const lurl = (c: string, rest = '') => mcUrl(`/${c}/lists${rest}`);
const probe = async () => {
  const res = await call(t, 'GET', '/api/auth/me', admin);
  expect(res.statusCode).toBe(200);
};
/** The multipart body of an upload, sent in 64 KB pieces as a socket delivers it (not one buffer the parser takes at once). */
async function uploadBody(bytes: Buffer, filename: string) {
  const body = await multipartBody({ file: { bytes, filename, type: 'text/csv' } });
  const pieces = Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) => body.payload.subarray(i * 65536, (i + 1) * 65536));
  return { headers: { ...owner.headers, ...body.headers, 'content-length': String(body.payload.length) }, payload: () => Readable.from(pieces) };
}

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ owner, admin } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

describe('messaging lists under load', () => {
  it(`stays responsive while a list of ${ROWS.toLocaleString('en-US')} rows is uploaded and processed`, async () => {
    const c = await createMc(t, owner);
    const lines = ['phone,first,last,zip,state'];
    for (let i = 0; i < ROWS; i++) lines.push(`${2000000000 + i * 7},First${i},Last${i},10001,NY`);
    const file = Buffer.from(lines.join('\n'));

    const body = await uploadBody(file, 'large.csv');
    const uploaded = await whileRunning(async () => {
      const res = await t.app.inject({ method: 'POST', url: lurl(c.id), headers: body.headers, payload: body.payload() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as MessagingList;
    }, probe, 20);
    console.log(describeRun(`upload of ${ROWS} rows (${(file.length / 1e6).toFixed(1)} MB)`, uploaded));
    expect(uploaded.result.rowCount).toBe(ROWS);

    const list = uploaded.result;
    const processed = await whileRunning(async () => {
      const res = await call(t, 'POST', lurl(c.id, `/${list.id}/process`), owner, { mappedCols: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'FirstName' }] });
      expect(res.statusCode, res.body).toBe(200);
      for (;;) {
        const now = (await call(t, 'GET', lurl(c.id, `/${list.id}`), owner)).json().data as MessagingList;
        if (now.status !== 'PROCESSING') return now;
        await new Promise((r) => setTimeout(r, 250));
      }
    }, probe);
    console.log(describeRun(`processing of ${ROWS} rows`, processed));
    expect(processed.result).toMatchObject({ status: 'READY', processedRows: ROWS });
    expect(processed.result.metrics.supplied).toBe(ROWS);

    expectResponsive(processed);
    expectResponsive(uploaded, 0);
  }, 120_000);

  it('refuses a NUL byte, a 10 MB line, a file that is not UTF-8 and 10,000 columns with the spec’s text, and stores nothing', async () => {
    const c = await createMc(t, owner);
    const cases: [string, Buffer, RegExp][] = [
      ['nul.csv', Buffer.from('phone,first\n2145550101,A\u0000na\n'), /^nul\.csv rejected because: /],
      ['long.csv', Buffer.from(`phone,first\n2145550101,${'x'.repeat(10 * 1024 * 1024)}\n`), /^long\.csv rejected because: /],
      ['latin1.csv', Buffer.concat([Buffer.from('phone,first\n2145550101,Jos'), Buffer.from([0xe9]), Buffer.from('\n')]), /^latin1\.csv rejected because: /],
      ['wide.csv', Buffer.from(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(9_999)}1\n`), /^wide\.csv rejected because: /],
    ];
    const count = async () => ({
      lists: (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(messagingLists).where(eq(messagingLists.campaignId, c.id)))[0]!.n,
      leads: (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(messagingLeads).where(eq(messagingLeads.campaignId, c.id)))[0]!.n,
    });
    for (const [name, bytes, message] of cases) {
      const body = await uploadBody(bytes, name);
      const run = await whileRunning(() => t.app.inject({ method: 'POST', url: lurl(c.id), headers: body.headers, payload: body.payload() }), probe, 20);
      console.log(describeRun(name, run));
      expect([name, run.result.statusCode]).toEqual([name, 400]);
      expect(run.result.json().message).toMatch(message);
      expect(await count()).toEqual({ lists: 0, leads: 0 });
    }
  }, 60_000);
});
