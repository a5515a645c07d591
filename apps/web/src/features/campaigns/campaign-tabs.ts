import { isMessagingType, type Campaign } from '@trueline/contract';

export type CampaignTab = 'overview' | 'databoost' | 'watchtower' | 'messaging' | 'lists' | 'pool' | 'coreflux' | 'leads' | 'events';

export const CAMPAIGN_TAB_LABELS: Record<CampaignTab, string> = {
  overview: 'Overview',
  databoost: 'DataBoost',
  watchtower: 'Watchtower',
  messaging: 'Messaging',
  lists: 'Lists',
  pool: 'Pool',
  coreflux: 'CoreFlux',
  leads: 'Leads',
  events: 'Event log',
};

const DIALER_TABS: CampaignTab[] = ['overview', 'databoost', 'watchtower', 'lists', 'pool', 'coreflux', 'leads', 'events'];
const MESSAGING_TABS: CampaignTab[] = ['overview', 'messaging', 'pool', 'events'];

/** The detail's tabs (spec 2 §2): dialer campaigns have eight, messaging ones Overview, Messaging, Pool and Event log. */
export const campaignTabs = (c: Pick<Campaign, 'provisioningType'>): CampaignTab[] => (isMessagingType(c.provisioningType) ? MESSAGING_TABS : DIALER_TABS);

/** The tab named in the address when the campaign has it, else Overview. */
export function activeTab(c: Pick<Campaign, 'provisioningType'>, requested: string | null): CampaignTab {
  const tabs = campaignTabs(c);
  return tabs.find((t) => t === requested) ?? 'overview';
}
