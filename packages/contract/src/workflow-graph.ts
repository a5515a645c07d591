import { z } from 'zod';
import { TEXT_MAX } from './fields';

/**
 * The shape of an Aegis workflow as it is saved and exchanged (editor, API, `.aegis` export), and the vocabulary its
 * nodes share: node types, categories, scopes and their properties (spec 3 §3 "Node types", §9). What each node type
 * does lives in packages/workflow, one file per type.
 */

export const WORKFLOW_TYPES = ['RealTime', 'ETL'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** The palette's categories, in the palette's order. */
export const NODE_CATEGORIES = ['Flow control', 'Conditional routing', 'Compliance', 'Data services', 'External services'] as const;
export type NodeCategory = (typeof NODE_CATEGORIES)[number];

export const NODE_TYPES = [
  'Start', 'Notes', 'Accept', 'Reject', 'Return', 'WorkflowTransfer', 'Decision', 'RecordSet', 'RecordSetInsert', 'RecordSetDelete',
  'RecordSetRoute', 'DoNotCall', 'StateDoNotCall', 'StateDialing', 'TimeOfDay', 'Velocity', 'ReassignedNumberDatabase', 'KnownLitigator',
  'ActiveProspect', 'Verisk', 'DataBoost', 'StateOfEmergency', 'CallerId', 'CampaignQuery', 'Webhook', 'Script', 'MessagingCampaignInsert',
  'CoreCampaignInsert',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** A node on the canvas: its type (and the version of that type it was saved with), place, label and settings. */
export const workflowNode = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(NODE_TYPES),
  version: z.number().int().positive().default(1),
  position: z.object({ x: z.number(), y: z.number() }),
  data: z.object({
    /** The node's label (for Notes, the note's text). */
    label: z.string().max(5000).default(''),
    /** The node type's settings; checked against the type's schema when the workflow is saved. */
    config: z.record(z.string().max(TEXT_MAX.name), z.unknown()).default({}),
  }),
});
export type WorkflowNode = z.infer<typeof workflowNode>;

/** A connection from one output (`sourceHandle`) of a node to another node; an output has at most one. */
export const workflowEdge = z.object({
  id: z.string().min(1).max(200),
  source: z.string().max(TEXT_MAX.name),
  sourceHandle: z.string().max(TEXT_MAX.name),
  target: z.string().max(TEXT_MAX.name),
});
export type WorkflowEdge = z.infer<typeof workflowEdge>;

export const WORKFLOW_LIMITS = { nodes: 500, edges: 2000 } as const;

export const workflowGraph = z.object({
  nodes: z.array(workflowNode).max(WORKFLOW_LIMITS.nodes),
  edges: z.array(workflowEdge).max(WORKFLOW_LIMITS.edges),
});
export type WorkflowGraph = z.infer<typeof workflowGraph>;

export const INTERACTION_RESULTS = ['Accepted', 'Rejected', 'Ignored'] as const;
export type InteractionResult = (typeof INTERACTION_RESULTS)[number];
export const INTERACTION_EVENT_TYPES = ['SUCCESS', 'INFO', 'WARNING', 'ERROR'] as const;
export type InteractionEventType = (typeof INTERACTION_EVENT_TYPES)[number];
export const CHANNEL_TYPES = ['Voice', 'SMS', 'ETL'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const PHONE_TYPES = ['Mobile', 'Home', 'Business', 'Other', 'Unknown'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** SIP codes a Reject may answer with (spec 3 §9). */
export const SIP_REJECT_CODES = { min: 500, max: 599, default: 503 } as const;

/**
 * Scopes a Decision (and the mappings of insert nodes) reads values from, with their fixed properties (spec 3 §9).
 * `null` properties are free text: Meta is the interaction's data map, Custom is the text itself (a constant).
 * A record set is the scope `RecordSet:{recordSetId}`, its properties the set's attribute names.
 */
export const SCOPE_PROPERTIES = {
  Interaction: ['ChannelType', 'To', 'From', 'City', 'State', 'Zip', 'InputZip', 'Timezone', 'Timestamp'],
  Meta: null,
  Custom: null,
  DataBoost: ['isValid', 'ActivityScore', 'LineType', 'Carrier', 'isPrepaid'],
  CampaignQuery: ['Found', 'Zip', 'City', 'State', 'Status'],
  FederalDNC: ['Blocked'],
  StateDNC: ['Blocked'],
  ReassignedNumber: ['Reassigned', 'Failure'],
  Litigator: ['Blocked'],
  LitigatorInfo: ['Description', 'Actions'],
  StateDialing: ['Blocked'],
  TimeOfDay: ['Blocked'],
  Velocity: ['Blocked', 'Attempts'],
  ActiveProspect: ['Blocked'],
  Verisk: ['Blocked'],
  NaturalDisaster: ['Active', 'Type', 'Name', 'AlertLevel'],
} as const satisfies Record<string, readonly string[] | null>;
export type FixedScope = keyof typeof SCOPE_PROPERTIES;

/** How each scope is named in the editor. */
export const SCOPE_LABELS: Record<FixedScope, string> = {
  Interaction: 'Interaction', Meta: 'Meta data', Custom: 'Custom', DataBoost: 'DataBoost', CampaignQuery: 'Campaign query',
  FederalDNC: 'Federal DNC', StateDNC: 'State DNC', ReassignedNumber: 'Reassigned Number', Litigator: 'Litigator',
  LitigatorInfo: 'Litigator info', StateDialing: 'State dialing', TimeOfDay: 'Time of day', Velocity: 'Velocity check',
  ActiveProspect: 'Active prospect', Verisk: 'Verisk', NaturalDisaster: 'Natural disaster',
};

/** The scope of a record set's attributes. */
export const recordSetScope = (recordSetId: string) => `RecordSet:${recordSetId}`;
export const recordSetIdOfScope = (scope: string): string | null => (scope.startsWith('RecordSet:') ? scope.slice('RecordSet:'.length) : null);

export const DECISION_OPERATIONS = ['EQUALS', 'NOT_EQUALS', 'IS_SET', 'IS_NOT_SET', 'CONTAINS', 'DOES_NOT_CONTAIN', 'GREATER_THAN', 'LESS_THAN'] as const;
export type DecisionOperation = (typeof DECISION_OPERATIONS)[number];
