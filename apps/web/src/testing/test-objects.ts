import {
  campaignFeatures, elasticConfig, messagingConfig, validationDataMapping,
  type BrandedCallingProfile, type Campaign, type FtcSan, type Identity, type ProvisioningProfile,
} from '@trueline/contract';

/**
 * Complete, valid test objects of the contract's entities, for the typed fake API (`fake-api.ts`): one builder per
 * entity, typed by the contract, with plain defaults; a test names only what it cares about in `patch`.
 */

export const testCampaign = (patch: Partial<Campaign> = {}): Campaign => ({
  id: 'c1', orgId: 'org', workspaceId: 'ws1', name: 'Spring Promo', status: 'ACTIVE', provisioningType: 'FullCoverage', forwardingNumber: null,
  forwardViaSipTrunk: false, defaultMappingTemplate: null, businessIdentityId: null, businessIdentityName: null, dialerCampaignId: null,
  dialerCampaignName: null, isManaged: false, folderId: null, created: '2026-01-01T00:00:00.000Z', updated: '2026-01-01T00:00:00.000Z',
  nextSentry: null, sentryAge: 60, enableFullSentryReplacement: false, forceFullCoverageSentry: false, enableElasticScaling: false,
  fullCoverageNumberCount: 1, provisioningProfileId: null, reimportInterval: 45, coverageAreaCodes: [], coverageStates: [],
  messagingConfig: messagingConfig.parse({}), validationDataMapping: validationDataMapping.parse({}), features: campaignFeatures.parse({}),
  elasticConfig: elasticConfig.parse({}), activePoolCount: 0,
  ...patch,
});

export const testIdentity = (patch: Partial<Identity> = {}): Identity => ({
  id: 'id1', identityId: 'id1', name: 'ACME HOME', resourceStatus: 'ACTIVE', dateCreated: '2026-01-01T00:00:00.000Z', dateUpdated: '2026-01-01T00:00:00.000Z',
  businessRecordId: 'b1', businessRecordName: 'Acme',
  ...patch,
});

export const testProvisioningProfile = (patch: Partial<ProvisioningProfile> = {}): ProvisioningProfile => ({
  id: 'p1', name: 'Texas only', type: 'STATE', values: ['TX'], created: '2026-01-01T00:00:00.000Z', updated: '2026-01-01T00:00:00.000Z',
  ...patch,
});

export const testBrandedCallingProfile = (patch: Partial<BrandedCallingProfile> = {}): BrandedCallingProfile => ({
  id: 'bp1', label: 'Acme brand', callerNameShort: 'ACME', callerNameLong: 'ACME HOME SERVICES', legalName: 'Acme Inc', enterpriseId: 'E1',
  callPurpose: 'Customer service', businessCategory: 'Services', tmoBusinessCategory: 'Services', dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...patch,
});

export const testFtcSan = (patch: Partial<FtcSan> = {}): FtcSan => ({
  id: 's1', ftcOrgName: 'Acme Inc', ftcOrgId: 'org1', ftcSan: '12345', expires: null, fullCoverage: true, areaCodes: [],
  dateCreated: '2026-01-01T00:00:00.000Z', dateUpdated: '2026-01-01T00:00:00.000Z',
  ...patch,
});
