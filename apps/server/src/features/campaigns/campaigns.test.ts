import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS, DEMO_DIALER_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { DEMO_BUSINESS_RECORDS, DEMO_SMS_CAMPAIGNS } from '../../db/seed/05-business-records';
import { DEMO_PROVISIONING_PROFILES } from '../../db/seed/06-provisioning-profiles';
import { DEMO_BUSINESS_FOLDER } from '../../db/seed/05-business-records';
import { campaignsUrl as url, cnamId, createCampaign, errorsOf, salesBody } from './campaigns.test-helpers';

const team = setUpDemoTeam();
const Q4_FOLDER = '00000000-0000-4000-8000-00000000f001';

async function list(s: Session = team.owner, ws: string = DEMO.ws.sales): Promise<Campaign[]> {
  const res = await call(team.t, 'GET', url(ws), s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('campaigns.list and get', () => {
  it('shows every role the seeded campaigns by name, with identity, dialer campaign, folder and status', async () => {
    for (const s of [team.owner, team.admin, team.superadmin]) {
      const rows = await list(s);
      expect(rows.map((c) => c.name)).toEqual([
        'Appointment Alerts SMS', 'Metro Elastic Outreach', 'Northeast Renewals', 'Own Numbers Pilot', 'Q4 Home Services Outreach', 'Spring Promo 2026', 'Win-back Metro',
      ]);
    }
    const byId = new Map((await list()).map((c) => [c.id, c]));
    expect(byId.get(DEMO_CAMPAIGNS.q4HomeServices)).toMatchObject({
      status: 'ACTIVE', provisioningType: 'FullCoverage', fullCoverageNumberCount: 2, folderId: Q4_FOLDER, businessIdentityName: 'ACME HOME',
      dialerCampaignId: 'Appointment Setting North', dialerCampaignName: 'Appointment Setting North', forwardingNumber: '+15125550199',
      features: expect.objectContaining({ dncScrubEnabled: true, duplicatePrevention: true }),
      validationDataMapping: expect.objectContaining({ line_type: 'Lead Source', mappedColumns: ['Lead Source'], sendOnlyActiveLeads: true }),
    });
    expect(byId.get(DEMO_CAMPAIGNS.springPromo)?.status).toBe('DEACTIVATED');
    expect(byId.get(DEMO_CAMPAIGNS.appointmentAlerts)).toMatchObject({
      provisioningType: 'SmsMessaging', dialerCampaignId: null,
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts },
    });
    expect(byId.get(DEMO_CAMPAIGNS.winBackMetro)).toMatchObject({ folderId: '00000000-0000-4000-8000-00000000f002', forwardingNumber: '+13125550117' });
    const [managed] = await list(team.owner, DEMO.ws.collections);
    expect(managed).toMatchObject({ id: DEMO_CAMPAIGNS.collectionsManaged, isManaged: true, reimportInterval: 7, businessIdentityName: 'NORTHSTAR' });

    const res = await call(team.t, 'GET', url(DEMO.ws.sales, `/${DEMO_CAMPAIGNS.q4HomeServices}`), team.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(byId.get(DEMO_CAMPAIGNS.q4HomeServices));
  });

  it('counts each campaign’s active pool numbers from the registered source, one call for the whole list', async () => {
    const source = vi.fn(async (ids: string[]) => new Map(ids.map((id, i) => [id, i + 1])));
    team.t.services.campaigns.registerPoolCountSource(source);
    const rows = await list();
    expect(source).toHaveBeenCalledTimes(1);
    expect(rows.map((c) => c.activePoolCount)).toEqual(rows.map((_, i) => i + 1));
    team.t.services.campaigns.registerPoolCountSource(async () => new Map());
    expect((await list()).every((c) => c.activePoolCount === 0)).toBe(true);
  });

  it('answers 401 without a token and 404 for another organisation, another workspace or a missing campaign', async () => {
    const one = url(DEMO.ws.sales, `/${DEMO_CAMPAIGNS.q4HomeServices}`);
    expect((await call(team.t, 'GET', url())).statusCode).toBe(401);
    expect((await call(team.t, 'GET', one)).statusCode).toBe(401);
    expect((await call(team.t, 'GET', url(), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', one, team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(DEMO.ws.collections, `/${DEMO_CAMPAIGNS.q4HomeServices}`), team.owner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(DEMO.ws.other, `/${DEMO_CAMPAIGNS.q4HomeServices}`, DEMO.otherOrgId), team.otherOwner)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(DEMO.ws.sales, '/missing'), team.owner)).statusCode).toBe(404);
  });

  it('refuses workspace API keys (the console’s calls are for team members)', async () => {
    const me = { kind: 'user', userId: team.owner.user.id, orgId: DEMO.orgId, userType: 'Owner', email: DEMO.owner } as const;
    const { key } = await team.t.services.apiKeys.create(await team.t.services.workspaces.scope(me, DEMO.orgId, DEMO.ws.sales), 'Campaign reader');
    const res = await team.t.app.inject({ url: url(), headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(403);
  });
});

describe('campaigns.create', () => {
  it('creates an ACTIVE FullCoverage campaign with the defaults, logs it, runs the created listeners and publishes it', async () => {
    const created = vi.fn(async () => undefined);
    team.t.services.campaigns.onLifecycle({ created });
    const publish = vi.spyOn(team.t.deps.realtime, 'publish');
    const body = await salesBody(team.t, { name: '  Fall Leads  ', fullCoverageNumberCount: 3, coverageStates: [{ stateName: 'Texas', country: 'US' }], folderId: Q4_FOLDER });
    const before = Date.now();
    const c = await createCampaign(team.t, team.admin, body);
    expect(c).toMatchObject({
      name: 'Fall Leads', status: 'ACTIVE', provisioningType: 'FullCoverage', fullCoverageNumberCount: 3, sentryAge: 60, reimportInterval: 45,
      businessIdentityName: 'ACME HOME', dialerCampaignName: DEMO_DIALER_CAMPAIGNS.sales.winBackEast, folderId: Q4_FOLDER, isManaged: false,
      coverageStates: [{ stateName: 'Texas', country: 'US' }], forwardingNumber: null, provisioningProfileId: null,
      messagingConfig: { businessRecordId: null, smsCampaignId: null }, elasticConfig: { threshold: 75, weekendWeight: 0.5 },
      features: { dncScrubEnabled: false, ftcSanId: null },
    });
    const nextSentry = new Date(c.nextSentry!).getTime();
    expect(nextSentry - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(nextSentry - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: c.id, status: 'ACTIVE' }));
    expect(publish).toHaveBeenCalledWith(`workspace:${DEMO.ws.sales}`, { type: 'Campaign', payload: expect.objectContaining({ id: c.id }) });
    expect(publish).toHaveBeenCalledWith(`campaign:${c.id}`, { type: 'Campaign', payload: expect.objectContaining({ id: c.id }) });
    publish.mockRestore();
    const events = (await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), team.owner)).json().data;
    expect(events[events.length - 1]).toMatchObject({ type: 'INFO', category: 'Campaign', message: `Campaign created by ${DEMO.admin}` });
    expect((await list()).map((x) => x.id)).toContain(c.id);
  });

  it('keeps the campaign when a listener fails, and logs the failure as an ERROR event', async () => {
    team.t.services.campaigns.onLifecycle({ created: async () => { throw new Error('numbers provider down'); } });
    const c = await createCampaign(team.t, team.owner, await salesBody(team.t));
    const events = (await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), team.superadmin)).json().data;
    expect(events.some((e: { type: string; message: string }) => e.type === 'ERROR' && e.message.includes('numbers provider down'))).toBe(true);
    const forOwner = (await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), team.owner)).json().data;
    expect(forOwner.some((e: { type: string }) => e.type === 'ERROR')).toBe(false);
  });

  it('reports every failing rule in the spec’s order, the message being the first', async () => {
    const empty = await call(team.t, 'POST', url(), team.owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Campaign name is required');
    expect(errorsOf(empty)).toEqual([
      { path: 'name', message: 'Campaign name is required' },
      { path: 'businessIdentityId', message: 'CNAM identity is required' },
      { path: 'dialerCampaignId', message: 'Associated dialer mapping is required' },
    ]);
    const messaging = await call(team.t, 'POST', url(), team.owner, { name: ' ', provisioningType: 'SmsMessaging', dialerCampaignId: 'x' });
    expect(errorsOf(messaging)).toEqual([
      { path: 'name', message: 'Campaign name is required' },
      { path: 'businessIdentityId', message: 'CNAM identity is required' },
      { path: 'messagingConfig', message: 'Messaging Brand and Campaign are required.' },
    ]);
    const named = await call(team.t, 'POST', url(), team.owner, { name: 'Named' });
    expect(named.json().message).toBe('CNAM identity is required');
    const noDialer = await call(team.t, 'POST', url(), team.owner, { name: 'Named', businessIdentityId: await cnamId(team.t, DEMO.ws.sales, 'ACME HOME') });
    expect(noDialer.json()).toMatchObject({ message: 'Associated dialer mapping is required', errors: [{ path: 'dialerCampaignId' }] });
    const half = await call(team.t, 'POST', url(), team.owner, {
      name: 'Named', businessIdentityId: await cnamId(team.t, DEMO.ws.sales, 'ACME HOME'), provisioningType: 'ShortCodeTollFreeMessaging',
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme },
    });
    expect(half.json().message).toBe('Messaging Brand and Campaign are required.');
  });

  it('refuses a CNAM identity that is not ACTIVE in the workspace, and a campaign the dialer does not have', async () => {
    const brightline = (await team.t.services.businessRecords.find(DEMO.ws.sales, DEMO_BUSINESS_RECORDS.brightline))!.cnams[0]!.id;
    const northstar = await cnamId(team.t, DEMO.ws.collections, 'NORTHSTAR');
    for (const id of [brightline, northstar, 'missing']) {
      const res = await call(team.t, 'POST', url(), team.owner, await salesBody(team.t, { businessIdentityId: id }));
      expect(res.json().errors).toEqual([{ path: 'businessIdentityId', message: 'This CNAM identity is not active in this workspace.' }]);
    }
    const res = await call(team.t, 'POST', url(), team.owner, await salesBody(team.t, { dialerCampaignId: 'No Such Campaign' }));
    expect(res.json().errors).toEqual([{ path: 'dialerCampaignId', message: 'This campaign does not exist in the dialer.' }]);
    const trial = await call(team.t, 'POST', url(DEMO.ws.trial), team.superadmin, { name: 'T', dialerCampaignId: 'x' });
    expect(errorsOf(trial)).toContainEqual({ path: 'dialerCampaignId', message: 'The dialer of this workspace is not connected.' });
  });

  it('takes messaging campaigns with an ACTIVE SMS campaign of the right type of an ACTIVE record of the workspace', async () => {
    const identity = await cnamId(team.t, DEMO.ws.sales, 'ACME SERVICE');
    const sms = await createCampaign(team.t, team.owner, {
      name: 'Texts', businessIdentityId: identity, provisioningType: 'SmsMessaging', dialerCampaignId: 'ignored', isManaged: true,
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts },
    });
    expect(sms).toMatchObject({ dialerCampaignId: null, dialerCampaignName: null, isManaged: false, messagingConfig: { smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts } });
    const tollFree = await createCampaign(team.t, team.owner, {
      name: 'Toll free', businessIdentityId: identity, provisioningType: 'ShortCodeTollFreeMessaging',
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, smsCampaignId: DEMO_SMS_CAMPAIGNS.cedarReminders },
    });
    expect(tollFree.provisioningType).toBe('ShortCodeTollFreeMessaging');
    const refused: [string, string, string][] = [
      ['SmsMessaging', DEMO_BUSINESS_RECORDS.acme, DEMO_SMS_CAMPAIGNS.acmePromo], // SHORT_CODE, and not ACTIVE
      ['ShortCodeTollFreeMessaging', DEMO_BUSINESS_RECORDS.acme, DEMO_SMS_CAMPAIGNS.acmeAlerts], // LONG_CODE
      ['SmsMessaging', DEMO_BUSINESS_RECORDS.cedarRidge, DEMO_SMS_CAMPAIGNS.acmeAlerts], // another record's campaign
      ['SmsMessaging', DEMO_BUSINESS_RECORDS.brightline, DEMO_SMS_CAMPAIGNS.acmeAlerts], // DISABLED record
    ];
    for (const [type, record, campaign] of refused) {
      const res = await call(team.t, 'POST', url(), team.owner, {
        name: 'No', businessIdentityId: identity, provisioningType: type, messagingConfig: { businessRecordId: record, smsCampaignId: campaign },
      });
      expect(res.json().errors, `${type} ${campaign}`).toEqual([{ path: 'messagingConfig.smsCampaignId', message: 'SMS Messaging Campaign Not Found' }]);
    }
    const elsewhere = await call(team.t, 'POST', url(DEMO.ws.collections), team.owner, {
      name: 'No', businessIdentityId: await cnamId(team.t, DEMO.ws.collections, 'NORTHSTAR'), provisioningType: 'SmsMessaging',
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts },
    });
    expect(elsewhere.json().message).toBe('SMS Messaging Campaign Not Found');
  });

  it('applies the workspace’s provisioning permissions: BYOP, full coverage count and states, profiles', async () => {
    const byop = await createCampaign(team.t, team.owner, await salesBody(team.t, { provisioningType: 'BringYourOwnPool', fullCoverageNumberCount: 4, coverageStates: [{ stateName: 'Texas', country: 'US' }] }));
    expect(byop).toMatchObject({ provisioningType: 'BringYourOwnPool', fullCoverageNumberCount: 1, coverageStates: [] });
    const profiled = await createCampaign(team.t, team.owner, await salesBody(team.t, { provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.sunBelt }));
    expect(profiled.provisioningProfileId).toBe(DEMO_PROVISIONING_PROFILES.sunBelt);

    const collections = { name: 'C', businessIdentityId: await cnamId(team.t, DEMO.ws.collections, 'NORTHSTAR'), dialerCampaignId: DEMO_DIALER_CAMPAIGNS.collections.collectionsSouth };
    const cases: [object, string, { path: string; message: string }[]][] = [
      [{ provisioningType: 'BringYourOwnPool' }, DEMO.ws.collections, [{ path: 'provisioningType', message: 'Bring your own pool is not enabled for this workspace.' }]],
      [{ fullCoverageNumberCount: 2 }, DEMO.ws.collections, [{ path: 'fullCoverageNumberCount', message: 'Numbers per location must be at most 1 in this workspace.' }]],
      [{ coverageStates: [{ stateName: 'Texas', country: 'US' }, { stateName: 'California', country: 'US' }] }, DEMO.ws.collections,
        [{ path: 'coverageStates', message: 'This state or province is not allowed in this workspace: California' }]],
      [{ coverageStates: [{ stateName: 'Atlantis', country: 'US' }] }, DEMO.ws.collections, [{ path: 'coverageStates', message: 'Unknown state or province: Atlantis' }]],
      [{ provisioningType: 'ProvisioningProfile' }, DEMO.ws.collections, [{ path: 'provisioningProfileId', message: 'Provisioning profile is required' }]],
      [{ provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.sunBelt }, DEMO.ws.collections,
        [{ path: 'provisioningProfileId', message: 'This provisioning profile does not exist in this workspace.' }]],
    ];
    for (const [extra, ws, errors] of cases) {
      const res = await call(team.t, 'POST', url(ws), team.owner, { ...collections, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorsOf(res)).toEqual(errors);
    }
    const ok = await createCampaign(team.t, team.owner, { ...collections, coverageStates: [{ stateName: 'Ontario', country: 'CA' }, { stateName: 'Ontario', country: 'CA' }] }, DEMO.ws.collections);
    expect(ok.coverageStates).toEqual([{ stateName: 'Ontario', country: 'CA' }]);
    const tooMany = await call(team.t, 'POST', url(), team.owner, await salesBody(team.t, { fullCoverageNumberCount: 6 }));
    expect(tooMany.json().message).toBe('Numbers per location must be at most 5 in this workspace.');
    const zero = await call(team.t, 'POST', url(), team.owner, await salesBody(team.t, { fullCoverageNumberCount: 0 }));
    expect(zero.statusCode).toBe(400);
  });

  it('clamps the reimport interval to 0-45 and keeps isManaged only in RING workspaces', async () => {
    expect((await createCampaign(team.t, team.owner, await salesBody(team.t, { reimportInterval: 99, isManaged: true })))).toMatchObject({ reimportInterval: 45, isManaged: false });
    expect((await createCampaign(team.t, team.owner, await salesBody(team.t, { reimportInterval: -3 }))).reimportInterval).toBe(0);
    const ring = await createCampaign(team.t, team.owner, {
      name: 'Managed', businessIdentityId: await cnamId(team.t, DEMO.ws.collections, 'NORTHSTAR'), dialerCampaignId: DEMO_DIALER_CAMPAIGNS.collections.collectionsSouth,
      isManaged: true, reimportInterval: 12,
    }, DEMO.ws.collections);
    expect(ring).toMatchObject({ isManaged: true, reimportInterval: 12, dialerCampaignName: 'Collections South' });
  });

  it('needs no dialer campaign in a CONNECT workspace', async () => {
    await team.t.services.workspaces.saveDialer(DEMO.ws.trial, 'CONNECT', { connected: true, accessKeyId: 'AKIA1', awsRegion: 'us-east-1', appId: 'app-1', attributes: [] }, { secretAccessKey: 'k' });
    const records = await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.trial}/businessRecords`, team.superadmin, {
      callCategory: 'Sales', legalName: 'Trial Co', ein: '12-3456789', website: 'https://trial.example', phone: '+15125550100',
      address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      contact: { firstName: 'A', lastName: 'B', title: 'C', email: 'a@trial.example', phone: '+15125550101' }, cnams: [{ name: 'TRIAL CO' }],
    });
    expect(records.statusCode, records.body).toBe(200);
    const c = await createCampaign(team.t, team.owner, { name: 'Connect', businessIdentityId: await cnamId(team.t, DEMO.ws.trial, 'TRIAL CO') }, DEMO.ws.trial);
    expect(c).toMatchObject({ dialerCampaignId: null, dialerCampaignName: null });
  });

  it('files the campaign only into a Campaign folder of the workspace', async () => {
    for (const folderId of [DEMO_BUSINESS_FOLDER, 'missing']) {
      expect((await call(team.t, 'POST', url(), team.owner, await salesBody(team.t, { folderId }))).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token and 404 in another organisation’s workspace, creating nothing', async () => {
    const body = await salesBody(team.t, { name: 'Intruder' });
    expect((await call(team.t, 'POST', url(), undefined, body)).statusCode).toBe(401);
    expect((await call(team.t, 'POST', url(), team.otherOwner, body)).statusCode).toBe(404);
    expect((await call(team.t, 'POST', url(DEMO.ws.sales, '', DEMO.otherOrgId), team.otherOwner, body)).statusCode).toBe(404);
    expect((await list()).map((c) => c.name)).not.toContain('Intruder');
  });
});
