import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { CampaignStats, MessagingDashboard } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { testClock } from '../../testing/auth-fixtures';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { campaignsUrl } from '../../features/campaigns/campaigns.test-helpers';
import { messagingLeads, messagingRollups, smsMessages } from '../../features/messaging-leads/messaging-leads.tables';
import { messagingLists } from '../../features/messaging-lists/messaging-lists.tables';
import { messagingOptOuts } from '../../features/opt-outs/opt-outs.tables';
import { messagingCampaigns } from '../../features/messaging-campaigns/messaging-campaigns.tables';
import { REASONS } from '../../features/messaging-lists/scrub';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import { DEMO_MESSAGING_CAMPAIGNS } from './14-messaging-campaigns';
import { DEMO_MESSAGING_LIST } from './16-messaging-leads';
import { DEMO_SPRING_LIST } from './17-spring-tune-up-list';
import { breakerVerdict } from '../../features/messaging-leads/circuit-breaker';
import { recentOutcome } from '../../features/messaging-leads/messaging-leads.repo';
import { CIRCUIT_BREAKER } from '../../features/messaging-leads/circuit-breaker';

const NOW = Date.parse('2026-03-04T17:00:00Z');
const clock = testClock(NOW);
const CAMPAIGN = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await testApp({ overrides: { now: clock.now } });
  ({ owner } = await signInDemoTeam(t));
});
afterAll(async () => t.close());

const sumOf = (rows: { dimension: string; key: string; count: number }[], dimension: string, key?: string) =>
  rows.filter((r) => r.dimension === dimension && (key === undefined || r.key === key)).reduce((a, r) => a + r.count, 0);

describe('demo seed: Engage texting of Appointment reminders', () => {
  it('is a healthy campaign: the circuit breaker would not stop it on the first sweep', async () => {
    const outcome = await recentOutcome(t.deps.db, CAMPAIGN, CIRCUIT_BREAKER.window);
    expect(outcome.total).toBeGreaterThanOrEqual(CIRCUIT_BREAKER.minSample);
    expect(breakerVerdict(outcome)).toBeNull();
  });

  it('has an ACTIVE processed list whose counts and carrier breakdown are those of its leads, in every state', async () => {
    const [list] = await t.deps.db.select().from(messagingLists).where(eq(messagingLists.id, DEMO_MESSAGING_LIST));
    expect(list).toMatchObject({ campaignId: CAMPAIGN, workspaceId: DEMO.ws.sales, status: 'ACTIVE', rowCount: 120, processedRows: 120 });
    const leads = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.listId, DEMO_MESSAGING_LIST));
    expect(leads).toHaveLength(120);
    const byStatus = (s: string) => leads.filter((l) => l.status === s);
    for (const s of ['DELIVERED', 'FAILED', 'READY', 'CONVERSATION', 'OPTED_OUT', 'INVALID', 'LANDLINE', 'DUPLICATE', 'SUPPRESSED']) expect(byStatus(s).length, s).toBeGreaterThan(0);
    const refused = ['INVALID', 'LANDLINE', 'DUPLICATE', 'SUPPRESSED'];
    expect(list!.counters).toEqual({
      supplied: 120, loaded: leads.filter((l) => !refused.includes(l.status)).length, invalid: byStatus('INVALID').length,
      landline: byStatus('LANDLINE').length, duplicate: byStatus('DUPLICATE').length, suppressed: byStatus('SUPPRESSED').length,
    });
    const breakdown: Record<string, number> = {};
    for (const l of leads) if (l.carrier) breakdown[l.carrier] = (breakdown[l.carrier] ?? 0) + 1;
    expect(list!.carrierBreakDown).toEqual(breakdown);
    // Nothing is due when the server starts: every waiting lead waits for a time to come.
    for (const l of byStatus('READY')) expect(l.retryAfter!.getTime()).toBeGreaterThan(NOW);
    expect(byStatus('FAILED').every((l) => /^400\d\d /.test(l.statusMessage ?? ''))).toBe(true);
    expect(byStatus('CONVERSATION').filter((l) => l.disposition).map((l) => l.disposition).sort()).toEqual(['Do not contact', 'Success', 'Success', 'Success']);
    // The STOP replies and the carrier's refusal are the opt-outs of 15-opt-outs.ts.
    const optOuts = await t.deps.db.select().from(messagingOptOuts).where(eq(messagingOptOuts.workspaceId, DEMO.ws.sales));
    for (const l of byStatus('OPTED_OUT')) expect(optOuts.find((o) => o.phone === l.phone)?.reason).toBe('STOP');
    expect(optOuts.find((o) => o.phone === '5125550163')?.reason).toBe('CARRIER');
    expect(leads.find((l) => l.phone === '5125550163')?.status).toBe('FAILED');
  });

  it('suppressed each refused number for a reason that holds: opted out, or in a DNC record set of the campaign', async () => {
    const [campaign] = await t.deps.db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, CAMPAIGN));
    const suppressed = await t.deps.db.select().from(messagingLeads).where(and(eq(messagingLeads.listId, DEMO_MESSAGING_LIST), eq(messagingLeads.status, 'SUPPRESSED')));
    const optedOut = await t.services.optOuts.service.optedOutAmong(DEMO.ws.sales, suppressed.map((l) => l.phone));
    const inDnc = new Set<string>();
    for (const setId of campaign!.dncRecordSets) {
      for (const key of (await t.services.recordSets.engine.getRecords(DEMO.ws.sales, setId, suppressed.map((l) => l.phone))).keys()) inDnc.add(key);
    }
    expect(suppressed.filter((l) => l.statusMessage === REASONS.dncSet)).toHaveLength(1);
    for (const l of suppressed) {
      if (l.statusMessage === REASONS.optedOut) expect(optedOut.has(l.phone), l.phone).toBe(true);
      else {
        expect(l.statusMessage).toBe(REASONS.dncSet);
        // The scrub looks at opt-outs first: a number it found in the DNC set is not opted out.
        expect([optedOut.has(l.phone), inDnc.has(l.phone)], l.phone).toEqual([false, true]);
      }
    }
  });

  it('has their messages both ways, and roll-ups that add up to them', async () => {
    const messages = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.campaignId, CAMPAIGN));
    const out = messages.filter((m) => m.direction === 'OUT');
    const kinds = new Set(messages.map((m) => m.kind));
    for (const k of ['INITIAL', 'ENGAGED', 'HELP', 'OPT_OUT', 'AGENT', 'REPLY']) expect(kinds.has(k as never), k).toBe(true);
    expect(messages.filter((m) => m.direction === 'IN').every((m) => m.status === 'RECEIVED')).toBe(true);
    expect(messages.every((m) => m.created.getTime() <= NOW)).toBe(true);
    const rollups = await t.deps.db.select().from(messagingRollups).where(and(eq(messagingRollups.campaignId, CAMPAIGN), eq(messagingRollups.workspaceId, DEMO.ws.sales)));
    expect(sumOf(rollups, 'activity', 'outbound')).toBe(out.length);
    expect(sumOf(rollups, 'activity', 'delivered')).toBe(out.filter((m) => m.status === 'DELIVERED').length);
    expect(sumOf(rollups, 'activity', 'failed')).toBe(out.filter((m) => m.status === 'FAILED' || m.status === 'UNDELIVERED').length);
    expect(sumOf(rollups, 'activity', 'inbound')).toBe(messages.length - out.length);
    for (const c of ['att', 'verizon', 'tmobile', 'other']) expect(sumOf(rollups, 'carrier.sent', c), c).toBe(out.filter((m) => m.carrier === c).length);
    expect(sumOf(rollups, 'conversation')).toBe((await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.status, 'CONVERSATION'))).length);
    expect(sumOf(rollups, 'disposition', 'Success')).toBe(3);
  });

  it('shows on the messaging dashboard for this week and today, and on the Core campaign’s SMS activity chart', async () => {
    const res = await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaigns/dashboard`, owner, {
      earliest: new Date(NOW - 7 * 86_400_000).toISOString(), latest: new Date(NOW).toISOString(), timezone: 'America/Chicago',
    });
    expect(res.statusCode, res.body).toBe(200);
    const week: MessagingDashboard = res.json().data;
    const campaign = week.campaignCounts.find((c) => c.id === CAMPAIGN)!;
    expect(campaign).toMatchObject({ name: 'Appointment reminders' });
    expect(campaign.sentCount).toBeGreaterThan(50);
    expect(campaign.deliveredCount).toBeGreaterThan(0);
    expect(campaign.failedCount).toBeGreaterThan(0);
    expect(week.carrierStatusCounts.length).toBeGreaterThan(1);
    expect(week.conversationsStarted[0]!.count).toBeGreaterThan(0);
    expect(week.dispositionCounts.length).toBeGreaterThan(0);
    const today = await call(t, 'POST', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaigns/dashboard`, owner, {
      earliest: DateTime.fromMillis(NOW).setZone('America/Chicago').startOf('day').toUTC().toISO(), latest: new Date(NOW).toISOString(), timezone: 'America/Chicago',
    });
    expect((today.json().data as MessagingDashboard).campaignCounts.find((c) => c.id === CAMPAIGN)?.sentCount).toBeGreaterThan(0);

    const stats = await call(t, 'GET', campaignsUrl(DEMO.ws.sales, `/${DEMO_CAMPAIGNS.appointmentAlerts}/stats?timeZone=America/Chicago`), owner);
    const sms = (stats.json().data as CampaignStats).smsStats;
    expect(sms.slice(-8).reduce((a, d) => a + d.sent, 0)).toBe(campaign.sentCount);
    expect(sms[sms.length - 1]!.sent).toBeGreaterThan(0);
  });
});

describe('demo seed: the Spring tune-up offer draft', () => {
  const SPRING = DEMO_MESSAGING_CAMPAIGNS.springTuneUp;

  it('has a processed list of its own, READY while the campaign is a DRAFT, whose leads wait unsent and whose counts are theirs', async () => {
    const [campaign] = await t.deps.db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, SPRING));
    expect(campaign!.campaignStatus).toBe('DRAFT');
    const lists = await t.deps.db.select().from(messagingLists).where(eq(messagingLists.campaignId, SPRING));
    expect(lists.map((l) => [l.id, l.status])).toEqual([[DEMO_SPRING_LIST, 'READY']]);
    const list = lists[0]!;
    const leads = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.campaignId, SPRING));
    expect(leads.length).toBeGreaterThanOrEqual(8);
    expect(leads.every((l) => l.listId === DEMO_SPRING_LIST && l.sent === null && l.attempts === 0 && l.senderNumber === null)).toBe(true);
    expect(list).toMatchObject({ rowCount: leads.length, processedRows: leads.length });
    const byStatus = (s: string) => leads.filter((l) => l.status === s).length;
    expect(byStatus('READY')).toBeGreaterThan(leads.length / 2);
    expect(list.counters).toEqual({
      supplied: leads.length, loaded: byStatus('READY'), invalid: byStatus('INVALID'), landline: byStatus('LANDLINE'),
      duplicate: byStatus('DUPLICATE'), suppressed: byStatus('SUPPRESSED'),
    });
    const breakdown: Record<string, number> = {};
    for (const l of leads) if (l.status === 'READY') breakdown[l.carrier!] = (breakdown[l.carrier!] ?? 0) + 1;
    expect(list.carrierBreakDown).toEqual(breakdown);
    // Its fields are the campaign's, and its refused numbers were refused for reasons that hold.
    expect(list.firstRow.every((f) => ['Phone', 'FirstName', 'LastName', 'Zip', ...campaign!.customFields].includes(f))).toBe(true);
    const optedOut = await t.services.optOuts.service.optedOutAmong(DEMO.ws.sales, leads.map((l) => l.phone));
    for (const l of leads) expect(optedOut.has(l.phone), l.phone).toBe(l.status === 'SUPPRESSED');
    // Nothing of it is sent: the campaign is not active and the list not activated.
    expect(await t.services.messagingLeads.ports.campaign(SPRING)).toMatchObject({ active: false, activeListIds: [] });
  });

  it('shows in the campaign’s Leads search and Lists tab through the API', async () => {
    const lists = await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaigns/${SPRING}/lists`, owner);
    expect(lists.statusCode, lists.body).toBe(200);
    expect(lists.json().data.map((l: { id: string; status: string }) => [l.id, l.status])).toEqual([[DEMO_SPRING_LIST, 'READY']]);
    const found = await call(t, 'GET', `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaignLeads?prefix=512&campaignId=${SPRING}`, owner);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.length).toBeGreaterThan(0);
  });
});
