import type { MessagingLead, SmsMessage } from '@trueline/contract';
import type { MessagingLeadRow, SmsMessageRow } from './messaging-leads.tables';

export const toMessagingLead = (r: MessagingLeadRow): MessagingLead => ({
  id: r.id, phone: r.phone, status: r.status, statusMessage: r.statusMessage, retryAfter: r.status === 'READY' ? r.retryAfter?.toISOString() ?? null : null,
  carrier: r.carrier, normalizedCarrier: r.normalizedCarrier, sent: r.sent?.toISOString() ?? null, result: r.result,
  finalized: r.finalized?.toISOString() ?? null, disposition: r.dispositionId ? { id: r.dispositionId, disposition: r.disposition ?? '' } : null,
  dispositionTimestamp: r.dispositionAt?.toISOString() ?? null, leadData: r.leadData, workspaceId: r.workspaceId,
  messagingCampaignId: r.campaignId, listId: r.listId,
});

export const toSmsMessage = (m: SmsMessageRow): SmsMessage => ({
  id: m.id, message: m.body, timestamp: m.created.toISOString(), status: m.status, author: m.author, segments: m.segments,
  errorCode: m.errorCode, errorMessage: m.errorMessage,
});
