import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, type AegisFeatures, type CoverageState, type FieldError, type UpdateWorkspaceBody, type Workspace } from '@trueline/contract';

/** The edit panel's form: the name for everyone, the rest for SuperAdmin. */
export interface WorkspaceFormValues {
  name: string;
  allowFullCoverageCampaigns: boolean;
  maxNumbersPerFullCoverageCampaign: number;
  allowBringYourOwnPool: boolean;
  allowNonTransactionalNumberMapping: boolean;
  allowAllCoverageStates: boolean;
  coverageStates: CoverageState[];
  aegisFeatures: AegisFeatures;
}

export type WorkspaceForm = UseFormReturn<WorkspaceFormValues, unknown, UpdateWorkspaceBody>;

export const toFormValues = (w: Workspace): WorkspaceFormValues => ({
  name: w.name,
  allowFullCoverageCampaigns: w.allowFullCoverageCampaigns,
  maxNumbersPerFullCoverageCampaign: w.maxNumbersPerFullCoverageCampaign,
  allowBringYourOwnPool: w.allowBringYourOwnPool,
  allowNonTransactionalNumberMapping: w.allowNonTransactionalNumberMapping,
  // An empty list means every state is allowed (spec 1 §3.2).
  allowAllCoverageStates: w.coverageStates.length === 0,
  coverageStates: w.coverageStates,
  aegisFeatures: w.workspaceFeatures.aegisFeatures,
});

/**
 * The PUT body. Others than SuperAdmin send only the name, as the rest is not theirs to change. Max numbers per
 * location is sent as saved while full coverage is off, since it can be set only when full coverage is on.
 */
export function toUpdateBody(v: WorkspaceFormValues, saved: Workspace, superAdmin: boolean): UpdateWorkspaceBody {
  if (!superAdmin) return { name: v.name };
  return {
    name: v.name,
    allowFullCoverageCampaigns: v.allowFullCoverageCampaigns,
    maxNumbersPerFullCoverageCampaign: v.allowFullCoverageCampaigns ? v.maxNumbersPerFullCoverageCampaign : saved.maxNumbersPerFullCoverageCampaign,
    allowBringYourOwnPool: v.allowBringYourOwnPool,
    allowNonTransactionalNumberMapping: v.allowNonTransactionalNumberMapping,
    allowAllCoverageStates: v.allowAllCoverageStates,
    coverageStates: v.allowAllCoverageStates ? [] : v.coverageStates,
    workspaceFeatures: { aegisFeatures: v.aegisFeatures },
  };
}

/** Rules beyond the body's schema: a SuperAdmin who does not allow all states picks at least one. */
export function workspaceRules(v: WorkspaceFormValues, superAdmin: boolean): FieldError[] {
  return superAdmin && !v.allowAllCoverageStates && v.coverageStates.length === 0
    ? [{ path: 'coverageStates', message: MESSAGES.coverageStatesRequired }]
    : [];
}
