import { CARRIER_LABELS } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import type { SmsCarrier } from '../../providers/sms/sms';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_MESSAGING_CAMPAIGNS } from './14-messaging-campaigns';
import type { LoadedLeadStatus } from '../../features/messaging-leads/load-leads';
import { messagingLeads, type MessagingLeadRow } from '../../features/messaging-leads/messaging-leads.tables';
import { messagingCampaignEvents } from '../../features/messaging-campaigns/messaging-campaigns.tables';
import { messagingLists } from '../../features/messaging-lists/messaging-lists.tables';
import { countOutcomes } from '../../features/messaging-lists/process-list';
import { REASONS } from '../../features/messaging-lists/scrub';
import { emptyCounters } from '../../features/messaging-lists/view';

export const DEMO_SPRING_LIST = '00000000-0000-4000-8000-00000000e8a2';
const LIST_NAME = 'spring-tune-up-austin.csv';

const HOUR_MS = 3_600_000;
const CAMPAIGN = DEMO_MESSAGING_CAMPAIGNS.springTuneUp;
const WS = DEMO_WORKSPACES.sales;
const HEADERS = ['Phone', 'FirstName', 'LastName', 'Zip', 'Offer'];

/** The file's rows as the scrub left them: READY with the carrier looked up last, or refused with its reason. */
const ROWS: { phone: string; first: string; last: string; zip: string; offer: string; carrier?: SmsCarrier; refused?: [LoadedLeadStatus, string] }[] = [
  { phone: '5125553101', first: 'Angela', last: 'Reyes', zip: '78704', offer: '$20 off', carrier: 'verizon' },
  { phone: '5125553102', first: 'Brian', last: 'Cole', zip: '78745', offer: '$20 off', carrier: 'att' },
  { phone: '7375553103', first: 'Cynthia', last: 'Nguyen', zip: '78758', offer: 'a free filter', carrier: 'tmobile' },
  { phone: '5125553104', first: 'Derek', last: 'Holt', zip: '78731', offer: '$20 off', carrier: 'verizon' },
  { phone: '7375553105', first: 'Erin', last: 'Walsh', zip: '78723', offer: 'a free filter', carrier: 'att' },
  { phone: '5125553106', first: 'Felipe', last: 'Ramos', zip: '78741', offer: '$20 off', carrier: 'verizon' },
  { phone: '5125553107', first: 'Gloria', last: 'Banks', zip: '78759', offer: 'a free filter', carrier: 'tmobile' },
  { phone: '7375553108', first: 'Hector', last: 'Lin', zip: '78748', offer: '$20 off', carrier: 'other' },
  { phone: '5125553109', first: 'Irene', last: 'Fox', zip: '78703', offer: '$20 off', carrier: 'att' },
  { phone: '512-555-31', first: 'Jon', last: 'Meyer', zip: '78702', offer: '$20 off', refused: ['INVALID', REASONS.invalid] },
  { phone: '5125553111', first: 'Kara', last: 'Diaz', zip: '78744', offer: 'a free filter', refused: ['LANDLINE', REASONS.landline] },
  // Opted out of the workspace's texts (15-opt-outs.ts, imported) days before this list came.
  { phone: '2105550128', first: 'Leo', last: 'Grant', zip: '78209', offer: '$20 off', refused: ['SUPPRESSED', REASONS.optedOut] },
];

/**
 * Spring tune-up offer's list: uploaded and processed yesterday while the campaign is still a DRAFT, so it is READY
 * (a list is activated once the campaign is approved) and its leads wait unsent: nine READY with their carrier, one
 * invalid number, one landline and one number opted out. Its counts and carrier breakdown are those the processor
 * counts from the same outcomes; the campaign's log has the upload and the processing.
 */
export async function seedSpringTuneUpList(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  const uploaded = new Date(app.deps.now().getTime() - 26 * HOUR_MS);

  const leads: MessagingLeadRow[] = ROWS.map((r, i) => {
    const normalizedCarrier = r.carrier ?? null;
    return {
      id: `00000000-0000-4000-8003-${String(i).padStart(12, '0')}`, workspaceId: WS, campaignId: CAMPAIGN, listId: DEMO_SPRING_LIST, phone: r.phone,
      status: r.refused?.[0] ?? 'READY', statusMessage: r.refused?.[1] ?? null, retryAfter: null,
      carrier: normalizedCarrier ? CARRIER_LABELS[normalizedCarrier] : null, normalizedCarrier, zones: r.refused?.[0] === 'INVALID' ? [] : ['America/Chicago'],
      senderNumber: null, leadData: { FirstName: r.first, LastName: r.last, Zip: r.zip, Offer: r.offer }, attempts: 0, sent: null, result: null,
      finalized: r.refused ? uploaded : null, dispositionId: null, disposition: null, dispositionAt: null, conversationAt: null, created: uploaded,
    };
  });
  const { counters, carrierBreakDown } = countOutcomes(emptyCounters(), {}, leads.map((l) => ({
    status: l.status as LoadedLeadStatus, message: l.statusMessage, carrier: l.carrier, normalizedCarrier: l.normalizedCarrier, zones: l.zones,
  })));

  await db.insert(messagingLists).values({
    id: DEMO_SPRING_LIST, orgId: ctx.demoOrgId, workspaceId: WS, campaignId: CAMPAIGN, name: LIST_NAME, status: 'READY',
    uploaded, firstRow: HEADERS, rowCount: leads.length,
    request: { mappedCols: HEADERS.map((columnId, columnIndex) => ({ columnIndex, columnId })), dncRecordSets: [], workflowId: null },
    processedByFirstName: 'Adam', processedByLastName: 'Admin', processingStart: new Date(uploaded.getTime() + 60_000),
    processingFinish: new Date(uploaded.getTime() + 64_000), processedRows: leads.length, counters, carrierBreakDown,
    updated: new Date(uploaded.getTime() + 64_000),
  });
  await db.insert(messagingLeads).values(leads);
  await db.insert(messagingCampaignEvents).values([
    { id: '00000000-0000-4000-8000-00000000e9a0', campaignId: CAMPAIGN, timestamp: uploaded, type: 'INFO', category: 'List', message: `List ${LIST_NAME} uploaded (${leads.length} rows) by admin@demo.test` },
    { id: '00000000-0000-4000-8000-00000000e9a1', campaignId: CAMPAIGN, timestamp: new Date(uploaded.getTime() + 60_000), type: 'INFO', category: 'List', message: `List ${LIST_NAME} processing started by admin@demo.test` },
  ]);
}
