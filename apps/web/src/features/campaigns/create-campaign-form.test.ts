import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import {
  clampReimport, defaultProvisioningType, emptyCreateValues, messagingCampaignOptions, numberCountOptions, provisioningTypeOptions, toCreateBody,
  validateCreate,
} from './create-campaign-form';
import { recordFixture, smsCampaignFixture, workspaceFixture } from './testing-fixtures';

describe('create-campaign rules', () => {
  it('checks name, CNAM identity, dialer mapping and messaging brand and campaign, in that order, with the spec texts', () => {
    const ws = workspaceFixture();
    const empty = emptyCreateValues(ws);
    expect(validateCreate(empty, ws)).toEqual([
      { field: 'name', message: MESSAGES.campaignNameRequired },
      { field: 'businessIdentityId', message: MESSAGES.cnamIdentityRequired },
      { field: 'dialerCampaignId', message: MESSAGES.dialerMappingRequired },
    ]);
    const sms = { ...empty, provisioningType: 'SmsMessaging' as const };
    expect(validateCreate(sms, ws).map((i) => i.message)).toEqual([
      MESSAGES.campaignNameRequired, MESSAGES.cnamIdentityRequired, MESSAGES.messagingBrandAndCampaignRequired,
    ]);
    const brandOnly = { ...sms, name: 'x', businessIdentityId: 'i', messagingConfig: { businessRecordId: 'b', smsCampaignId: '' } };
    expect(validateCreate(brandOnly, ws)).toEqual([{ field: 'messagingConfig.smsCampaignId', message: MESSAGES.messagingBrandAndCampaignRequired }]);
  });

  it('needs no dialer campaign on CONNECT, and a profile for ProvisioningProfile', () => {
    const connect = workspaceFixture({ dialerProviderType: 'CONNECT' });
    const v = { ...emptyCreateValues(connect), name: 'x', businessIdentityId: 'i' };
    expect(validateCreate(v, connect)).toEqual([]);
    expect(validateCreate({ ...v, provisioningType: 'ProvisioningProfile' }, connect)).toEqual([{ field: 'provisioningProfileId', message: MESSAGES.provisioningProfileRequired }]);
  });

  it('offers BYOP and full coverage only where the workspace allows them, and counts 1 up to its maximum', () => {
    expect(provisioningTypeOptions(workspaceFixture())).toEqual(['FullCoverage', 'ProvisioningProfile', 'SmsMessaging', 'ShortCodeTollFreeMessaging']);
    const byopOnly = workspaceFixture({ allowFullCoverageCampaigns: false, allowBringYourOwnPool: true });
    expect(provisioningTypeOptions(byopOnly)).toEqual(['ProvisioningProfile', 'SmsMessaging', 'ShortCodeTollFreeMessaging', 'BringYourOwnPool']);
    expect(defaultProvisioningType(workspaceFixture())).toBe('FullCoverage');
    expect(defaultProvisioningType(byopOnly)).toBe('ProvisioningProfile');
    expect(numberCountOptions(workspaceFixture({ maxNumbersPerFullCoverageCampaign: 4 }))).toEqual([1, 2, 3, 4]);
  });

  it('offers ACTIVE messaging campaigns of the type: 10DLC for SMS, short code and toll free otherwise', () => {
    const record = recordFixture('b1', 'Acme', [
      smsCampaignFixture('long'), smsCampaignFixture('short', { campaignType: 'SHORT_CODE' }), smsCampaignFixture('free', { campaignType: 'TOLL_FREE' }),
      smsCampaignFixture('pending', { status: 'NOT_READY' }), smsCampaignFixture('gone', { deleted: true }),
    ]);
    expect(messagingCampaignOptions(record, 'SmsMessaging').map((c) => c.id)).toEqual(['long']);
    expect(messagingCampaignOptions(record, 'ShortCodeTollFreeMessaging').map((c) => c.id)).toEqual(['short', 'free']);
    expect(messagingCampaignOptions(record, 'FullCoverage')).toEqual([]);
  });

  it('clamps the reimport interval to whole days from 0 to 45', () => {
    expect(clampReimport('99')).toBe(45);
    expect(clampReimport('-3')).toBe(0);
    expect(clampReimport('12.6')).toBe(13);
    expect(clampReimport('')).toBe(45);
    expect(clampReimport('abc')).toBe(45);
  });

  it('sends what the type uses, and never a managed campaign outside RING', () => {
    const five9 = workspaceFixture();
    const v = { ...emptyCreateValues(five9), name: ' Spring ', businessIdentityId: 'i', dialerCampaignId: 'd', isManaged: true, fullCoverageNumberCount: '2', provisioningProfileId: 'p' };
    expect(toCreateBody(v, five9)).toMatchObject({ name: 'Spring', fullCoverageNumberCount: 2, provisioningProfileId: null, isManaged: false, dialerCampaignId: 'd' });
    const ring = workspaceFixture({ dialerProviderType: 'RING' });
    expect(toCreateBody({ ...v, reimportInterval: '70' }, ring)).toMatchObject({ isManaged: true, reimportInterval: 45 });
    const sms = { ...v, provisioningType: 'SmsMessaging' as const, messagingConfig: { businessRecordId: 'b', smsCampaignId: 's' } };
    expect(toCreateBody(sms, ring)).toMatchObject({ dialerCampaignId: null, isManaged: false, messagingConfig: { businessRecordId: 'b', smsCampaignId: 's' } });
  });
});
