import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { activeTab, campaignTabs } from './campaign-tabs';
import { campaignPermissions, overviewFieldsOf, overviewSchema, overviewValuesOf, toOverviewBody } from './overview-form';
import { campaignFixture, workspaceFixture } from './testing-fixtures';

describe('campaign detail rules', () => {
  it('lets SuperAdmin alone change CNAM, Sentry, full coverage, CoreFlux and branded calling; nobody changes an inactive campaign', () => {
    const active = campaignFixture();
    expect(campaignPermissions('SuperAdmin', active)).toEqual({
      superAdmin: true, editable: true, updateCnam: true, editSentry: true, editFullCoverage: true, editCoreFlux: true, editBrandedCalling: true,
    });
    for (const role of ['Owner', 'Admin'] as const) {
      expect(campaignPermissions(role, active)).toEqual({
        superAdmin: false, editable: true, updateCnam: false, editSentry: false, editFullCoverage: false, editCoreFlux: false, editBrandedCalling: false,
      });
    }
    const off = campaignPermissions('SuperAdmin', campaignFixture({ status: 'DEACTIVATED' }));
    expect(off.editable || off.updateCnam || off.editSentry || off.editCoreFlux).toBe(false);
    expect(campaignPermissions('Owner', campaignFixture({ status: 'SENTRY' })).editable).toBe(true);
  });

  it('has eight tabs for dialer campaigns and four for messaging ones', () => {
    expect(campaignTabs(campaignFixture())).toEqual(['overview', 'databoost', 'watchtower', 'lists', 'pool', 'coreflux', 'leads', 'events']);
    const sms = campaignFixture({ provisioningType: 'ShortCodeTollFreeMessaging' });
    expect(campaignTabs(sms)).toEqual(['overview', 'messaging', 'pool', 'events']);
    expect(activeTab(sms, 'coreflux')).toBe('overview');
    expect(activeTab(sms, 'messaging')).toBe('messaging');
  });

  it('shows force full coverage only for non-BYOP dialer campaigns of PREM workspaces that allow full coverage', () => {
    const prem = workspaceFixture({ dialerProviderType: 'PREM', allowFullCoverageCampaigns: true });
    expect(overviewFieldsOf(campaignFixture(), prem).forceFullCoverage).toBe(true);
    expect(overviewFieldsOf(campaignFixture({ provisioningType: 'BringYourOwnPool' }), prem).forceFullCoverage).toBe(false);
    expect(overviewFieldsOf(campaignFixture({ provisioningType: 'SmsMessaging' }), prem).forceFullCoverage).toBe(false);
    expect(overviewFieldsOf(campaignFixture(), { ...prem, allowFullCoverageCampaigns: false }).forceFullCoverage).toBe(false);
    expect(overviewFieldsOf(campaignFixture(), workspaceFixture()).forceFullCoverage).toBe(false);
  });

  it('requires a forwarding number of the US or Canada unless the pool is brought, and a sentry age of 7 to 90 (60 when unset)', () => {
    const c = campaignFixture();
    const values = { ...overviewValuesOf(c), forwardingNumber: '' };
    const first = overviewSchema(c).safeParse(values);
    expect(first.success ? [] : first.error.issues.map((i) => i.message)).toEqual([MESSAGES.forwardingNumberRequired]);
    expect(overviewSchema(campaignFixture({ provisioningType: 'BringYourOwnPool' })).safeParse(values).success).toBe(true);
    const ecuador = overviewSchema(c).safeParse({ ...values, forwardingNumber: '+593991234567' });
    expect(ecuador.success ? [] : ecuador.error.issues.map((i) => i.message)).toEqual([MESSAGES.phoneInvalid]);
    const age = overviewSchema(c).safeParse({ ...overviewValuesOf(c), sentryAge: '91' });
    expect(age.success ? [] : age.error.issues.map((i) => i.message)).toEqual(['Must be at most 90']);
    expect(overviewValuesOf(campaignFixture({ sentryAge: 0 })).sentryAge).toBe('60');
  });

  it('saves the SuperAdmin settings only for a SuperAdmin', () => {
    const c = campaignFixture({ isManaged: true });
    const ws = workspaceFixture();
    const parsed = overviewSchema(c).parse({ ...overviewValuesOf(c), sentryAge: '30', reimportInterval: '80' });
    const owner = toOverviewBody(parsed, c, ws, campaignPermissions('Owner', c));
    expect(owner).toEqual({ name: 'Spring Sale', forwardingNumber: '+15125550100', forwardViaSipTrunk: false, reimportInterval: 45 });
    const su = toOverviewBody(parsed, c, ws, campaignPermissions('SuperAdmin', c));
    expect(su).toMatchObject({ sentryAge: 30, fullCoverageNumberCount: 1, enableElasticScaling: false, elasticConfig: c.elasticConfig });
  });
});
