import type { Workflow, Workspace } from '@trueline/contract';

export function workspaceFixture(features: Partial<Workspace['workspaceFeatures']['aegisFeatures']> = {}): Workspace {
  return {
    id: 'ws1', name: 'Sales', status: 'ACTIVE', dialerProviderType: 'FIVE9', dialerProviderSettings: null, allowFullCoverageCampaigns: true,
    allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 3, allowNonTransactionalNumberMapping: false, coverageStates: [],
    workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_ONE', ...features } as Workspace['workspaceFeatures']['aegisFeatures'] },
    created: '2026-01-01T00:00:00.000Z',
  };
}

export function workflowFixture(extra: Partial<Workflow> = {}): Workflow {
  return {
    id: 'wf1', name: 'Inbound screening', type: 'RealTime', status: 'Active', draft: false, publishedTimestamp: '2026-01-02T00:00:00.000Z', folderId: null,
    created: '2026-01-01T00:00:00.000Z', updated: '2026-01-02T00:00:00.000Z',
    flow: {
      nodes: [
        { id: 'start', type: 'Start', version: 1, position: { x: 0, y: 0 }, data: { label: 'Start', config: {} } },
        { id: 'ok', type: 'Accept', version: 1, position: { x: 300, y: 0 }, data: { label: 'Welcome', config: {} } },
      ],
      edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'ok' }],
    },
    ...extra,
  };
}
