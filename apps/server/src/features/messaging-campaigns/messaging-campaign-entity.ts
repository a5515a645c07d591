import {
  STANDARD_LEAD_FIELDS, WEEK_DAYS, type MessagingCampaign, type MessagingCampaignSummary, type MessagingEvent,
} from '@trueline/contract';
import type { MessagingCampaignEventRow, MessagingCampaignRow } from './messaging-campaigns.repo';

/** SmsMessaging sends 10DLC (long code); short code and toll free go through ShortCodeTollFreeMessaging. */
export const provisioningTypeOf = (row: Pick<MessagingCampaignRow, 'senderSourceType'>): MessagingCampaign['provisioningType'] =>
  row.senderSourceType === 'LONG_CODE' ? 'SmsMessaging' : 'ShortCodeTollFreeMessaging';

export const toMessagingEvent = (e: MessagingCampaignEventRow): MessagingEvent => ({
  timestamp: e.timestamp.toISOString(), type: e.type, category: e.category, message: e.message,
});

/** The campaign as the API answers it; `events` newest first (the list and realtime answer none). */
export function toMessagingCampaign(r: MessagingCampaignRow, events: MessagingCampaignEventRow[] = [], forecastFinish: Date | null = null): MessagingCampaign {
  const days = Object.fromEntries(WEEK_DAYS.map((d) => [d, r.schedule[d] ?? []])) as Record<(typeof WEEK_DAYS)[number], { start: number; end: number }[]>;
  return {
    id: r.id, name: r.name, orgId: r.orgId, workspaceId: r.workspaceId, campaignStatus: r.campaignStatus, status: r.status,
    created: r.created.toISOString(), updated: r.updated.toISOString(), provisioningType: provisioningTypeOf(r),
    senderSourceType: r.senderSourceType, senderSourceId: r.senderSourceId, aegisWorkflowId: r.aegisWorkflowId,
    runWorkflowBeforeSend: r.runWorkflowBeforeSend, dncRecordSets: r.dncRecordSets, customFields: r.customFields,
    allCampaignFields: [...STANDARD_LEAD_FIELDS, ...r.customFields], dispositions: r.dispositions,
    messages: { ...r.messages, outgoingMessageFiles: r.mediaFiles.map((f) => ({ fileName: f.fileName, size: f.size })) },
    schedule: { ...days, exceptions: r.schedule.exceptions ?? [] },
    webhooks: r.webhooks, notifications: r.notifications, rejectionReason: r.rejectionReason, folderId: r.folderId,
    forecastFinish: forecastFinish?.toISOString() ?? null, events: events.map(toMessagingEvent),
  };
}

export const toMessagingSummary = (r: MessagingCampaignRow): MessagingCampaignSummary => ({
  id: r.id, name: r.name, campaignStatus: r.campaignStatus, status: r.status, senderSourceType: r.senderSourceType,
  created: r.created.toISOString(), updated: r.updated.toISOString(), folderId: r.folderId,
});
