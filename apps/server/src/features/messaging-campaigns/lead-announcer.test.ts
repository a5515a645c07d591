import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES, MESSAGING_WEBHOOK_KEYS } from '@trueline/contract';
import type { MailMessage } from '../../providers/mail/mail';
import type { WebhookEvent } from '../webhooks/webhook-delivery';
import type { MessagingLeadRow, SmsMessageRow } from '../messaging-leads/inbound';
import type { MessagingCampaignRow } from './messaging-campaigns.repo';
import { leadAnnouncer } from './lead-announcer';

const hooks = Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, `hook-${k}`])) as MessagingCampaignRow['webhooks'];
const campaign = {
  id: 'c1', orgId: 'o1', workspaceId: 'w1', name: 'Spring <offer>', status: 'ACTIVE', webhooks: { ...hooks, optIn: null },
  notifications: { sendConversationEmail: true, conversationEmail: { to: ['a@demo.test'], cc: ['b@demo.test'], subject: MESSAGING_MESSAGES.defaultEmailSubject, htmlBody: `${MESSAGING_MESSAGES.defaultEmailBody}<p>{{Lead.FirstName}} {{Endpoint.DispositionApi}} {{Conversation.LastMessage}}</p>` } },
} as unknown as MessagingCampaignRow;
const lead = { id: 'l1', campaignId: 'c1', phone: '5125550110', status: 'CONVERSATION', leadData: { FirstName: '<b>Ana</b>' }, dispositionId: null } as unknown as MessagingLeadRow;
const message = { id: 'm1', body: 'What time?', created: new Date(), status: 'RECEIVED', direction: 'IN', author: 'LEAD' } as unknown as SmsMessageRow;

function setup() {
  const sent: { id: string; event: WebhookEvent }[] = [];
  const mails: MailMessage[] = [];
  const announce = leadAnnouncer({
    campaign: async () => campaign,
    deliverTo: async (id, event) => { sent.push({ id, event }); return 'd'; },
    mail: async (m) => { mails.push(m); },
    agentLink: () => ({ endpoints: { ChatWidget: 'https://x/engage/chat/T', ConversationApi: 'https://x/api/v1/engage/conversations/T', DispositionApi: 'https://x/api/v1/engage/conversations/T/disposition', SendMessageApi: 'https://x/api/v1/engage/conversations/T/messages' } }),
    firstAndLast: async () => ({ first: { ...message, body: 'Hi Ana' }, last: message }),
  });
  return { sent, mails, announce };
}

describe('lead events', () => {
  it('fire the campaign webhook chosen for each event type, as MessagingCampaignEvent; none when none is chosen', async () => {
    const { sent, announce } = setup();
    for (const type of ['deliveryResult', 'conversationStarted', 'incomingMessage', 'optOut', 'optIn'] as const) await announce({ type, lead, message });
    await announce({ type: 'disposition', lead, message: null });
    expect(sent.map((s) => s.id)).toEqual(['hook-deliveryResult', 'hook-conversationStarted', 'hook-incomingMessage', 'hook-optOut', 'hook-disposition']);
    expect(sent.every((s) => s.event.eventType === 'MessagingCampaignEvent' && s.event.messagingCampaignId === 'c1')).toBe(true);
    expect(sent[0]!.event.payload).toMatchObject({ event: 'deliveryResult', eventLabel: 'Delivery result', lead: { phone: '5125550110' }, message: { message: 'What time?' } });
  });

  it('send the conversation email to each recipient when a conversation starts, tokens filled and values escaped', async () => {
    const { mails, announce } = setup();
    await announce({ type: 'incomingMessage', lead, message });
    expect(mails).toHaveLength(0);
    await announce({ type: 'conversationStarted', lead, message });
    expect(mails.map((m) => m.to)).toEqual(['a@demo.test', 'b@demo.test']);
    expect(mails[0]!.subject).toBe('New conversation: Spring <offer>');
    expect(mails[0]!.html).toContain('<strong>Spring &lt;offer&gt;</strong>');
    expect(mails[0]!.html).toContain('First message: Hi Ana');
    expect(mails[0]!.html).toContain('href="https://x/engage/chat/T"');
    expect(mails[0]!.html).toContain('&lt;b&gt;Ana&lt;/b&gt; https://x/api/v1/engage/conversations/T/disposition What time?');
  });
});
