import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProcessRequest, type CampaignList, type ListPreview, type ListsPage, type MappingTemplate, type ServerMessage } from '@trueline/contract';
import { prepareRequest } from './request';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { connectRealtime } from '../../platform/realtime.test-client';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let baseUrl: string;

const base = (ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}`;
const listsUrl = (c: string = DEMO_CAMPAIGNS.winBackMetro, rest = '', ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) =>
  `${base(ws, orgId)}/campaigns/${c}/lists${rest}`;

/** A small lead file: header plus rows of phone, first name, last name, state. */
const leadsCsv = (rows: string[][], header = ['number1', 'first_name', 'last_name', 'state']) =>
  Buffer.from([header, ...rows].map((r) => r.join(',')).join('\n'));
const sample = leadsCsv([
  ['(212) 555-0101', 'Ana', 'Lopez', 'NY'], ['3125550102', 'Ben', 'Okafor', 'IL'], ['not a phone', 'Cy', 'Moss', 'NY'], ['212-555-0101', 'Dee', 'Park', 'NY'],
  ['4155550105', 'Eve', 'Ng', 'CA'], ['6175550106', 'Fay', 'Ito', 'MA'], ['7135550107', 'Gus', 'Roy', 'TX'],
]);
const MAPPING = [
  { columnIndex: 0, columnId: 'number1' }, { columnIndex: 1, columnId: 'first_name' }, { columnIndex: 2, columnId: 'last_name' }, { columnIndex: 3, columnId: 'state' },
];

async function post(url: string, parts: Parameters<typeof multipartBody>[0], s: Session | null = owner) {
  const body = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...s?.headers, ...body.headers }, payload: body.payload });
}
async function upload(file = sample, filename = 'spring leads.csv', c: string = DEMO_CAMPAIGNS.winBackMetro, s: Session = owner): Promise<CampaignList> {
  const res = await post(listsUrl(c), { file: { bytes: file, filename, type: 'text/csv' } }, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const process = (l: CampaignList, body: object, s: Session = owner) => call(t, 'POST', listsUrl(l.campaignId, `/${l.id}/process`), s, body);
async function waitFor(l: CampaignList, done = (x: CampaignList) => x.status === 'PROCESSED' || x.status === 'ERROR'): Promise<CampaignList> {
  for (let i = 0; i < 200; i++) {
    const res = await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}`, l.workspaceId), owner);
    const now = res.json().data as CampaignList;
    if (done(now)) return now;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`list ${l.id} did not finish`);
}
const goodRequest = { dialerListId: 'Win-back East list 1', mode: 'APPEND', mappedCols: MAPPING };

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('lists.upload', () => {
  it('stores a .csv for every role as UPLOADED, with its row count, and lists it on the campaign', async () => {
    for (const s of [owner, admin, superadmin]) {
      const l = await upload(sample, 'spring leads.csv', DEMO_CAMPAIGNS.winBackMetro, s);
      expect(l).toMatchObject({ name: 'spring leads.csv', status: 'UPLOADED', type: 'DIALER', campaignName: 'Win-back Metro', rowCount: 7, processedRows: 0, processedFile: null });
    }
    const res = await call(t, 'GET', listsUrl(), owner);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as CampaignList[]).filter((l) => l.status === 'UPLOADED')).toHaveLength(3);
  });

  it("refuses what is not a CSV file with the spec's words, and nothing is kept", async () => {
    const before = (await call(t, 'GET', listsUrl(), owner)).json().data.length;
    const txt = await post(listsUrl(), { file: { bytes: sample, filename: 'leads.txt' } });
    expect(txt.statusCode).toBe(400);
    expect(txt.json().message).toBe('leads.txt rejected because: Only .csv files are accepted.');
    const empty = await post(listsUrl(), { file: { bytes: Buffer.from('\n\n'), filename: 'empty.csv' } });
    expect(empty.json().message).toBe('empty.csv rejected because: The file has no rows.');
    const broken = await post(listsUrl(), { file: { bytes: Buffer.from('a,b\n"x,y\n'), filename: 'broken.csv' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^broken\.csv rejected because: /);
    const none = await post(listsUrl(), { other: 'x' });
    expect(none.json().message).toBe('Please select a CSV file to upload.');
    expect((await call(t, 'GET', listsUrl(), owner)).json().data.length).toBe(before);
  });

  it('forbids uploads to managed, inactive and messaging campaigns', async () => {
    const file = { file: { bytes: sample, filename: 'x.csv' } };
    const managed = await post(listsUrl(DEMO_CAMPAIGNS.collectionsManaged, '', DEMO.ws.collections), file);
    expect([managed.statusCode, managed.json().message]).toEqual([409, 'A managed campaign forbids uploads.']);
    const inactive = await post(listsUrl(DEMO_CAMPAIGNS.springPromo), file);
    expect([inactive.statusCode, inactive.json().message]).toEqual([409, 'Lists can be uploaded or imported only while the campaign is ACTIVE or SENTRY.']);
    const sms = await post(listsUrl(DEMO_CAMPAIGNS.appointmentAlerts), file);
    expect([sms.statusCode, sms.json().message]).toEqual([400, 'This campaign does not take lead lists.']);
  });

  it('answers 401 without a session and 404 for another organisation, workspace or campaign', async () => {
    const file = { file: { bytes: sample, filename: 'x.csv' } };
    expect((await post(listsUrl(), file, null)).statusCode).toBe(401);
    expect((await post(listsUrl(), file, otherOwner)).statusCode).toBe(404);
    expect((await post(listsUrl(DEMO_CAMPAIGNS.winBackMetro, '', DEMO.ws.collections), file)).statusCode).toBe(404);
    expect((await post(listsUrl('nope'), file)).statusCode).toBe(404);
    expect((await call(t, 'GET', listsUrl(), otherOwner)).statusCode).toBe(404);
  });
});

describe('lists.preview', () => {
  it('answers the header row and five data rows per page', async () => {
    const l = await upload();
    const page0 = await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/preview`), admin);
    expect(page0.statusCode).toBe(200);
    const p0 = page0.json().data as ListPreview;
    expect(p0).toMatchObject({ page: 0, size: 5, totalRows: 7 });
    expect(p0.rows[0]).toEqual(['number1', 'first_name', 'last_name', 'state']);
    expect(p0.rows.slice(1).map((r) => r[1])).toEqual(['Ana', 'Ben', 'Cy', 'Dee', 'Eve']);
    const p1 = (await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/preview?page=1`), owner)).json().data as ListPreview;
    expect(p1.rows.slice(1).map((r) => r[1])).toEqual(['Fay', 'Gus']);
    expect((await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/preview`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', listsUrl(l.campaignId, '/nope/preview'), owner)).statusCode).toBe(404);
  });
});

describe('lists.process', () => {
  it('checks the request in order with the spec and editor texts', async () => {
    const l = await upload();
    const msg = async (body: object) => {
      const res = await process(l, body);
      return [res.statusCode, res.json().message];
    };
    expect(await msg({ mappedCols: MAPPING })).toEqual([400, 'Select a list.']);
    expect(await msg({ ...goodRequest, mappedCols: MAPPING.slice(1) })).toEqual([400, 'Map a column to the phone number field (number1).']);
    expect(await msg({ ...goodRequest, mappedCols: [...MAPPING, { columnIndex: 4, columnId: 'city' }] })).toEqual([400, 'Column 5 is not in the file.']);
    expect(await msg({ ...goodRequest, mappedCols: [...MAPPING, { columnIndex: 1, columnId: 'number1' }] })).toEqual([400, 'Each dialer field can be mapped once: number1.']);
    expect(await msg({ ...goodRequest, mappedCols: [...MAPPING.slice(0, 2), { columnIndex: 2, columnId: 'surname' }, MAPPING[3]!] }))
      .toEqual([400, 'Choose a field that exists in the dialer. (surname)']);
    expect(await msg({ ...goodRequest, saveAsTemplate: true })).toEqual([400, 'Field is required']);
    expect(await msg({ ...goodRequest, mode: 'SOMETIMES' })).toEqual([400, expect.any(String)]);
    // Nothing was started by the refused requests.
    expect((await waitFor(l, () => true)).status).toBe('UPLOADED');
  });

  it('processes a list: metrics, dialer response, processed-by, duration, live events; then it cannot be processed or deleted again', async () => {
    const l = await upload();
    const res = await process(l, { ...goodRequest, templateName: 'Basic three', saveAsTemplate: true }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PROCESSING', dialerListId: 'Win-back East list 1', dialerListName: 'Win-back East list 1', processedBy: { firstName: expect.any(String) } });
    const done = await waitFor(l);
    expect(done.status, done.errorMessage ?? '').toBe('PROCESSED');
    expect(done.metrics).toEqual({ total: 7, valid: 5, invalid: 1, duplicate: 1, dnc: 0, tcpa: 0, tokenError: 0, inactive: 0, landline: 0, mobile: 0, loaded: 5 });
    expect(done.processingDuration).toBeGreaterThanOrEqual(0);
    expect(done.dialerWebhookResponse).toMatch(/^Records added: /);
    expect(done.processedFile).toBe('spring leads-processed.csv');
    expect((await process(l, goodRequest)).json().message).toBe('Only a list awaiting mapping can be processed or deleted.');
    expect((await call(t, 'DELETE', listsUrl(l.campaignId, `/${l.id}`), owner)).statusCode).toBe(409);
    // The template was saved under its name; a second save under the same name (any case) is refused.
    const templates = (await call(t, 'GET', `${base()}/mappingTemplates`, owner)).json().data as MappingTemplate[];
    expect(templates.find((x) => x.name === 'Basic three')?.mapping).toEqual(MAPPING);
    const again = await upload();
    const taken = await process(again, { ...goodRequest, templateName: 'BASIC THREE', saveAsTemplate: true });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'A mapping template with this name already exists.']);
  });

  it("makes a template saved with a list the campaign's default when it has none, and never replaces one", async () => {
    const campaignUrl = `${base()}/campaigns/${DEMO_CAMPAIGNS.northeastRenewals}`;
    const defaultOf = async () => (await call(t, 'GET', campaignUrl, owner)).json().data.defaultMappingTemplate as string | null;
    expect(await defaultOf()).toBeNull();
    const first = await upload(sample, 'renewals first.csv', DEMO_CAMPAIGNS.northeastRenewals);
    expect((await process(first, { ...goodRequest, templateName: 'Renewals four', saveAsTemplate: true })).statusCode).toBe(200);
    expect(await defaultOf()).toBe('Renewals four');
    const second = await upload(sample, 'renewals second.csv', DEMO_CAMPAIGNS.northeastRenewals);
    expect((await process(second, { ...goodRequest, templateName: 'Renewals other', saveAsTemplate: true })).statusCode).toBe(200);
    expect(await defaultOf()).toBe('Renewals four');
    const events = (await call(t, 'GET', `${campaignUrl}/events`, owner)).json().data as { message: string }[];
    expect(events.map((e) => e.message)).toContain("Mapping template Renewals four saved and made the campaign's default");
    await waitFor(first);
    await waitFor(second);
  });

  it('serves the processed file with each row and its outcome', async () => {
    const l = await upload(leadsCsv([['2125550201', 'Al', 'Ray', 'NY'], ['x', 'Bo', 'Li', 'NY'], ['2125550201', 'Cy', 'Ma', 'NY']]), 'three.csv');
    expect((await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/download`), owner)).statusCode).toBe(404);
    await process(l, goodRequest);
    await waitFor(l);
    const res = await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/download`), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="three-processed.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('number1,first_name,last_name,state,Status,Reason,Caller ID,Unique ID');
    expect(lines[1]).toMatch(/^2125550201,Al,Ray,NY,LOADED,,(\d{10})?,[0-9a-f]{8}-1$/);
    expect(lines[2]).toBe('x,Bo,Li,NY,INVALID,Not a valid US or Canadian phone number,,');
    expect(lines[3]).toBe('2125550201,Cy,Ma,NY,DUPLICATE,Repeated in this list,,');
    expect((await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}/download`), otherOwner)).statusCode).toBe(404);
  });
});

describe('listStats', () => {
  it("feed the campaign's List activity chart: today's totals of its processed lists", async () => {
    const processed = ((await call(t, 'GET', listsUrl(), owner)).json().data as CampaignList[]).filter((l) => l.status === 'PROCESSED');
    const sum = (k: 'total' | 'valid' | 'invalid' | 'inactive') => processed.reduce((n, l) => n + l.metrics[k], 0);
    const stats = (await call(t, 'GET', `${base()}/campaigns/${DEMO_CAMPAIGNS.winBackMetro}/stats?timeZone=UTC`, owner)).json().data;
    const today = stats.listStats.at(-1);
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), total: sum('total'), inactive: sum('inactive'), invalid: sum('invalid'), valid: sum('valid') });
    expect(stats.listStats.at(-2)).toMatchObject({ total: 0 });
  });
});

describe('CampaignList events', () => {
  it('publish the list as it is processed on the workspace and campaign channels', async () => {
    const live = await connectRealtime(baseUrl, admin.user.accessToken);
    const campaignChannel = `campaign:${DEMO_CAMPAIGNS.winBackMetro}` as const;
    expect(await live.subscribe([`workspace:${DEMO.ws.sales}`, campaignChannel])).toHaveLength(2);
    const l = await upload();
    const isList = (status: string, channel: string) => (m: ServerMessage) =>
      m.op === 'event' && m.channel === channel && m.event.type === 'CampaignList' && m.event.payload.id === l.id && m.event.payload.status === status;
    await live.next(isList('UPLOADED', `workspace:${DEMO.ws.sales}`));
    await process(l, goodRequest);
    for (const channel of [`workspace:${DEMO.ws.sales}`, campaignChannel]) {
      await live.next(isList('PROCESSING', channel));
      const done = await live.next(isList('PROCESSED', channel), 10_000);
      expect(done).toMatchObject({ event: { payload: { campaignId: DEMO_CAMPAIGNS.winBackMetro, metrics: { total: 7, valid: 5 } } } });
    }
    await live.close();
  });
});

describe('process request rules per dialer', () => {
  it('CONNECT needs no dialer list (its leads go to the campaign); the others do; Five9 options are resolved', async () => {
    const sales = (await t.services.workspaces.findAnyOrg(DEMO.ws.sales))!;
    const connect = {
      ...sales, dialerProviderType: 'CONNECT' as const,
      dialerSettings: { connected: true, accessKeyId: 'AKIADEMO', awsRegion: 'us-east-1', appId: 'demo-app', attributes: ['callerId'], callerIdFieldName: 'callerId' },
      dialerSecrets: t.deps.cipher.encrypt(JSON.stringify({ secretAccessKey: 'sandbox-secret' })),
    };
    const campaign = (await t.services.campaigns.findById(DEMO_CAMPAIGNS.winBackMetro))!;
    const peers = t.services as unknown as Parameters<typeof prepareRequest>[1];
    const body = (extra: object) => listProcessRequest.parse({ mappedCols: [{ columnIndex: 0, columnId: 'phone' }], ...extra });
    const req = await prepareRequest(t.deps, peers, connect, campaign, body({ mode: 'REPLACE', dedupe: 'RING_RETAIN_ALL' }), { columns: 2 });
    expect(req).toMatchObject({ dialerListId: null, dialerListName: null, dedupe: null, crmAddMode: null, mode: 'REPLACE' });
    await expect(prepareRequest(t.deps, peers, sales, campaign, body({}), { columns: 2 })).rejects.toThrow('Select a list.');
    const five9 = await prepareRequest(t.deps, peers, sales, campaign,
      listProcessRequest.parse({ dialerListId: 'x', mappedCols: [{ columnIndex: 0, columnId: 'number1' }], crmAddMode: 'DONT_ADD', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_ALL' }), { columns: 1 });
    expect(five9).toMatchObject({ crmAddMode: 'DONT_ADD', crmUpdateMode: 'UPDATE_FIRST', listAddMode: 'ADD_FIRST', leadKeyFields: ['number1'], dialerListName: 'x' });
  });
});

describe('lists.remove', () => {
  it('deletes a list awaiting mapping; another organisation gets 404', async () => {
    const l = await upload();
    expect((await call(t, 'DELETE', listsUrl(l.campaignId, `/${l.id}`), otherOwner)).statusCode).toBe(404);
    const res = await call(t, 'DELETE', listsUrl(l.campaignId, `/${l.id}`), admin);
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'GET', listsUrl(l.campaignId, `/${l.id}`), owner)).statusCode).toBe(404);
  });
});

describe('lists.uploadAndProcess', () => {
  const url = listsUrl(DEMO_CAMPAIGNS.winBackMetro, '/uploadAndProcess');
  it('uploads and processes in one call', async () => {
    const res = await post(url, { request: JSON.stringify({ ...goodRequest, mode: 'REPLACE' }), file: { bytes: sample, filename: 'bulk.csv' } }, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitFor(res.json().data);
    expect(done).toMatchObject({ status: 'PROCESSED', metrics: { total: 7, valid: 5 } });
  });

  it('refuses a bad request and keeps nothing of the file', async () => {
    const count = async () => (await call(t, 'GET', listsUrl(), owner)).json().data.length;
    const before = await count();
    const noJson = await post(url, { request: '{nope', file: { bytes: sample, filename: 'a.csv' } });
    expect([noJson.statusCode, noJson.json().message]).toEqual([400, 'The request field must hold the processing request as JSON.']);
    const noList = await post(url, { file: { bytes: sample, filename: 'a.csv' }, request: JSON.stringify({ mappedCols: MAPPING }) });
    expect([noList.statusCode, noList.json().message]).toEqual([400, 'Select a list.']);
    const badMode = await post(url, { file: { bytes: sample, filename: 'a.csv' }, request: JSON.stringify({ ...goodRequest, mode: 'X' }) });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().errors[0].path).toBe('request.mode');
    expect(await count()).toBe(before);
    const managed = await post(listsUrl(DEMO_CAMPAIGNS.collectionsManaged, '/uploadAndProcess', DEMO.ws.collections), { file: { bytes: sample, filename: 'a.csv' }, request: '{}' });
    expect(managed.json().message).toBe('A managed campaign forbids uploads.');
    expect((await post(url, { file: { bytes: sample, filename: 'a.csv' }, request: '{}' }, otherOwner)).statusCode).toBe(404);
  });
});

describe('lists.all', () => {
  it('pages the workspace lists past mapping, newest first, with the total', async () => {
    const page = (await call(t, 'GET', `${base()}/campaigns/lists?pageNumber=0&maxPerPage=2`, admin)).json().data as ListsPage;
    expect(page.maxPerPage).toBe(2);
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.content.every((l) => l.status !== 'UPLOADED')).toBe(true);
    const all = (await call(t, 'GET', `${base()}/campaigns/lists`, owner)).json().data as ListsPage;
    expect(all.maxPerPage).toBe(50);
    expect(all.content.map((l) => l.uploaded)).toEqual([...all.content.map((l) => l.uploaded)].sort().reverse());
    const filtered = (await call(t, 'GET', `${base()}/campaigns/lists?filter=three`, owner)).json().data as ListsPage;
    expect(filtered.content.map((l) => l.name)).toEqual(['three.csv']);
    expect((await call(t, 'GET', `${base()}/campaigns/lists`, otherOwner)).statusCode).toBe(404);
  });
});

describe('lists.importList', () => {
  it('is for managed campaigns only, and needs a list', async () => {
    const res = await call(t, 'POST', `${base()}/campaigns/${DEMO_CAMPAIGNS.winBackMetro}/importList`, owner, { dialerListId: 'x' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Only managed campaigns import dialer lists.']);
    const none = await call(t, 'POST', `${base(DEMO.ws.collections)}/campaigns/${DEMO_CAMPAIGNS.collectionsManaged}/importList`, owner, { dialerListId: '' });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Select a list.']);
    const other = await call(t, 'POST', `${base(DEMO.ws.collections)}/campaigns/${DEMO_CAMPAIGNS.collectionsManaged}/importList`, otherOwner, { dialerListId: 'x' });
    expect(other.statusCode).toBe(404);
  });
});

describe('lists.importList (managed RING campaign)', () => {
  const importUrl = `${base(DEMO.ws.collections)}/campaigns/${DEMO_CAMPAIGNS.collectionsManaged}/importList`;
  const DIALER_CAMPAIGN = '518747';

  it('imports a dialer list, refuses it again without Force Reimport, and replaces its leads with it; the periodic reimport picks it up', async () => {
    // The dialer list to import: records a RING list already holds.
    const w = (await t.services.workspaces.findAnyOrg(DEMO.ws.collections))!;
    const account = t.services.dialers.accountOf(w);
    const records = Array.from({ length: 40 }, (_, i) => ({ leadPhone: `214555${String(3000 + i)}`, firstName: `N${i}`, state: 'TX' }));
    records.push({ leadPhone: '2145553000', firstName: 'Again', state: 'TX' });
    await t.deps.dialers.adapter('RING').deliver(account, { dialerCampaignId: DIALER_CAMPAIGN, dialerListId: 'Spring import', mode: 'APPEND', first: true, records });

    const res = await call(t, 'POST', importUrl, admin, { dialerListId: 'Spring import', dialerListName: 'Spring import' });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data as CampaignList;
    expect(first).toMatchObject({ status: 'PROCESSING', imported: true, dialerListId: 'Spring import', name: 'Spring import' });
    const done = await waitFor(first);
    expect(done.status, done.errorMessage ?? '').toBe('PROCESSED');
    expect(done.metrics).toMatchObject({ total: 41, valid: 40, invalid: 0, duplicate: 1 });
    const leadsOf = async (listId: string) =>
      (await t.deps.sql.query<{ n: number }>('select count(*)::int as n from campaign_leads where list_id = $1', [listId])).rows[0]!.n;
    expect(await leadsOf(first.id)).toBe(41);

    const again = await call(t, 'POST', importUrl, owner, { dialerListId: 'Spring import' });
    expect([again.statusCode, again.json().message])
      .toEqual([409, 'This list has already been imported. To remove the previously imported leads and reimport them, please continue.']);
    const forced = await call(t, 'POST', importUrl, owner, { dialerListId: 'Spring import', force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await leadsOf(first.id)).toBe(0);
    // The first import wrote the leads back to the list with their caller IDs, one record per phone (RING "remove all existing").
    const second = await waitFor(forced.json().data);
    expect(second.metrics).toMatchObject({ total: 40, valid: 40, duplicate: 0 });

    // Seven days (the campaign's reimport interval) after the last import, the hourly job imports the list again.
    await t.deps.sql.query(`update campaign_lists set uploaded = uploaded - interval '8 days' where campaign_id = $1`, [DEMO_CAMPAIGNS.collectionsManaged]);
    await t.services.lists.reimport.run();
    const all = (await call(t, 'GET', listsUrl(DEMO_CAMPAIGNS.collectionsManaged, '', DEMO.ws.collections), owner)).json().data as CampaignList[];
    const scheduled = all.find((l) => l.id !== first.id && l.id !== second.id)!;
    expect(scheduled).toMatchObject({ imported: true, dialerListId: 'Spring import', processedBy: { firstName: 'Scheduled', lastName: 'reimport' } });
    expect((await waitFor(scheduled)).status).toBe('PROCESSED');
    expect(await leadsOf(second.id)).toBe(0);
    await t.services.lists.reimport.run();
    expect((await call(t, 'GET', listsUrl(DEMO_CAMPAIGNS.collectionsManaged, '', DEMO.ws.collections), owner)).json().data).toHaveLength(3);
  });
});

