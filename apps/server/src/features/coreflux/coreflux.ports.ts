import type { Campaign, CampaignEventCategory, CampaignEventType, CityUtilization } from '@trueline/contract';

/** What CoreFlux uses of the campaigns service (the team plan's interface), so tests and other wirings can stand in. */
export interface CoreFluxCampaigns {
  findById(campaignId: string): Promise<Campaign | null>;
  activeCampaigns(): Promise<Campaign[]>;
  logEvent(c: { id: string; orgId: string; workspaceId: string }, type: CampaignEventType, category: CampaignEventCategory, message: string): Promise<void>;
  publish(campaignId: string): Promise<void>;
  onLifecycle(listener: { updated?(before: Campaign, after: Campaign): Promise<void> }): void;
  registerCityUtilizationSource(source: (c: Campaign) => Promise<CityUtilization[]>): void;
}
