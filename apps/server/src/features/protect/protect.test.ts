import { beforeAll, describe, expect, it } from 'vitest';
import { isSpamAlert, MESSAGES, PROTECT_DOWNLOAD_FILE, type BusinessRecordBody, type ProtectMetrics, type ProtectNumber, type ProtectPage, type ProtectUploadResult } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_BUSINESS_RECORDS } from '../../db/seed/05-business-records';
import { REPUTATION_SANDBOX } from '../../providers/reputation/sandbox-reputation';
import { DEMO_COMPLIANCE } from '../../db/seed/04-compliance';

const team = setUpDemoTeam();
let apiKey: string;

const base = (ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/protect`;
const csv = (lines: string[]) => ({ bytes: Buffer.from(`${lines.join('\n')}\n`), filename: 'numbers.csv', type: 'text/csv' });
/** Fifty fictional numbers of one area code, 555-0100 to 555-0149. */
const fifty = (npa: string) => Array.from({ length: 50 }, (_, i) => `${npa}55501${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  const res = await team.t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=protect-test`, headers: team.owner.headers });
  apiKey = res.json().data.key;
});

async function upload(path: 'register' | 'deRegister', parts: Parameters<typeof multipartBody>[0], s: Session = team.owner, ws: string = DEMO.ws.sales) {
  const body = await multipartBody(parts);
  return team.t.app.inject({ method: 'POST', url: `${base(ws)}/${path}`, headers: { ...s.headers, ...body.headers }, payload: body.payload });
}
async function metrics(ws: string = DEMO.ws.sales): Promise<ProtectMetrics> {
  const res = await team.t.app.inject({ url: `${base(ws)}/metrics`, headers: team.owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function list(query = '', s: Session = team.owner): Promise<ProtectPage> {
  const res = await team.t.app.inject({ url: `${base()}?${query}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const find = async (number: string): Promise<ProtectNumber | undefined> => (await list(`search=${number}`)).content.find((n) => n.number === number);
const queuedWithdrawals = async () => (await team.t.deps.sql.query<{ number: string }>('select number from protect_withdrawals')).rows.map((r) => r.number);
const jobsQueued = async (name: string) =>
  (await team.t.deps.sql.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1 and state::text = 'created'", [name])).rows[0]!.n;
const scan = () => team.t.services.protect.scanner.run({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }, { onlyNew: true, before: new Date() });

describe('protect.metrics', () => {
  it('counts the demo numbers of Sales Floor for every tile', async () => {
    const m = await metrics();
    expect(m.managedNumbers).toBe(305);
    for (const k of ['spamLikely', 'cnamError', 'ftcComplaints', 'pending'] as const) {
      expect(m[k]).toBeGreaterThan(0);
      expect(m[k]).toBeLessThan(m.managedNumbers / 4);
    }
  });

  it('is empty for a workspace with no numbers', async () => {
    expect(await metrics(DEMO.ws.collections)).toEqual({ managedNumbers: 0, spamLikely: 0, cnamError: 0, ftcComplaints: 0, pending: 0 });
  });

  it('answers 401 without a token, 403 to an API key, 404 for another organisation', async () => {
    expect((await team.t.app.inject({ url: `${base()}/metrics` })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: `${base()}/metrics`, headers: { 'x-api-key': apiKey } })).statusCode).toBe(403);
    expect((await team.t.app.inject({ url: `${base()}/metrics`, headers: team.otherOwner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: `${base(DEMO.ws.other)}/metrics`, headers: team.owner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: `${base(DEMO.ws.other, DEMO.otherOrgId)}/metrics`, headers: team.superadmin.headers })).statusCode).toBe(200);
  });
});

describe('protect.list', () => {
  it('pages by number in the requested size, defaulting to 10000', async () => {
    const first = await list('page=0&size=20&sort=number', team.admin);
    expect(first).toMatchObject({ totalElements: 305, totalPages: 16, page: 0, size: 20 });
    expect(first.content).toHaveLength(20);
    const numbers = first.content.map((n) => n.number);
    expect(numbers).toEqual([...numbers].sort());
    const second = await list('page=1&size=20');
    expect(second.content[0]!.number > numbers[19]!).toBe(true);
    expect((await list()).content).toHaveLength(305);
  });

  it('searches digits inside the number, however they are typed', async () => {
    const page = await list(`search=${encodeURIComponent('(201) 555-0166')}`);
    expect(page.content.map((n) => n.number)).toEqual([REPUTATION_SANDBOX.alwaysHigh]);
    const partial = await list('search=5550');
    expect(partial.totalElements).toBe(305);
  });

  it('filters by the spam, cnam, ftc and pending tiles', async () => {
    const m = await metrics();
    const spam = await list('filter=spam');
    expect(spam.totalElements).toBe(m.spamLikely);
    expect(spam.content.some((n) => n.spamResult?.riskLevel === 'HIGH')).toBe(true);
    expect((await list('filter=cnam')).content.every((n) => n.cnam?.invalid)).toBe(true);
    expect((await list('filter=ftc')).content.every((n) => (n.ftcComplaints?.count ?? 0) > 0)).toBe(true);
    expect((await list('filter=pending')).totalElements).toBe(m.pending);
  });

  it('counts a SPAM activity alert by the one rule: any checker flags it (a CleanCall CAUTION too) or its risk is HIGH', async () => {
    const all = (await list()).content;
    const alerts = all.filter((n) => n.spamResult && isSpamAlert(n.spamResult));
    expect((await metrics()).spamLikely).toBe(alerts.length);
    const spam = new Set((await list('filter=spam')).content.map((n) => n.number));
    const caution = all.filter((n) => n.spamResult?.cleanCall.recommendation === 'CAUTION');
    expect(caution.length).toBeGreaterThan(0);
    for (const n of caution) expect(spam.has(n.number)).toBe(true);
  });

  it('shows no CNAM error while a registration is pending or its name is still propagating', async () => {
    const all = (await list()).content;
    for (const n of all.filter((x) => x.registrationPending)) expect(n.cnam?.invalid ?? false).toBe(false);
    // Numbers registered over the last weeks: most show their registered name, a few lag behind.
    const active = all.filter((n) => n.status === 'ACTIVE' && n.cnam);
    expect(active.filter((n) => n.cnam!.name === n.cnam!.expected).length).toBeGreaterThan(active.length / 2);
  });

  it('carries every field of a protect number', async () => {
    const high = await find(REPUTATION_SANDBOX.alwaysHigh);
    expect(high).toMatchObject({
      status: 'ACTIVE', registrationPending: false, description: 'Test line - always HIGH risk', businessRecordId: DEMO_BUSINESS_RECORDS.acme,
      cnam: { name: 'NOT AVAILABLE', invalid: true, expected: 'ACME HOME' },
      spamResult: { riskLevel: 'HIGH', nomoRobo: { score: 1 }, cleanCall: { recommendation: 'BLOCK' } },
      validationResult: { is_valid: true },
    });
    expect(high!.ftcComplaints!.count).toBeGreaterThan(0);
    expect(high!.lastScanTime).toBeTruthy();
    // A failed scan is shown as such: no results, no last scan, the attempt and the service's message.
    const failing = await find(REPUTATION_SANDBOX.failing);
    expect(failing).toMatchObject({ spamResult: null, cnam: null, lastScanTime: null, scanError: 'The reputation service did not answer in time. Please try again.' });
    expect(failing!.lastScanAttempt).toBeTruthy();
  });

  it('refuses a page size over 10000', async () => {
    const res = await team.t.app.inject({ url: `${base()}?size=10001`, headers: team.owner.headers });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for another organisation', async () => {
    expect((await team.t.app.inject({ url: base(), headers: team.otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('protect.download', () => {
  it('answers every matching number as UC-Protect-Download.csv', async () => {
    const res = await team.t.app.inject({ url: `${base()}/download?search=2015550`, headers: team.owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${PROTECT_DOWNLOAD_FILE}"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Number,Description,Status,Risk level/);
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.startsWith('(201) 555-0166'))).toContain('HIGH');
  });

  it('answers 401 without a token and 404 for another organisation', async () => {
    expect((await team.t.app.inject({ url: `${base()}/download` })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: `${base()}/download`, headers: team.otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('protect.register', () => {
  it('adds 48 of 50 rows, reports the two bad rows with their line and reason, and queues the scan', async () => {
    const numbers = fifty('512').map((n) => n.replace('51255501', '51255502'));
    const lines = ['number,description', ...numbers.slice(0, 48).map((n, i) => `${n},Austin line ${i}`), '12345,too short', `${numbers[0]},again`];
    const res = await upload('register', { file: csv(lines), businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    expect(res.statusCode, res.body).toBe(200);
    const result: ProtectUploadResult = res.json().data;
    expect(result).toEqual({
      successfulRecords: 48,
      failureCount: 2,
      failureRecords: [
        { row: 50, number: '12345', reason: MESSAGES.protectRowInvalidNumber },
        { row: 51, number: numbers[0], reason: MESSAGES.protectRowDuplicate },
      ],
    });
    expect((await metrics()).managedNumbers).toBe(305 + 48);
    const added = await find(numbers[3]!);
    expect(added).toMatchObject({ status: 'INITIALIZING', registrationPending: true, description: 'Austin line 3', lastScanTime: null });

    // The documented failing number, which no scan has answered yet, is tried again with the new ones.
    const summary = await scan();
    expect(summary).toMatchObject({ scanned: 49, failed: 1 });
    const scanned = await find(numbers[3]!);
    expect(scanned!.lastScanTime).toBeTruthy();
    expect(scanned!.spamResult).not.toBeNull();
  });

  it('merges an existing number: new description, no duplicate', async () => {
    const before = (await metrics()).managedNumbers;
    const res = await upload('register', { file: csv([`${REPUTATION_SANDBOX.alwaysClean},Main switchboard`]), businessRecordId: DEMO_BUSINESS_RECORDS.acme, mode: 'ADD' });
    expect(res.json().data.successfulRecords).toBe(1);
    expect((await metrics()).managedNumbers).toBe(before);
    expect((await find(REPUTATION_SANDBOX.alwaysClean))!.description).toBe('Main switchboard');
  });

  it('registers a number moved to another business record again', async () => {
    const res = await upload('register', { file: csv([REPUTATION_SANDBOX.alwaysHigh]), businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge });
    expect(res.statusCode, res.body).toBe(200);
    const moved = await find(REPUTATION_SANDBOX.alwaysHigh);
    expect(moved).toMatchObject({ businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, registrationPending: true, description: 'Test line - always HIGH risk' });
  });

  it('says which field is missing: business record, then file', async () => {
    const noRecord = await upload('register', { file: csv(['5125550100']) });
    expect(noRecord.statusCode).toBe(400);
    expect(noRecord.json()).toMatchObject({ message: MESSAGES.businessRecordRequired, errors: [{ path: 'businessRecordId', message: MESSAGES.businessRecordRequired }] });
    const neither = await upload('register', { mode: 'ADD' });
    expect(neither.json().errors).toEqual([
      { path: 'businessRecordId', message: MESSAGES.businessRecordRequired },
      { path: 'file', message: MESSAGES.protectFileRequired },
    ]);
    const noFile = await upload('register', { businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    expect(noFile.json()).toMatchObject({ message: MESSAGES.protectFileRequired });
  });

  it('refuses anything but a CSV, an empty file, a disabled or unknown business record, and changes nothing', async () => {
    const before = await metrics();
    const xlsx = await upload('register', { file: { bytes: Buffer.from('5125550100'), filename: 'numbers.xlsx', type: 'application/vnd.ms-excel' }, businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    expect(xlsx.json()).toMatchObject({ message: MESSAGES.protectCsvOnly });
    const empty = await upload('register', { file: csv(['number,description']), businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    expect(empty.json()).toMatchObject({ message: MESSAGES.protectFileEmpty });
    const disabled = await upload('register', { file: csv(['5125550100']), businessRecordId: DEMO_BUSINESS_RECORDS.brightline });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe(MESSAGES.businessRecordNotActive);
    const unknown = await upload('register', { file: csv(['5125550100']), businessRecordId: 'not-a-record' });
    expect(unknown.statusCode).toBe(404);
    const badMode = await upload('register', { file: csv(['5125550100']), businessRecordId: DEMO_BUSINESS_RECORDS.acme, mode: 'MERGE' });
    expect(badMode.statusCode).toBe(400);
    expect(await metrics()).toEqual(before);
  });

  it('answers 401 without a token, 403 to an API key, 404 for another organisation', async () => {
    const body = await multipartBody({ file: csv(['5125550100']), businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    const inject = (headers: Record<string, string>) => team.t.app.inject({ method: 'POST', url: `${base()}/register`, headers: { ...headers, ...body.headers }, payload: body.payload });
    expect((await inject({})).statusCode).toBe(401);
    expect((await inject({ 'x-api-key': apiKey })).statusCode).toBe(403);
    expect((await inject(team.otherOwner.headers)).statusCode).toBe(404);
  });
});

describe('protect.register expected caller name', () => {
  const record = (over: Partial<BusinessRecordBody>): BusinessRecordBody => ({
    legalName: 'Harbor View Dental PLLC', ein: '987654321', website: 'harborview.example', phone: '(512) 555-0190',
    address: { address1: '9 Harbor Rd', address2: '', city: 'Austin', state: 'TX', zip: '78701' },
    contact: { firstName: 'Hal', lastName: 'Harbor', title: 'Owner', email: 'hal@harborview.example', phone: '512-555-0191' },
    cnams: [{ name: 'HARBOR VIEW' }], ...over,
  });
  const expectedFor = async (over: Partial<BusinessRecordBody>, number: string) => {
    const created = await team.t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/businessRecords`, headers: team.superadmin.headers, payload: record(over) });
    expect(created.statusCode, created.body).toBe(200);
    expect((await upload('register', { file: csv([number]), businessRecordId: created.json().data.id })).statusCode).toBe(200);
    await scan();
    return (await find(number))?.cnam?.expected;
  };

  it("is the record's branded calling profile short name, else its first CNAM, else its legal name", async () => {
    expect(await expectedFor({ ucProtectBrandedCallingProfileId: DEMO_COMPLIANCE.brandedProfile }, '5125550301')).toBe('DEMO CO SALES');
    expect(await expectedFor({}, '5125550302')).toBe('HARBOR VIEW');
    expect(await expectedFor({ cnams: [] }, '5125550303')).toBe('HARBOR VIEW DEN');
  });

  it('keeps a business record that numbers are registered under from being deleted', async () => {
    const res = await team.t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}`, headers: team.superadmin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.businessRecordInUse);
    expect((await team.t.app.inject({ url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/businessRecords/${DEMO_BUSINESS_RECORDS.acme}`, headers: team.owner.headers })).statusCode).toBe(200);
  });
});

describe('protect.deRegister', () => {
  it('removes the listed numbers and reports those not managed', async () => {
    const before = (await metrics()).managedNumbers;
    const numbers = fifty('512').map((n) => n.replace('51255501', '51255502')).slice(0, 3);
    const res = await upload('deRegister', { file: csv([...numbers, '9725550100', 'abc']) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      successfulRecords: 3,
      failureCount: 2,
      failureRecords: [
        { row: 4, number: '9725550100', reason: MESSAGES.protectRowNotManaged },
        { row: 5, number: 'abc', reason: MESSAGES.protectRowInvalidNumber },
      ],
    });
    expect((await metrics()).managedNumbers).toBe(before - 3);
    // Their registrations are queued for withdrawal from the registration service, with a job to do it.
    expect(await queuedWithdrawals()).toEqual(expect.arrayContaining(numbers));
    expect(await jobsQueued('protect.withdraw')).toBe(1);
  });

  it('needs a CSV file', async () => {
    expect((await upload('deRegister', {})).json()).toMatchObject({ message: MESSAGES.protectFileRequired });
    expect((await upload('deRegister', { file: { bytes: Buffer.from('x'), filename: 'a.txt', type: 'text/plain' } })).json()).toMatchObject({ message: MESSAGES.protectCsvOnly });
  });

  it('answers 404 for another organisation', async () => {
    expect((await upload('deRegister', { file: csv(['5125550100']) }, team.otherOwner)).statusCode).toBe(404);
  });
});

describe('protect.register REPLACE', () => {
  it('keeps every number when the file has nothing valid', async () => {
    const before = (await metrics()).managedNumbers;
    const res = await upload('register', { file: csv(['0000000000']), businessRecordId: DEMO_BUSINESS_RECORDS.acme, mode: 'REPLACE' });
    expect(res.json().data).toMatchObject({ successfulRecords: 0, failureCount: 1 });
    expect((await metrics()).managedNumbers).toBe(before);
  });

  it('removes every existing number and adds the file', async () => {
    const res = await upload('register', { file: csv(fifty('303')), businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, mode: 'REPLACE' }, team.admin);
    expect(res.json().data).toMatchObject({ successfulRecords: 50, failureCount: 0 });
    expect((await metrics()).managedNumbers).toBe(50);
    expect(await find(REPUTATION_SANDBOX.alwaysHigh)).toBeUndefined();
    // Every replaced number the engines held is withdrawn; the refused one never was registered.
    const queued = await queuedWithdrawals();
    expect(queued).toContain(REPUTATION_SANDBOX.alwaysHigh);
    expect(queued).not.toContain('2015550188');
    expect((await scan()).scanned).toBe(50);
  });
});

describe('protect scan alerts', () => {
  it('notifies the organisation and publishes UCProtect when a number turns HIGH', async () => {
    const published: unknown[] = [];
    const publish = team.t.deps.realtime.publish;
    team.t.deps.realtime.publish = async (channel, event) => {
      published.push({ channel, event });
      return publish(channel, event);
    };
    try {
      await upload('register', { file: csv([REPUTATION_SANDBOX.alwaysHigh]), businessRecordId: DEMO_BUSINESS_RECORDS.acme });
      const summary = await scan();
      expect(summary.alerted).toEqual([REPUTATION_SANDBOX.alwaysHigh]);
      expect(published).toContainEqual({
        channel: `workspace:${DEMO.ws.sales}`,
        event: { type: 'UCProtect', payload: { kind: 'alert', phone: REPUTATION_SANDBOX.alwaysHigh, riskLevel: 'HIGH', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales } },
      });
      const res = await team.t.app.inject({ url: `/api/orgs/${DEMO.orgId}/notifications`, headers: team.admin.headers });
      const alert = res.json().data.find((n: { notificationType: string }) => n.notificationType === 'UCProtect');
      expect(alert.notificationPayload).toMatchObject({ heading: MESSAGES.protectSpamAlertHeading, workspaceId: DEMO.ws.sales });
      expect(alert.notificationPayload.message).toBe('1 number in Sales Floor raised a SPAM activity alert: (201) 555-0166.');
      // Scanning again raises nothing: it was already alerted at HIGH.
      expect((await team.t.services.protect.scanner.run({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }, { onlyNew: false, before: new Date() })).alerted).toEqual([]);
      // The workspace hears that the registration was confirmed and the scan finished, so open screens refresh.
      const kinds = published.map((p) => (p as { event: { payload: { kind: string; orgId: string } } }).event.payload);
      expect(kinds).toContainEqual(expect.objectContaining({ kind: 'registration', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }));
      expect(kinds).toContainEqual(expect.objectContaining({ kind: 'scan', orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }));
    } finally {
      team.t.deps.realtime.publish = publish;
    }
  });

  it('sends an alert the scan could not send on the next run', async () => {
    await upload('deRegister', { file: csv([REPUTATION_SANDBOX.alwaysHigh]) });
    await upload('register', { file: csv([REPUTATION_SANDBOX.alwaysHigh]), businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    const notify = team.t.services.notifications.notify;
    team.t.services.notifications.notify = async () => {
      throw new Error('the job stopped here');
    };
    try {
      await expect(scan()).rejects.toThrow('the job stopped here');
    } finally {
      team.t.services.notifications.notify = notify;
    }
    expect((await find(REPUTATION_SANDBOX.alwaysHigh))!.lastScanTime).toBeTruthy();
    expect((await scan()).alerted).toEqual([REPUTATION_SANDBOX.alwaysHigh]);
    expect((await scan()).alerted).toEqual([]);
  });
});
