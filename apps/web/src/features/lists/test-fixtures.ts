import { emptyListMetrics, type Campaign, type CampaignList, type Workspace } from '@trueline/contract';

/** Entities for the lists feature's component tests. */
export const campaignFixture = (over: Partial<Campaign> = {}): Campaign => ({
  id: 'c1', orgId: 'o', workspaceId: 'ws1', name: 'Spring Promo', status: 'ACTIVE', provisioningType: 'FullCoverage', forwardingNumber: null, forwardViaSipTrunk: false,
  defaultMappingTemplate: null, businessIdentityId: null, businessIdentityName: null, dialerCampaignId: 'd1', dialerCampaignName: 'Outbound', isManaged: false,
  folderId: null, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z', nextSentry: null, sentryAge: 60, enableFullSentryReplacement: false,
  forceFullCoverageSentry: false, enableElasticScaling: false, fullCoverageNumberCount: 1, provisioningProfileId: null, reimportInterval: 45, coverageAreaCodes: [],
  coverageStates: [], messagingConfig: { businessRecordId: null, smsCampaignId: null },
  validationDataMapping: { is_valid: null, activity_score: null, line_type: null, carrier: null, is_prepaid: null, active: null, sendOnlyActiveLeads: false, mappedColumns: [] },
  features: {
    activeProspectCheckEnabled: false, dataBoostEnabled: false, dncScrubEnabled: false, stateDncScrubEnabled: false, duplicatePrevention: false,
    knownLitigatorScrubEnabled: false, veriskCheckEnabled: false, brandedCallingProfileId: null, ftcSanId: null,
  },
  elasticConfig: { threshold: 75, minPerCity: 1, maxPerCity: 10, scaleUpWindow: 3, scaleDownWindow: 14, weekendWeight: 0.5, ignoreZeroDays: true },
  activePoolCount: 0,
  ...over,
});

export const listFixture = (over: Partial<CampaignList> = {}): CampaignList => ({
  id: 'l1', name: 'leads.csv', campaignId: 'c1', campaignName: 'Spring Promo', workspaceId: 'ws1', status: 'UPLOADED', type: 'DIALER', uploaded: '2026-03-02T10:00:00.000Z',
  dialerListId: null, dialerListName: null, imported: false, processedBy: null, processingStart: null, processingFinish: null, processingDuration: null,
  processedFile: null, dialerWebhookResponse: null, metrics: emptyListMetrics(), rowCount: 3, processedRows: 0, errorMessage: null,
  ...over,
});

export const workspaceFixture = (provider: Workspace['dialerProviderType'], over: Partial<Workspace> = {}): Workspace =>
  ({ id: 'ws1', name: 'Sales', status: 'ACTIVE', dialerProviderType: provider, dialerProviderSettings: null, ...over }) as Workspace;
