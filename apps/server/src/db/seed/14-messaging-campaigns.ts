import { DEFAULT_MESSAGING_SCHEDULE, MESSAGING_MESSAGES, MESSAGING_WEBHOOK_KEYS, type MessagingEventType } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import { DEMO_RECORD_SETS } from './11-record-sets';
import { DEMO_WORKFLOWS } from './12-workflows';
import { messagingCampaignEvents, messagingCampaigns } from '../../features/messaging-campaigns/messaging-campaigns.tables';

export const DEMO_MESSAGING_CAMPAIGNS = {
  appointmentReminders: '00000000-0000-4000-8000-00000000e801',
  springTuneUp: '00000000-0000-4000-8000-00000000e802',
} as const;

const DAY_MS = 86_400_000;
const NO_WEBHOOKS = Object.fromEntries(MESSAGING_WEBHOOK_KEYS.map((k) => [k, null])) as Record<(typeof MESSAGING_WEBHOOK_KEYS)[number], null>;

/**
 * Sales Floor's Engage campaigns, sent through the Appointment Alerts SMS Core campaign (10DLC): an approved ACTIVE one
 * with every text, weekday and Saturday hours, a holiday exception and two dispositions, screened by the SMS consent
 * workflow against the internal DNC set; and a DRAFT still being written.
 */
export async function seedMessagingCampaigns(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  const now = app.deps.now().getTime();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 3_600_000);
  const base = { orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales, senderSourceType: 'LONG_CODE' as const, webhooks: NO_WEBHOOKS };

  await db.insert(messagingCampaigns).values([
    {
      ...base, id: DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, name: 'Appointment reminders', campaignStatus: 'ACTIVE', status: 'ACTIVE',
      senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts, aegisWorkflowId: DEMO_WORKFLOWS.smsConsent, runWorkflowBeforeSend: true,
      dncRecordSets: [DEMO_RECORD_SETS.internalDnc], customFields: ['AppointmentDate', 'Technician'],
      dispositions: [
        { id: '00000000-0000-4000-8000-00000000e8d1', disposition: 'Success', success: true, doNotContact: false },
        { id: '00000000-0000-4000-8000-00000000e8d2', disposition: 'Do not contact', success: false, doNotContact: true },
      ],
      messages: {
        outgoingMessage: 'Hi {{FirstName}}, this is Acme Home Services: {{Technician}} will visit on {{AppointmentDate}}. Reply YES to confirm or call us to reschedule.',
        responseMessage: 'Thanks {{FirstName}}! Your appointment is confirmed. We will text you when the technician is on the way.',
        helpMessage: 'Acme Home Services appointment alerts. Msg & data rates may apply. Reply STOP to opt out. Help: (212) 555-0148.',
        stopMessage: 'You are unsubscribed from Acme Home Services alerts and will receive no further messages.',
        startMessage: 'You are subscribed again to Acme Home Services appointment alerts. Reply STOP to opt out.',
      },
      schedule: {
        ...DEFAULT_MESSAGING_SCHEDULE, monday: [{ start: 540, end: 1200 }], tuesday: [{ start: 540, end: 1200 }], wednesday: [{ start: 540, end: 1200 }],
        thursday: [{ start: 540, end: 1200 }], friday: [{ start: 540, end: 1200 }], saturday: [{ start: 600, end: 840 }],
        exceptions: [{ id: '00000000-0000-4000-8000-00000000e8e1', date: '2026-12-25', schedule: [] }],
      },
      notifications: {
        sendConversationEmail: true,
        conversationEmail: { to: ['owner@demo.test'], cc: [], subject: MESSAGING_MESSAGES.defaultEmailSubject, htmlBody: MESSAGING_MESSAGES.defaultEmailBody },
      },
      created: ago(14), updated: ago(9),
    },
    {
      ...base, id: DEMO_MESSAGING_CAMPAIGNS.springTuneUp, name: 'Spring tune-up offer', campaignStatus: 'DRAFT', status: 'ACTIVE',
      senderSourceId: DEMO_CAMPAIGNS.appointmentAlerts, customFields: ['Offer'],
      messages: {
        outgoingMessage: 'Hi {{FirstName}}, spring is here: book an HVAC tune-up with Acme Home Services and get {{Offer}}.',
        responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '',
      },
      schedule: { ...DEFAULT_MESSAGING_SCHEDULE, exceptions: [] },
      notifications: { sendConversationEmail: false, conversationEmail: { to: [], cc: [], subject: '', htmlBody: '' } },
      created: ago(2), updated: ago(1),
    },
  ]);

  const events: [string, Date, MessagingEventType, string, string][] = [
    [DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, ago(14), 'INFO', 'Settings', 'Campaign created by owner@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, ago(13), 'INFO', 'Settings', 'Campaign settings saved by owner@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, ago(12), 'INFO', 'Status', 'Approval requested by owner@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, ago(10), 'SUCCESS', 'Status', 'Campaign approved by superadmin@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.appointmentReminders, ago(9), 'SUCCESS', 'Status', 'Campaign started by owner@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.springTuneUp, ago(2), 'INFO', 'Settings', 'Campaign created by admin@demo.test'],
    [DEMO_MESSAGING_CAMPAIGNS.springTuneUp, ago(1), 'INFO', 'Settings', 'Campaign settings saved by admin@demo.test'],
  ];
  await db.insert(messagingCampaignEvents).values(events.map(([campaignId, timestamp, type, category, message], i) => ({
    id: `00000000-0000-4000-8000-00000000e9${String(i).padStart(2, '0')}`, campaignId, timestamp, type, category, message,
  })));
}
