import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARRIER_LABELS, MESSAGING_LIST_MESSAGES as M, type ListPreview, type MappingTemplate, type MessagingList, type ServerMessage } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';
import { connectRealtime } from '../../platform/realtime.test-client';
import { DEMO_RECORD_SETS } from '../../db/seed/11-record-sets';
import { DEMO_WORKFLOWS } from '../../db/seed/12-workflows';
import { SANDBOX_TEST_NUMBERS } from '../../providers/numbers/sandbox-test-numbers';
import { messagingLeads } from '../messaging-leads/messaging-leads.tables';
import { STATE_ZONES } from '@trueline/workflow';
import { bodyOf, createMc, forceStatus, mcUrl, save } from '../messaging-campaigns/messaging-campaigns.test-helpers';

let t: TestApp;
let superadmin: Session;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let baseUrl: string;

const lurl = (c: string, rest = '', ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => mcUrl(`/${c}/lists${rest}`, ws, orgId);
const csv = (rows: string[][], header = ['phone', 'first', 'last', 'zip', 'state']) => Buffer.from([header, ...rows].map((r) => r.join(',')).join('\n'));
const SAMPLE = csv([['2125550101', 'Ana', 'Lopez', '10001', 'NY'], ['3125550102', 'Ben', 'Okafor', '60601', 'IL'], ['nope', 'Cy', 'Moss', '', ''], ['4155550105', 'Eve', 'Ng', '', 'CA'], ['6175550106', 'Fay', 'Ito', '', ''], ['7135550107', 'Gus', 'Roy', '', 'TX']]);
const MAPPING = [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'FirstName' }, { columnIndex: 2, columnId: 'LastName' }, { columnIndex: 3, columnId: 'Zip' }, { columnIndex: 4, columnId: 'State' }];

async function post(url: string, parts: Parameters<typeof multipartBody>[0], s: Session) {
  const body = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...s.headers, ...body.headers }, payload: body.payload });
}
async function upload(c: string, s: Session = owner, file = SAMPLE, filename = 'spring texts.csv'): Promise<MessagingList> {
  const res = await post(lurl(c), { file: { bytes: file, filename, type: 'text/csv' } }, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const processList = (l: MessagingList, body: object, s: Session = owner) => call(t, 'POST', lurl(l.messagingCampaignId, `/${l.id}/process`), s, body);
async function waitFor(l: MessagingList, done = (x: MessagingList) => x.status !== 'PROCESSING' && x.status !== 'UPLOADED'): Promise<MessagingList> {
  for (let i = 0; i < 200; i++) {
    const now = (await call(t, 'GET', lurl(l.messagingCampaignId, `/${l.id}`), owner)).json().data as MessagingList;
    if (done(now)) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`list ${l.id} did not finish`);
}
async function processed(c: string, s: Session = owner, file = SAMPLE): Promise<MessagingList> {
  const l = await upload(c, s, file);
  const res = await processList(l, { mappedCols: MAPPING }, s);
  expect(res.statusCode, res.body).toBe(200);
  return waitFor(l);
}
const leadsOf = (listId: string) => t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.listId, listId));

/** Numbers the sandbox DataBoost answers as not a landline (its line types are seeded per number). */
async function mobiles(n: number, from = 2145551000): Promise<string[]> {
  const candidates = Array.from({ length: n * 6 }, (_, i) => String(from + i));
  const answers = await t.deps.dataBoost.validate(candidates);
  return answers.filter((a) => a.line_type !== 'Landline').map((a) => a.number).slice(0, n);
}

beforeAll(async () => {
  t = await testApp({ start: true });
  ({ superadmin, owner, admin, otherOwner } = await signInDemoTeam(t));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('messagingLists.upload, list, get and preview', () => {
  it('stores a .csv as UPLOADED for every role, lists it newest first and previews its header and a page of rows', async () => {
    const c = await createMc(t, owner);
    for (const s of [superadmin, owner, admin]) {
      const l = await upload(c.id, s);
      expect(l).toMatchObject({ name: 'spring texts.csv', status: 'UPLOADED', messagingCampaignId: c.id, rowCount: 6, processedRows: 0, processedBy: null });
      expect(l.metrics).toEqual({ supplied: 0, loaded: 0, invalid: 0, landline: 0, suppressed: 0, duplicate: 0, sent: 0, delivered: 0, failed: 0 });
      expect((await call(t, 'GET', lurl(c.id, `/${l.id}`), s)).json().data).toMatchObject({ id: l.id, status: 'UPLOADED' });
      const preview = (await call(t, 'GET', lurl(c.id, `/${l.id}/preview`), s)).json().data as ListPreview;
      expect(preview.rows[0]).toEqual(['phone', 'first', 'last', 'zip', 'state']);
      expect(preview.rows).toHaveLength(6);
      expect(preview).toMatchObject({ page: 0, size: 5, totalRows: 6 });
      const page2 = (await call(t, 'GET', lurl(c.id, `/${l.id}/preview?page=1`), s)).json().data as ListPreview;
      expect(page2.rows.slice(1)).toEqual([['7135550107', 'Gus', 'Roy', '', 'TX']]);
    }
    const lists = (await call(t, 'GET', lurl(c.id), admin)).json().data as MessagingList[];
    expect(lists).toHaveLength(3);
    expect(lists.map((l) => l.uploaded)).toEqual([...lists.map((l) => l.uploaded)].sort().reverse());
  });

  it('refuses a file that is not .csv, and uploads to a deleted campaign', async () => {
    const c = await createMc(t, owner);
    const bad = await post(lurl(c.id), { file: { bytes: Buffer.from('x'), filename: 'leads.xlsx' } }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('leads.xlsx rejected because');
    await forceStatus(t, c.id, 'DELETED');
    const gone = await post(lurl(c.id), { file: { bytes: SAMPLE, filename: 'a.csv' } }, owner);
    expect([gone.statusCode, gone.json().message]).toEqual([409, M.campaignDraftOnlyUpload]);
  });

  it('answers 404 to another organisation, another workspace and unknown ids', async () => {
    const c = await createMc(t, owner);
    const l = await upload(c.id);
    expect((await post(lurl(c.id), { file: { bytes: SAMPLE, filename: 'a.csv' } }, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id, `/${l.id}`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id, `/${l.id}/preview`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id, `/${l.id}`, DEMO.ws.other, DEMO.otherOrgId), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id, `/${l.id}`, DEMO.ws.collections), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl(c.id, '/nope'), owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', lurl('nope'), owner)).statusCode).toBe(404);
  });
});

describe('messagingLists.process and uploadAndProcess', () => {
  it('checks the mapping with the spec texts', async () => {
    const c = await createMc(t, owner);
    const l = await upload(c.id);
    const noPhone = await processList(l, { mappedCols: [{ columnIndex: 1, columnId: 'FirstName' }] });
    expect([noPhone.statusCode, noPhone.json().message]).toEqual([400, M.phoneColumnRequired]);
    const unknown = await processList(l, { mappedCols: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'Shoe' }] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Not a field of this campaign: Shoe.']);
    const twice = await processList(l, { mappedCols: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'Phone' }] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'Each campaign field can be mapped once: Phone.']);
    const outside = await processList(l, { mappedCols: [{ columnIndex: 9, columnId: 'Phone' }] });
    expect([outside.statusCode, outside.json().message]).toEqual([400, 'Column 10 is not in the file.']);
    expect((await call(t, 'GET', lurl(c.id, `/${l.id}`), owner)).json().data.status).toBe('UPLOADED');
  });

  it('processes for every role, saves the mapping as a template when asked, and refuses a second run; 404 to another organisation', async () => {
    const c = await createMc(t, owner);
    for (const [i, s] of [superadmin, owner, admin].entries()) {
      const l = await upload(c.id, s, csv([[`21455520${10 + i}`, 'Al', 'Ray', '', '']]));
      expect((await processList(l, { mappedCols: MAPPING }, otherOwner)).statusCode).toBe(404);
      const res = await processList(l, { mappedCols: MAPPING, saveAsTemplate: true, templateName: `Texts ${i}` }, s);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe('PROCESSING');
      const done = await waitFor(l);
      expect(done).toMatchObject({ status: 'READY', processedRows: 1 });
      expect(done.processedBy).not.toBeNull();
      expect(done.processingDuration).not.toBeNull();
      const again = await processList(l, { mappedCols: MAPPING }, s);
      expect([again.statusCode, again.json().message]).toEqual([409, M.notUploaded]);
    }
    const templates = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/mappingTemplates`, owner)).json().data as MappingTemplate[];
    expect(templates.find((x) => x.name === 'Texts 1')?.mapping).toEqual(MAPPING);
  });

  it('uploads and processes at once for every role; a bad request leaves nothing behind; 404 to another organisation', async () => {
    const c = await createMc(t, owner);
    for (const [i, s] of [superadmin, owner, admin].entries()) {
      const res = await post(lurl(c.id, '/uploadAndProcess'), { file: { bytes: csv([[`21455530${10 + i}`, 'Al', 'Ray', '', '']]), filename: 'now.csv' }, request: JSON.stringify({ mappedCols: MAPPING }) }, s);
      expect(res.statusCode, res.body).toBe(200);
      expect((await waitFor(res.json().data)).status).toBe('READY');
    }
    const before = ((await call(t, 'GET', lurl(c.id), owner)).json().data as MessagingList[]).length;
    const bad = await post(lurl(c.id, '/uploadAndProcess'), { file: { bytes: SAMPLE, filename: 'x.csv' }, request: JSON.stringify({ mappedCols: [] }) }, owner);
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.phoneColumnRequired]);
    expect(((await call(t, 'GET', lurl(c.id), owner)).json().data as MessagingList[]).length).toBe(before);
    expect((await post(lurl(c.id, '/uploadAndProcess'), { file: { bytes: SAMPLE, filename: 'x.csv' }, request: JSON.stringify({ mappedCols: MAPPING }) }, otherOwner)).statusCode).toBe(404);
  });
});

describe('messagingLists.activate, pause and remove', () => {
  it('activates a READY list only on an approved campaign, pauses it, and deletes it only when not ACTIVE, for every role', async () => {
    const listActivated = vi.fn(async () => undefined);
    t.services.messagingLists.ports.listActivated = listActivated;
    for (const [i, s] of [superadmin, owner, admin].entries()) {
      const c = await createMc(t, owner);
      const l = await processed(c.id, s, csv([[`21455540${10 + i}`, 'Al', 'Ray', '', '']]));
      const act = (x: MessagingList, who: Session = s) => call(t, 'POST', lurl(c.id, `/${x.id}/activate`), who);
      const pause = (x: MessagingList, who: Session = s) => call(t, 'POST', lurl(c.id, `/${x.id}/pause`), who);
      const draft = await act(l);
      expect([draft.statusCode, draft.json().message]).toEqual([409, M.campaignNotSending]);
      await forceStatus(t, c.id, 'READY');
      expect((await act(l, otherOwner)).statusCode).toBe(404);
      const active = await act(l);
      expect(active.statusCode, active.body).toBe(200);
      expect(active.json().data.status).toBe('ACTIVE');
      expect(listActivated).toHaveBeenLastCalledWith(c.id);
      expect((await t.services.messagingLists.service.activeListIds(c.id))).toEqual([l.id]);
      const again = await act(l);
      expect([again.statusCode, again.json().message]).toEqual([409, M.cannotActivate]);
      const del = await call(t, 'DELETE', lurl(c.id, `/${l.id}`), s);
      expect([del.statusCode, del.json().message]).toEqual([409, M.notDeletable]);
      expect((await pause(l, otherOwner)).statusCode).toBe(404);
      expect((await pause(l)).json().data.status).toBe('PAUSED');
      const twice = await pause(l);
      expect([twice.statusCode, twice.json().message]).toEqual([409, M.cannotPause]);
      expect((await act(l)).json().data.status).toBe('ACTIVE');
      await pause(l);
      expect((await call(t, 'DELETE', lurl(c.id, `/${l.id}`), otherOwner)).statusCode).toBe(404);
      expect((await call(t, 'DELETE', lurl(c.id, `/${l.id}`), s)).statusCode).toBe(200);
      expect((await call(t, 'GET', lurl(c.id, `/${l.id}`), s)).statusCode).toBe(404);
      expect(await leadsOf(l.id)).toEqual([]);
    }
  });

  it('deletes an UPLOADED list, and a READY one whose numbers may then come back in another list', async () => {
    const c = await createMc(t, owner);
    const up = await upload(c.id);
    expect((await call(t, 'DELETE', lurl(c.id, `/${up.id}`), admin)).statusCode).toBe(200);
    const file = csv([['2145550901', 'Al', 'Ray', '', '']]);
    const first = await processed(c.id, owner, file);
    expect((await call(t, 'DELETE', lurl(c.id, `/${first.id}`), owner)).statusCode).toBe(200);
    const second = await processed(c.id, owner, file);
    expect(second.metrics.duplicate).toBe(0);
  });

  it('publishes each status change on the campaign channel and fires the MessagingListStatus webhooks', async () => {
    const emit = vi.spyOn(t.services.webhooks, 'emit');
    const c = await createMc(t, owner);
    const live = await connectRealtime(baseUrl, admin.user.accessToken);
    expect(await live.subscribe([`messagingCampaign:${c.id}`])).toHaveLength(1);
    const l = await upload(c.id);
    const isList = (status: string) => (m: ServerMessage) =>
      m.op === 'event' && m.channel === `messagingCampaign:${c.id}` && m.event.type === 'CampaignList' && m.event.payload.id === l.id && m.event.payload.status === status;
    await live.next(isList('UPLOADED'));
    await processList(l, { mappedCols: MAPPING });
    await live.next(isList('PROCESSING'));
    await live.next(isList('READY'));
    await live.close();
    const fired = () => emit.mock.calls.map(([e]) => e).filter((e) => e.eventType === 'MessagingListStatus' && e.messagingCampaignId === c.id)
      .map((e) => e.payload as { status: string; previousStatus: string | null });
    // The webhooks are handed over after the realtime event of the same change: the READY one may still be on its way.
    await expect.poll(() => fired().length, { timeout: 5_000 }).toBe(3);
    expect(fired()).toEqual([
      expect.objectContaining({ listId: l.id, status: 'UPLOADED', previousStatus: null, changedBy: 'owner@demo.test' }),
      expect.objectContaining({ listId: l.id, status: 'PROCESSING', previousStatus: 'UPLOADED', changedBy: 'owner@demo.test' }),
      expect.objectContaining({ listId: l.id, status: 'READY', previousStatus: 'PROCESSING' }),
    ]);
    emit.mockRestore();
  });
});

describe('messagingLists.all', () => {
  it('pages every list of the workspace newest first for every role; 404 to another organisation', async () => {
    for (const s of [superadmin, owner, admin]) {
      const res = await call(t, 'GET', mcUrl('/lists?pageNumber=0&maxPerPage=2'), s);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as { content: MessagingList[]; totalElements: number; pageNumber: number; maxPerPage: number };
      expect(page.content).toHaveLength(2);
      expect(page.totalElements).toBeGreaterThan(2);
      expect(page).toMatchObject({ pageNumber: 0, maxPerPage: 2 });
      const next = (await call(t, 'GET', mcUrl('/lists?pageNumber=1&maxPerPage=2'), s)).json().data as { content: MessagingList[] };
      expect(next.content[0]!.id).not.toBe(page.content[0]!.id);
    }
    expect((await call(t, 'GET', mcUrl('/lists'), otherOwner)).statusCode).toBe(404);
  });
});

describe('list processing', () => {
  it('counts invalid, landline, duplicate and suppressed numbers (opt-out and DNC record set), and gives each lead its zones and carrier', async () => {
    const c = await createMc(t, owner);
    const saved = await save(t, owner, c, bodyOf(c, { dncRecordSets: [DEMO_RECORD_SETS.internalDnc] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [a, b, d, optedOut, inDnc] = await mobiles(5);
    await t.services.optOuts.service.optOut(DEMO.ws.sales, optedOut!, c.id, 'STOP');
    await t.services.recordSets.engine.putRecord(DEMO.ws.sales, DEMO_RECORD_SETS.internalDnc, { phone: inDnc });
    const file = csv([
      [a!, 'Ana', 'Zip', '78701', 'TX'],
      [b!, 'Ben', 'State', '', 'FL'],
      [d!, 'Dee', 'None', '', ''],
      ['555-12', 'Bad', 'Number', '', ''],
      [SANDBOX_TEST_NUMBERS.landline, 'Lan', 'Line', '', ''],
      [`(${a!.slice(0, 3)}) ${a!.slice(3, 6)}-${a!.slice(6)}`, 'Ana', 'Again', '', ''],
      [optedOut!, 'Opt', 'Out', '', ''],
      [inDnc!, 'In', 'Dnc', '', ''],
    ]);
    const l = await processed(c.id, owner, file);
    expect(l.status).toBe('READY');
    expect(l.metrics).toEqual({ supplied: 8, loaded: 3, invalid: 1, landline: 1, suppressed: 2, duplicate: 1, sent: 0, delivered: 0, failed: 0 });
    const carriers = await t.deps.sms.carriers([a!, b!, d!]);
    const expected: Record<string, number> = {};
    for (const n of carriers.values()) expected[CARRIER_LABELS[n]] = (expected[CARRIER_LABELS[n]] ?? 0) + 1;
    expect(l.carrierBreakDown).toEqual(expected);

    const leads = await leadsOf(l.id);
    const by = (phone: string, first: string) => leads.find((x) => x.phone === phone && x.leadData.FirstName === first)!;
    expect(leads.map((x) => x.status).sort()).toEqual(['DUPLICATE', 'INVALID', 'LANDLINE', 'READY', 'READY', 'READY', 'SUPPRESSED', 'SUPPRESSED']);
    expect(by(a!, 'Ana')).toMatchObject({ status: 'READY', zones: ['America/Chicago'], normalizedCarrier: carriers.get(a!), carrier: CARRIER_LABELS[carriers.get(a!)!] });
    expect(by(a!, 'Ana').leadData).toEqual({ FirstName: 'Ana', LastName: 'Zip', Zip: '78701', State: 'TX' });
    expect(by(b!, 'Ben').zones).toEqual(STATE_ZONES.FL);
    expect(by(d!, 'Dee').zones).toEqual(['America/Chicago']);
    expect(by(a!, 'Ana').retryAfter).toBeNull();
    expect(by(optedOut!, 'Opt')).toMatchObject({ status: 'SUPPRESSED', statusMessage: 'Opted out', carrier: null });
    expect(by(inDnc!, 'In')).toMatchObject({ status: 'SUPPRESSED', statusMessage: 'In a DNC record set of the campaign' });
    expect(by('555-12', 'Bad')).toMatchObject({ status: 'INVALID', zones: [] });
    expect(by(SANDBOX_TEST_NUMBERS.landline, 'Lan').status).toBe('LANDLINE');
    expect(by(a!, 'Ana').id).not.toBe(leads.find((x) => x.status === 'DUPLICATE')!.id);

    // A number already a lead of the campaign is a duplicate in the next list.
    const next = await processed(c.id, owner, csv([[b!, 'Ben', 'Twice', '', '']]));
    expect(next.metrics).toMatchObject({ supplied: 1, loaded: 0, duplicate: 1 });
  });

  it('walks the campaign’s Aegis workflow when it runs before sending: a lead it rejects is not loaded', async () => {
    const c = await createMc(t, owner);
    const saved = await save(t, owner, c, bodyOf(c, { aegisWorkflowId: DEMO_WORKFLOWS.smsConsent, runWorkflowBeforeSend: true, customFields: ['smsOptIn'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [n] = await mobiles(1, 2145557000);
    const l = await upload(c.id, owner, csv([[n!, 'no']], ['phone', 'consent']));
    const res = await processList(l, { mappedCols: [{ columnIndex: 0, columnId: 'Phone' }, { columnIndex: 1, columnId: 'smsOptIn' }] });
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitFor(l);
    expect(done.metrics).toMatchObject({ supplied: 1, loaded: 0, suppressed: 1 });
    const [lead] = await leadsOf(l.id);
    expect(lead).toMatchObject({ status: 'REJECTED', statusMessage: 'Rejected by the Aegis workflow: No consent to text' });
  });
});
