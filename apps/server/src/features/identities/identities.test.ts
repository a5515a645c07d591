import { describe, expect, it } from 'vitest';
import type { BusinessRecord, Identity } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';

const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, id = '', orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/identities${id ? `/${id}` : ''}`;
const recordsUrl = (id = '') => `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/businessRecords${id ? `/${id}` : ''}`;

const get = (path: string, s?: Session) => team.t.app.inject({ method: 'GET', url: path, headers: s?.headers });

async function list(s: Session = team.owner, ws?: string, query = ''): Promise<Identity[]> {
  const res = await get(`${url(ws)}${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function records(): Promise<BusinessRecord[]> {
  return (await get(recordsUrl(), team.owner)).json().data;
}

describe('identities.list and get', () => {
  it('derives one identity per CNAM of the business records, sorted by name, status and dates from the record', async () => {
    const rows = await list();
    expect(rows.map((r) => [r.name, r.resourceStatus])).toEqual([
      ['ACME HOME', 'ACTIVE'], ['ACME SERVICE', 'ACTIVE'], ['BRIGHTLINE INS', 'DISABLED'], ['CEDAR RIDGE', 'ACTIVE'],
    ]);
    const acme = (await records()).find((r) => r.legalName === 'Acme Home Services LLC')!;
    const home = rows[0]!;
    expect(home).toEqual({
      id: acme.cnams[0]!.id, identityId: acme.cnams[0]!.id, name: 'ACME HOME', resourceStatus: 'ACTIVE',
      dateCreated: acme.dateCreated, dateUpdated: acme.dateUpdated, businessRecordId: acme.id, businessRecordName: 'Acme Home Services LLC',
    });
    for (const s of [team.admin, team.superadmin]) expect(await list(s)).toEqual(rows);
    const one = await get(url(DEMO.ws.sales, home.id), team.admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(home);
  });

  it('filters by part of the name, in any case', async () => {
    expect((await list(team.owner, undefined, '?name=acme')).map((r) => r.name)).toEqual(['ACME HOME', 'ACME SERVICE']);
    expect(await list(team.owner, undefined, '?name=nothing')).toEqual([]);
  });

  it('follows the business record: a disabled record’s CNAMs turn DISABLED, a deleted record’s disappear', async () => {
    const acme = (await records()).find((r) => r.legalName === 'Acme Home Services LLC')!;
    const { id, name: _name, folderId: _folder, dateCreated: _c, dateUpdated: _u, ...rest } = acme;
    const body = { ...rest, resourceStatus: 'DISABLED', cnams: [...acme.cnams, { name: 'ACME PLUMBING' }] };
    const res = await team.t.app.inject({ method: 'PUT', url: recordsUrl(id), headers: team.superadmin.headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const acmeRows = (await list(team.owner, undefined, '?name=acme'));
    expect(acmeRows.map((r) => [r.name, r.resourceStatus])).toEqual([['ACME HOME', 'DISABLED'], ['ACME PLUMBING', 'DISABLED'], ['ACME SERVICE', 'DISABLED']]);
    expect(acmeRows[0]!.dateUpdated).toBe(res.json().data.dateUpdated);
    expect(await team.t.services.identities.isActive(DEMO.ws.sales, acmeRows[0]!.id)).toBe(false);

    // A record of its own (the demo records are used by UC Protect numbers, which keeps them from deletion).
    const created = await team.t.app.inject({
      method: 'POST', url: recordsUrl(), headers: team.superadmin.headers,
      payload: { ...rest, legalName: 'Zephyr Roofing LLC', resourceStatus: 'ACTIVE', cnams: [{ name: 'ZEPHYR ROOFING' }], smsCampaigns: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [zephyr] = await list(team.owner, undefined, '?name=zephyr');
    expect(zephyr).toMatchObject({ name: 'ZEPHYR ROOFING', resourceStatus: 'ACTIVE', businessRecordId: created.json().data.id });
    expect(await team.t.services.identities.isActive(DEMO.ws.sales, zephyr!.id)).toBe(true);
    const del = await team.t.app.inject({ method: 'DELETE', url: recordsUrl(created.json().data.id), headers: team.superadmin.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(await list(team.owner, undefined, '?name=zephyr')).toEqual([]);
    expect((await get(url(DEMO.ws.sales, zephyr!.id), team.owner)).statusCode).toBe(404);
    const cedar = (await list(team.owner, undefined, '?name=cedar'))[0]!;
    expect(await team.t.services.identities.isActive(DEMO.ws.sales, cedar.id)).toBe(true);
  });

  it('answers 401 without a token and 404 for another organisation, another workspace or a missing identity', async () => {
    const [first] = await list();
    expect((await get(url())).statusCode).toBe(401);
    expect((await get(url(DEMO.ws.sales, first!.id))).statusCode).toBe(401);
    expect((await get(url(), team.otherOwner)).statusCode).toBe(404);
    expect((await get(url(DEMO.ws.sales, first!.id), team.otherOwner)).statusCode).toBe(404);
    expect((await get(url(DEMO.ws.sales, '', DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await get(url(DEMO.ws.collections, first!.id), team.owner)).statusCode).toBe(404);
    expect((await get(url(DEMO.ws.sales, 'missing'), team.owner)).statusCode).toBe(404);
    expect((await list(team.owner, DEMO.ws.collections)).map((i) => i.name)).toEqual(['NORTHSTAR']);
  });
});
