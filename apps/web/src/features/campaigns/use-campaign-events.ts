import { useQueryClient } from '@tanstack/react-query';
import type { Campaign, Channel } from '@trueline/contract';
import { useRealtime } from '../../lib/use-realtime';
import { campaignKey, writeCampaign } from './api';

/**
 * 'Campaign' events replace the campaign in the list and in its own cache (spec 1 §4.4); the payload is the whole campaign.
 * Once the campaign channel is granted (and after a reconnect) the campaign is read again: events published before that
 * (its pool filling right after creation) are not replayed.
 */
export function useCampaignEvents(channel: Channel | null) {
  const client = useQueryClient();
  const campaignId = channel?.startsWith('campaign:') ? channel.slice('campaign:'.length) : null;
  useRealtime(channel ? [channel] : [], ['Campaign'], (event) => writeCampaign(client, event.payload as unknown as Campaign),
    () => void (campaignId ? client.invalidateQueries({ queryKey: campaignKey(campaignId) }) : undefined));
}
