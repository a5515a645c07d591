import { describe, expect, it } from 'vitest';
import type { BrandedCallingProfile } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session, call } from '../../testing/session';
import { expectInvalidCreate, expectRefusal, expectSuperAdminOnlyCreate, expectWorkspaceItemGuards } from '../../testing/workspace-item-guards';

const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, id = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/brandedCallingProfiles${id ? `/${id}` : ''}`;
const valid = {
  label: 'Collections Desk', callerNameShort: 'DEMO COLLECT', callerNameLong: 'Demo Co Collections Department', legalName: 'Demo Co LLC',
  enterpriseId: 'ENT-77120', callPurpose: 'Collections', businessCategory: 'Debt Collection', tmoBusinessCategory: 'Collections',
};

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, s?: Session, payload?: object) => call(team.t, method, path, s, payload);

async function list(s: Session = team.owner, ws?: string): Promise<BrandedCallingProfile[]> {
  const res = await send('GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(body: object, ws: string = DEMO.ws.sales): Promise<BrandedCallingProfile> {
  const res = await send('POST', url(ws), team.superadmin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('brandedCallingProfiles.list and get', () => {
  it('shows every role the profiles, sorted by label', async () => {
    await create({ ...valid, label: 'alpha line' });
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const labels = (await list(s)).map((p) => p.label);
      expect(labels).toEqual(['alpha line', 'Demo Co Sales']);
    }
    const seeded = (await list()).find((p) => p.label === 'Demo Co Sales')!;
    expect(seeded).toMatchObject({ callerNameShort: 'DEMO CO SALES', callPurpose: 'Sales' });
    expect((await send('GET', url(DEMO.ws.sales, seeded.id), team.admin)).json().data).toEqual(seeded);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const [first] = await list();
    await expectWorkspaceItemGuards(team, url, first!.id);
  });
});

describe('brandedCallingProfiles.create', () => {
  it('is open to a SuperAdmin in every workspace (branded calling is always available)', async () => {
    const created = await create(valid, DEMO.ws.collections);
    expect(created).toMatchObject(valid);
    expect((await list(team.owner, DEMO.ws.collections)).map((p) => p.id)).toEqual([created.id]);
  });

  it.each([
    ['label', { ...valid, label: '' }, 'Field is required'],
    ['callerNameShort', { ...valid, callerNameShort: ' ' }, 'Field is required'],
    ['callerNameShort', { ...valid, callerNameShort: 'SIXTEEN CHARS XX' }, 'Short name must be at most 15 characters'],
    ['callerNameLong', { ...valid, callerNameLong: 'x'.repeat(33) }, 'Long name must be at most 32 characters'],
    ['legalName', { ...valid, legalName: undefined }, 'Field is required'],
    ['enterpriseId', { ...valid, enterpriseId: '' }, 'Field is required'],
    ['callPurpose', { ...valid, callPurpose: '' }, 'Field is required'],
    ['businessCategory', { ...valid, businessCategory: 'Not a category' }, 'Field is required'],
    ['tmoBusinessCategory', { ...valid, tmoBusinessCategory: '' }, 'Field is required'],
  ])('refuses a bad %s with "%s"', async (path, body, message) => {
    await expectInvalidCreate(team, url, () => list(), body, path, message);
  });

  it('refuses a label the workspace already has, whatever its case (409)', async () => {
    expectRefusal(await send('POST', url(), team.superadmin, { ...valid, label: 'demo co sales' }), 409, 'A profile with this label already exists.');
  });

  it('is SuperAdmin only (403 for Owner and Admin), 401 without a token, 404 for another organisation', async () => {
    const bodies = { member: { ...valid, label: 'Not allowed' }, valid, stranger: { ...valid, label: 'Stolen' } };
    await expectSuperAdminOnlyCreate(team, url, bodies, 'Only a SuperAdmin can change these settings.');
    expect((await list()).map((p) => p.label)).not.toContain('Not allowed');
  });
});

describe('brandedCallingProfiles.update and remove', () => {
  it('lets a SuperAdmin edit a profile', async () => {
    const created = await create({ ...valid, label: 'To edit' });
    const res = await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, label: 'Edited', callerNameShort: 'EDITED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, label: 'Edited', callerNameShort: 'EDITED' });
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, label: 'Demo Co Sales' })).statusCode).toBe(409);
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, callerNameLong: 'y'.repeat(40) })).statusCode).toBe(400);
  });

  it('refuses edits and deletes by Owner and Admin, and from another organisation or workspace', async () => {
    const created = await create({ ...valid, label: 'Guarded' });
    for (const s of [team.owner, team.admin]) {
      expect((await send('PUT', url(DEMO.ws.sales, created.id), s, valid)).statusCode).toBe(403);
      expect((await send('DELETE', url(DEMO.ws.sales, created.id), s)).statusCode).toBe(403);
    }
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.otherOwner, valid)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.collections, created.id), team.superadmin)).statusCode).toBe(404);
    expect((await send('PUT', url(DEMO.ws.collections, created.id), team.superadmin, valid)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id))).statusCode).toBe(401);
    expect(await team.t.services.brandedCallingProfiles.exists(DEMO.ws.sales, created.id)).toBe(true);
  });

  it('deletes exactly the profile named by its id', async () => {
    const keep = await create({ ...valid, label: 'Keep me' });
    const drop = await create({ ...valid, label: 'Drop me' });
    const res = await send('DELETE', url(DEMO.ws.sales, drop.id), team.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (await list()).map((p) => p.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(drop.id);
    expect((await send('GET', url(DEMO.ws.sales, drop.id), team.owner)).statusCode).toBe(404);
  });

  it('refuses to delete a profile that another feature reports in use (409)', async () => {
    const used = await create({ ...valid, label: 'In use' });
    team.t.services.brandedCallingProfiles.registerUsage('test', async (_ws, id) => (id === used.id ? 1 : 0));
    const res = await send('DELETE', url(DEMO.ws.sales, used.id), team.superadmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This profile is in use. Remove it from the business profiles and campaigns that use it before deleting.');
    expect(await team.t.services.brandedCallingProfiles.find(DEMO.ws.sales, used.id)).toMatchObject({ label: 'In use' });
  });
});
