import { describe, expect, it } from 'vitest';
import { MESSAGES, type Workspace } from '@trueline/contract';
import { toFormValues, toUpdateBody, workspaceRules } from './workspace-form';

const workspace: Workspace = {
  id: 'w1', name: 'Sales', status: 'ACTIVE', dialerProviderType: null, dialerProviderSettings: null,
  allowFullCoverageCampaigns: false, allowBringYourOwnPool: false, maxNumbersPerFullCoverageCampaign: 3,
  allowNonTransactionalNumberMapping: false, coverageStates: [],
  workspaceFeatures: { aegisFeatures: { aegisBillingMode: 'AEGIS_ONE' } as Workspace['workspaceFeatures']['aegisFeatures'] },
  created: '2026-01-01T00:00:00.000Z',
};

describe('workspace-form', () => {
  it('reads an empty state list as "allow all states"', () => {
    expect(toFormValues(workspace).allowAllCoverageStates).toBe(true);
    expect(toFormValues({ ...workspace, coverageStates: [{ stateName: 'Texas', country: 'US' }] }).allowAllCoverageStates).toBe(false);
  });

  it('sends only the name for others than SuperAdmin', () => {
    expect(toUpdateBody({ ...toFormValues(workspace), name: 'New', allowBringYourOwnPool: true }, workspace, false)).toEqual({ name: 'New' });
  });

  it('keeps the saved max numbers per location while full coverage is off', () => {
    const v = { ...toFormValues(workspace), maxNumbersPerFullCoverageCampaign: 9 };
    expect(toUpdateBody(v, workspace, true).maxNumbersPerFullCoverageCampaign).toBe(3);
    expect(toUpdateBody({ ...v, allowFullCoverageCampaigns: true }, workspace, true).maxNumbersPerFullCoverageCampaign).toBe(9);
  });

  it('clears the states when all are allowed, and needs one otherwise', () => {
    const texas = { stateName: 'Texas', country: 'US' } as const;
    const v = { ...toFormValues(workspace), coverageStates: [texas] };
    expect(toUpdateBody(v, workspace, true)).toMatchObject({ allowAllCoverageStates: true, coverageStates: [] });
    expect(toUpdateBody({ ...v, allowAllCoverageStates: false }, workspace, true)).toMatchObject({ coverageStates: [texas] });
    expect(workspaceRules({ ...v, allowAllCoverageStates: false, coverageStates: [] }, true)).toEqual([{ path: 'coverageStates', message: MESSAGES.coverageStatesRequired }]);
    expect(workspaceRules({ ...v, allowAllCoverageStates: false, coverageStates: [] }, false)).toEqual([]);
  });
});
