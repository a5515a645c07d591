import { describe, expect, it } from 'vitest';
import { MESSAGES, type FtcSan } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session, call } from '../../testing/session';
import { expectInvalidCreate, expectRefusal, expectSuperAdminOnlyCreate, expectWorkspaceItemGuards } from '../../testing/workspace-item-guards';
import { DEMO_COMPLIANCE } from '../../db/seed/04-compliance';
import { campaignsUrl, createCampaign, salesBody, saveCampaign } from '../campaigns/campaigns.test-helpers';

const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, id = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/ftcSans${id ? `/${id}` : ''}`;
const valid = { ftcOrgName: 'Acme Holdings', ftcOrgId: '99001', ftcSan: 'ZX81QW20PL', expires: '2027-06-30', fullCoverage: false, areaCodes: '212, 646 ,917' };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, s?: Session, payload?: object) => call(team.t, method, path, s, payload);

async function list(s: Session = team.owner, ws?: string): Promise<FtcSan[]> {
  const res = await send('GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(body: object = valid): Promise<FtcSan> {
  const res = await send('POST', url(), team.superadmin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('ftcSans.list and get', () => {
  it('shows every role the seeded SANs, sorted by organisation name', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const rows = await list(s);
      expect(rows.map((r) => r.ftcOrgName)).toEqual(['Demo Co', 'Lone Star Lending']);
      expect(rows[0]).toMatchObject({ ftcSan: 'A7K2M9Q4TX', fullCoverage: true, areaCodes: [] });
      expect(rows[1]!.areaCodes).toContain('512');
    }
    const one = (await list())[1]!;
    const res = await send('GET', url(DEMO.ws.sales, one.id), team.admin);
    expect(res.json().data).toEqual(one);
  });

  it('answers 401 without a token and 404 for another organisation or workspace', async () => {
    const [first] = await list();
    await expectWorkspaceItemGuards(team, url, first!.id);
    expect((await send('GET', `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/ftcSans`, team.otherOwner)).statusCode).toBe(404);
    expect(await list(team.owner, DEMO.ws.collections)).toEqual([]);
  });
});

describe('ftcSans access', () => {
  it('is for team members only: a workspace API key gets 403', async () => {
    const me = { kind: 'user' as const, userId: team.owner.user.id, orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
    const { key } = await team.t.services.apiKeys.create(await team.t.services.workspaces.scope(me, DEMO.orgId, DEMO.ws.sales), 'FTC reader');
    expect((await team.t.app.inject({ url: url(), headers: { 'x-api-key': key } })).statusCode).toBe(403);
    expect((await team.t.app.inject({ method: 'POST', url: url(), headers: { 'x-api-key': key }, payload: valid })).statusCode).toBe(403);
  });
});

describe('ftcSans.create', () => {
  it('lets a SuperAdmin add a SAN; comma-separated area codes are trimmed', async () => {
    const created = await create();
    expect(created).toMatchObject({ ftcOrgName: 'Acme Holdings', ftcOrgId: '99001', ftcSan: 'ZX81QW20PL', expires: '2027-06-30', fullCoverage: false, areaCodes: ['212', '646', '917'] });
    expect((await list()).map((r) => r.ftcOrgName)).toEqual(['Acme Holdings', 'Demo Co', 'Lone Star Lending']);
  });

  it('defaults to full coverage and keeps no area codes with it', async () => {
    const created = await create({ ftcOrgName: 'Full Co', ftcOrgId: '1', ftcSan: 'FULL000001', areaCodes: '212' });
    expect(created).toMatchObject({ fullCoverage: true, areaCodes: [], expires: null });
  });

  it.each([
    ['ftcOrgName', { ...valid, ftcOrgName: ' ' }, 'Field is required'],
    ['ftcOrgId', { ...valid, ftcOrgId: '' }, 'Field is required'],
    ['ftcSan', { ...valid, ftcSan: undefined }, 'Field is required'],
    ['areaCodes', { ...valid, areaCodes: '' }, 'Enter at least one area code, or choose full coverage.'],
    ['areaCodes', { ...valid, areaCodes: '212, 999' }, 'Not a North American area code: 999'],
    ['expires', { ...valid, expires: '2027-02-30' }, 'Enter a valid date.'],
  ])('refuses a bad %s with "%s"', async (path, body, message) => {
    await expectInvalidCreate(team, url, () => list(), body, path, message);
  });

  it('refuses a SAN the workspace already has (409)', async () => {
    expectRefusal(await send('POST', url(), team.superadmin, { ...valid, ftcSan: 'A7K2M9Q4TX' }), 409, 'This SAN already exists in this workspace.');
  });

  it('is SuperAdmin only (403 for Owner and Admin), 401 without a token, 404 for another organisation', async () => {
    const bodies = { member: { ...valid, ftcSan: 'NOPE000001' }, valid, stranger: { ...valid, ftcSan: 'NOPE000002' } };
    await expectSuperAdminOnlyCreate(team, url, bodies, 'Only a SuperAdmin can change these settings.');
    expect((await list()).map((r) => r.ftcSan)).not.toContain('NOPE000001');
  });

  it('is refused where National DNC is not active (403)', async () => {
    const res = await send('POST', url(DEMO.ws.collections), team.superadmin, { ...valid, ftcSan: 'OFF0000001' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This feature is not active on your account.');
    expect(await list(team.owner, DEMO.ws.collections)).toEqual([]);
  });
});

describe('ftcSans.update and remove', () => {
  it('lets a SuperAdmin edit a SAN; switching to full coverage clears the area codes', async () => {
    const created = await create({ ...valid, ftcSan: 'EDIT000001' });
    const res = await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, ftcSan: 'EDIT000001', ftcOrgName: 'Acme Renamed', fullCoverage: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, ftcOrgName: 'Acme Renamed', fullCoverage: true, areaCodes: [] });
    const again = await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, ftcSan: 'A7K2M9Q4TX' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses edits and deletes by Owner and Admin, and from another organisation or workspace', async () => {
    const created = await create({ ...valid, ftcSan: 'GUARD00001' });
    for (const s of [team.owner, team.admin]) {
      expect((await send('PUT', url(DEMO.ws.sales, created.id), s, valid)).statusCode).toBe(403);
      expect((await send('DELETE', url(DEMO.ws.sales, created.id), s)).statusCode).toBe(403);
    }
    expect((await send('PUT', url(DEMO.ws.sales, created.id), team.otherOwner, valid)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.otherOwner)).statusCode).toBe(404);
    expect((await send('DELETE', url(DEMO.ws.sales, created.id))).statusCode).toBe(401);
    expect((await send('PUT', url(DEMO.ws.trial, created.id), team.superadmin, valid)).statusCode).toBe(403);
    expect((await list()).find((r) => r.id === created.id)).toMatchObject({ ftcOrgName: 'Acme Holdings' });
  });

  it('validates an edit like a create', async () => {
    const created = await create({ ...valid, ftcSan: 'VALID00001' });
    const res = await send('PUT', url(DEMO.ws.sales, created.id), team.superadmin, { ...valid, ftcOrgId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Field is required', errors: [{ path: 'ftcOrgId' }] });
  });

  it('deletes a SAN once; then it is gone (404)', async () => {
    const created = await create({ ...valid, ftcSan: 'GONE000001' });
    const res = await send('DELETE', url(DEMO.ws.sales, created.id), team.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await send('DELETE', url(DEMO.ws.sales, created.id), team.superadmin)).statusCode).toBe(404);
    expect((await send('GET', url(DEMO.ws.sales, created.id), team.owner)).statusCode).toBe(404);
  });
});

describe('ftcSans for other features', () => {
  it('offers picker options and coverage checks', async () => {
    const options = await team.t.services.ftcSans.options(DEMO.ws.sales);
    expect(options[0]).toEqual({ id: expect.any(String), ftcSan: expect.any(String), ftcOrgName: expect.any(String) });
    const regional = (await list()).find((r) => r.ftcOrgName === 'Lone Star Lending')!;
    expect(await team.t.services.ftcSans.exists(DEMO.ws.sales, regional.id)).toBe(true);
    expect(await team.t.services.ftcSans.exists(DEMO.ws.collections, regional.id)).toBe(false);
    const san = (await team.t.services.ftcSans.find(DEMO.ws.sales, regional.id))!;
    expect(team.t.services.ftcSans.covers(san, '512')).toBe(true);
    expect(team.t.services.ftcSans.covers(san, '305')).toBe(false);
  });
});

describe('ftcSans.remove of a SAN in use', () => {
  it('refuses while a campaign in service scrubs with it (409, nothing deleted); once the campaign is deactivated it goes', async () => {
    // The demo's Q4 Home Services Outreach scrubs National DNC with the full-coverage SAN.
    const seeded = await send('DELETE', url(DEMO.ws.sales, DEMO_COMPLIANCE.ftcSanFull), team.superadmin);
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json()).toMatchObject({ message: MESSAGES.ftcSanInUse, code: 'CONFLICT' });
    expect((await list()).map((r) => r.id)).toContain(DEMO_COMPLIANCE.ftcSanFull);

    const san = await create({ ...valid, ftcSan: 'INUSE00001' });
    const c = await createCampaign(team.t, team.owner, await salesBody(team.t));
    const features = { ...c.features, dncScrubEnabled: true, ftcSanId: san.id };
    expect((await saveCampaign(team.t, team.owner, c, { forwardingNumber: '+12125550100', features })).statusCode).toBe(200);
    expect((await send('DELETE', url(DEMO.ws.sales, san.id), team.superadmin)).json()).toMatchObject({ message: MESSAGES.ftcSanInUse });
    // Roles and tenancy are checked first.
    expect((await send('DELETE', url(DEMO.ws.sales, san.id), team.admin)).statusCode).toBe(403);
    expect((await send('DELETE', url(DEMO.ws.sales, san.id), team.otherOwner)).statusCode).toBe(404);

    const gone = await call(team.t, 'DELETE', campaignsUrl(DEMO.ws.sales, `/${c.id}?confirmName=${encodeURIComponent(c.name)}`), team.owner);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await send('DELETE', url(DEMO.ws.sales, san.id), team.superadmin)).statusCode).toBe(200);
  });
});
