import { describe, expect, it } from 'vitest';
import { MESSAGES, RECORD_SET_MESSAGES as M, type RecordSet } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { bodyOf, createSet, setsUrl, uniqueSetName, uploadOk } from './record-sets.test-helpers';
import { DEMO_RECORD_SET_FOLDER, DEMO_RECORD_SETS } from '../../db/seed/11-record-sets';

const team = setUpDemoTeam();

const list = async (s: Session = team.owner, ws: string = DEMO.ws.sales): Promise<RecordSet[]> => {
  const res = await call(team.t, 'GET', setsUrl(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('recordSets.create', () => {
  it('creates a set with the defaults: TTL 365 days, keyed by phone, the locked phone attribute, counted empty', async () => {
    const name = uniqueSetName('EBR');
    const res = await call(team.t, 'POST', setsUrl(), team.owner, { name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name, status: 'ACTIVE', ttlEnabled: true, ttl: { duration: 365, timeUnit: 'DAYS', timeZone: null }, strictPhoneKey: true,
      recordCount: 0, attributes: [{ name: 'phone', type: 'S', locked: true }], folderId: null,
    });
  });

  it('keeps the attribute rules: names lose non-alphanumeric characters, phone stays first and locked', async () => {
    const set = await createSet(team.t, team.admin, { attributes: [{ name: 'first name', type: 'S' }, { name: 'phone', type: 'N' }, { name: 'orders#', type: 'N' }, { name: 'opted-in', type: 'B' }] });
    expect(set.attributes).toEqual([
      { name: 'phone', type: 'S', locked: true }, { name: 'firstname', type: 'S', locked: false },
      { name: 'orders', type: 'N', locked: false }, { name: 'optedin', type: 'B', locked: false },
    ]);
  });

  it('refuses a missing name, a calendar unit without a time zone, and bad attributes with the texts; nothing is saved', async () => {
    const before = (await list()).length;
    const bad = async (body: object, path: string, message: string) => {
      const res = await call(team.t, 'POST', setsUrl(), team.owner, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: expect.arrayContaining([{ path, message }]) });
    };
    await bad({ name: '' }, 'name', 'Name is required');
    await bad({}, 'name', 'Name is required');
    await bad({ name: 'x', ttl: { duration: 2, timeUnit: 'CALENDAR_MONTHS' } }, 'ttl.timeZone', M.timeZoneRequired);
    await bad({ name: 'x', ttl: { duration: 0, timeUnit: 'DAYS' } }, 'ttl.duration', M.durationInvalid);
    await bad({ name: 'x', attributes: [{ name: '!!' }] }, 'attributes.0.name', M.attributeNameRequired);
    await bad({ name: 'x', attributes: [{ name: 'zip' }, { name: 'ZIP' }] }, 'attributes.1.name', 'Attribute names must be unique: ZIP');
    await bad({ name: 'x', attributes: [{ name: 'ttl' }] }, 'attributes.0.name', M.attributeNameReserved);
    expect((await list()).length).toBe(before);
  });

  it('refuses a second ACTIVE set of the same name (any case) in the workspace, not in another workspace', async () => {
    const set = await createSet(team.t, team.owner);
    const again = await call(team.t, 'POST', setsUrl(), team.owner, { name: set.name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.nameTaken);
    expect((await call(team.t, 'POST', setsUrl(DEMO.ws.collections), team.owner, { name: set.name })).statusCode).toBe(200);
  });
});

describe('recordSets.list and get', () => {
  it('lists the sets of the workspace for every role, by name, without DELETED ones', async () => {
    const a = await createSet(team.t, team.owner, { name: `aaa ${uniqueSetName()}` });
    const gone = await createSet(team.t, team.owner);
    await call(team.t, 'DELETE', setsUrl(DEMO.ws.sales, `/${gone.id}?confirmName=${encodeURIComponent(gone.name)}`), team.owner);
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const rows = await list(s);
      expect(rows.map((r) => r.id)).toContain(a.id);
      expect(rows.map((r) => r.id)).not.toContain(gone.id);
      const names = rows.map((r) => r.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${a.id}`), team.admin)).json().data).toEqual(a);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${gone.id}`), team.owner)).statusCode).toBe(404);
  });

  it("answers 401 without a token and 404 for another organisation's or workspace's set", async () => {
    const set = await createSet(team.t, team.owner);
    expect((await call(team.t, 'GET', setsUrl())).statusCode).toBe(401);
    expect((await call(team.t, 'GET', setsUrl(), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.other, `/${set.id}`, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.collections, `/${set.id}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.otherOwner, bodyOf(set, { name: 'Stolen' }))).statusCode).toBe(404);
    expect((await call(team.t, 'DELETE', setsUrl(DEMO.ws.sales, `/${set.id}?confirmName=${encodeURIComponent(set.name)}`), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner)).json().data.name).toBe(set.name);
    // The console's calls are for team members: a workspace API key uses the public API.
    const key = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=sets`, team.owner)).json().data.key as string;
    expect((await team.t.app.inject({ method: 'GET', url: setsUrl(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
  });
});

describe('recordSets.update', () => {
  it('saves the definition; a TTL change leaves existing records with their expiry', async () => {
    const set = await createSet(team.t, team.owner, { ttl: { duration: 30, timeUnit: 'DAYS' }, attributes: [{ name: 'note', type: 'S' }] });
    await uploadOk(team.t, team.owner, set, 'bulkAdd', 'phone,note\n5125550101,first\n');
    const before = (await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/record?number=5125550101`), team.owner)).json().data;
    const res = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.admin, bodyOf(set, {
      name: `${set.name} renamed`, ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS', timeZone: 'America/Denver' },
      attributes: [{ name: 'note', type: 'S' }, { name: 'tier', type: 'N' }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: `${set.name} renamed`, ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS', timeZone: 'America/Denver' } });
    expect(res.json().data.attributes.map((a: { name: string }) => a.name)).toEqual(['phone', 'note', 'tier']);
    const after = (await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/record?number=5125550101`), team.owner)).json().data;
    expect(after.attributes.ttl).toBe(before.attributes.ttl);
  });

  it('keeps the phone attribute whatever the body says of it', async () => {
    const set = await createSet(team.t, team.owner, { attributes: [{ name: 'city', type: 'S' }] });
    const res = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner, bodyOf(set, { attributes: [{ name: 'city', type: 'S' }] }));
    expect(res.json().data.attributes).toEqual([{ name: 'phone', type: 'S', locked: true }, { name: 'city', type: 'S', locked: false }]);
    const renamed = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner, { ...bodyOf(set), attributes: [{ name: 'mobile', type: 'S' }] });
    expect(renamed.json().data.attributes[0]).toEqual({ name: 'phone', type: 'S', locked: true });
  });

  it('refuses to change the key type of a set that has records, a taken name, and bad bodies', async () => {
    const set = await createSet(team.t, team.owner);
    const other = await createSet(team.t, team.owner);
    const empty = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${other.id}`), team.owner, bodyOf(other, { strictPhoneKey: false }));
    expect(empty.json().data.strictPhoneKey).toBe(false);
    await uploadOk(team.t, team.owner, set, 'bulkAdd', 'phone\n5125550102\n');
    const locked = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner, bodyOf(set, { strictPhoneKey: false }));
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(M.keyTypeLocked);
    const taken = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner, bodyOf(set, { name: other.name }));
    expect(taken.statusCode).toBe(409);
    const noName = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner, bodyOf(set, { name: ' ' }));
    expect(noName.json().message).toBe('Name is required');
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}`), team.owner)).json().data).toMatchObject({ name: set.name, strictPhoneKey: true });
  });
});

describe('recordSets folders', () => {
  it('moves a set into a RecordSet folder and out; a folder holding a set cannot be deleted', async () => {
    const set = await createSet(team.t, team.owner);
    const folder = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, team.owner, { scope: 'RecordSet', name: 'Compliance' })).json().data;
    const campaignFolder = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, team.owner, { scope: 'Campaign', name: 'Not mine' })).json().data;
    expect((await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}/folder?folderId=${campaignFolder.id}`), team.owner)).statusCode).toBe(404);
    const moved = await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}/folder?folderId=${folder.id}`), team.admin);
    expect(moved.json().data.folderId).toBe(folder.id);
    const blocked = await call(team.t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folder.id}`, team.owner);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MESSAGES.folderNotEmpty);
    expect((await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}/folder`), team.owner)).json().data.folderId).toBeNull();
    expect((await call(team.t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folder.id}`, team.owner)).statusCode).toBe(200);
    expect((await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}/folder?folderId=${folder.id}`), team.otherOwner)).statusCode).toBe(404);
  });

  it('a DELETED set no longer holds its folder', async () => {
    const set = await createSet(team.t, team.owner);
    const folder = (await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, team.owner, { scope: 'RecordSet', name: 'Old' })).json().data;
    await call(team.t, 'PUT', setsUrl(DEMO.ws.sales, `/${set.id}/folder?folderId=${folder.id}`), team.owner);
    await call(team.t, 'DELETE', setsUrl(DEMO.ws.sales, `/${set.id}?confirmName=${encodeURIComponent(set.name)}`), team.owner);
    expect((await call(team.t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folder.id}`, team.owner)).statusCode).toBe(200);
  });
});

describe('recordSets.remove', () => {
  it('needs the typed name; then marks the set DELETED and deletes its records at once', async () => {
    const set = await createSet(team.t, team.owner);
    await uploadOk(team.t, team.owner, set, 'bulkAdd', 'phone\n5125550103\n5125550104\n');
    for (const confirm of ['', '?confirmName=wrong', `?confirmName=${encodeURIComponent(set.name.toLowerCase())}`]) {
      const res = await call(team.t, 'DELETE', setsUrl(DEMO.ws.sales, `/${set.id}${confirm}`), team.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.nameMismatch, errors: [{ path: 'confirmName' }] });
    }
    const res = await call(team.t, 'DELETE', setsUrl(DEMO.ws.sales, `/${set.id}?confirmName=${encodeURIComponent(set.name)}`), team.admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await team.t.database.sql.query<{ status: string; n: number }>(
      'select s.status, (select count(*)::int from record_set_records r where r.record_set_id = s.id) as n from record_sets s where s.id = $1', [set.id]);
    expect(rows.rows).toEqual([{ status: 'DELETED', n: 0 }]);
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/record?number=5125550103`), team.owner)).statusCode).toBe(404);
    // Its name is free again.
    expect((await call(team.t, 'POST', setsUrl(), team.owner, { name: set.name })).statusCode).toBe(200);
  });
});

describe('recordSets.template', () => {
  it('answers {setname}_template.csv with the columns of the set', async () => {
    const set = await createSet(team.t, team.owner, { name: uniqueSetName('EBR list'), attributes: [{ name: 'firstName', type: 'S' }, { name: 'score', type: 'N' }] });
    const res = await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/template`), team.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${set.name}_template.csv"`);
    expect(res.body).toBe('phone,firstName,score\r\n');
    expect((await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${set.id}/template`), team.otherOwner)).statusCode).toBe(404);
  });
});

describe('the demo record sets', () => {
  it('gives Sales Floor an EBR list, an internal DNC list, an extern-ID set and recent inquiries, with records', async () => {
    const rows = await list(team.owner);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('EBR Customers')).toMatchObject({ id: DEMO_RECORD_SETS.ebr, folderId: DEMO_RECORD_SET_FOLDER, recordCount: 2400, ttl: { duration: 18, timeUnit: 'CALENDAR_MONTHS', timeZone: 'America/Chicago' } });
    expect(byName.get('Internal Do Not Call')).toMatchObject({ ttlEnabled: false, recordCount: 320, folderId: DEMO_RECORD_SET_FOLDER });
    expect(byName.get('Loyalty Accounts')).toMatchObject({ strictPhoneKey: false, recordCount: 600 });
    expect(byName.get('Recent Inquiries')).toMatchObject({ recordCount: 450 });
    const found = await call(team.t, 'GET', setsUrl(DEMO.ws.sales, `/${DEMO_RECORD_SETS.loyalty}/records?search=ACCT-1042`), team.owner);
    expect(found.json().data[0]).toMatchObject({ phone: 'ACCT-104200', attributes: { tier: expect.any(String), points: expect.any(Number) } });
  });
});
