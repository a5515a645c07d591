import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REPORT_LIFETIME_DAYS, type Notification, type RealtimeEvent, type ReportDownload } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import type { Actor } from '../../platform/auth-context';
import { csvCell, ExportError } from './export-service';
import * as repo from './reports.repo';

let t: TestApp;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
const published: { channel: string; event: RealtimeEvent }[] = [];
/** Rows the test writer streams: enough for the file stream to push back (back-pressure) many times. */
const ROWS = 20_000;
let releaseSlow: () => void = () => undefined;

const url = (ws: string = DEMO.ws.sales, rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/reports${rest}`;
const actorOf = (s: Session, userType: 'Owner' | 'Admin' = 'Owner'): Actor => ({ kind: 'user', userId: s.user.id, orgId: s.user.orgId, userType, email: '' });

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ owner, admin, superadmin, otherOwner } = await signInDemoTeam(t));
  const { exports } = t.services.reports;
  exports.registerExport('test-rows', async (ctx) => {
    const { count, label } = ctx.params as { count: number; label: string };
    await ctx.row(['Row', 'Label', 'Workspace']);
    for (let i = 1; i <= count; i++) await ctx.row([i, label, ctx.workspaceId]);
  });
  exports.registerExport('test-refused', async () => {
    throw new ExportError('The record set no longer exists.');
  });
  exports.registerExport('test-crash', async (ctx) => {
    await ctx.row(['Partial']);
    throw new Error('disk gone');
  });
  exports.registerExport('test-slow', async (ctx) => {
    await ctx.row(['Waiting']);
    await new Promise<void>((r) => (releaseSlow = r));
    await ctx.row(['Done']);
  });
  const publish = t.deps.realtime.publish;
  t.deps.realtime.publish = async (channel, event) => {
    published.push({ channel, event });
    return publish(channel, event);
  };
});
afterAll(async () => {
  releaseSlow();
  await t.close();
});

async function list(s: Session = owner, ws?: string): Promise<ReportDownload[]> {
  const res = await call(t, 'GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function settled(id: string, s: Session = owner): Promise<ReportDownload> {
  for (let i = 0; i < 300; i++) {
    const r = (await list(s)).find((x) => x.id === id);
    if (r && r.status !== 'PENDING') return r;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${id} is still processing`);
}

/** The job marks the report, then notifies: wait for the notification about this report. */
async function notificationsAbout(reportName: string, s: Session): Promise<Notification[]> {
  for (let i = 0; i < 100; i++) {
    const notes = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/notifications`, s)).json().data as Notification[];
    if (notes[0]?.notificationType === 'Report' && notes[0].notificationPayload.message.startsWith(reportName)) return notes;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no notification about ${reportName}`);
}

const request = async (kind: string, params: object = {}, s: Session = owner, reportName = 'Test export') =>
  t.services.reports.exports.request(await t.services.workspaces.scope(actorOf(s), DEMO.orgId, DEMO.ws.sales), { reportName, kind, params });

describe('the export service, end to end', () => {
  it('records the request, writes the file in a job, marks it READY, tells the user, and serves it through a signed link', async () => {
    const accepted = await request('test-rows', { count: ROWS, label: 'alpha, "quoted"' }, owner, 'Record set: Leads 2026/03');
    expect(accepted).toEqual({ reportId: expect.any(String), status: 'PENDING', message: 'Your request is processing. You will be notified when the file is ready to download.' });
    const pending = (await list()).find((r) => r.id === accepted.reportId)!;
    expect(pending).toMatchObject({ reportName: 'Record set: Leads 2026/03', status: 'PENDING', requestedBy: { firstName: 'Olivia', lastName: 'Owner' }, expiresAt: null });

    const ready = await settled(accepted.reportId);
    expect(ready.status).toBe('READY');
    expect(Date.parse(ready.expiresAt!) - Date.now()).toBeGreaterThan(REPORT_LIFETIME_DAYS * 86_400_000 - 120_000);
    const events = published.flatMap((p) => (p.channel === `user:${owner.user.id}` && p.event.type === 'Report' && p.event.payload.id === accepted.reportId ? [p.event.payload] : []));
    expect(events.map((e) => [e.status, e.workspaceId])).toEqual([['PENDING', DEMO.ws.sales], ['READY', DEMO.ws.sales]]);
    const notes = await notificationsAbout('Record set: Leads 2026/03', owner);
    expect(notes[0]).toMatchObject({ notificationType: 'Report', notificationPayload: {
      heading: 'Your file is ready', message: 'Record set: Leads 2026/03 is ready to download from Downloads.', workspaceId: DEMO.ws.sales, reportName: 'Record set: Leads 2026/03',
    } });

    const link = await call(t, 'GET', url(DEMO.ws.sales, `/${accepted.reportId}/url`), owner);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.url).toMatch(/^\/api\/reports\/file\?token=/);
    // The browser opens the link in a new tab: no bearer header.
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Record set- Leads 2026-03.csv"; filename*=UTF-8''Record%20set-%20Leads%202026-03.csv`);
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe('Row,Label,Workspace');
    expect(lines[ROWS]).toBe(`${ROWS},"alpha, ""quoted""",${DEMO.ws.sales}`);
    expect(Number(file.headers['content-length'])).toBe(ready.size);
  });

  it('marks a report FAILED with the writer\'s reason and notifies the user', async () => {
    const { reportId } = await request('test-refused', {}, admin, 'Broken export');
    const failed = await settled(reportId, admin);
    expect(failed).toMatchObject({ status: 'FAILED', errorMessage: 'The record set no longer exists.', expiresAt: null });
    const notes = await notificationsAbout('Broken export', admin);
    expect(notes[0]!.notificationPayload).toMatchObject({ heading: 'Your file could not be created', message: 'Broken export could not be created: The record set no longer exists.' });
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`), admin)).json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.reportUnavailable });
  });

  it('tries an unexpected failure again before marking the report FAILED', async () => {
    const { reportId } = await request('test-crash', {}, admin, 'Crashing export');
    await expect(t.services.reports.exports.run(reportId, { retryCount: 0 })).rejects.toThrow('disk gone');
    expect((await repo.findReportById(t.deps.db, reportId))!.status).toBe('PENDING');
    await t.services.reports.exports.run(reportId, { retryCount: 2 });
    const row = (await repo.findReportById(t.deps.db, reportId))!;
    expect(row).toMatchObject({ status: 'FAILED', errorMessage: 'The file could not be written.' });
    // The started app's job worker runs the same export beside these calls (CI on PostgreSQL saw its partial file
    // still open): every run, ours and the worker's, must leave no file once it has failed.
    await expect.poll(() => t.deps.files.stat(row.fileId!), { timeout: 15_000, interval: 100 }).toBeNull();
  });

  it('refuses a kind no feature registered, and a request for another organisation\'s workspace', async () => {
    await expect(request('nothing-here')).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.reportKindUnknown });
    await expect(request('test-rows', undefined, otherOwner, 'x'))
      .rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('reports.list', () => {
  it('shows each user only their own reports in the workspace, newest request first, including the seeded one', async () => {
    const first = await request('test-rows', { count: 1, label: 'one' }, superadmin, 'First');
    const second = await request('test-rows', { count: 1, label: 'two' }, superadmin, 'Second');
    await settled(second.reportId, superadmin);
    const mine = await list(superadmin);
    expect(mine.slice(0, 2).map((r) => r.id)).toEqual([second.reportId, first.reportId]);
    expect(mine.at(-1)).toMatchObject({ reportName: 'Leads - Q4 Home Services Outreach', status: 'READY', requestedBy: { firstName: 'Sam', lastName: 'Super' } });
    expect((await list(owner)).map((r) => r.id)).not.toContain(first.reportId);
    expect(await list(owner, DEMO.ws.collections)).toEqual([]);
  });

  it('answers 401 without a token, 403 to an API key, 404 for another organisation', async () => {
    expect((await call(t, 'GET', url())).statusCode).toBe(401);
    expect((await call(t, 'GET', url(), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.other}/reports`, owner)).statusCode).toBe(404);
    const { key } = await t.services.apiKeys.create(await t.services.workspaces.scope(actorOf(owner), DEMO.orgId, DEMO.ws.sales), 'reports');
    expect((await t.app.inject({ url: url(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
  });
});

describe('reports url and file', () => {
  it('gives a link only to the report\'s owner; a forged, foreign or reused-after-delete link is refused', async () => {
    const { reportId } = await request('test-rows', { count: 2, label: 'x' });
    await settled(reportId);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`), admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.collections, `/${reportId}/url`), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`))).statusCode).toBe(401);
    const link = (await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`), owner)).json().data.url as string;
    const token = decodeURIComponent(link.split('token=')[1]!);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'nonsense', '']) {
      const res = await t.app.inject({ url: `/api/reports/file?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.reportUnavailable);
    }
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), owner)).statusCode).toBe(200);
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
  });
});

describe('reports.remove', () => {
  it('marks the report DELETED, removes its file and tells the consoles; others get 404', async () => {
    const { reportId } = await request('test-rows', { count: 3, label: 'bye' });
    await settled(reportId);
    const row = (await repo.findReportById(t.deps.db, reportId))!;
    expect(await t.deps.files.stat(row.fileId!)).not.toBeNull();
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), admin)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), otherOwner)).statusCode).toBe(404);
    const res = await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), owner);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await list()).map((r) => r.id)).not.toContain(reportId);
    expect((await repo.findReportById(t.deps.db, reportId))!.status).toBe('DELETED');
    expect(await t.deps.files.stat(row.fileId!)).toBeNull();
    // The last Report event (the app's background jobs publish other events meanwhile).
    expect(published.filter((p) => p.event.type === 'Report').at(-1)).toMatchObject({ channel: `user:${owner.user.id}`, event: { type: 'Report', payload: { id: reportId, status: 'DELETED' } } });
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), owner)).statusCode).toBe(404);
  });

  it('stops a report deleted while its file is written from becoming READY', async () => {
    const { reportId } = await request('test-slow');
    for (let i = 0; i < 200 && !(await repo.findReportById(t.deps.db, reportId))!.fileId; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await call(t, 'DELETE', url(DEMO.ws.sales, `/${reportId}`), owner)).statusCode).toBe(200);
    releaseSlow();
    await new Promise((r) => setTimeout(r, 500));
    expect((await repo.findReportById(t.deps.db, reportId))!.status).toBe('DELETED');
  });
});

describe('report expiry', () => {
  it('removes the file when the link expires; the report stays listed as EXPIRED and cannot be downloaded', async () => {
    const { reportId } = await request('test-rows', { count: 1, label: 'old' });
    await settled(reportId);
    const row = (await repo.findReportById(t.deps.db, reportId))!;
    await t.deps.sql.query("update report_downloads set expires_at = now() - interval '1 minute' where id = $1", [reportId]);
    expect(await t.services.reports.expire()).toBeGreaterThanOrEqual(1);
    expect((await list()).find((r) => r.id === reportId)!.status).toBe('EXPIRED');
    expect(await t.deps.files.stat(row.fileId!)).toBeNull();
    expect((await call(t, 'GET', url(DEMO.ws.sales, `/${reportId}/url`), owner)).json().message).toBe(MESSAGES.reportUnavailable);
  });
});

describe('csvCell', () => {
  it('quotes what needs quoting and keeps spreadsheets from running formulas', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 12, null, undefined, true].map(csvCell)).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '12', '', '', 'true']);
    expect(['=SUM(A1)', '@cmd', '+cmd', '-cmd', '+15125550100', '-12.5'].map(csvCell)).toEqual(["'=SUM(A1)", "'@cmd", "'+cmd", "'-cmd", '+15125550100', '-12.5']);
  });
});
