import type { Campaign, CampaignEventCategory, CampaignEventType, CampaignStatus, CoverageState } from '@trueline/contract';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';

/** A campaign's lifecycle as the campaigns service reports it (each called after the change is saved). */
export interface CampaignLifecycleListener {
  created(c: Campaign): Promise<void>;
  deactivated(c: Campaign): Promise<void>;
  cnamChanged(c: Campaign, opts: { replacePool: boolean }): Promise<void>;
  updated(before: Campaign, after: Campaign): Promise<void>;
}

/** What pools use of the campaigns service (the team plan's interface, with the status and coverage writes Sentry needs). */
export interface CampaignsPort {
  access(scope: WorkspaceScope, campaignId: string): Promise<{ workspace: WorkspaceRow; campaign: Campaign }>;
  findById(campaignId: string): Promise<Campaign | null>;
  logEvent(c: { id: string; orgId: string; workspaceId: string }, type: CampaignEventType, category: CampaignEventCategory, message: string): Promise<void>;
  publish(campaignId: string): Promise<void>;
  dueForSentry(now: Date): Promise<{ id: string }[]>;
  setNextSentry(campaignId: string, at: Date): Promise<void>;
  setStatus(campaignId: string, status: CampaignStatus): Promise<void>;
  setCoverage(campaignId: string, coverage: { coverageAreaCodes: string[]; coverageStates?: CoverageState[] }): Promise<void>;
}
