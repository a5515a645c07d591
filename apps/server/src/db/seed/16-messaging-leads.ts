import { CARRIER_LABELS, looksLikeOptOut, renderTokens, type MessagingLeadStatus, type SmsMessageStatus } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import type { SmsCarrier } from '../../providers/sms/sms';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_MESSAGING_CAMPAIGNS } from './14-messaging-campaigns';
import { DEMO_DNC_LEAD_PHONE, DEMO_RECORD_SETS } from './11-record-sets';
import { DEMO_WORKFLOWS } from './12-workflows';
import { sentimentOf } from '../../features/messaging-leads/inbound';
import { messagingLeads, smsMessages, type MessagingLeadRow, type SmsMessageRow } from '../../features/messaging-leads/messaging-leads.tables';
import { addRollups, type RollupDimension, type RollupRow } from '../../features/messaging-leads/rollups';
import { messagingLists, type MessagingListCounters } from '../../features/messaging-lists/messaging-lists.tables';
import { REASONS } from '../../features/messaging-lists/scrub';
import { messagingOptOuts } from '../../features/opt-outs/opt-outs.tables';

export const DEMO_MESSAGING_LIST = '00000000-0000-4000-8000-00000000e8a1';

const HOUR_MS = 3_600_000;
const CAMPAIGN = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
const WS = DEMO_WORKSPACES.sales;
const SENDERS = ['2125550181', '2125550182', '2125550183'];
const CARRIERS: SmsCarrier[] = ['verizon', 'att', 'tmobile', 'verizon', 'att', 'tmobile', 'verizon', 'other'];
const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Elizabeth', 'Carlos', 'Susan', 'Daniel', 'Karen', 'Jose', 'Nancy', 'Kevin'];
const TECHS = ['Luis Ortega', 'Hannah Price', 'Marcus Webb'];
/** The engine's waiting texts (send-engine.ts), as a READY lead shows them. */
const WAIT = {
  window: 'Waiting for the schedule to open in the lead’s time zone.',
  cap: 'Waiting for the carrier’s cap to reset.',
};
const ERR = {
  unreachable: { code: '40008', message: 'Handset unreachable' },
  spam: { code: '40002', message: 'Blocked as spam by the carrier (temporary)' },
  unknown: { code: '40005', message: 'Unknown destination: the number is not in service' },
};
const DISPOSITIONS = { success: { id: '00000000-0000-4000-8000-00000000e8d1', name: 'Success' }, dnc: { id: '00000000-0000-4000-8000-00000000e8d2', name: 'Do not contact' } };
const TEXTS = {
  initial: 'Hi {{FirstName}}, this is Acme Home Services: {{Technician}} will visit on {{AppointmentDate}}. Reply YES to confirm or call us to reschedule.',
  response: 'Thanks {{FirstName}}! Your appointment is confirmed. We will text you when the technician is on the way.',
  help: 'Acme Home Services appointment alerts. Msg & data rates may apply. Reply STOP to opt out. Help: (212) 555-0148.',
  stop: 'You are unsubscribed from Acme Home Services alerts and will receive no further messages.',
};

type Plan =
  | { kind: 'delivered' }
  | { kind: 'failed'; error: { code: string; message: string }; attempts: number; suppress?: boolean; finalAgo?: number }
  | { kind: 'ready'; wait: string; inHours: number; undeliveredOnce?: boolean }
  | { kind: 'stop'; replyAgo: number }
  | { kind: 'help' }
  | { kind: 'conversation'; replies: string[]; agent?: string; disposition?: keyof typeof DISPOSITIONS; replyAgo?: number }
  | { kind: 'refused'; status: Extract<MessagingLeadStatus, 'INVALID' | 'LANDLINE' | 'DUPLICATE' | 'SUPPRESSED'>; message: string };

/**
 * Appointment reminders' texting of the last seven days, as the engine would have left it: an ACTIVE list of 120 leads
 * (processed a week ago, its counts and carrier breakdown those of its leads) delivered, failed with the carrier's
 * codes, waiting, replying (STOP, HELP, conversations with agent replies and dispositions) or refused by the scrub;
 * their messages; and the dashboard's roll-ups, counted event by event as the engine, receipts, replies and
 * dispositions count them (so the roll-ups add up to the messages). Opt-outs are those of 15-opt-outs.ts: the STOP
 * replies, the carrier's refusal and the review are its rows, and the numbers the scrub suppressed were opted out
 * before the list was loaded, but one, which is in the campaign's DNC record set. The waiting leads wait for the
 * schedule or a carrier's cap until hours from now, so nothing is texted when the server starts.
 */
export async function seedMessagingLeads(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  const now = app.deps.now().getTime();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const uploaded = ago(168);

  // What each of the 120 leads went through (a healthy campaign: about 10 % undelivered, 3 % opted out, under the circuit breaker's limits) (the phones of 15-opt-outs.ts where they belong).
  const plans: { phone: string; plan: Plan }[] = [];
  const phoneOf = (i: number) => `${['512', '737', '210'][i % 3]}555${String(2000 + i)}`;
  const add = (plan: Plan, phone?: string) => plans.push({ phone: phone ?? phoneOf(plans.length), plan });
  for (let i = 0; i < 76; i++) add({ kind: 'delivered' });
  for (let i = 0; i < 2; i++) add({ kind: 'failed', error: i % 2 ? ERR.spam : ERR.unreachable, attempts: 3 });
  add({ kind: 'failed', error: ERR.unknown, attempts: 1, suppress: true, finalAgo: 26 }, '5125550163');
  for (let i = 0; i < 14; i++) add({ kind: 'ready', wait: i % 4 === 3 ? WAIT.cap : WAIT.window, inHours: 2 + (i % 7) * 2, undeliveredOnce: i % 5 === 0 });
  add({ kind: 'stop', replyAgo: 0.5 }, '7375550142');
  add({ kind: 'stop', replyAgo: 2 }, '7375550187');
  add({ kind: 'stop', replyAgo: 75 }, '2105550171');
  add({ kind: 'help' });
  add({ kind: 'conversation', replies: ['please take me off your list, I sold the house'], replyAgo: 3 }, '7375550196');
  add({ kind: 'conversation', replies: ['Yes, confirmed. Thanks!'], disposition: 'success' });
  add({ kind: 'conversation', replies: ['Yes', 'Can the tech come after 2pm?'], agent: 'Sure, we moved your visit to 2:30pm. See you then!', disposition: 'success' });
  add({ kind: 'conversation', replies: ['Sounds good'], agent: 'Great, see you soon.', disposition: 'success' });
  add({ kind: 'conversation', replies: ['Who is this?? How did you get my number'], agent: 'This is Acme Home Services about the appointment you booked online.', disposition: 'dnc' });
  add({ kind: 'conversation', replies: ['Is it the same technician as last time?'], agent: 'Yes, Hannah will come again.' });
  add({ kind: 'conversation', replies: ['ok'] });
  add({ kind: 'conversation', replies: ['Perfect, thank you'] });
  add({ kind: 'conversation', replies: ['I need to reschedule'], agent: 'No problem: would Thursday morning work?' });
  add({ kind: 'conversation', replies: ['Yes please'] });
  add({ kind: 'conversation', replies: ['What time exactly?'] });
  for (let i = 0; i < 4; i++) add({ kind: 'refused', status: 'INVALID', message: REASONS.invalid }, `555-010${i}`);
  for (let i = 0; i < 2; i++) add({ kind: 'refused', status: 'LANDLINE', message: REASONS.landline });
  for (let i = 0; i < 3; i++) add({ kind: 'refused', status: 'DUPLICATE', message: REASONS.repeated }, phoneOf(i * 7));
  add({ kind: 'refused', status: 'SUPPRESSED', message: REASONS.optedOut }, '5125550139');
  add({ kind: 'refused', status: 'SUPPRESSED', message: REASONS.optedOut }, '7375550155');
  // A number of the campaign's DNC record set (Internal Do Not Call, 11-record-sets.ts).
  add({ kind: 'refused', status: 'SUPPRESSED', message: REASONS.dncSet }, DEMO_DNC_LEAD_PHONE);

  // The dashboard's roll-ups, added as each event happened (addRollups puts each in its buckets).
  const rollups: RollupRow[] = [];
  const count = (at: Date, dimension: RollupDimension, key: string, n = 1) => {
    rollups.push({ workspaceId: WS, campaignId: CAMPAIGN, bucket: at, dimension, key, count: n });
  };
  const messages: SmsMessageRow[] = [];
  const leads: MessagingLeadRow[] = [];
  const hex = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${String(n).padStart(12, '0')}`;

  /** An outbound message and its receipt (a few seconds later), counted as the engine and the receipts count them. */
  const send = (lead: MessagingLeadRow, kind: SmsMessageRow['kind'], author: 'CAMPAIGN' | 'AGENT', body: string, at: Date, outcome: 'DELIVERED' | { status: SmsMessageStatus; error: { code: string; message: string } }) => {
    const carrier = lead.normalizedCarrier ?? 'other';
    const n = messages.length;
    const receiptAt = new Date(at.getTime() + 4000);
    const status = outcome === 'DELIVERED' ? 'DELIVERED' : outcome.status;
    messages.push({
      id: hex('8002', n), workspaceId: WS, campaignId: CAMPAIGN, leadId: lead.id, direction: 'OUT', author, kind, body,
      fromNumber: lead.senderNumber!, toNumber: lead.phone, status, providerMessageId: `SMdemo${String(n).padStart(6, '0')}`, segments: 1, carrier,
      errorCode: outcome === 'DELIVERED' ? null : outcome.error.code, errorMessage: outcome === 'DELIVERED' ? null : outcome.error.message,
      created: at, updated: receiptAt,
    });
    count(at, 'activity', 'outbound');
    count(at, 'carrier.sent', carrier);
    const result = status === 'DELIVERED' ? 'delivered' : 'failed';
    count(receiptAt, 'activity', result);
    count(receiptAt, `carrier.${result}` as const, carrier);
    count(receiptAt, 'status', status);
  };
  /** A reply of the lead, counted inbound, with its sentiment (the keyword replies have none). */
  const receive = (lead: MessagingLeadRow, body: string, at: Date) => {
    const n = messages.length;
    messages.push({
      id: hex('8002', n), workspaceId: WS, campaignId: CAMPAIGN, leadId: lead.id, direction: 'IN', author: 'LEAD', kind: 'REPLY', body,
      fromNumber: lead.phone, toNumber: lead.senderNumber!, status: 'RECEIVED', providerMessageId: `SMdemo${String(n).padStart(6, '0')}`, segments: 1,
      carrier: lead.normalizedCarrier, errorCode: null, errorMessage: null, created: at, updated: at,
    });
    count(at, 'activity', 'inbound');
  };
  const optOuts: { phone: string; reason: string; created: Date }[] = [];

  // Sending times spread over the week (a permutation, so each kind of lead has old and recent ones), latest first minutes ago.
  const sendable = plans.filter((p) => p.plan.kind !== 'refused' && p.plan.kind !== 'ready').length;
  let sentIndex = 0;
  const nextSendAgo = () => 0.25 + (((sentIndex++) * 37) % sendable) * (158 / sendable);

  plans.forEach(({ phone, plan }, i) => {
    // The scrub looks the carrier up last: a refused lead has none.
    const normalizedCarrier = plan.kind === 'refused' ? null : CARRIERS[i % CARRIERS.length]!;
    const leadData = { FirstName: FIRST[i % FIRST.length]!, AppointmentDate: `Dec ${1 + (i % 12)}`, Technician: TECHS[i % TECHS.length]! };
    const lead: MessagingLeadRow = {
      id: hex('8001', i), workspaceId: WS, campaignId: CAMPAIGN, listId: DEMO_MESSAGING_LIST, phone, status: 'READY', statusMessage: null, retryAfter: null,
      carrier: normalizedCarrier ? CARRIER_LABELS[normalizedCarrier] : null, normalizedCarrier, zones: plan.kind === 'refused' && plan.status === 'INVALID' ? [] : ['America/Chicago'],
      senderNumber: null, leadData, attempts: 0, sent: null, result: null, finalized: null,
      dispositionId: null, disposition: null, dispositionAt: null, conversationAt: null, created: uploaded,
    };
    leads.push(lead);
    const fill = (text: string) => renderTokens(text, { ...leadData, Phone: phone, FromNumber: lead.senderNumber ?? '' });
    if (plan.kind === 'refused') {
      Object.assign(lead, { status: plan.status, statusMessage: plan.message, finalized: uploaded });
      return;
    }
    lead.senderNumber = SENDERS[i % SENDERS.length]!;
    if (plan.kind === 'ready') {
      Object.assign(lead, { status: 'READY', statusMessage: plan.wait, retryAfter: new Date(now + plan.inHours * HOUR_MS) });
      if (plan.undeliveredOnce) {
        // Its first text was undelivered (temporary): it waits for its next try.
        const at = ago(20 + i % 30);
        send(lead, 'INITIAL', 'CAMPAIGN', fill(TEXTS.initial), at, { status: 'UNDELIVERED', error: ERR.unreachable });
        Object.assign(lead, { attempts: 1, sent: at, result: 'UNDELIVERED' });
      }
      return;
    }
    const replyAgo = plan.kind === 'stop' || plan.kind === 'conversation' ? plan.replyAgo : undefined;
    const fixedAgo = replyAgo !== undefined ? replyAgo + 0.4 : plan.kind === 'failed' && plan.finalAgo !== undefined ? plan.finalAgo + 4 / 3600 : undefined;
    const sentAgo = fixedAgo ?? Math.max(nextSendAgo(), plan.kind === 'conversation' ? 1.5 : 0);
    const sentAt = ago(sentAgo);
    Object.assign(lead, { sent: sentAt, attempts: 1 });

    if (plan.kind === 'failed') {
      // Each try 15 minutes after the last one's receipt (TEMPORARY_RETRY_MS), the last one final.
      for (let a = 0; a < plan.attempts; a++) {
        const at = new Date(sentAt.getTime() + a * 16 * 60_000);
        send(lead, 'INITIAL', 'CAMPAIGN', fill(TEXTS.initial), at, { status: plan.suppress ? 'FAILED' : 'UNDELIVERED', error: plan.error });
        Object.assign(lead, { attempts: a + 1, sent: at, finalized: new Date(at.getTime() + 4000) });
      }
      Object.assign(lead, { status: 'FAILED', statusMessage: `${plan.error.code} ${plan.error.message}`, result: plan.suppress ? 'FAILED' : 'UNDELIVERED' });
      if (plan.suppress) optOuts.push({ phone, reason: 'CARRIER', created: lead.finalized! });
      return;
    }
    send(lead, 'INITIAL', 'CAMPAIGN', fill(TEXTS.initial), sentAt, 'DELIVERED');
    Object.assign(lead, { status: 'DELIVERED', result: 'DELIVERED' });
    if (plan.kind === 'delivered') return;

    const replyAt = replyAgo !== undefined ? ago(replyAgo) : new Date(sentAt.getTime() + 0.2 * HOUR_MS);
    if (plan.kind === 'stop') {
      receive(lead, 'STOP', replyAt);
      optOuts.push({ phone, reason: 'STOP', created: replyAt });
      Object.assign(lead, { status: 'OPTED_OUT', statusMessage: 'Replied STOP', finalized: replyAt });
      send(lead, 'OPT_OUT', 'CAMPAIGN', fill(TEXTS.stop), new Date(replyAt.getTime() + 1000), 'DELIVERED');
      count(replyAt, 'action', 'OPT_OUT');
      return;
    }
    if (plan.kind === 'help') {
      receive(lead, 'HELP', replyAt);
      send(lead, 'HELP', 'CAMPAIGN', fill(TEXTS.help), new Date(replyAt.getTime() + 1000), 'DELIVERED');
      count(replyAt, 'action', 'HELP');
      return;
    }
    // A conversation: the first reply gets the engaged response, an agent answers through the chat, later replies follow.
    let at = replyAt;
    plan.replies.forEach((text, r) => {
      at = new Date(replyAt.getTime() + r * 0.3 * HOUR_MS);
      receive(lead, text, at);
      if (looksLikeOptOut(text)) count(at, 'action', 'REVIEW');
      count(at, 'sentiment', sentimentOf(text));
      if (r === 0) {
        Object.assign(lead, { status: 'CONVERSATION', conversationAt: at });
        send(lead, 'ENGAGED', 'CAMPAIGN', fill(TEXTS.response), new Date(at.getTime() + 1000), 'DELIVERED');
        count(at, 'action', 'CONVERSATION');
        count(at, 'conversation', '');
      }
    });
    if (plan.agent) {
      at = new Date(at.getTime() + 0.1 * HOUR_MS);
      send(lead, 'AGENT', 'AGENT', plan.agent, at, 'DELIVERED');
    }
    if (plan.disposition) {
      const d = DISPOSITIONS[plan.disposition];
      at = new Date(at.getTime() + 0.1 * HOUR_MS);
      Object.assign(lead, { dispositionId: d.id, disposition: d.name, dispositionAt: at });
      count(at, 'disposition', d.name);
      if (plan.disposition === 'dnc') optOuts.push({ phone, reason: 'DO_NOT_CONTACT', created: at });
    }
  });

  // The list: processed when uploaded, its counts those of the scrub (loaded: every lead it left READY).
  const counters: MessagingListCounters = { supplied: leads.length, loaded: 0, invalid: 0, landline: 0, suppressed: 0, duplicate: 0 };
  const carrierBreakDown: Record<string, number> = {};
  plans.forEach(({ plan }, i) => {
    if (plan.kind !== 'refused') {
      counters.loaded++;
      const label = leads[i]!.carrier!;
      carrierBreakDown[label] = (carrierBreakDown[label] ?? 0) + 1;
    } else if (plan.status === 'INVALID') counters.invalid++;
    else if (plan.status === 'LANDLINE') counters.landline++;
    else if (plan.status === 'DUPLICATE') counters.duplicate++;
    else counters.suppressed++;
  });
  const headers = ['Phone', 'FirstName', 'AppointmentDate', 'Technician'];
  await db.insert(messagingLists).values({
    id: DEMO_MESSAGING_LIST, orgId: ctx.demoOrgId, workspaceId: WS, campaignId: CAMPAIGN, name: 'appointments-week-48.csv', status: 'ACTIVE',
    uploaded, firstRow: headers, rowCount: leads.length,
    request: { mappedCols: headers.map((columnId, columnIndex) => ({ columnIndex, columnId })), dncRecordSets: [DEMO_RECORD_SETS.internalDnc], workflowId: DEMO_WORKFLOWS.smsConsent },
    processedByFirstName: 'Olivia', processedByLastName: 'Owner', processingStart: uploaded, processingFinish: new Date(uploaded.getTime() + 40_000),
    processedRows: leads.length, counters, carrierBreakDown, updated: new Date(uploaded.getTime() + 60_000),
  });
  await db.insert(messagingLeads).values(leads);
  for (let i = 0; i < messages.length; i += 200) await db.insert(smsMessages).values(messages.slice(i, i + 200));
  await addRollups(db, rollups);
  // 15-opt-outs.ts holds the STOP replies and the carrier's refusal; the Do not contact disposition adds its own.
  const missing = optOuts.filter((o) => o.reason === 'DO_NOT_CONTACT');
  if (missing.length) await db.insert(messagingOptOuts).values(missing.map((o) => ({ workspaceId: WS, phone: o.phone, campaignId: CAMPAIGN, reason: o.reason, created: o.created })));
}
