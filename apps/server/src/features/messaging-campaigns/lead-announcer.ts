import { MESSAGING_WEBHOOK_LABELS, renderTokens, type MessagingWebhookKey } from '@trueline/contract';
import { escapeHtml, type MailMessage } from '../../providers/mail/mail';
import type { WebhookEvent } from '../webhooks/webhook-delivery';
import type { ConversationEvent, MessagingLeadRow, SmsMessageRow } from '../messaging-leads/inbound';
import type { MessagingCampaignRow } from './messaging-campaigns.repo';

export interface LeadAnnouncerPeers {
  campaign(id: string): Promise<MessagingCampaignRow | null>;
  deliverTo(webhookId: string, event: WebhookEvent): Promise<string | null>;
  mail(message: MailMessage): Promise<void>;
  /** The lead's agent link and API endpoints (the email's Endpoint.* tokens). */
  agentLink(leadId: string): { endpoints: Record<'ChatWidget' | 'ConversationApi' | 'DispositionApi' | 'SendMessageApi', string> };
  /** The first and last messages of the lead's conversation. */
  firstAndLast(leadId: string): Promise<{ first: SmsMessageRow | null; last: SmsMessageRow | null }>;
}

const stripHtml = (html: string) => html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').trim();

export const leadPayload = (lead: MessagingLeadRow) => ({
  id: lead.id, phone: lead.phone, status: lead.status, statusMessage: lead.statusMessage, carrier: lead.carrier, sent: lead.sent?.toISOString() ?? null,
  result: lead.result, finalized: lead.finalized?.toISOString() ?? null,
  disposition: lead.dispositionId ? { id: lead.dispositionId, disposition: lead.disposition ?? '' } : null,
  dispositionTimestamp: lead.dispositionAt?.toISOString() ?? null, leadData: lead.leadData, listId: lead.listId,
});
const messagePayload = (m: SmsMessageRow) => ({
  id: m.id, message: m.body, timestamp: m.created.toISOString(), status: m.status, direction: m.direction, author: m.author,
  errorCode: m.errorCode, errorMessage: m.errorMessage,
});

/**
 * What a lead's events set off (spec 3 §2.3 Notifications): the campaign webhook chosen for the event (Delivery
 * result, Conversation started, New message, Final disposition, Opt-Out, Opt-In: each a MessagingCampaignEvent
 * webhook), and on a conversation's start the conversation email when the campaign sends it, its tokens filled
 * (§9: Campaign.*, Endpoint.*, Conversation.*, Lead.{field}; values HTML-escaped in the body).
 */
export function leadAnnouncer(peers: LeadAnnouncerPeers) {
  async function email(c: MessagingCampaignRow, lead: MessagingLeadRow) {
    const n = c.notifications;
    const recipients = [...new Set([...n.conversationEmail.to, ...n.conversationEmail.cc])];
    if (!n.sendConversationEmail || !recipients.length) return;
    const { endpoints } = peers.agentLink(lead.id);
    const { first, last } = await peers.firstAndLast(lead.id);
    const values: Record<string, string> = {
      'Campaign.Name': c.name, 'Campaign.Id': c.id,
      ...Object.fromEntries(Object.entries(endpoints).map(([k, v]) => [`Endpoint.${k}`, v])),
      'Conversation.FirstMessage': first?.body ?? '', 'Conversation.LastMessage': last?.body ?? '',
      'Lead.Phone': lead.phone,
      ...Object.fromEntries(Object.entries(lead.leadData).map(([k, v]) => [`Lead.${k}`, v])),
    };
    const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
    const subject = renderTokens(n.conversationEmail.subject, values).replace(/[\r\n]+/g, ' ');
    const html = renderTokens(n.conversationEmail.htmlBody, escaped);
    for (const to of recipients) await peers.mail({ to, subject, html, text: stripHtml(html) });
  }

  return async function announce(event: ConversationEvent): Promise<void> {
    const c = await peers.campaign(event.lead.campaignId);
    if (!c || c.status === 'DELETED') return;
    const key: MessagingWebhookKey = event.type;
    const webhookId = c.webhooks[key];
    if (webhookId) {
      await peers.deliverTo(webhookId, {
        eventType: 'MessagingCampaignEvent', orgId: c.orgId, workspaceId: c.workspaceId, messagingCampaignId: c.id,
        payload: {
          event: key, eventLabel: MESSAGING_WEBHOOK_LABELS[key], messagingCampaignId: c.id, campaignName: c.name,
          lead: leadPayload(event.lead), message: event.message ? messagePayload(event.message) : null, timestamp: new Date().toISOString(),
        },
      });
    }
    if (event.type === 'conversationStarted') await email(c, event.lead);
  };
}
