import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, call } from '../../testing/session';
import { DEMO_CAMPAIGNS, DEMO_DIALER_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { DEMO_BUSINESS_RECORDS, DEMO_SMS_CAMPAIGNS } from '../../db/seed/05-business-records';
import { DEMO_COMPLIANCE } from '../../db/seed/04-compliance';
import { DEMO_PROVISIONING_PROFILES } from '../../db/seed/06-provisioning-profiles';
import { campaignsUrl as url, cnamId, createCampaign, errorsOf, saveCampaign, salesBody } from './campaigns.test-helpers';

const team = setUpDemoTeam();

/** A fresh Sales Floor dialer campaign with a forwarding number, so each test edits its own. */
async function fresh(extra: object = {}): Promise<Campaign> {
  const c = await createCampaign(team.t, team.owner, await salesBody(team.t, extra));
  const res = await saveCampaign(team.t, team.owner, c, { forwardingNumber: '+15125550100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const ok = async (res: Awaited<ReturnType<typeof saveCampaign>>): Promise<Campaign> => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('campaigns.update', () => {
  it('saves the Overview, DataBoost and Watchtower settings for any role, logs, notifies and publishes', async () => {
    const c = await fresh();
    const updated = vi.fn(async () => undefined);
    team.t.services.campaigns.onLifecycle({ updated });
    await team.t.services.mappingTemplates.saveNew({ orgId: DEMO.orgId, id: DEMO.ws.sales }, 'tpl-1', [{ columnIndex: 0, columnId: 'number1' }]);
    const publish = vi.spyOn(team.t.deps.realtime, 'publish');
    const saved = await ok(await saveCampaign(team.t, team.admin, c, {
      name: ' Renamed ', forwardingNumber: '(512) 555-0188', forwardViaSipTrunk: true, defaultMappingTemplate: 'tpl-1', reimportInterval: 80,
      features: { duplicatePrevention: true, knownLitigatorScrubEnabled: true, stateDncScrubEnabled: true, dncScrubEnabled: true, ftcSanId: DEMO_COMPLIANCE.ftcSanRegional, dataBoostEnabled: true },
      validationDataMapping: { is_valid: 'Lead Source', line_type: 'Agent Notes', carrier: 'Lead Source', sendOnlyActiveLeads: true },
    }));
    expect(saved).toMatchObject({
      name: 'Renamed', forwardingNumber: '+15125550188', forwardViaSipTrunk: true, defaultMappingTemplate: 'tpl-1', reimportInterval: 45,
      features: { duplicatePrevention: true, dncScrubEnabled: true, ftcSanId: DEMO_COMPLIANCE.ftcSanRegional, activeProspectCheckEnabled: false },
      validationDataMapping: { is_valid: 'Lead Source', line_type: 'Agent Notes', carrier: 'Lead Source', sendOnlyActiveLeads: true, mappedColumns: ['Lead Source', 'Agent Notes'] },
    });
    expect(updated).toHaveBeenCalledWith(expect.objectContaining({ name: c.name }), expect.objectContaining({ name: 'Renamed' }));
    expect(publish).toHaveBeenCalledWith(`campaign:${c.id}`, { type: 'Campaign', payload: expect.objectContaining({ name: 'Renamed' }) });
    publish.mockRestore();
    const events = (await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}/events`), team.owner)).json().data;
    expect(events.find((e: { category: string }) => e.category === 'Campaign')).toMatchObject({ message: `Campaign settings saved by ${DEMO.admin}` });
    // Absent parts keep their value.
    const again = await ok(await call(team.t, 'POST', url(DEMO.ws.sales, `/${c.id}`), team.owner, { name: 'Renamed' }));
    expect(again).toMatchObject({ forwardingNumber: '+15125550188', features: saved.features, validationDataMapping: saved.validationDataMapping });
  });

  it('requires a name and a US or Canadian forwarding number (not for bring-your-own-pool)', async () => {
    const c = await fresh();
    const blank = await saveCampaign(team.t, team.owner, c, { name: '  ', forwardingNumber: '' });
    expect(blank.statusCode).toBe(400);
    expect(errorsOf(blank)).toEqual([
      { path: 'name', message: 'Campaign name is required' },
      { path: 'forwardingNumber', message: 'Forwarding number is required' },
    ]);
    expect((await saveCampaign(team.t, team.owner, c, { forwardingNumber: null })).json().message).toBe('Forwarding number is required');
    for (const n of ['+44 20 7946 0958', '555', '+593 99 123 4567']) {
      expect((await saveCampaign(team.t, team.owner, c, { forwardingNumber: n })).json().errors).toEqual([{ path: 'forwardingNumber', message: 'Enter a valid US or Canadian phone number.' }]);
    }
    expect((await ok(await saveCampaign(team.t, team.owner, c, { forwardingNumber: '+1 416 555 0199' }))).forwardingNumber).toBe('+14165550199');
    const byop = await createCampaign(team.t, team.owner, await salesBody(team.t, { provisioningType: 'BringYourOwnPool' }));
    expect((await ok(await saveCampaign(team.t, team.owner, byop, { forwardingNumber: null }))).forwardingNumber).toBeNull();
  });

  it('lets only a SuperAdmin change Sentry, full-coverage, CoreFlux and branded calling settings; unchanged values pass', async () => {
    const c = await fresh();
    const superOnly: object[] = [
      { sentryAge: 30 }, { fullCoverageNumberCount: 2 }, { enableFullSentryReplacement: true }, { enableElasticScaling: true },
      { elasticConfig: { ...c.elasticConfig, maxPerCity: 20 } }, { features: { ...c.features, brandedCallingProfileId: DEMO_COMPLIANCE.brandedProfile } },
      { forceFullCoverageSentry: true },
    ];
    for (const patch of superOnly) {
      for (const s of [team.owner, team.admin]) {
        const res = await saveCampaign(team.t, s, c, patch);
        expect(res.statusCode, JSON.stringify(patch)).toBe(403);
        expect(res.json().message).toBe('Only a SuperAdmin can change these settings.');
      }
    }
    await ok(await saveCampaign(team.t, team.admin, c, { name: 'Admin edit' }));
    const saved = await ok(await saveCampaign(team.t, team.superadmin, c, {
      sentryAge: 30, fullCoverageNumberCount: 2, enableFullSentryReplacement: true, enableElasticScaling: true,
      elasticConfig: { ...c.elasticConfig, maxPerCity: 20, weekendWeight: 0.3 }, features: { ...c.features, brandedCallingProfileId: DEMO_COMPLIANCE.brandedProfile },
    }));
    expect(saved).toMatchObject({ sentryAge: 30, fullCoverageNumberCount: 2, enableFullSentryReplacement: true, enableElasticScaling: true,
      elasticConfig: { maxPerCity: 20, weekendWeight: 0.3 }, features: { brandedCallingProfileId: DEMO_COMPLIANCE.brandedProfile } });
    // The owner saves the whole campaign back, SuperAdmin's values unchanged: accepted.
    await ok(await saveCampaign(team.t, team.owner, saved, { name: 'Owner edit' }));
    const cleared = await saveCampaign(team.t, team.owner, saved, { features: { ...saved.features, brandedCallingProfileId: null } });
    expect(cleared.statusCode).toBe(403);
  });

  it('checks the ranges of Sentry age, elastic settings and full coverage', async () => {
    const c = await fresh();
    const bad: [object, string][] = [
      [{ sentryAge: 6 }, 'sentryAge'], [{ sentryAge: 91 }, 'sentryAge'],
      [{ elasticConfig: { minPerCity: 0 } }, 'elasticConfig.minPerCity'], [{ elasticConfig: { scaleUpWindow: 0 } }, 'elasticConfig.scaleUpWindow'],
      [{ elasticConfig: { weekendWeight: 1.5 } }, 'elasticConfig.weekendWeight'], [{ elasticConfig: { weekendWeight: 0.25 } }, 'elasticConfig.weekendWeight'],
    ];
    for (const [patch, path] of bad) {
      const res = await saveCampaign(team.t, team.superadmin, c, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(errorsOf(res)?.[0]?.path).toBe(path);
    }
    const tooMany = await saveCampaign(team.t, team.superadmin, c, { fullCoverageNumberCount: 6 });
    expect(tooMany.json().errors).toEqual([{ path: 'fullCoverageNumberCount', message: 'Numbers per location must be at most 5 in this workspace.' }]);
    const edge = await ok(await saveCampaign(team.t, team.superadmin, c, { sentryAge: 7, elasticConfig: { weekendWeight: 1 } }));
    expect(edge).toMatchObject({ sentryAge: 7, elasticConfig: { weekendWeight: 1 } });
    expect((await ok(await saveCampaign(team.t, team.owner, edge, { reimportInterval: -4 }))).reimportInterval).toBe(0);
    // A stale form (the old Sentry age) is a change the owner may not make.
    expect((await saveCampaign(team.t, team.owner, c, { reimportInterval: 3 })).statusCode).toBe(403);
  });

  it('allows force full coverage only for PREM workspaces that allow full coverage, on non-BYOP dialer campaigns', async () => {
    const c = await fresh();
    const res = await saveCampaign(team.t, team.superadmin, c, { forceFullCoverageSentry: true });
    expect(res.json().errors).toEqual([{ path: 'forceFullCoverageSentry', message: 'Force full coverage is only for PREM workspaces that allow full coverage, on dialer campaigns that do not bring their own pool.' }]);
    // Legacy Import is a PREM workspace (in ERROR, which a SuperAdmin still sees).
    const record = await call(team.t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.legacy}/businessRecords`, team.superadmin, {
      legalName: 'Legacy Co', ein: '12-3456789', website: 'https://legacy.example', phone: '+15125550100', callCategory: 'Sales',
      address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      contact: { firstName: 'A', lastName: 'B', title: 'C', email: 'a@legacy.example', phone: '+15125550101' }, cnams: [{ name: 'LEGACY CO' }],
    });
    expect(record.statusCode, record.body).toBe(200);
    const dialer = (await call(team.t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.legacy}/dialers/campaigns`, team.superadmin)).json().data[0].id;
    const prem = await createCampaign(team.t, team.superadmin, { name: 'Prem', businessIdentityId: await cnamId(team.t, DEMO.ws.legacy, 'LEGACY CO'), dialerCampaignId: dialer }, DEMO.ws.legacy);
    const forced = await ok(await saveCampaign(team.t, team.superadmin, prem, { forwardingNumber: '+15125550100', forceFullCoverageSentry: true }));
    expect(forced.forceFullCoverageSentry).toBe(true);
    // PREM maps no DataBoost fields: only "send only active leads" changes there.
    const mapped = await ok(await saveCampaign(team.t, team.superadmin, forced, { validationDataMapping: { is_valid: 'caller_id', sendOnlyActiveLeads: true } }));
    expect(mapped.validationDataMapping).toMatchObject({ is_valid: null, sendOnlyActiveLeads: true, mappedColumns: [] });
  });

  it('checks Watchtower: an FTC SAN of the workspace for National DNC, a branded profile of the workspace, lead checks need the feature', async () => {
    const c = await fresh();
    const noSan = await saveCampaign(team.t, team.owner, c, { features: { dncScrubEnabled: true } });
    expect(noSan.json().errors).toEqual([{ path: 'features.ftcSanId', message: 'Select an FTC SAN for National DNC scrubbing.' }]);
    const otherSan = await saveCampaign(team.t, team.owner, c, { features: { dncScrubEnabled: true, ftcSanId: 'missing' } });
    expect(otherSan.json().errors).toEqual([{ path: 'features.ftcSanId', message: 'This FTC SAN does not exist in this workspace.' }]);
    const unknownProfile = await saveCampaign(team.t, team.superadmin, c, { features: { brandedCallingProfileId: 'missing' } });
    expect(unknownProfile.json().errors).toEqual([{ path: 'features.brandedCallingProfileId', message: 'This branded calling profile does not exist in this workspace.' }]);
    const checks = await ok(await saveCampaign(team.t, team.owner, c, { features: { activeProspectCheckEnabled: true, veriskCheckEnabled: true } }));
    expect(checks.features).toMatchObject({ activeProspectCheckEnabled: true, veriskCheckEnabled: true });

    const managed = (await call(team.t, 'GET', url(DEMO.ws.collections, `/${DEMO_CAMPAIGNS.collectionsManaged}`), team.owner)).json().data as Campaign;
    for (const feature of ['activeProspectCheckEnabled', 'veriskCheckEnabled']) {
      const res = await saveCampaign(team.t, team.owner, managed, { features: { [feature]: true } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This feature is not active on your account.');
    }
    const mapping = await saveCampaign(team.t, team.owner, c, { validationDataMapping: { is_valid: 'No Such Field' } });
    expect(mapping.json().errors).toEqual([{ path: 'validationDataMapping.is_valid', message: 'Choose a field that exists in the dialer.' }]);
  });

  it('takes as default mapping template only one of the workspace\'s templates, by id or name; an unchanged one may stay', async () => {
    const own = await team.t.services.mappingTemplates.saveNew({ orgId: DEMO.orgId, id: DEMO.ws.sales }, 'Sales default', [{ columnIndex: 0, columnId: 'number1' }]);
    const collections = await team.t.services.mappingTemplates.saveNew({ orgId: DEMO.orgId, id: DEMO.ws.collections }, 'Collections default', [{ columnIndex: 0, columnId: 'leadPhone' }]);
    const otherOrg = await team.t.services.mappingTemplates.saveNew({ orgId: DEMO.otherOrgId, id: DEMO.ws.other }, 'Other default', [{ columnIndex: 0, columnId: 'phone' }]);
    const c = await fresh();
    const unknown = 'This mapping template does not exist in this workspace.';
    for (const ref of ['missing', collections.id, 'Collections default', otherOrg.id, 'Other default']) {
      const res = await saveCampaign(team.t, team.owner, c, { defaultMappingTemplate: ref });
      expect(res.statusCode, ref).toBe(400);
      expect(res.json(), ref).toMatchObject({ message: unknown, errors: [{ path: 'defaultMappingTemplate', message: unknown }] });
    }
    expect((await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}`), team.owner)).json().data.defaultMappingTemplate).toBeNull();

    const byId = await ok(await saveCampaign(team.t, team.admin, c, { defaultMappingTemplate: own.id }));
    expect(byId.defaultMappingTemplate).toBe(own.id);
    const byName = await ok(await saveCampaign(team.t, team.owner, c, { defaultMappingTemplate: ' sales DEFAULT ' }));
    expect(byName.defaultMappingTemplate).toBe('sales DEFAULT');
    // A template deleted since does not block saving the other settings; choosing none clears it.
    expect((await call(team.t, 'DELETE', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/mappingTemplates/${own.id}`, team.owner)).statusCode).toBe(200);
    expect((await ok(await saveCampaign(team.t, team.owner, byName, { name: 'Still saved' }))).defaultMappingTemplate).toBe('sales DEFAULT');
    expect((await ok(await saveCampaign(team.t, team.owner, byName, { defaultMappingTemplate: null }))).defaultMappingTemplate).toBeNull();
    // The create modal has no such field: a new campaign starts without one, whatever the body says.
    const created = await createCampaign(team.t, team.owner, await salesBody(team.t, { defaultMappingTemplate: 'missing' }));
    expect(created.defaultMappingTemplate).toBeNull();
  });

  it('changes the dialer campaign only to one the dialer has, and the provisioning type within its family', async () => {
    const c = await fresh();
    const moved = await ok(await saveCampaign(team.t, team.owner, c, { dialerCampaignId: DEMO_DIALER_CAMPAIGNS.sales.debtReliefSouth }));
    expect(moved).toMatchObject({ dialerCampaignId: 'Debt Relief South', dialerCampaignName: 'Debt Relief South' });
    expect((await saveCampaign(team.t, team.owner, c, { dialerCampaignId: 'Nope' })).json().errors).toEqual([{ path: 'dialerCampaignId', message: 'This campaign does not exist in the dialer.' }]);
    expect((await saveCampaign(team.t, team.owner, c, { dialerCampaignId: null })).json().errors).toEqual([{ path: 'dialerCampaignId', message: 'Associated dialer mapping is required' }]);

    const profiled = await ok(await saveCampaign(team.t, team.owner, c, { provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.canada }));
    expect(profiled).toMatchObject({ provisioningType: 'ProvisioningProfile', provisioningProfileId: DEMO_PROVISIONING_PROFILES.canada, coverageStates: [] });
    expect((await saveCampaign(team.t, team.owner, profiled, { provisioningProfileId: null })).json().message).toBe('Provisioning profile is required');
    const family = await saveCampaign(team.t, team.owner, c, { provisioningType: 'SmsMessaging' });
    expect(family.json().errors).toEqual([{ path: 'provisioningType', message: 'A dialer campaign cannot become a messaging campaign, nor the other way round.' }]);
    // A profile campaign's states follow its pool (pools set them): a save keeps them whatever the form sends.
    await team.t.services.campaigns.setCoverage(profiled.id, { coverageAreaCodes: ['416'], coverageStates: [{ stateName: 'Ontario', country: 'CA' }] });
    const kept = await ok(await saveCampaign(team.t, team.owner, profiled, { coverageStates: [] }));
    expect(kept).toMatchObject({ coverageAreaCodes: ['416'], coverageStates: [{ stateName: 'Ontario', country: 'CA' }] });
    const full = await ok(await saveCampaign(team.t, team.owner, profiled, { provisioningType: 'FullCoverage', coverageStates: [{ stateName: 'Quebec', country: 'CA' }] }));
    expect(full).toMatchObject({ provisioningProfileId: null, coverageStates: [{ stateName: 'Quebec', country: 'CA' }] });
  });

  it('clears the messaging brand and campaign when a messaging campaign changes type, and checks a new association', async () => {
    const identity = await cnamId(team.t, DEMO.ws.sales, 'ACME SERVICE');
    const sms = await createCampaign(team.t, team.owner, {
      name: 'Texts', businessIdentityId: identity, provisioningType: 'SmsMessaging',
      messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.acme, smsCampaignId: DEMO_SMS_CAMPAIGNS.acmeAlerts },
    });
    const withNumber = await ok(await saveCampaign(team.t, team.owner, sms, { forwardingNumber: '+15125550100' }));
    const wrong = await saveCampaign(team.t, team.owner, withNumber, { messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, smsCampaignId: DEMO_SMS_CAMPAIGNS.cedarReminders } });
    expect(wrong.json().message).toBe('SMS Messaging Campaign Not Found');
    const switched = await ok(await saveCampaign(team.t, team.owner, withNumber, { provisioningType: 'ShortCodeTollFreeMessaging' }));
    expect(switched.messagingConfig).toEqual({ businessRecordId: null, smsCampaignId: null });
    const linked = await ok(await saveCampaign(team.t, team.owner, switched, { messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, smsCampaignId: DEMO_SMS_CAMPAIGNS.cedarReminders } }));
    expect(linked.messagingConfig.smsCampaignId).toBe(DEMO_SMS_CAMPAIGNS.cedarReminders);
    expect((await saveCampaign(team.t, team.owner, linked, { messagingConfig: { businessRecordId: DEMO_BUSINESS_RECORDS.cedarRidge, smsCampaignId: null } })).json().message)
      .toBe('Messaging Brand and Campaign are required.');
  });

  it('keeps a branded calling profile a campaign in service uses from being deleted', async () => {
    const profiles = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/brandedCallingProfiles`;
    const profile = (await call(team.t, 'POST', profiles, team.superadmin, {
      label: 'Campaign brand', callerNameShort: 'DEMO BRAND', callerNameLong: 'Demo Co Brand', legalName: 'Demo Co LLC',
      enterpriseId: 'ENT-1', callPurpose: 'Sales', businessCategory: 'Retail', tmoBusinessCategory: 'Retail',
    })).json().data;
    const c = await fresh();
    await ok(await saveCampaign(team.t, team.superadmin, c, { features: { brandedCallingProfileId: profile.id } }));
    const refused = await call(team.t, 'DELETE', `${profiles}/${profile.id}`, team.superadmin);
    expect(refused.statusCode).toBe(409);
    const done = await call(team.t, 'DELETE', url(DEMO.ws.sales, `/${c.id}?confirmName=${encodeURIComponent(c.name)}`), team.owner);
    expect(done.statusCode).toBe(200);
    expect((await call(team.t, 'DELETE', `${profiles}/${profile.id}`, team.superadmin)).statusCode).toBe(200);
  });

  it('refuses to edit a DEACTIVATED campaign', async () => {
    const res = await call(team.t, 'POST', url(DEMO.ws.sales, `/${DEMO_CAMPAIGNS.springPromo}`), team.superadmin, { name: 'Back again', forwardingNumber: '+15125550100' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This campaign is not active.');
  });

  it('answers 401 without a token and 404 for another organisation or workspace, changing nothing', async () => {
    const c = await fresh();
    expect((await saveCampaign(team.t, undefined, c, { name: 'X' })).statusCode).toBe(401);
    expect((await saveCampaign(team.t, team.otherOwner, c, { name: 'X' })).statusCode).toBe(404);
    expect((await saveCampaign(team.t, team.owner, c, { name: 'X' }, DEMO.ws.collections)).statusCode).toBe(404);
    expect((await call(team.t, 'GET', url(DEMO.ws.sales, `/${c.id}`), team.owner)).json().data.name).toBe(c.name);
  });
});
