import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type BusinessRecord, type BusinessRecordBody, type SmsCampaignBody } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { DEMO_BUSINESS_FOLDER, DEMO_BUSINESS_RECORDS, DEMO_SMS_CAMPAIGNS } from '../../db/seed/05-business-records';
import { campaignsUrl, createCampaign, salesBody } from '../campaigns/campaigns.test-helpers';
import * as repo from './business-records.repo';


const team = setUpDemoTeam();

const url = (ws: string = DEMO.ws.sales, rest = '') => `/api/orgs/${DEMO.orgId}/workspaces/${ws}/businessRecords${rest}`;

const campaign = (over: Partial<SmsCampaignBody> = {}): SmsCampaignBody => ({
  id: randomUUID(), name: 'Order updates', campaignType: 'LONG_CODE', status: 'NOT_READY', mmsEnabled: false,
  optInMessage: 'You are in. Reply STOP to cancel.', optOutMessage: 'You are out.', helpMessage: 'Call us for help.',
  poolProviderType: 'INFOBIP', vendorCampaignId: 'CAMP01', ...over,
});

const body = (over: Partial<BusinessRecordBody> = {}): BusinessRecordBody => ({
  legalName: 'Northwind Traders LLC', ein: '123456789', website: 'northwind.example', phone: '(512) 555-0100',
  address: { address1: '1 Congress Ave', address2: '', city: 'Austin', state: 'TX', zip: '78701' },
  contact: { firstName: 'Nina', lastName: 'North', title: 'CFO', email: 'Nina@Northwind.example', phone: '512-555-0101' },
  cnams: [{ name: 'NORTHWIND' }],
  ...over,
});

async function create(b: BusinessRecordBody = body(), s: Session = team.superadmin, ws: string = DEMO.ws.sales): Promise<BusinessRecord> {
  const res = await team.t.app.inject({ method: 'POST', url: url(ws), headers: s.headers, payload: b });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function save(id: string, b: BusinessRecordBody): Promise<BusinessRecord> {
  const res = await team.t.app.inject({ method: 'PUT', url: url(DEMO.ws.sales, `/${id}`), headers: team.superadmin.headers, payload: b });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('businessRecords.list and get', () => {
  it('answers the workspace records by legal name, with name = legal name, to every role of the organisation', async () => {
    for (const s of [team.superadmin, team.owner, team.admin]) {
      const res = await team.t.app.inject({ url: url(), headers: s.headers });
      expect(res.statusCode).toBe(200);
      const list: BusinessRecord[] = res.json().data;
      const names = list.map((r) => r.legalName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const acme = list.find((r) => r.id === DEMO_BUSINESS_RECORDS.acme)!;
      expect(acme).toMatchObject({ name: 'Acme Home Services LLC', resourceStatus: 'ACTIVE', cnams: [{ name: 'ACME HOME' }, { name: 'ACME SERVICE' }] });
      expect(acme.smsCampaigns.map((c) => c.id)).toEqual([DEMO_SMS_CAMPAIGNS.acmeAlerts, DEMO_SMS_CAMPAIGNS.acmePromo]);
      expect(list.find((r) => r.id === DEMO_BUSINESS_RECORDS.cedarRidge)?.folderId).toBe(DEMO_BUSINESS_FOLDER);
      expect(list.find((r) => r.id === DEMO_BUSINESS_RECORDS.brightline)?.resourceStatus).toBe('DISABLED');
    }
  });

  it('answers one record, and 404 for an unknown id or a record of another workspace', async () => {
    const res = await team.t.app.inject({ url: url(DEMO.ws.sales, `/${DEMO_BUSINESS_RECORDS.acme}`), headers: team.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: DEMO_BUSINESS_RECORDS.acme, ein: '74-3156902', address: { city: 'Austin', state: 'TX' } });
    expect((await team.t.app.inject({ url: url(DEMO.ws.sales, '/nope'), headers: team.admin.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: url(DEMO.ws.collections, `/${DEMO_BUSINESS_RECORDS.acme}`), headers: team.admin.headers })).statusCode).toBe(404);
    // Collections has only its own record: none of Sales Floor's.
    expect((await team.t.app.inject({ url: url(DEMO.ws.collections), headers: team.admin.headers })).json().data.map((r: { legalName: string }) => r.legalName)).toEqual(['Northstar Recovery Partners LLC']);
  });

  it('answers 401 without a token and 404 to another organisation', async () => {
    expect((await team.t.app.inject({ url: url() })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: url(DEMO.ws.sales, `/${DEMO_BUSINESS_RECORDS.acme}`) })).statusCode).toBe(401);
    expect((await team.t.app.inject({ url: url(), headers: team.otherOwner.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: url(DEMO.ws.sales, `/${DEMO_BUSINESS_RECORDS.acme}`), headers: team.otherOwner.headers })).statusCode).toBe(404);
    const viaOwnOrg = `/api/orgs/${DEMO.otherOrgId}/workspaces/${DEMO.ws.sales}/businessRecords`;
    expect((await team.t.app.inject({ url: viaOwnOrg, headers: team.otherOwner.headers })).statusCode).toBe(404);
  });
});

describe('businessRecords.create', () => {
  it('creates a record with the defaults, normalised fields, CNAM ids and SMS campaigns', async () => {
    const sms = campaign({ campaignType: 'TOLL_FREE', senderNumber: '(888) 555-0199', shortenedUrl: 'https://Go.Northwind.example/' });
    const r = await create(body({ smsCampaigns: [sms] }));
    expect(r).toMatchObject({
      legalName: 'Northwind Traders LLC', name: 'Northwind Traders LLC', resourceStatus: 'ACTIVE', callCategory: 'Informational', callsPerMonth: 10000,
      ein: '12-3456789', phone: '+15125550100', folderId: null, ucProtectBrandedCallingProfileId: null,
      address: { address2: null }, contact: { email: 'nina@northwind.example', phone: '+15125550101' },
      smsRateLimits: { att: { perMinute: null, perDay: null, shortCodePerMinute: null }, other: { perMinute: null } },
    });
    expect(r.cnams).toEqual([{ id: expect.any(String), name: 'NORTHWIND' }]);
    expect(r.smsCampaigns).toEqual([expect.objectContaining({
      id: sms.id, senderNumber: '+18885550199', shortenedUrl: 'go.northwind.example', status: 'NOT_READY', poolProviderType: 'INFOBIP',
      vendors: ['TELNYX', 'INFOBIP'], deleted: false,
    })]);
    expect(Date.parse(r.dateCreated)).not.toBeNaN();
  });

  it('keeps rate limits, with blank meaning Unlimited', async () => {
    const limits = { perMinute: 75, perDay: null, shortCodePerMinute: 6000 };
    const none = { perMinute: null, perDay: null, shortCodePerMinute: null };
    const r = await create(body({ smsRateLimits: { att: limits, verizon: none, tmobile: { perMinute: null, perDay: 2000, shortCodePerMinute: null }, other: none } }));
    expect(r.smsRateLimits.att).toEqual(limits);
    expect(r.smsRateLimits.tmobile.perDay).toBe(2000);
  });

  const empty = {
    legalName: '', ein: '', website: '', phone: '',
    address: { address1: '', city: '', state: '', zip: '' },
    contact: { firstName: '', lastName: '', title: '', email: '', phone: '' },
    cnams: [{ name: '' }],
    smsCampaigns: [{ id: 'c1', name: '', campaignType: 'SHORT_CODE', optInMessage: '', optOutMessage: '', helpMessage: '', vendorCampaignId: '' }],
  };
  const requiredPaths = [
    'legalName', 'ein', 'website', 'phone', 'address.address1', 'address.city', 'address.state', 'address.zip',
    'contact.firstName', 'contact.lastName', 'contact.title', 'contact.email', 'contact.phone', 'cnams.0.name',
    'smsCampaigns.0.name', 'smsCampaigns.0.mmsEnabled', 'smsCampaigns.0.optInMessage', 'smsCampaigns.0.optOutMessage',
    'smsCampaigns.0.helpMessage', 'smsCampaigns.0.vendorCampaignId', 'smsCampaigns.0.senderNumber',
  ];
  it.each(requiredPaths)('says "Field is required" for an empty %s', async (path) => {
    const res = await team.t.app.inject({ method: 'POST', url: url(), headers: team.superadmin.headers, payload: empty });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message: 'Field is required' });
  });

  it.each([
    ['ein', { ein: '12-345' }, 'EIN must be 9 digits, for example 12-3456789'],
    ['website', { website: 'not a site' }, 'Website must be valid'],
    ['phone', { phone: '555-0100' }, 'Phone number must be valid'],
    ['address.state', { address: { address1: 'a', city: 'b', state: 'XX', zip: '78701' } }, 'Choose a US state or Canadian province'],
    ['address.zip', { address: { address1: 'a', city: 'b', state: 'TX', zip: '7870' } }, 'Zip must be a US ZIP code or a Canadian postal code'],
    ['contact.email', { contact: { firstName: 'a', lastName: 'b', title: 'c', email: 'nina@', phone: '5125550101' } }, 'Email must be valid'],
    ['cnams.0.name', { cnams: [{ name: 'SIXTEEN CHARS 16' }] }, 'CNAM must be at most 15 characters'],
    ['callsPerMonth', { callsPerMonth: 0 }, 'Calls per month must be a whole number of 1 or more'],
    ['smsRateLimits.att.perMinute', { smsRateLimits: { att: { perMinute: 0 } } }, 'Enter a whole number of 1 or more, or leave blank for Unlimited'],
    ['smsCampaigns.0.senderNumber', { smsCampaigns: [campaign({ id: 'sc', campaignType: 'SHORT_CODE', senderNumber: '1234' })] }, 'A short code is 5 or 6 digits'],
    ['smsCampaigns.0.senderNumber', { smsCampaigns: [campaign({ id: 'tf', campaignType: 'TOLL_FREE', senderNumber: '5125550100' })] }, 'Enter a toll-free number (800, 833, 844, 855, 866, 877 or 888)'],
    ['smsCampaigns.0.shortenedUrl', { smsCampaigns: [campaign({ id: 'su', shortenedUrl: 'no domain' })] }, 'Enter a domain, for example go.example.com'],
  ] as const)('refuses a bad %s', async (path, over, message) => {
    const res = await team.t.app.inject({ method: 'POST', url: url(), headers: team.superadmin.headers, payload: body(over as Partial<BusinessRecordBody>) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('refuses a CNAM twice and a branded calling profile that is not in the workspace, and saves nothing', async () => {
    const before = (await team.t.app.inject({ url: url(), headers: team.superadmin.headers })).json().data.length;
    const dup = await team.t.app.inject({ method: 'POST', url: url(), headers: team.superadmin.headers, payload: body({ cnams: [{ name: 'NORTHWIND' }, { name: 'northwind' }] }) });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ message: 'This CNAM is already in the list', errors: [{ path: 'cnams.1.name' }] });
    const profile = await team.t.app.inject({ method: 'POST', url: url(), headers: team.superadmin.headers, payload: body({ ucProtectBrandedCallingProfileId: 'missing' }) });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('This branded calling profile does not exist in this workspace.');
    expect((await team.t.app.inject({ url: url(), headers: team.superadmin.headers })).json().data.length).toBe(before);
  });

  it('names a branded calling profile of the workspace, which then cannot be deleted', async () => {
    const profileUrl = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/brandedCallingProfiles`;
    const created = await team.t.app.inject({
      method: 'POST', url: profileUrl, headers: team.superadmin.headers,
      payload: { label: `Northwind ${randomUUID()}`, callerNameShort: 'NORTHWIND', callerNameLong: 'Northwind Traders', legalName: 'Northwind Traders LLC',
        enterpriseId: 'ENT-1', callPurpose: 'Sales', businessCategory: 'Retail', tmoBusinessCategory: 'Retail' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const profileId = created.json().data.id as string;
    const r = await create(body({ ucProtectBrandedCallingProfileId: profileId }));
    expect(r.ucProtectBrandedCallingProfileId).toBe(profileId);
    const other = await team.t.app.inject({ method: 'POST', url: url(DEMO.ws.collections), headers: team.superadmin.headers, payload: body({ ucProtectBrandedCallingProfileId: profileId }) });
    expect(other.statusCode).toBe(400);
    const del = await team.t.app.inject({ method: 'DELETE', url: `${profileUrl}/${profileId}`, headers: team.superadmin.headers });
    expect(del.statusCode).toBe(409);
    await save(r.id, body({ ucProtectBrandedCallingProfileId: null }));
    expect((await team.t.app.inject({ method: 'DELETE', url: `${profileUrl}/${profileId}`, headers: team.superadmin.headers })).statusCode).toBe(200);
  });

  it('is SuperAdmin only: 403 for Owner and Admin, 401 without a token, 404 for another organisation', async () => {
    for (const s of [team.owner, team.admin]) {
      const res = await team.t.app.inject({ method: 'POST', url: url(), headers: s.headers, payload: body() });
      expect(res.statusCode).toBe(403);
    }
    expect((await team.t.app.inject({ method: 'POST', url: url(), payload: body() })).statusCode).toBe(401);
    expect((await team.t.app.inject({ method: 'POST', url: url(), headers: team.otherOwner.headers, payload: body() })).statusCode).toBe(404);
  });
});

describe('businessRecords.update', () => {
  it('replaces CNAMs: kept ones keep their id, new ones get one, left-out ones go', async () => {
    const r = await create(body({ cnams: [{ name: 'FIRST' }, { name: 'SECOND' }] }));
    const [first] = r.cnams;
    const saved = await save(r.id, body({ cnams: [{ id: first!.id, name: 'FIRST RENAMED' }, { name: 'THIRD' }] }));
    expect(saved.cnams).toEqual([{ id: first!.id, name: 'FIRST RENAMED' }, { id: expect.any(String), name: 'THIRD' }]);
    expect(saved.cnams[1]!.id).not.toBe(r.cnams[1]!.id);
  });

  it('marks a left-out SMS campaign deleted and hides it; an edited one gets a new dateUpdated', async () => {
    const a = campaign({ name: 'Keep' });
    const b = campaign({ name: 'Drop' });
    const r = await create(body({ smsCampaigns: [a, b] }));
    await new Promise((done) => setTimeout(done, 5));
    const saved = await save(r.id, body({ smsCampaigns: [{ ...a, status: 'ACTIVE' }] }));
    expect(saved.smsCampaigns.map((c) => [c.id, c.status])).toEqual([[a.id, 'ACTIVE']]);
    expect(Date.parse(saved.smsCampaigns[0]!.dateUpdated)).toBeGreaterThan(Date.parse(r.smsCampaigns[0]!.dateUpdated));
    const { rows } = await team.t.deps.sql.query<{ deleted: boolean }>('select deleted from business_record_sms_campaigns where id = $1', [b.id]);
    expect(rows[0]?.deleted).toBe(true);
    expect(await team.t.services.businessRecords.findSmsCampaign(DEMO.ws.sales, b.id)).toBeNull();
    expect(await team.t.services.businessRecords.findSmsCampaign(DEMO.ws.sales, a.id)).toMatchObject({ businessRecordId: r.id, status: 'ACTIVE' });
  });

  it('refuses an SMS campaign id of another record with 409', async () => {
    const r = await create();
    const res = await team.t.app.inject({
      method: 'PUT', url: url(DEMO.ws.sales, `/${r.id}`), headers: team.superadmin.headers,
      payload: body({ smsCampaigns: [campaign({ id: DEMO_SMS_CAMPAIGNS.acmeAlerts })] }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This SMS campaign belongs to another business record.');
  });

  it("refuses with 409 an SMS campaign id another workspace's record uses, touching neither", async () => {
    const res = await team.t.app.inject({
      method: 'POST', url: url(DEMO.ws.collections), headers: team.superadmin.headers,
      payload: body({ legalName: 'Collections Co', smsCampaigns: [campaign({ id: DEMO_SMS_CAMPAIGNS.acmeAlerts, name: 'Hijack' })] }),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('This SMS campaign belongs to another business record.');
    expect((await team.t.app.inject({ url: url(DEMO.ws.collections), headers: team.superadmin.headers })).json().data.map((r: BusinessRecord) => r.legalName)).not.toContain('Collections Co');
    expect(await team.t.services.businessRecords.findSmsCampaign(DEMO.ws.sales, DEMO_SMS_CAMPAIGNS.acmeAlerts)).toMatchObject({ businessRecordId: DEMO_BUSINESS_RECORDS.acme });
    // The look-up behind it reads the workspace's own campaigns only.
    expect(await repo.findSmsCampaignsByIds(team.t.deps.db, DEMO.ws.collections, [DEMO_SMS_CAMPAIGNS.acmeAlerts])).toEqual([]);
    expect(await repo.findSmsCampaignsByIds(team.t.deps.db, DEMO.ws.sales, [DEMO_SMS_CAMPAIGNS.acmeAlerts])).toHaveLength(1);
  });

  it('changes the status and fields; 403 for Admin, 404 for another organisation or an unknown record', async () => {
    const r = await create();
    const saved = await save(r.id, body({ resourceStatus: 'DISABLED', legalName: 'Northwind Renamed LLC' }));
    expect(saved).toMatchObject({ resourceStatus: 'DISABLED', name: 'Northwind Renamed LLC' });
    const put = (s: Session, id = r.id) => team.t.app.inject({ method: 'PUT', url: url(DEMO.ws.sales, `/${id}`), headers: s.headers, payload: body() });
    expect((await put(team.admin)).statusCode).toBe(403);
    expect((await put(team.owner)).statusCode).toBe(403);
    expect((await put(team.otherOwner)).statusCode).toBe(404);
    expect((await put(team.superadmin, 'unknown')).statusCode).toBe(404);
    expect((await team.t.app.inject({ method: 'PUT', url: url(DEMO.ws.sales, `/${r.id}`), payload: body() })).statusCode).toBe(401);
  });
});

describe('businessRecords.remove', () => {
  it('deletes for SuperAdmin only; the record disappears from the list', async () => {
    const r = await create();
    const del = (s?: Session) => team.t.app.inject({ method: 'DELETE', url: url(DEMO.ws.sales, `/${r.id}`), headers: s?.headers });
    expect((await del()).statusCode).toBe(401);
    expect((await del(team.admin)).statusCode).toBe(403);
    expect((await del(team.otherOwner)).statusCode).toBe(404);
    const res = await del(team.superadmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await team.t.app.inject({ url: url(DEMO.ws.sales, `/${r.id}`), headers: team.superadmin.headers })).statusCode).toBe(404);
    expect((await team.t.app.inject({ url: url(), headers: team.superadmin.headers })).json().data.map((x: BusinessRecord) => x.id)).not.toContain(r.id);
    expect((await del(team.superadmin)).statusCode).toBe(404);
  });
});

describe('businessRecords.remove of a record campaigns use', () => {
  it('refuses while a campaign in service shows one of its CNAMs (409, nothing deleted); after deactivation it goes', async () => {
    // The demo's ACME record: Q4 Home Services shows its CNAM ACME HOME, Appointment Alerts SMS sends for it (and UC
    // Protect numbers are registered under it, which is said first).
    const acme = await team.t.app.inject({ method: 'DELETE', url: url(DEMO.ws.sales, `/${DEMO_BUSINESS_RECORDS.acme}`), headers: team.superadmin.headers });
    expect(acme.statusCode).toBe(409);
    expect(acme.json()).toMatchObject({ message: MESSAGES.businessRecordInUse, code: 'CONFLICT' });
    expect((await team.t.app.inject({ url: url(DEMO.ws.sales, `/${DEMO_BUSINESS_RECORDS.acme}`), headers: team.superadmin.headers })).statusCode).toBe(200);

    const r = await create(body({ legalName: 'Campaign User LLC', cnams: [{ name: 'CAMPAIGN USER' }] }));
    const c = await createCampaign(team.t, team.owner, await salesBody(team.t, { businessIdentityId: r.cnams[0]!.id }));
    const del = () => team.t.app.inject({ method: 'DELETE', url: url(DEMO.ws.sales, `/${r.id}`), headers: team.superadmin.headers });
    expect((await del()).json()).toMatchObject({ message: MESSAGES.businessRecordUsedByCampaigns, code: 'CONFLICT' });
    expect((await team.t.app.inject({ method: 'DELETE', url: url(DEMO.ws.sales, `/${r.id}`), headers: team.admin.headers })).statusCode).toBe(403);
    expect((await team.t.app.inject({ method: 'DELETE', url: url(DEMO.ws.sales, `/${r.id}`), headers: team.otherOwner.headers })).statusCode).toBe(404);

    const gone = await team.t.app.inject({ method: 'DELETE', url: campaignsUrl(DEMO.ws.sales, `/${c.id}?confirmName=${encodeURIComponent(c.name)}`), headers: team.owner.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await del()).statusCode).toBe(200);
  });
});

describe('businessRecords.moveToFolder', () => {
  const move = (id: string, folderId: string, s: Session = team.superadmin) =>
    team.t.app.inject({ method: 'PUT', url: url(DEMO.ws.sales, `/${id}/folder?folderId=${folderId}`), headers: s.headers });

  it('moves a record into a BusinessRecord folder and out again; a folder with records refuses deletion', async () => {
    const r = await create();
    const folder = await team.t.app.inject({
      method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`, headers: team.superadmin.headers, payload: { scope: 'BusinessRecord', name: 'Retail' },
    });
    const folderId = folder.json().data.id as string;
    const moved = await move(r.id, folderId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.folderId).toBe(folderId);
    const del = await team.t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folderId}`, headers: team.superadmin.headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Cannot delete folder that contains items.  Please move items to out of this folder before deleting.');
    const out = await move(r.id, '');
    expect(out.json().data.folderId).toBeNull();
    const again = await team.t.app.inject({ method: 'DELETE', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders/${folderId}`, headers: team.superadmin.headers });
    expect(again.statusCode).toBe(200);
  });

  it('keeps business-profile folders SuperAdmin-only, like the profiles themselves', async () => {
    const folders = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/folders`;
    const created = await team.t.app.inject({ method: 'POST', url: folders, headers: team.admin.headers, payload: { scope: 'BusinessRecord', name: 'Nope' } });
    expect(created.statusCode).toBe(403);
    const listed = await team.t.app.inject({ url: `${folders}?scope=BusinessRecord`, headers: team.admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((f: { name: string }) => f.name)).not.toContain('Nope');
    const renamed = await team.t.app.inject({ method: 'PUT', url: `${folders}/${DEMO_BUSINESS_FOLDER}?name=Renamed`, headers: team.admin.headers });
    expect(renamed.statusCode).toBe(403);
    const removed = await team.t.app.inject({ method: 'DELETE', url: `${folders}/${DEMO_BUSINESS_FOLDER}`, headers: team.admin.headers });
    expect(removed.statusCode).toBe(403);
    // Campaign folders stay open to every role.
    const campaignFolder = await team.t.app.inject({ method: 'POST', url: folders, headers: team.admin.headers, payload: { scope: 'Campaign', name: 'Admin folder' } });
    expect(campaignFolder.statusCode).toBe(200);
  });

  it('refuses a folder of another scope or workspace (404), Admin (403) and another organisation (404)', async () => {
    const r = await create();
    expect((await move(r.id, '00000000-0000-4000-8000-00000000f001')).statusCode).toBe(404);
    expect((await move(r.id, 'missing')).statusCode).toBe(404);
    expect((await move(r.id, DEMO_BUSINESS_FOLDER, team.admin)).statusCode).toBe(403);
    expect((await move(r.id, DEMO_BUSINESS_FOLDER, team.otherOwner)).statusCode).toBe(404);
    expect((await team.t.app.inject({ method: 'PUT', url: url(DEMO.ws.sales, `/${r.id}/folder?folderId=`) })).statusCode).toBe(401);
  });
});

describe('businessRecords for other features', () => {
  it('answers the CNAMs of ACTIVE records only, and finds a record of the workspace', async () => {
    const cnams = await team.t.services.businessRecords.activeCnams(DEMO.ws.sales);
    expect(cnams).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'ACME HOME', businessRecordId: DEMO_BUSINESS_RECORDS.acme })]));
    expect(cnams.map((c) => c.name)).not.toContain('BRIGHTLINE INS');
    expect((await team.t.services.businessRecords.activeCnams(DEMO.ws.collections)).map((c) => c.name)).toEqual(['NORTHSTAR']);
    expect((await team.t.services.businessRecords.find(DEMO.ws.sales, DEMO_BUSINESS_RECORDS.acme))?.legalName).toBe('Acme Home Services LLC');
    expect(await team.t.services.businessRecords.find(DEMO.ws.collections, DEMO_BUSINESS_RECORDS.acme)).toBeNull();
  });
});
