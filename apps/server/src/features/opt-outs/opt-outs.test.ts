import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPT_OUT_MESSAGES as M, type OptOut } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { listOptOuts, pageOfOptOuts, type OptOutCursor } from './opt-outs.repo';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let campaignId: string;
let otherCampaignId: string;

const url = (ws: string = DEMO.ws.sales, rest = '') => `/api/orgs/${ws === DEMO.ws.other ? DEMO.otherOrgId : DEMO.orgId}/workspaces/${ws}/messagingSuppressions${rest}`;
const add = (s: Session, q: Record<string, string>, ws: string = DEMO.ws.sales) => call(t, 'POST', `${url(ws)}?${new URLSearchParams(q)}`, s);
const list = async (s: Session = owner, q: Record<string, string> = {}) => {
  const res = await call(t, 'GET', `${url()}?${new URLSearchParams(q)}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OptOut[];
};

beforeAll(async () => {
  t = await testApp();
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
  const create = async (s: Session, ws: string, org: string = DEMO.orgId) => {
    const res = await call(t, 'POST', `/api/orgs/${org}/workspaces/${ws}/messagingCampaigns`, s, { name: `Opt-out tests ${Math.random()}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };
  campaignId = await create(owner, DEMO.ws.sales);
  otherCampaignId = await create(otherOwner, DEMO.ws.other, DEMO.otherOrgId);
});
afterAll(async () => t.close());

describe('opt-outs', () => {
  it('adds a US or Canadian number for every role, named by its campaign, newest first; a repeat keeps the first request', async () => {
    for (const [s, phone] of [[owner, '(512) 555-0181'], [admin, '+1 416 555 0182'], [superadmin, '5125550183']] as const) {
      const res = await add(s, { campaignId, phone, reason: 'Asked by phone' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ leadKey: { phone: phone.replace(/\D/g, '').slice(-10), campaignId }, reason: 'Asked by phone' });
      expect(res.json().data.campaignName).toMatch(/^Opt-out tests/);
    }
    const again = await add(owner, { campaignId, phone: '5125550181', reason: 'Second time' });
    expect(again.json().data.reason).toBe('Asked by phone');
    const rows = await list();
    expect(rows.filter((r) => r.leadKey.phone === '5125550181')).toHaveLength(1);
    expect(rows.map((r) => r.timestamp)).toEqual([...rows.map((r) => r.timestamp)].sort().reverse());
  });

  it('refuses an invalid number with the spec’s text, and a missing campaign or reason; nothing is saved', async () => {
    const before = (await list()).length;
    for (const phone of ['12', '+44 20 7946 0958', '']) {
      const res = await add(owner, { campaignId, phone, reason: 'x' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(M.notSaved);
    }
    expect((await add(owner, { phone: '5125550184', reason: 'x' })).statusCode).toBe(400);
    expect((await add(owner, { campaignId, phone: '5125550184' })).statusCode).toBe(400);
    expect((await add(owner, { campaignId: 'no-such-campaign', phone: '5125550184', reason: 'x' })).statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('filters by period and campaign, and removes an opt-out', async () => {
    await add(owner, { campaignId, phone: '5125550185', reason: 'x' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await list(owner, { earliest: future })).toEqual([]);
    expect((await list(owner, { campaignId: 'another' }))).toEqual([]);
    expect((await list(owner, { campaignId })).some((r) => r.leadKey.phone === '5125550185')).toBe(true);
    const del = await call(t, 'DELETE', `${url()}?${new URLSearchParams({ campaignId, phone: '512-555-0185' })}`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect((await list()).some((r) => r.leadKey.phone === '5125550185')).toBe(false);
    expect((await call(t, 'DELETE', `${url()}?${new URLSearchParams({ campaignId, phone: '5125550185' })}`, admin)).statusCode).toBe(404);
  });

  it('keeps another organisation’s opt-outs invisible (404) and refuses its campaign here', async () => {
    const foreign = `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.other}/messagingSuppressions`;
    expect((await call(t, 'GET', foreign, owner)).statusCode).toBe(404);
    expect((await call(t, 'POST', `${foreign}?${new URLSearchParams({ campaignId: otherCampaignId, phone: '5125550186', reason: 'x' })}`, owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.other}/messagingSuppressions`, owner)).statusCode).toBe(404);
    expect((await add(owner, { campaignId: otherCampaignId, phone: '5125550186', reason: 'x' })).statusCode).toBe(400);
    expect((await add(otherOwner, { campaignId: otherCampaignId, phone: '5125550186', reason: 'x' }, DEMO.ws.other)).statusCode).toBe(200);
    expect((await list()).some((r) => r.leadKey.phone === '5125550186')).toBe(false);
  });

  it('imports a CSV: the phone column, an optional reason, invalid rows counted; formulas never reach the download', async () => {
    const csv = 'Name,Phone,Reason\nAna,512-555-0191,Complaint\nBo,not a number,\nCy,(512) 555-0192,\nDi,512-555-0191,again\n=cmd,5125550193,=HYPERLINK("x")\n';
    const body = await multipartBody({ file: { bytes: Buffer.from(csv), filename: 'opt-outs.csv', type: 'text/csv' } });
    const res = await t.app.inject({ method: 'POST', url: `${url(DEMO.ws.sales, '/import')}?campaignId=${campaignId}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 3, invalid: 1 });
    const rows = await list();
    expect(rows.find((r) => r.leadKey.phone === '5125550191')?.reason).toBe('Complaint');
    expect(rows.find((r) => r.leadKey.phone === '5125550192')?.reason).toBe('IMPORT');

    const started = await call(t, 'GET', url(DEMO.ws.sales, `/download?campaignId=${campaignId}`), admin);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.message).toBe(M.downloadRequested);
    const reportId = started.json().data.reportId as string;
    await t.services.reports.exports.run(reportId, { retryCount: 0 });
    const reports = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/reports`;
    const link = (await call(t, 'GET', `${reports}/${reportId}/url`, admin)).json().data.url as string;
    const lines = (await t.app.inject({ url: link })).body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Phone,Campaign Name,Timestamp,Reason');
    expect(lines.some((l) => l.startsWith('5125550193,') && l.includes("'=HYPERLINK"))).toBe(true);
  });

  it('reads the download a page at a time in the list’s order, numbers imported in the same instant included once', async () => {
    const all = await listOptOuts(t.deps.db, DEMO.ws.sales, {}, 10_000);
    expect(all.length).toBeGreaterThan(4);
    const paged: string[] = [];
    let after: OptOutCursor | null = null;
    do {
      const page = await pageOfOptOuts(t.deps.db, DEMO.ws.sales, {}, after, 2);
      paged.push(...page.rows.map((r) => r.phone));
      after = page.next;
    } while (after);
    expect(paged).toEqual(all.map((r) => r.phone));
  });

  it('refuses an import that is not a CSV file or has no file', async () => {
    const body = await multipartBody({ file: { bytes: Buffer.from('x'), filename: 'opt-outs.xlsx', type: 'application/octet-stream' } });
    const res = await t.app.inject({ method: 'POST', url: `${url(DEMO.ws.sales, '/import')}?campaignId=${campaignId}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.csvOnly);
    const empty = await multipartBody({ other: 'x' });
    const none = await t.app.inject({ method: 'POST', url: `${url(DEMO.ws.sales, '/import')}?campaignId=${campaignId}`, headers: { ...owner.headers, ...empty.headers }, payload: empty.payload });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.fileRequired);
  });

  it('lets the engine opt numbers out and in, flag free-text replies, and a person confirm or dismiss them', async () => {
    const optOuts = t.services.optOuts.service;
    expect(await optOuts.optOut(DEMO.ws.sales, '5125550195', campaignId, 'STOP')).toBe(true);
    expect(await optOuts.optOut(DEMO.ws.sales, '5125550195', campaignId, 'STOP')).toBe(false);
    expect(await optOuts.optedOutAmong(DEMO.ws.sales, ['5125550195', '5125550196'])).toEqual(new Set(['5125550195']));
    expect(await optOuts.optedOutAmong(DEMO.ws.collections, ['5125550195'])).toEqual(new Set());
    expect(await optOuts.optIn(DEMO.ws.sales, '5125550195')).toBe(true);
    expect(await optOuts.optedOutAmong(DEMO.ws.sales, ['5125550195'])).toEqual(new Set());

    await optOuts.flagForReview(DEMO.ws.sales, '5125550197', campaignId, "please don't text me anymore");
    await optOuts.flagForReview(DEMO.ws.sales, '5125550198', campaignId, 'wrong number');
    const reviews = (await call(t, 'GET', url(DEMO.ws.sales, '/reviews'), owner)).json().data as { id: string; phone: string }[];
    const confirm = reviews.find((r) => r.phone === '5125550197')!;
    const dismiss = reviews.find((r) => r.phone === '5125550198')!;
    expect((await call(t, 'POST', url(DEMO.ws.sales, `/reviews/${confirm.id}?optOut=true`), admin)).statusCode).toBe(200);
    expect((await call(t, 'POST', url(DEMO.ws.sales, `/reviews/${dismiss.id}?optOut=false`), admin)).statusCode).toBe(200);
    expect((await call(t, 'POST', url(DEMO.ws.sales, `/reviews/${dismiss.id}?optOut=true`), admin)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(DEMO.ws.other, `/reviews/${confirm.id}?optOut=true`), otherOwner)).statusCode).toBe(404);
    const rows = await list();
    expect(rows.find((r) => r.leadKey.phone === '5125550197')?.reason).toBe('FREE_TEXT');
    expect(rows.some((r) => r.leadKey.phone === '5125550198')).toBe(false);
  });
});
