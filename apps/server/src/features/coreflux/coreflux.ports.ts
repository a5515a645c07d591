import type { Campaign, CampaignEventCategory, CampaignEventType } from '@trueline/contract';

/** What CoreFlux uses of the campaigns service (the team plan's interface), so tests and other wirings can stand in. */
export interface CoreFluxCampaigns {
  findById(campaignId: string): Promise<Campaign | null>;
  activeCampaigns(): Promise<Campaign[]>;
  logEvent(c: { id: string; orgId: string; workspaceId: string }, type: CampaignEventType, category: CampaignEventCategory, message: string): Promise<void>;
  publish(campaignId: string): Promise<void>;
}
