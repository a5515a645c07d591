import { WEEK_DAYS, isInactivePoolStatus, type Campaign, type PoolNumber, type SmsCampaign, type SmsRateLimits } from '@trueline/contract';
import type { SendingCampaign } from '../messaging-leads/send-engine';
import type { MessagingCampaignRow } from './messaging-campaigns.repo';

export interface SendingCampaignPeers {
  campaigns: { findById(id: string): Promise<Campaign | null> };
  businessRecords: {
    findSmsCampaign(ws: string, id: string): Promise<(SmsCampaign & { businessRecordId: string }) | null>;
    find(ws: string, id: string): Promise<{ smsRateLimits: SmsRateLimits } | null>;
  };
  pools: { poolOf(campaignId: string): Promise<PoolNumber[]> };
  /** A signed address of a media file the carrier fetches (long enough to outlive the campaign's retries). */
  mediaUrl(row: MessagingCampaignRow, fileId: string): string;
  /** The campaign's ACTIVE lists (filled by the lists feature; none until it does: only single leads send). */
  activeListIds(campaignId: string): Promise<string[]>;
}

/** Whether a pool number may send now: in service (not FLAGGED, AGING, ERROR, DELETED) and, for 10DLC, assigned. */
export const mayNumberSend = (n: Pick<PoolNumber, 'status' | 'appToPersonValid'>, tenDlc: boolean) => !isInactivePoolStatus(n.status) && (!tenDlc || n.appToPersonValid);

/** The campaign's automatic replies (spec 3 §3: engaged response, help, opt-out and opt-in messages). */
export const repliesOf = (row: MessagingCampaignRow): SendingCampaign['replies'] => ({
  responseMessage: row.messages.responseMessage, helpMessage: row.messages.helpMessage,
  stopMessage: row.messages.stopMessage, startMessage: row.messages.startMessage,
});

/**
 * What the sending engine needs of a messaging campaign: its texts and schedule, the sending pool of its Core
 * campaign with each number's usability, the carrier caps of the business record behind the Core campaign's SMS
 * campaign, MMS media addresses and the lists that may send. A Core campaign that is no longer ACTIVE sends nothing.
 */
export function sendingCampaignOf(peers: SendingCampaignPeers) {
  return async (row: MessagingCampaignRow): Promise<SendingCampaign> => {
    const core = row.senderSourceId ? await peers.campaigns.findById(row.senderSourceId) : null;
    const smsCampaignId = core?.messagingConfig.smsCampaignId ?? null;
    const sms = smsCampaignId ? await peers.businessRecords.findSmsCampaign(row.workspaceId, smsCampaignId) : null;
    const record = sms ? await peers.businessRecords.find(row.workspaceId, sms.businessRecordId) : null;
    const pool = core ? await peers.pools.poolOf(core.id) : [];
    const coreLive = core?.status === 'ACTIVE' && core.workspaceId === row.workspaceId;
    const tenDlc = core?.provisioningType === 'SmsMessaging';
    const days = Object.fromEntries(WEEK_DAYS.map((d) => [d, row.schedule[d] ?? []])) as unknown as SendingCampaign['schedule']['days'];
    return {
      id: row.id,
      orgId: row.orgId,
      workspaceId: row.workspaceId,
      active: row.status === 'ACTIVE' && row.campaignStatus === 'ACTIVE',
      schedule: { days, exceptions: new Map((row.schedule.exceptions ?? []).map((e) => [e.date, e.schedule])) },
      initialMessage: row.messages.outgoingMessage,
      replies: repliesOf(row),
      senderType: row.senderSourceType,
      businessRecordId: sms?.businessRecordId ?? null,
      limits: record?.smsRateLimits ?? null,
      senders: pool.map((n) => ({ number: n.number, usable: coreLive && mayNumberSend(n, tenDlc) })),
      activeListIds: await peers.activeListIds(row.id),
      media: row.mediaFiles.map((f) => ({ url: peers.mediaUrl(row, f.fileId), bytes: f.size })),
    };
  };
}
