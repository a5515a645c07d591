import type { AegisDashboard, InteractionRecord, Workspace } from '@trueline/contract';

export const workspaceFixture = (): Workspace => ({
  id: 'ws1', name: 'Sales Floor', status: 'ACTIVE', dialerProviderType: 'FIVE9', dialerProviderSettings: null, allowFullCoverageCampaigns: true,
  allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 3, allowNonTransactionalNumberMapping: false, coverageStates: [],
  workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_ONE' } as Workspace['workspaceFeatures']['aegisFeatures'] },
  created: '2026-01-01T00:00:00.000Z',
});

export const WORKFLOWS = [{ id: 'wf-in', name: 'Inbound screening' }, { id: 'wf-out', name: 'Outbound compliance' }];

export function dashboardFixture(extra: Partial<AegisDashboard> = {}): AegisDashboard {
  const periods = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 2, 13, 5 + h)).toISOString());
  return {
    metrics: [
      { id: { period: periods[9]!, campaignId: 'wf-in' }, count: 40, accepted: 30, rejected: 10 },
      { id: { period: periods[10]!, campaignId: 'wf-out' }, count: 20, accepted: 12, rejected: 8 },
    ],
    reasonCounts: ['Callable', 'Federal DNC', 'Velocity limit', 'State DNC', 'Outside calling hours', 'Invalid number', 'Known litigator']
      .map((reason, i) => ({ reason, count: 30 - i * 4 })),
    stateCounts: [{ state: 'TX', count: 25 }, { state: 'FL', count: 20 }, { state: 'CA', count: 15 }],
    carrierCounts: [{ carrier: 'Verizon Wireless', count: 30 }],
    lineTypeCounts: [],
    interval: 'HOUR',
    periods,
    ...extra,
  };
}

export function interactionFixture(extra: Partial<InteractionRecord> = {}): InteractionRecord {
  return {
    id: 'ix-1', timestamp: '2026-03-13T19:05:33.000Z', workflowId: 'wf-in', from: '5125550100', to: '2145550142', pcidFromNumber: '2145550177',
    originalZip: '75201', externId: 'L-10042', phoneType: 'Mobile', channelType: 'Voice', city: 'Dallas', state: 'TX', zip: '75201',
    timezone: 'America/Chicago', data: { leadSource: 'web-form' }, sipCallResult: { status: 503, hangupCause: null, duration: null },
    validationResult: { isValid: true, activityScore: 81, lineType: 'Mobile', carrier: 'Verizon Wireless', isPrepaid: false },
    knownLitigatorCheck: { Found: false, actions: null }, result: 'Rejected', reason: 'Federal DNC', isTest: false, isSipTrunk: false,
    runTimeInSeconds: 0.142,
    events: [
      { type: 'INFO', message: 'Start: Voice call to (214) 555-0142', timestamp: '2026-03-13T19:05:33.010Z' },
      { type: 'WARNING', message: 'Federal DNC: the number is on the national registry', timestamp: '2026-03-13T19:05:33.071Z' },
      { type: 'INFO', message: 'Rejected: Federal DNC (SIP 503)', timestamp: '2026-03-13T19:05:33.090Z' },
    ],
    ...extra,
  };
}
