import { describe, expect, it } from 'vitest';
import type { ProvisioningProfile } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session, call } from '../../testing/session';

const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, id = '', orgId: string = DEMO.orgId) =>
  `/api/orgs/${orgId}/workspaces/${ws}/provisioningProfiles${id ? `/${id}` : ''}`;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, s?: Session, payload?: object) => call(team.t, method, path, s, payload);

async function list(s: Session = team.owner, ws?: string, query = ''): Promise<ProvisioningProfile[]> {
  const res = await send('GET', `${url(ws)}${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(body: object, s: Session = team.owner): Promise<ProvisioningProfile> {
  const res = await send('POST', url(), s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('provisioningProfiles.list and get', () => {
  it('shows every role the seeded profiles of the workspace, sorted by name', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const rows = await list(s);
      expect(rows.map((r) => r.name)).toEqual(['Canada provinces', 'Metro area codes', 'Northeast states', 'Sun Belt']);
      expect(rows[2]).toMatchObject({ type: 'STATE', values: ['NY', 'NJ', 'CT', 'MA', 'PA'] });
      expect(rows[1]).toMatchObject({ type: 'AREA_CODE' });
    }
    const one = (await list())[0]!;
    const res = await send('GET', url(DEMO.ws.sales, one.id), team.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(one);
  });

  it('filters by part of the name, in any case', async () => {
    expect((await list(team.owner, undefined, '?name=STATE')).map((r) => r.name)).toEqual(['Northeast states']);
    expect((await list(team.owner, undefined, '?name=%25')).map((r) => r.name)).toEqual([]);
    expect(await list(team.owner, undefined, '?name=')).toHaveLength(4);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const [first] = await list();
    expect((await send('GET', url())).statusCode).toBe(401);
    expect((await send('GET', url(DEMO.ws.sales, first!.id))).statusCode).toBe(401);
    expect((await send('GET', url(), team.otherOwner)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.sales, first!.id), team.otherOwner)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.sales, '', DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.collections, first!.id), team.owner)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.sales, 'missing'), team.owner)).statusCode).toBe(404);
    expect(await list(team.owner, DEMO.ws.collections)).toEqual([]);
  });
});

describe('provisioningProfiles.create', () => {
  it('keeps only allowed states and provinces, split on spaces and commas and upper-cased', async () => {
    const created = await create({ name: '  West coast ', type: 'STATE', values: 'ca, or wa,xx  bc zz\npr ca' }, team.admin);
    expect(created).toMatchObject({ name: 'West coast', type: 'STATE', values: ['CA', 'OR', 'WA', 'BC', 'PR'] });
    expect(created.created).toBe(created.updated);
    expect((await list()).map((r) => r.name)).toContain('West coast');
  });

  it('keeps only known North American area codes', async () => {
    const created = await create({ name: 'Upstate codes', type: 'AREA_CODE', values: ['518 201', '954,999', '800', 'NY', '12'] });
    expect(created.values).toEqual(['518', '201', '954']);
  });

  it('says "Field is required" for a blank name and changes nothing', async () => {
    const before = await list();
    for (const body of [{ name: '  ', type: 'STATE', values: 'NY' }, { type: 'STATE', values: 'NY' }]) {
      const res = await send('POST', url(), team.owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'name', message: 'Field is required' }]);
    }
    const noType = await send('POST', url(), team.owner, { name: 'No type', values: 'NY' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toEqual([{ path: 'type', message: 'Field is required' }]);
    const long = await send('POST', url(), team.owner, { name: 'x'.repeat(101), type: 'STATE', values: 'NY' });
    expect(long.json().errors).toEqual([{ path: 'name', message: 'Name must be at most 100 characters' }]);
    expect(await list()).toEqual(before);
  });

  it('refuses a name another profile of the workspace has, in any case; another workspace may reuse it', async () => {
    const res = await send('POST', url(), team.owner, { name: 'SUN BELT', type: 'STATE', values: 'TX' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A profile with this name already exists in this workspace.');
    const elsewhere = await send('POST', url(DEMO.ws.collections), team.owner, { name: 'Sun Belt', type: 'STATE', values: 'TX' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 401 without a token and 404 in another organisation’s workspace', async () => {
    const body = { name: 'Nope', type: 'STATE', values: 'NY' };
    expect((await send('POST', url(), undefined, body)).statusCode).toBe(401);
    expect((await send('POST', url(), team.otherOwner, body)).statusCode).toBe(404);
    expect((await list()).map((r) => r.name)).not.toContain('Nope');
  });
});

describe('provisioningProfiles.update and remove', () => {
  it('edits name, type and values, filtering for the new type', async () => {
    const created = await create({ name: 'To edit', type: 'STATE', values: 'NY NJ' });
    const res = await send('PUT', url(DEMO.ws.sales, created.id), team.admin, { name: 'Edited', type: 'AREA_CODE', values: 'NY 212, 646 000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, name: 'Edited', type: 'AREA_CODE', values: ['212', '646'], created: created.created });
    // Keeping its own name is not a clash.
    const same = await send('PUT', url(DEMO.ws.sales, created.id), team.admin, { name: 'edited', type: 'AREA_CODE', values: '212' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('validates an edit and refuses another profile’s name, changing nothing', async () => {
    const created = await create({ name: 'Keep me', type: 'STATE', values: 'TX' });
    const blank = await send('PUT', url(DEMO.ws.sales, created.id), team.owner, { name: '', type: 'STATE', values: 'FL' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'name', message: 'Field is required' }]);
    const taken = await send('PUT', url(DEMO.ws.sales, created.id), team.owner, { name: 'Northeast states', type: 'STATE', values: 'FL' });
    expect(taken.statusCode).toBe(409);
    const res = await send('GET', url(DEMO.ws.sales, created.id), team.owner);
    expect(res.json().data).toEqual(created);
  });

  it('answers 401 and 404 for another organisation, another workspace or a missing profile', async () => {
    const created = await create({ name: 'Guarded', type: 'STATE', values: 'TX' });
    const body = { name: 'Hacked', type: 'STATE', values: 'NY' };
    expect((await send('PUT', url(DEMO.ws.sales, created.id), undefined, body)).statusCode).toBe(401);
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.otherOwner, body)).statusCode).toBe(404);
    expect((await send('PUT', url(DEMO.ws.collections, created.id), team.owner, body)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id))).statusCode).toBe(401);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.collections, created.id), team.owner)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.sales, created.id), team.owner)).json().data).toEqual(created);
  });

  it('deletes a profile for any role', async () => {
    const created = await create({ name: 'Short lived', type: 'STATE', values: 'TX' });
    const res = await send('DELETE', url(DEMO.ws.sales, created.id), team.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await send('GET', url(DEMO.ws.sales, created.id), team.owner)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.owner)).statusCode).toBe(404);
  });
});
