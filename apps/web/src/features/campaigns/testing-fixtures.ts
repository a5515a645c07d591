import type { BusinessRecord, Campaign, SmsCampaign, Workspace } from '@trueline/contract';

/** Test data of the campaign screens' tests. */
export function workspaceFixture(extra: Partial<Workspace> = {}): Workspace {
  return {
    id: 'ws1', name: 'Sales', status: 'ACTIVE', dialerProviderType: 'FIVE9', dialerProviderSettings: null, allowFullCoverageCampaigns: true,
    allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 3, allowNonTransactionalNumberMapping: false, coverageStates: [],
    workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_ONE' } as Workspace['workspaceFeatures']['aegisFeatures'] },
    created: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function smsCampaignFixture(id: string, extra: Partial<SmsCampaign> = {}): SmsCampaign {
  return {
    id, vendorCampaignId: `V-${id}`, poolProviderType: 'INFOBIP', name: `SMS ${id}`, campaignType: 'LONG_CODE', optInMessage: 'in', optOutMessage: 'out',
    helpMessage: 'help', senderNumber: null, shortenedUrl: null, mmsEnabled: false, status: 'ACTIVE', vendors: ['INFOBIP'],
    dateCreated: '2026-01-01T00:00:00.000Z', dateUpdated: '2026-01-01T00:00:00.000Z', deleted: false, ...extra,
  };
}

export function recordFixture(id: string, legalName: string, smsCampaigns: SmsCampaign[], extra: Partial<BusinessRecord> = {}): BusinessRecord {
  return {
    id, resourceStatus: 'ACTIVE', dateCreated: '2026-01-01T00:00:00.000Z', dateUpdated: '2026-01-01T00:00:00.000Z', legalName, name: legalName,
    callCategory: 'Informational', callsPerMonth: 10000, ein: '12-3456789', website: 'acme.test', phone: '+15125550100',
    address: { address1: '1 Main St', address2: null, city: 'Austin', state: 'TX', zip: '78701' },
    contact: { firstName: 'Ada', lastName: 'Lovelace', title: 'CEO', email: 'ada@acme.test', phone: '+15125550101' },
    ucProtectBrandedCallingProfileId: null, cnams: [], smsRateLimits: {} as BusinessRecord['smsRateLimits'], smsCampaigns, folderId: null, ...extra,
  };
}

export function campaignFixture(extra: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1', orgId: 'org', workspaceId: 'ws1', name: 'Spring Sale', status: 'ACTIVE', provisioningType: 'FullCoverage',
    forwardingNumber: '+15125550100', forwardViaSipTrunk: false, defaultMappingTemplate: null, businessIdentityId: 'id1', businessIdentityName: 'ACME HOME',
    dialerCampaignId: 'd1', dialerCampaignName: 'Renewals East', isManaged: false, folderId: null, created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-02T00:00:00.000Z', nextSentry: null, sentryAge: 60, enableFullSentryReplacement: false, forceFullCoverageSentry: false,
    enableElasticScaling: false, fullCoverageNumberCount: 1, provisioningProfileId: null, reimportInterval: 45, coverageAreaCodes: [], coverageStates: [],
    messagingConfig: { businessRecordId: null, smsCampaignId: null },
    validationDataMapping: { is_valid: null, activity_score: null, line_type: null, carrier: null, is_prepaid: null, active: null, sendOnlyActiveLeads: false, mappedColumns: [] },
    features: {
      activeProspectCheckEnabled: false, dataBoostEnabled: false, dncScrubEnabled: false, stateDncScrubEnabled: false, duplicatePrevention: false,
      knownLitigatorScrubEnabled: false, veriskCheckEnabled: false, brandedCallingProfileId: null, ftcSanId: null,
    },
    elasticConfig: { threshold: 75, minPerCity: 1, maxPerCity: 10, scaleUpWindow: 3, scaleDownWindow: 14, weekendWeight: 0.5, ignoreZeroDays: true },
    activePoolCount: 12,
    ...extra,
  };
}
