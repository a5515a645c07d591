import type { WorkflowGraph, WorkflowNode } from '@trueline/contract';
import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';
import { DEMO_COMPLIANCE } from './04-compliance';
import { DEMO_CAMPAIGNS } from './07-campaigns';
import { DEMO_RECORD_SETS } from './11-record-sets';
import { folders } from '../../features/folders/folders.tables';
import { workflowRevisions, workflows } from '../../features/workflows/workflows.tables';

/** Fixed ids, so other demo data (interactions, ETL tasks) can name the workflows. */
export const DEMO_WORKFLOWS = {
  inbound: '00000000-0000-4000-8000-00000000a101',
  sharedRules: '00000000-0000-4000-8000-00000000a102',
  nightlyLoad: '00000000-0000-4000-8000-00000000a103',
  afterHours: '00000000-0000-4000-8000-00000000a104',
  outbound: '00000000-0000-4000-8000-00000000a105',
  smsConsent: '00000000-0000-4000-8000-00000000a106',
  folder: '00000000-0000-4000-8000-00000000af01',
};

const node = (id: string, type: WorkflowNode['type'], x: number, y: number, label: string, config: Record<string, unknown> = {}): WorkflowNode =>
  ({ id, type, version: 1, position: { x, y }, data: { label, config } });
const edge = (source: string, target: string, sourceHandle = 'next') => ({ id: `e-${source}-${sourceHandle}-${target}`, source, sourceHandle, target });
const reject = (id: string, x: number, y: number, reason: string, sipResponseCode = 503) => node(id, 'Reject', x, y, reason, { sipResponseCode });

/**
 * The demo's workflows, from the node types customers use most: the internal and federal do-not-call lists, state
 * lists and calling hours, time of day and velocity (shared by a handoff), an EBR look-up, DataBoost, the litigator
 * list, the RND, declared emergencies, a local caller ID and a webhook. Their Reject labels are the reasons the demo
 * interactions show.
 */
function graphs(webhookId: string | null): Record<'inbound' | 'sharedRules' | 'nightlyLoad' | 'afterHours' | 'outbound' | 'smsConsent', WorkflowGraph> {
  return {
    inbound: {
      nodes: [
        node('start', 'Start', 0, 200, 'Start'),
        node('internal', 'RecordSet', 240, 200, 'Internal Do Not Call', { recordSetId: DEMO_RECORD_SETS.internalDnc, lookupSource: 'PHONE' }),
        reject('internalReject', 520, 40, 'Internal DNC'),
        node('shared', 'WorkflowTransfer', 520, 220, 'Shared screening rules', { workflowId: DEMO_WORKFLOWS.sharedRules }),
        node('ebr', 'RecordSet', 800, 220, 'EBR Customers', { recordSetId: DEMO_RECORD_SETS.ebr, lookupSource: 'PHONE' }),
        node('existing', 'Accept', 1080, 120, 'Existing customer'),
        node('callable', 'Accept', 1080, 320, 'Callable'),
        node('note', 'Notes', 240, 20, 'Inbound calls to the Sales Floor: our own do-not-call list first, then the shared compliance rules; existing customers are welcomed by name.'),
      ],
      edges: [edge('start', 'internal'), edge('internal', 'internalReject', 'found'), edge('internal', 'shared', 'notFound'), edge('shared', 'ebr'),
        edge('ebr', 'existing', 'found'), edge('ebr', 'callable', 'notFound')],
    },
    sharedRules: {
      nodes: [
        node('start', 'Start', 0, 200, 'Start'),
        node('fed', 'DoNotCall', 220, 200, 'Federal DNC check', { ftcSanId: DEMO_COMPLIANCE.ftcSanFull }),
        reject('fedReject', 460, 40, 'Federal DNC'),
        node('state', 'StateDoNotCall', 460, 220, 'State DNC check', { allStates: true }),
        reject('stateReject', 700, 40, 'State DNC'),
        node('hours', 'StateDialing', 700, 220, 'State calling hours', { checkFederalHolidays: false }),
        node('tod', 'TimeOfDay', 940, 220, 'Business hours'),
        reject('hoursReject', 1060, 40, 'Outside calling hours', 580),
        node('velocity', 'Velocity', 1180, 220, 'Seven a week', { maxInteractions: 7, interval: 7, duration: 'DAYS', lookBackMode: 'Relative' }),
        reject('velocityReject', 1420, 40, 'Velocity limit', 503),
        node('back', 'Return', 1420, 240, 'Back to the calling workflow'),
      ],
      edges: [edge('start', 'fed'), edge('fed', 'fedReject', 'blocked'), edge('fed', 'state', 'allowed'), edge('state', 'stateReject', 'blocked'),
        edge('state', 'hours', 'allowed'), edge('hours', 'hoursReject', 'blocked'), edge('hours', 'tod', 'allowed'), edge('tod', 'hoursReject', 'blocked'),
        edge('tod', 'velocity', 'allowed'), edge('velocity', 'velocityReject', 'blocked'), edge('velocity', 'back', 'allowed')],
    },
    outbound: {
      nodes: [
        node('start', 'Start', 0, 200, 'Start'),
        node('boost', 'DataBoost', 220, 200, 'DataBoost'),
        reject('invalid', 440, 40, 'Invalid number', 503),
        node('litigator', 'KnownLitigator', 440, 220, 'Known litigator check'),
        reject('litigatorReject', 660, 40, 'Known litigator'),
        node('rnd', 'ReassignedNumberDatabase', 660, 220, 'Reassigned numbers', { connectionId: DEMO_COMPLIANCE.rndConnection, dateTokenScope: 'Meta', dateTokenProp: 'consentDate', defaultLookBackDays: 30 }),
        reject('rndReject', 880, 40, 'Reassigned number'),
        node('emergency', 'StateOfEmergency', 880, 220, 'Declared emergencies'),
        reject('emergencyReject', 1100, 40, 'Natural disaster'),
        node('shared', 'WorkflowTransfer', 1100, 220, 'Shared screening rules', { workflowId: DEMO_WORKFLOWS.sharedRules }),
        node('callerId', 'CallerId', 1320, 220, 'Q4 Home Services Outreach', { campaignId: DEMO_CAMPAIGNS.q4HomeServices }),
        ...(webhookId ? [node('crm', 'Webhook', 1540, 220, 'Screened calls to the CRM', { webhookId })] : []),
        node('callable', 'Accept', 1760, 220, 'Callable'),
      ],
      edges: [edge('start', 'boost'), edge('boost', 'invalid', 'invalid'), edge('boost', 'litigator', 'valid'), edge('litigator', 'litigatorReject', 'blocked'),
        edge('litigator', 'rnd', 'allowed'), edge('rnd', 'rndReject', 'blocked'), edge('rnd', 'emergency', 'allowed'), edge('emergency', 'emergencyReject', 'blocked'),
        edge('emergency', 'shared', 'allowed'), edge('shared', 'callerId'),
        ...(webhookId
          ? [edge('callerId', 'crm', 'assigned'), edge('callerId', 'crm', 'notAssigned'), edge('crm', 'callable')]
          : [edge('callerId', 'callable', 'assigned'), edge('callerId', 'callable', 'notAssigned')])],
    },
    smsConsent: {
      nodes: [
        node('start', 'Start', 0, 200, 'Start'),
        node('consent', 'Decision', 240, 200, 'Consent to text?', { conditionType: 'AND', conditions: [
          { id: 'sms', scope: 'Interaction', property: 'ChannelType', operation: 'EQUALS', value: 'SMS' },
          { id: 'optin', scope: 'Meta', property: 'smsOptIn', operation: 'NOT_EQUALS', value: 'no' },
        ] }),
        node('hours', 'StateDialing', 480, 120, 'Quiet hours'),
        reject('quiet', 720, 40, 'Outside calling hours', 580),
        node('callable', 'Accept', 720, 200, 'Callable'),
        reject('noConsent', 480, 320, 'No consent to text'),
      ],
      edges: [edge('start', 'consent'), edge('consent', 'hours', 'true'), edge('consent', 'noConsent', 'false'), edge('hours', 'quiet', 'blocked'), edge('hours', 'callable', 'allowed')],
    },
    nightlyLoad: {
      nodes: [
        node('start', 'Start', 0, 200, 'Start'),
        node('boost', 'DataBoost', 220, 200, 'DataBoost'),
        node('insert', 'CoreCampaignInsert', 460, 120, 'Load into Q4 Home Services', {
          campaignId: DEMO_CAMPAIGNS.q4HomeServices, dialerListId: 'Appointment Setting North-L1', listName: 'Nightly leads', mode: 'APPEND',
          mappings: [{ id: 'phone', dialerField: 'number1', scope: 'Interaction', property: 'To', type: 'Phone' }, { id: 'zip', dialerField: 'zip', scope: 'Interaction', property: 'Zip', type: 'Zip' }],
        }),
        node('done', 'Accept', 700, 120, 'Record processed'),
        reject('invalid', 460, 320, 'Invalid number', 503),
        node('note', 'Notes', 0, 20, 'Runs each record of the nightly lead file: valid numbers are loaded into the Q4 Home Services campaign.'),
      ],
      edges: [edge('start', 'boost'), edge('boost', 'insert', 'valid'), edge('boost', 'invalid', 'invalid'), edge('insert', 'done')],
    },
    afterHours: {
      nodes: [node('start', 'Start', 40, 200, 'Start'), node('closed', 'Reject', 320, 200, 'Closed for the night', { reasonMessage: 'After hours', sipResponseCode: 503 })],
      edges: [edge('start', 'closed')],
    },
  };
}

/** Demo workflows of Sales Floor: published real-time ones (two hand off to shared rules), a published ETL one, and a disabled draft. */
export async function seedWorkflows(app: App, ctx: SeedContext): Promise<void> {
  const { db } = app.deps;
  const scope = { orgId: ctx.demoOrgId, workspaceId: DEMO_WORKSPACES.sales };
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * 86_400_000);
  await db.insert(folders).values({ id: DEMO_WORKFLOWS.folder, ...scope, scope: 'Workflow', name: 'Inbound' });

  const aegisHook = (await app.services.webhooks.service.options(DEMO_WORKSPACES.sales, 'AegisEvent'))[0]?.id ?? null;
  const GRAPHS = graphs(aegisHook);
  const rows = [
    { id: DEMO_WORKFLOWS.inbound, name: 'Inbound screening', type: 'RealTime', status: 'Active', folderId: DEMO_WORKFLOWS.folder, graph: GRAPHS.inbound, published: 3 },
    { id: DEMO_WORKFLOWS.sharedRules, name: 'Shared screening rules', type: 'RealTime', status: 'Active', folderId: DEMO_WORKFLOWS.folder, graph: GRAPHS.sharedRules, published: 5 },
    { id: DEMO_WORKFLOWS.outbound, name: 'Outbound compliance', type: 'RealTime', status: 'Active', folderId: null, graph: GRAPHS.outbound, published: 4 },
    { id: DEMO_WORKFLOWS.smsConsent, name: 'SMS consent', type: 'RealTime', status: 'Active', folderId: null, graph: GRAPHS.smsConsent, published: 6 },
    { id: DEMO_WORKFLOWS.nightlyLoad, name: 'Nightly lead load', type: 'ETL', status: 'Active', folderId: null, graph: GRAPHS.nightlyLoad, published: 2 },
    { id: DEMO_WORKFLOWS.afterHours, name: 'After hours', type: 'RealTime', status: 'Disabled', folderId: null, graph: GRAPHS.afterHours, published: null },
  ] as const;
  await db.insert(workflows).values(rows.map((r) => ({
    id: r.id, ...scope, name: r.name, type: r.type, status: r.status, folderId: r.folderId, flow: r.graph,
    draft: r.published === null, publishedFlow: r.published === null ? null : r.graph, publishedTimestamp: r.published === null ? null : daysAgo(r.published),
    revisionCount: 1, created: daysAgo(10), updated: daysAgo(r.published ?? 1),
  })));
  await db.insert(workflowRevisions).values(rows.map((r, i) => ({
    id: `00000000-0000-4000-8000-0000000a2${String(i).padStart(3, "0")}`, ...scope, workflowId: r.id, number: 1, name: r.name, flow: r.graph,
    timestamp: daysAgo(r.published ?? 1), userId: ctx.userIds.owner, firstName: 'Olivia', lastName: 'Owner',
  })));
}
