import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SET_MESSAGES as M, type RecordSet } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { createSet, setsUrl, uploadOk } from './record-sets.test-helpers';

let t: TestApp;
let owner: Session;
let admin: Session;
let otherOwner: Session;
let realNow: () => Date;

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin, otherOwner } = await signInDemoTeam(t));
  realNow = t.deps.now;
});
afterAll(async () => t.close());
afterEach(() => {
  t.deps.now = realNow;
});
const at = (iso: string) => {
  t.deps.now = () => new Date(iso);
};
const recordSets = () => t.services.recordSets;

const recordUrl = (set: RecordSet, q = '') => setsUrl(DEMO.ws.sales, `/${set.id}/record${q}`);
const save = (set: RecordSet, body: object, s: Session = owner) => call(t, 'POST', recordUrl(set), s, body);
const get = async (set: RecordSet, number: string, s: Session = owner) => {
  const res = await call(t, 'GET', recordUrl(set, `?number=${encodeURIComponent(number)}`), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const count = async (set: RecordSet) => (await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}`), owner)).json().data.recordCount as number;

describe('record add, get and remove', () => {
  it('adds a record by phone as typed, answers it with its attributes by type and its ttl, and counts it', async () => {
    at('2026-05-01T12:00:00Z');
    const set = await createSet(t, owner, { ttl: { duration: 30, timeUnit: 'DAYS' }, attributes: [{ name: 'firstName', type: 'S' }, { name: 'orders', type: 'N' }, { name: 'vip', type: 'B' }] });
    const res = await save(set, { phone: '(512) 555-0147', attributes: { firstName: 'Ana', orders: '3', vip: 'yes' } });
    expect(res.statusCode, res.body).toBe(200);
    const ttl = Date.parse('2026-05-31T12:00:00Z') / 1000;
    expect(res.json().data).toEqual({ phone: '5125550147', attributes: { phone: '5125550147', firstName: 'Ana', orders: 3, vip: true, ttl } });
    expect(await get(set, '+1 512 555 0147', admin)).toEqual(res.json().data);
    expect(await count(set)).toBe(1);
    // Saving again replaces the record whole and restarts its expiry; the count does not move.
    at('2026-05-02T12:00:00Z');
    const again = await save(set, { phone: '5125550147', attributes: { orders: 4 } });
    expect(again.json().data.attributes).toEqual({ phone: '5125550147', orders: 4, ttl: ttl + 86_400 });
    expect(await count(set)).toBe(1);
  });

  it('says Record not saved for a phone or ID of the wrong format, and refuses undefined attributes and wrong types', async () => {
    const set = await createSet(t, owner, { attributes: [{ name: 'orders', type: 'N' }, { name: 'vip', type: 'B' }] });
    for (const phone of ['555-0147', 'A1001', '', '+44 20 7946 0958']) {
      const res = await save(set, { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Record not saved.  Please ensure Phone/Id format.', errors: [{ path: 'phone' }] });
    }
    const unknown = await save(set, { phone: '5125550148', attributes: { city: 'Austin' } });
    expect(unknown.json().message).toBe('Not an attribute of this record set: city');
    expect((await save(set, { phone: '5125550148', attributes: { orders: 'many' } })).json().message).toBe('orders must be a number');
    expect((await save(set, { phone: '5125550148', attributes: { vip: 'maybe' } })).json().message).toBe('vip must be true or false');
    expect(await get(set, '5125550148')).toBeNull();
    expect(await count(set)).toBe(0);
  });

  it('keys by extern ID when strictPhoneKey is off; a phone in it is still one key however written', async () => {
    const set = await createSet(t, owner, { strictPhoneKey: false, attributes: [{ name: 'plan', type: 'S' }] });
    expect((await save(set, { phone: 'ACCT-1001', attributes: { plan: 'gold' } })).json().data.phone).toBe('ACCT-1001');
    expect((await get(set, 'ACCT-1001')).attributes).toMatchObject({ phone: 'ACCT-1001', plan: 'gold' });
    expect(await get(set, 'acct-1001')).toBeNull();
    expect((await save(set, { phone: '(512) 555-0149' })).json().data.phone).toBe('5125550149');
    expect((await get(set, '512.555.0149')).phone).toBe('5125550149');
    expect((await save(set, { phone: 'x'.repeat(129) })).json().message).toBe(M.recordNotSaved);
  });

  it('removes a record with the text, and answers 404 for one that is not there', async () => {
    const set = await createSet(t, owner);
    await save(set, { phone: '5125550150' });
    const res = await call(t, 'DELETE', recordUrl(set, '?number=512-555-0150'), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(set, '5125550150')).toBeNull();
    expect(await count(set)).toBe(0);
    const missing = await call(t, 'DELETE', recordUrl(set, '?number=5125550150'), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.rowNotFound);
  });

  it('searches keys from 3 characters, in key order, phones as typed', async () => {
    const set = await createSet(t, owner);
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550172\n5125550171\n7135550100\n');
    const search = (q: string) => call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/records?search=${encodeURIComponent(q)}`), owner);
    expect((await search('512')).json().data.map((r: { phone: string }) => r.phone)).toEqual(['5125550171', '5125550172']);
    expect((await search('(512) 555-0172')).json().data.map((r: { phone: string }) => r.phone)).toEqual(['5125550172']);
    expect((await search('+1 713')).json().data).toHaveLength(1);
    expect((await search('999')).json().data).toEqual([]);
    const short = await search('51');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.searchMin);
    const ids = await createSet(t, owner, { strictPhoneKey: false });
    await uploadOk(t, owner, ids, 'bulkAdd', 'phone\nAB_100\nAB%200\nABC300\n');
    const byId = await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${ids.id}/records?search=${encodeURIComponent('AB_')}`), owner);
    expect(byId.json().data.map((r: { phone: string }) => r.phone)).toEqual(['AB_100']);
  });

  it("answers 404 for another organisation's or workspace's set, for every record call", async () => {
    const set = await createSet(t, owner);
    await save(set, { phone: '5125550160' });
    expect((await call(t, 'GET', recordUrl(set, '?number=5125550160'), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'POST', recordUrl(set), otherOwner, { phone: '5125550161' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', recordUrl(set, '?number=5125550160'), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/records?search=512`), otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', setsUrl(DEMO.ws.collections, `/${set.id}/record?number=5125550160`), owner)).statusCode).toBe(404);
    expect((await get(set, '5125550160')).phone).toBe('5125550160');
  });
});

describe('TTL and expiry', () => {
  const setWith = (ttl: object, ttlEnabled = true) => createSet(t, owner, { ttlEnabled, ttl: ttl as never });
  const ttlOf = async (set: RecordSet, phone: string) => (await save(set, { phone })).json().data.attributes.ttl as number | undefined;
  const epoch = (iso: string) => Date.parse(iso) / 1000;

  it('adds relative units to now', async () => {
    at('2026-03-07T15:30:00Z');
    expect(await ttlOf(await setWith({ duration: 90, timeUnit: 'MINUTES' }), '5125550201')).toBe(epoch('2026-03-07T17:00:00Z'));
    expect(await ttlOf(await setWith({ duration: 2, timeUnit: 'HOURS' }), '5125550201')).toBe(epoch('2026-03-07T17:30:00Z'));
    // 7 days of 24 hours, across the change to daylight time on March 8.
    expect(await ttlOf(await setWith({ duration: 7, timeUnit: 'DAYS' }), '5125550201')).toBe(epoch('2026-03-14T15:30:00Z'));
    expect(await ttlOf(await setWith({ duration: 7, timeUnit: 'DAYS' }, false), '5125550201')).toBeUndefined();
  });

  it('runs calendar units to the end of the day, week or month in the set’s time zone', async () => {
    // 2026-03-07 02:30 UTC is still Friday March 6 in Chicago (20:30 CST).
    at('2026-03-07T02:30:00Z');
    const chicago = (duration: number, timeUnit: string) => setWith({ duration, timeUnit, timeZone: 'America/Chicago' });
    expect(await ttlOf(await chicago(1, 'CALENDAR_DAYS'), '5125550202')).toBe(epoch('2026-03-07T06:00:00Z'));
    expect(await ttlOf(await chicago(2, 'CALENDAR_DAYS'), '5125550202')).toBe(epoch('2026-03-08T06:00:00Z'));
    // The week ends on Saturday night: Sunday March 8 begins at 00:00 CST (daylight time starts at 02:00 that day).
    expect(await ttlOf(await chicago(1, 'CALENDAR_WEEKS'), '5125550202')).toBe(epoch('2026-03-08T06:00:00Z'));
    // The week after ends on March 15 at 00:00 CDT.
    expect(await ttlOf(await chicago(2, 'CALENDAR_WEEKS'), '5125550202')).toBe(epoch('2026-03-15T05:00:00Z'));
    expect(await ttlOf(await chicago(1, 'CALENDAR_MONTHS'), '5125550202')).toBe(epoch('2026-04-01T05:00:00Z'));
    // In Phoenix (no daylight time) the same instant is Friday evening too.
    expect(await ttlOf(await setWith({ duration: 1, timeUnit: 'CALENDAR_DAYS', timeZone: 'America/Phoenix' }), '5125550202')).toBe(epoch('2026-03-07T07:00:00Z'));
    // New York's Friday ends an hour before Chicago's.
    expect(await ttlOf(await setWith({ duration: 1, timeUnit: 'CALENDAR_DAYS', timeZone: 'America/New_York' }), '5125550202')).toBe(epoch('2026-03-07T05:00:00Z'));
    // Seven hours later it is Saturday in New York and still Friday in Los Angeles.
    at('2026-03-07T07:30:00Z');
    expect(await ttlOf(await setWith({ duration: 1, timeUnit: 'CALENDAR_DAYS', timeZone: 'America/New_York' }), '5125550202')).toBe(epoch('2026-03-08T05:00:00Z'));
    expect(await ttlOf(await setWith({ duration: 1, timeUnit: 'CALENDAR_DAYS', timeZone: 'America/Los_Angeles' }), '5125550202')).toBe(epoch('2026-03-07T08:00:00Z'));
  });

  it('hides an expired record at once, and the expiry job deletes it; the count job recounts', async () => {
    at('2026-06-01T10:00:00Z');
    const set = await setWith({ duration: 1, timeUnit: 'HOURS' });
    await uploadOk(t, owner, set, 'bulkAdd', 'phone\n5125550301\n5125550302\n');
    const lasting = await setWith({ duration: 1, timeUnit: 'DAYS' }, false);
    await save(lasting, { phone: '5125550303' });
    expect(await count(set)).toBe(2);
    at('2026-06-01T10:59:59Z');
    expect(await get(set, '5125550301')).not.toBeNull();
    at('2026-06-01T11:00:00Z');
    expect(await get(set, '5125550301')).toBeNull();
    expect((await call(t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/records?search=512`), owner)).json().data).toEqual([]);
    // Adding a record back over an expired one counts it as new.
    await save(set, { phone: '5125550301' });
    const deleted = await recordSets().jobs.expire();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const rows = await t.database.sql.query<{ key: string }>('select key from record_set_records where record_set_id = $1 order by key', [set.id]);
    expect(rows.rows.map((r) => r.key)).toEqual(['5125550301']);
    await recordSets().jobs.recount();
    expect(await count(set)).toBe(1);
    expect(await get(lasting, '5125550303')).not.toBeNull();
  });
});

describe('the record count', () => {
  const listed = async (set: RecordSet): Promise<RecordSet> =>
    ((await call(t, 'GET', setsUrl(DEMO.ws.sales), owner)).json().data as RecordSet[]).find((s) => s.id === set.id)!;

  it('is the exact count of live records the moment records are added by any path, or expire, in the list and the set', async () => {
    at('2026-07-01T10:00:00Z');
    const set = await createSet(t, owner, { ttl: { duration: 1, timeUnit: 'HOURS' }, attributes: [{ name: 'orders', type: 'N' }] });
    expect(await listed(set)).toMatchObject({ recordCount: 0, recordCountExact: true });
    await uploadOk(t, owner, set, 'bulkAdd', 'phone,orders\n5125550401,1\n5125550402,2\n');
    await save(set, { phone: '5125550403' });
    const key = (await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=count-test`, owner)).json().data.key as string;
    const api = await t.app.inject({ method: 'POST', url: `/api/v1/record-sets/add?name=${encodeURIComponent(set.name)}`, headers: { 'x-api-key': key }, payload: { phone: '5125550404' } });
    expect(api.statusCode, api.body).toBe(200);
    await recordSets().engine.putRecord(DEMO.ws.sales, set.id, { phone: '5125550405', attributes: { orders: 5 } });
    expect(await listed(set)).toMatchObject({ recordCount: 5, recordCountExact: true });
    expect(await count(set)).toBe(5);
    // An hour later every record has expired: the figure says so at once, not at the next recount hours later.
    at('2026-07-01T11:00:00Z');
    expect(await listed(set)).toMatchObject({ recordCount: 0, recordCountExact: true });
    expect(await count(set)).toBe(0);
  });
});

describe('the engine service (screening, ETL, exports)', () => {
  it('reads, writes and deletes records of its own workspace only, and lists ACTIVE sets', async () => {
    const engine = recordSets().engine;
    const set = await createSet(t, owner, { attributes: [{ name: 'score', type: 'N' }] });
    const saved = await engine.putRecord(DEMO.ws.sales, set.id, { phone: '2125550100', attributes: { score: 7 } });
    expect(saved.attributes.score).toBe(7);
    const merged = await engine.putRecord(DEMO.ws.sales, set.id, { phone: '2125550100', attributes: {} }, { merge: true });
    expect(merged.attributes.score).toBe(7);
    expect((await engine.getRecord(DEMO.ws.sales, set.id, '(212) 555-0100'))?.phone).toBe('2125550100');
    expect(await engine.getRecord(DEMO.ws.collections, set.id, '2125550100')).toBeNull();
    await expect(engine.putRecord(DEMO.ws.collections, set.id, { phone: '2125550101' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(engine.putRecord(DEMO.ws.sales, set.id, { phone: '2125550101', attributes: { zip: '10001' } })).rejects.toMatchObject({ code: 'VALIDATION' });
    const many = await engine.getRecords(DEMO.ws.sales, set.id, ['2125550100', '2125550199', 'junk']);
    expect([...many.keys()]).toEqual(['2125550100']);
    expect((await engine.activeSets(DEMO.ws.sales)).map((s) => s.id)).toContain(set.id);
    expect(await engine.deleteRecord(DEMO.ws.sales, set.id, '2125550100')).toBe(true);
    expect(await engine.deleteRecord(DEMO.ws.sales, set.id, '2125550100')).toBe(false);
  });

  it('answers look-ups asked together (concurrent calls) right, across sets and keys written any way', async () => {
    const engine = recordSets().engine;
    const a = await createSet(t, owner, { name: 'Batch A', ttlEnabled: false, attributes: [{ name: 'tier', type: 'S' }] });
    const b = await createSet(t, owner, { name: 'Batch B', ttlEnabled: false, attributes: [{ name: 'tier', type: 'S' }] });
    await uploadOk(t, owner, a, 'bulkAdd', 'phone,tier\n2145550101,gold\n2145550102,silver\n');
    await uploadOk(t, owner, b, 'bulkAdd', 'phone,tier\n2145550101,bronze\n');
    const found = await Promise.all([
      engine.getRecord(DEMO.ws.sales, a.id, '(214) 555-0101'), engine.getRecord(DEMO.ws.sales, b.id, '2145550101'),
      engine.getRecord(DEMO.ws.sales, a.id, '2145550102'), engine.getRecord(DEMO.ws.sales, b.id, '2145550102'),
      engine.getRecord(DEMO.ws.sales, a.id, 'not a phone'), engine.getRecord(DEMO.ws.collections, a.id, '2145550101'),
    ]);
    expect(found.map((r) => r?.attributes.tier ?? null)).toEqual(['gold', 'bronze', 'silver', null, null, null]);
  });

  it('reads records in key order, page by page, and exports the whole set as CSV', async () => {
    const engine = recordSets().engine;
    const set = await createSet(t, owner, { name: 'Export me', ttlEnabled: false, attributes: [{ name: 'name', type: 'S' }, { name: 'vip', type: 'B' }] });
    const keys = Array.from({ length: 25 }, (_, i) => `31255501${String(i).padStart(2, '0')}`);
    await uploadOk(t, owner, set, 'bulkAdd', `phone,name,vip\n${[...keys].reverse().map((k, i) => `${k},"Doe, ${i}",${i % 2 ? 'true' : 'false'}`).join('\n')}\n`);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: { records: { phone: string }[]; next: string | null } = await engine.readRecords(DEMO.ws.sales, set.id, { after, limit: 10 });
      seen.push(...page.records.map((r) => r.phone));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual(keys);
    const { filename, stream } = await engine.exportRecordSetCsv(DEMO.ws.sales, set.id);
    expect(filename).toBe('Export me.csv');
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('phone,name,vip');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe('3125550100,"Doe, 24",false');
  });

  it('exports a cell a spreadsheet would run as a formula with a leading apostrophe, and numbers as they are', async () => {
    const engine = recordSets().engine;
    const set = await createSet(t, owner, { name: 'Formulas', ttlEnabled: false, attributes: [{ name: 'note', type: 'S' }, { name: 'balance', type: 'N' }] });
    await uploadOk(t, owner, set, 'bulkAdd', 'phone,note,balance\n3125550201,"=HYPERLINK(""http://x"")",-12.5\n3125550202,-2+3+cmd,7\n3125550203,+1 (512) 555-0100,0\n');
    const { stream } = await engine.exportRecordSetCsv(DEMO.ws.sales, set.id);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text.trim().split('\r\n').slice(1)).toEqual([
      `3125550201,"'=HYPERLINK(""http://x"")",-12.5`, "3125550202,'-2+3+cmd,7", '3125550203,+1 (512) 555-0100,0',
    ]);
  });
});

describe('the full download (Downloads)', () => {
  it('queues an export whose file holds every record, and fails it with a reason when the set was deleted meanwhile', async () => {
    const set = await createSet(t, owner, { name: 'Download me', ttlEnabled: false, attributes: [{ name: 'name', type: 'S' }] });
    await uploadOk(t, owner, set, 'bulkAdd', `phone,name\n${Array.from({ length: 30 }, (_, i) => `41555502${String(i).padStart(2, '0')},N${i}`).join('\n')}\n`);
    const res = await call(t, 'POST', setsUrl(DEMO.ws.sales, `/${set.id}/download`), admin);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json().data as { reportId: string; status: string; message: string };
    expect(accepted).toMatchObject({ status: 'PENDING', message: 'Your request is processing. You will be notified when the file is ready to download.' });
    await t.services.reports.exports.run(accepted.reportId, { retryCount: 0 });
    const reports = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/reports`, admin)).json().data as { id: string; status: string; reportName: string }[];
    expect(reports.find((r) => r.id === accepted.reportId)).toMatchObject({ status: 'READY', reportName: 'Record set Download me' });
    const link = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/reports/${accepted.reportId}/url`, admin)).json().data.url as string;
    const lines = (await t.app.inject({ url: link })).body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('phone,name');
    expect(lines).toHaveLength(31);

    const gone = (await call(t, 'POST', setsUrl(DEMO.ws.sales, `/${set.id}/download`), admin)).json().data as { reportId: string };
    expect((await call(t, 'DELETE', setsUrl(DEMO.ws.sales, `/${set.id}?confirmName=${encodeURIComponent('Download me')}`), admin)).statusCode).toBe(200);
    await t.services.reports.exports.run(gone.reportId, { retryCount: 0 });
    const failed = (await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/reports`, admin)).json().data.find((r: { id: string }) => r.id === gone.reportId);
    expect(failed).toMatchObject({ status: 'FAILED', errorMessage: 'The record set no longer exists.' });
    // Another organisation's people cannot ask for it.
    expect((await call(t, 'POST', setsUrl(DEMO.ws.sales, `/${set.id}/download`), otherOwner)).statusCode).toBe(404);
  });
});

describe('attribute names a plain object inherits', () => {
  it('answers a record without its constructor or toString attribute as empty, not with what every object has', async () => {
    const set = await createSet(t, owner, { attributes: [{ name: 'constructor', type: 'S' }, { name: 'toString', type: 'S' }, { name: 'city', type: 'S' }] });
    expect((await save(set, { phone: '(512) 555-0190', attributes: { city: 'Austin' } })).statusCode).toBe(200);
    const { attributes } = await get(set, '5125550190');
    expect(Object.keys(attributes).sort()).toEqual(['city', 'phone', 'ttl']);
  });
});
