import { isInactivePoolStatus, senderTypeOf, type Campaign, type PoolNumber, type SenderSource, type SmsCampaign } from '@trueline/contract';
import type { WorkspaceScope } from '../workspaces/workspace';

export interface SenderSourcePeers {
  campaigns: { list(scope: WorkspaceScope): Promise<Campaign[]> };
  businessRecords: { findSmsCampaign(ws: string, id: string): Promise<SmsCampaign | null> };
  pools: { poolOf(campaignId: string): Promise<PoolNumber[]> };
}

const MESSAGING_PROVISIONING = ['SmsMessaging', 'ShortCodeTollFreeMessaging'] as const;
type MessagingProvisioning = (typeof MESSAGING_PROVISIONING)[number];
const isMessaging = (c: Campaign): c is Campaign & { provisioningType: MessagingProvisioning } =>
  (MESSAGING_PROVISIONING as readonly string[]).includes(c.provisioningType);

/**
 * The sending sources of a workspace (spec 3 §3): its ACTIVE Core campaigns provisioned for messaging whose messaging
 * settings name an SMS campaign of a business record (one of the provisioning's kind: 10DLC for SmsMessaging, short
 * code or toll free otherwise). A source counts the pool numbers that may send now: in service (not FLAGGED, AGING,
 * ERROR or DELETED) and, for 10DLC, assigned to the SMS campaign's vendor campaign.
 */
export function senderSources(peers: SenderSourcePeers) {
  return async (scope: WorkspaceScope): Promise<SenderSource[]> => {
    const campaigns = (await peers.campaigns.list(scope)).filter((c) => c.status === 'ACTIVE' && isMessaging(c) && c.messagingConfig.smsCampaignId);
    const sources: SenderSource[] = [];
    for (const c of campaigns) {
      if (!isMessaging(c)) continue;
      const sms = await peers.businessRecords.findSmsCampaign(scope.workspace.id, c.messagingConfig.smsCampaignId!);
      if (!sms || !senderTypeOf(c.provisioningType, sms.campaignType)) continue;
      const pool = await peers.pools.poolOf(c.id);
      const sendingNumbers = pool.filter((n) => !isInactivePoolStatus(n.status) && (c.provisioningType !== 'SmsMessaging' || n.appToPersonValid)).length;
      sources.push({
        id: c.id, name: c.name, status: c.status, campaignType: sms.campaignType, mmsEnabled: sms.mmsEnabled, smsCampaignName: sms.name, sendingNumbers,
      });
    }
    return sources;
  };
}
