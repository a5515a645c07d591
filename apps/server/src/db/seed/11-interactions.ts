import { DEMO_WORKFLOWS } from './12-workflows';
import { DateTime } from 'luxon';
import type { Interaction, InteractionEvent } from '@trueline/workflow';
import type { ChannelType, InteractionEventType, InteractionValidation } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { seeded, pick } from '../../providers/sandbox';
import { newId } from '../../platform/crypto';
import type { RecordContext } from '../../features/interactions/interaction-row';

/**
 * The demo workflows the demo interactions belong to. The workflows seed (another slice) creates these workflows;
 * the integrator points these ids at them, so the dashboard names them.
 */
export const DEMO_INTERACTION_WORKFLOWS = {
  inboundScreening: DEMO_WORKFLOWS.inbound,
  outboundCompliance: DEMO_WORKFLOWS.outbound,
  smsConsent: DEMO_WORKFLOWS.smsConsent,
} as const;

/** Days of history the demo has (today included). */
export const DEMO_INTERACTION_DAYS = 30;

interface Place { npa: string; city: string; state: string; zip: string; zone: string; weight: number }
const PLACES: Place[] = [
  { npa: '512', city: 'Austin', state: 'TX', zip: '78701', zone: 'America/Chicago', weight: 9 },
  { npa: '214', city: 'Dallas', state: 'TX', zip: '75201', zone: 'America/Chicago', weight: 8 },
  { npa: '713', city: 'Houston', state: 'TX', zip: '77002', zone: 'America/Chicago', weight: 8 },
  { npa: '305', city: 'Miami', state: 'FL', zip: '33130', zone: 'America/New_York', weight: 7 },
  { npa: '407', city: 'Orlando', state: 'FL', zip: '32801', zone: 'America/New_York', weight: 5 },
  { npa: '212', city: 'New York', state: 'NY', zip: '10007', zone: 'America/New_York', weight: 6 },
  { npa: '718', city: 'Brooklyn', state: 'NY', zip: '11201', zone: 'America/New_York', weight: 4 },
  { npa: '213', city: 'Los Angeles', state: 'CA', zip: '90012', zone: 'America/Los_Angeles', weight: 7 },
  { npa: '415', city: 'San Francisco', state: 'CA', zip: '94103', zone: 'America/Los_Angeles', weight: 4 },
  { npa: '602', city: 'Phoenix', state: 'AZ', zip: '85004', zone: 'America/Phoenix', weight: 5 },
  { npa: '404', city: 'Atlanta', state: 'GA', zip: '30303', zone: 'America/New_York', weight: 4 },
  { npa: '312', city: 'Chicago', state: 'IL', zip: '60601', zone: 'America/Chicago', weight: 4 },
  { npa: '704', city: 'Charlotte', state: 'NC', zip: '28202', zone: 'America/New_York', weight: 3 },
  { npa: '614', city: 'Columbus', state: 'OH', zip: '43215', zone: 'America/New_York', weight: 3 },
  { npa: '215', city: 'Philadelphia', state: 'PA', zip: '19107', zone: 'America/New_York', weight: 3 },
  { npa: '303', city: 'Denver', state: 'CO', zip: '80202', zone: 'America/Denver', weight: 2 },
  { npa: '206', city: 'Seattle', state: 'WA', zip: '98101', zone: 'America/Los_Angeles', weight: 2 },
  { npa: '617', city: 'Boston', state: 'MA', zip: '02108', zone: 'America/New_York', weight: 2 },
  { npa: '201', city: 'Jersey City', state: 'NJ', zip: '07302', zone: 'America/New_York', weight: 2 },
  { npa: '416', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', zone: 'America/Toronto', weight: 1 },
];

const CARRIERS: { carrier: string; lineType: string; weight: number }[] = [
  { carrier: 'Verizon Wireless', lineType: 'Mobile', weight: 24 },
  { carrier: 'AT&T Mobility', lineType: 'Mobile', weight: 21 },
  { carrier: 'T-Mobile USA', lineType: 'Mobile', weight: 18 },
  { carrier: 'US Cellular', lineType: 'Mobile', weight: 3 },
  { carrier: 'Comcast', lineType: 'FixedVOIP', weight: 7 },
  { carrier: 'Spectrum', lineType: 'FixedVOIP', weight: 6 },
  { carrier: 'Lumen', lineType: 'Landline', weight: 8 },
  { carrier: 'Frontier', lineType: 'Landline', weight: 5 },
  { carrier: 'Google Voice', lineType: 'NonFixedVOIP', weight: 4 },
  { carrier: 'Bandwidth.com', lineType: 'NonFixedVOIP', weight: 3 },
  { carrier: 'Toll-free service', lineType: 'TollFree', weight: 1 },
];

/** How a call ends: the deciding node's label (the reason), its result, and the event the deciding check logged. */
interface Outcome { reason: string; result: 'Accepted' | 'Rejected'; weight: number; check?: [type: 'WARNING' | 'INFO' | 'ERROR', message: string]; sip?: number }
const OUTCOMES: Outcome[] = [
  { reason: 'Callable', result: 'Accepted', weight: 52 },
  { reason: 'Existing customer', result: 'Accepted', weight: 18, check: ['INFO', 'RecordSet: EBR - Record found'] },
  { reason: 'Federal DNC', result: 'Rejected', weight: 7, check: ['WARNING', 'Federal DNC: the number is on the national registry'] },
  { reason: 'State DNC', result: 'Rejected', weight: 3, check: ['WARNING', 'State DNC: the number is on the state list'] },
  { reason: 'Outside calling hours', result: 'Rejected', weight: 6, check: ['WARNING', 'State dialing: outside the calling hours of the callee'], sip: 580 },
  { reason: 'Velocity limit', result: 'Rejected', weight: 6, check: ['WARNING', 'Velocity: 7 attempts in the last 7 days'] },
  { reason: 'Invalid number', result: 'Rejected', weight: 3, check: ['WARNING', 'DataBoost: the number is not valid'] },
  { reason: 'Reassigned number', result: 'Rejected', weight: 2, check: ['WARNING', 'Reassigned Number: disconnected since the consent date'] },
  { reason: 'Known litigator', result: 'Rejected', weight: 1, check: ['WARNING', 'Known litigator: the number is on the TCPA plaintiff list'] },
  { reason: 'Natural disaster', result: 'Rejected', weight: 2, check: ['WARNING', 'State of emergency: a declared emergency covers the callee'] },
];

function weighted<T extends { weight: number }>(rand: () => number, items: readonly T[]): T {
  let n = rand() * items.reduce((s, i) => s + i.weight, 0);
  for (const item of items) if ((n -= item.weight) < 0) return item;
  return items[items.length - 1]!;
}

/** Calls per local hour of the day: the business day, with a lunchtime dip and an evening tail. */
const HOURS = [8, 9, 9, 10, 10, 10, 11, 11, 12, 13, 13, 14, 14, 14, 15, 15, 16, 16, 17, 17, 18, 19, 20];
// Built here rather than with the engine's newInteraction/logEvent: only the engine's types are needed to seed.
const logEvent = (ix: Interaction, type: InteractionEventType, message: string, timestamp: Date) => ix.events.push({ type, message, timestamp } satisfies InteractionEvent);
const newInteraction = (v: Omit<Interaction, 'scopes' | 'pcidFromNumber' | 'events' | 'result' | 'reason' | 'sipResponseCode'>): Interaction =>
  ({ ...v, scopes: {}, pcidFromNumber: null, events: [], result: null, reason: null, sipResponseCode: null });
const fmt = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

/** One demo call decided as the workflow would: events in order, the result, and what the checks found. */
function demoCall(rand: () => number, at: Date, workspaceId: string, workflowId: string, channelType: ChannelType, isTest: boolean): { ix: Interaction; validation: InteractionValidation | null; litigatorFound: boolean | null; runTimeMs: number } {
  const place = weighted(rand, PLACES);
  const to = `${place.npa}55501${String(Math.floor(rand() * 100)).padStart(2, '0')}`;
  const from = workflowId === DEMO_INTERACTION_WORKFLOWS.smsConsent ? '8885550147' : `51255501${pick(rand, ['00', '01', '02', '42'])}`;
  const ix = newInteraction({
    id: newId(), timestamp: at, workflowId, isTest, channelType, to, from, originalZip: rand() < 0.7 ? place.zip : null, zip: place.zip, city: place.city,
    state: place.state, timezone: place.zone, externId: workflowId === DEMO_INTERACTION_WORKFLOWS.outboundCompliance ? `L-${10000 + Math.floor(rand() * 5000)}` : null,
    phoneType: pick(rand, ['Mobile', 'Mobile', 'Home', 'Business', 'Unknown'] as const),
    data: rand() < 0.6 ? { leadSource: pick(rand, ['web-form', 'partner', 'inbound-ad', 'referral']), campaign: pick(rand, ['Q4 Outreach', 'Retention', 'Win-back']) } : {},
  });
  const outcome = weighted(rand, OUTCOMES);
  let ms = at.getTime();
  const step = () => new Date((ms += 5 + Math.floor(rand() * 40)));
  logEvent(ix, 'INFO', `Start: ${channelType} ${channelType === 'SMS' ? 'text' : 'call'} to ${fmt(to)}${isTest ? ' (test)' : ''}`, step());
  let validation: InteractionValidation | null = null;
  if (channelType === 'Voice' && rand() < 0.93) {
    const c = weighted(rand, CARRIERS);
    const isValid = outcome.reason !== 'Invalid number';
    validation = { isValid, activityScore: isValid ? 35 + Math.floor(rand() * 65) : Math.floor(rand() * 20), lineType: c.lineType, carrier: c.carrier, isPrepaid: rand() < 0.12 };
    logEvent(ix, isValid ? 'SUCCESS' : 'WARNING', `DataBoost: ${isValid ? 'valid' : 'invalid'} ${c.lineType} number, activity score ${validation.activityScore} (${c.carrier})`, step());
  }
  if (rand() < 0.02) logEvent(ix, 'ERROR', 'Known litigator: the service did not answer in time; continuing without it', step());
  if (outcome.check) logEvent(ix, outcome.check[0], outcome.check[1], step());
  else logEvent(ix, 'SUCCESS', 'Federal DNC: not on the national registry', step());
  if (outcome.result === 'Accepted') {
    if (workflowId === DEMO_INTERACTION_WORKFLOWS.outboundCompliance) ix.pcidFromNumber = `${place.npa}55501${String(50 + Math.floor(rand() * 40))}`;
    logEvent(ix, 'SUCCESS', `Accepted: ${outcome.reason}`, step());
  } else {
    logEvent(ix, 'INFO', `Rejected: ${outcome.reason} (SIP ${outcome.sip ?? 503})`, step());
  }
  ix.result = outcome.result;
  ix.reason = outcome.reason;
  ix.sipResponseCode = outcome.result === 'Rejected' ? outcome.sip ?? 503 : null;
  return { ix, validation, litigatorFound: channelType === 'Voice' ? outcome.reason === 'Known litigator' : null, runTimeMs: ms - at.getTime() + 20 + Math.floor(rand() * 120) };
}

/** The demo's calls over the last 30 days up to now: weekdays busier than weekends, within each callee's business day. */
export function demoInteractions(now: Date, workspaceId: string, seed: string, perWeekday: number): { ix: Interaction; ctx: Omit<RecordContext, 'orgId' | 'workspaceId'> }[] {
  const rand = seeded(seed);
  const out: ReturnType<typeof demoInteractions> = [];
  const today = DateTime.fromJSDate(now, { zone: 'America/Chicago' }).startOf('day');
  const workflows: [string, ChannelType, number][] = [
    [DEMO_INTERACTION_WORKFLOWS.inboundScreening, 'Voice', 5],
    [DEMO_INTERACTION_WORKFLOWS.outboundCompliance, 'Voice', 3],
    [DEMO_INTERACTION_WORKFLOWS.smsConsent, 'SMS', 1],
  ];
  for (let back = DEMO_INTERACTION_DAYS - 1; back >= 0; back--) {
    const day = today.minus({ days: back });
    const weekend = day.weekday >= 6;
    const calls = Math.round(perWeekday * (weekend ? 0.35 : 1) * (0.8 + rand() * 0.4));
    for (let i = 0; i < calls; i++) {
      const place = weighted(rand, PLACES);
      const local = day.setZone(place.zone, { keepLocalTime: true }).set({ hour: pick(rand, HOURS), minute: Math.floor(rand() * 60), second: Math.floor(rand() * 60) });
      const at = local.toJSDate();
      if (at.getTime() > now.getTime()) continue;
      const [workflowId, channelType] = weighted(rand, workflows.map(([id, ch, weight]) => ({ weight, value: [id, ch] as const }))).value;
      const isTest = rand() < 0.01;
      const call = demoCall(rand, at, workspaceId, workflowId, channelType, isTest);
      out.push({
        ix: call.ix,
        ctx: {
          runTimeMs: call.runTimeMs, validationResult: call.validation,
          knownLitigatorCheck: call.litigatorFound === null ? null : { Found: call.litigatorFound, actions: call.litigatorFound ? 'TCPA suit filed 2024 (N.D. Tex.)' : null },
        },
      });
    }
  }
  return out.sort((a, b) => a.ix.timestamp.getTime() - b.ix.timestamp.getTime());
}

/**
 * Interactions of the last 30 days in Sales Floor (and a few in Other Co's workspace, to show tenant isolation), recorded
 * through the recorder the screening API uses, so the rollups agree with the rows.
 */
export async function seedInteractions(app: App, ctx: SeedContext): Promise<void> {
  const { recorder } = app.services.interactions;
  const now = app.deps.now();
  const record = (orgId: string, workspaceId: string, calls: ReturnType<typeof demoInteractions>) => {
    for (const c of calls) recorder.record(c.ix, { orgId, workspaceId, ...c.ctx });
  };
  record(ctx.demoOrgId, DEMO_WORKSPACES.sales, demoInteractions(now, DEMO_WORKSPACES.sales, 'interactions:sales', 220));
  record(ctx.otherOrgId, DEMO_WORKSPACES.other, demoInteractions(now, DEMO_WORKSPACES.other, 'interactions:other', 2));
  await recorder.flush();
}
