import { describe, expect, it } from 'vitest';
import { AEGIS_FEATURES, NODE_CATEGORIES, NODE_TYPES, type NodeType } from '@trueline/contract';
import { outputsOf } from './define-node';
import { graphProblems } from './graph-rules';
import { NODE_DEFINITIONS, nodeDefinition, paletteOf } from './registry';

/** A complete, valid setting of each node type. */
const SAMPLE_CONFIGS: Record<NodeType, Record<string, unknown>> = {
  Start: {}, Notes: {}, Accept: {}, Reject: {}, Return: {}, WorkflowTransfer: { workflowId: 'wf-2' },
  Decision: { conditions: [{ scope: 'Interaction', property: 'State', operation: 'EQUALS', value: 'TX' }] },
  RecordSet: { recordSetId: 'rs-1' }, RecordSetInsert: { recordSetId: 'rs-1' }, RecordSetDelete: { recordSetId: 'rs-1' },
  RecordSetRoute: { recordSetId: 'rs-1', workflowIdAttribute: 'workflow' }, DoNotCall: { ftcSanId: 'san-1' }, StateDoNotCall: {},
  StateDialing: {}, TimeOfDay: {}, Velocity: {}, ReassignedNumberDatabase: { connectionId: 'rnd-1' }, KnownLitigator: {},
  ActiveProspect: { connectionId: 'ap-1' }, Verisk: {}, DataBoost: {}, StateOfEmergency: {}, CallerId: { campaignId: 'c-1' },
  CampaignQuery: { campaignId: 'c-1' }, Webhook: { webhookId: 'wh-1' }, Script: { script: 'goTo(1)' },
  MessagingCampaignInsert: { messagingCampaignId: 'm-1' },
  CoreCampaignInsert: { campaignId: 'c-1', mappings: [{ dialerField: 'number1', scope: 'Interaction', property: 'To', type: 'Phone' }] },
};

const valueAt = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

describe('registry', () => {
  it('registers every node type once', () => {
    expect(NODE_DEFINITIONS.map((d) => d.type).sort()).toEqual([...NODE_TYPES].sort());
    for (const type of NODE_TYPES) expect(nodeDefinition(type)?.type).toBe(type);
  });

  it('lays the palette out by category, in order, with the campaign inserts only in ETL and the hour and velocity checks only in real time', () => {
    const names = (type: 'RealTime' | 'ETL') => paletteOf(type, NODE_CATEGORIES).map((c) => `${c.category}: ${c.nodes.map((n) => n.type).join(' ')}`);
    expect(names('RealTime')).toEqual([
      'Flow control: Notes Accept Reject Return WorkflowTransfer',
      'Conditional routing: Decision TimeOfDay RecordSetRoute Script',
      'Compliance: DoNotCall StateDoNotCall StateDialing Velocity ReassignedNumberDatabase KnownLitigator StateOfEmergency',
      'Data services: RecordSet RecordSetInsert RecordSetDelete CampaignQuery CallerId DataBoost',
      'External services: ActiveProspect Verisk Webhook',
    ]);
    expect(names('ETL')).toEqual([
      'Flow control: Notes Accept Reject Return WorkflowTransfer',
      'Conditional routing: Decision RecordSetRoute Script',
      'Compliance: DoNotCall StateDoNotCall ReassignedNumberDatabase KnownLitigator StateOfEmergency',
      'Data services: RecordSet RecordSetInsert RecordSetDelete CampaignQuery CallerId DataBoost',
      'External services: ActiveProspect Verisk Webhook CoreCampaignInsert MessagingCampaignInsert',
    ]);
  });

  it('gates each type by its workspace flag (spec 3 §6), the flow-control nodes, the router and the campaign query always enabled', () => {
    const flags = Object.fromEntries(NODE_DEFINITIONS.map((d) => [d.type, d.featureFlag]));
    expect(flags).toEqual({
      Start: null, Notes: null, Accept: null, Reject: null, Return: null, WorkflowTransfer: null, RecordSetRoute: null, CampaignQuery: null,
      Decision: 'decision', Script: 'scripting', DoNotCall: 'doNotCall', StateDoNotCall: 'stateDoNotCall', ReassignedNumberDatabase: 'rnd',
      KnownLitigator: 'knownLitigator', StateDialing: 'stateDialing', TimeOfDay: 'timeOfDay', Velocity: 'velocity', StateOfEmergency: 'stateOfEmergency',
      CallerId: 'callerId', DataBoost: 'dataBoost', CoreCampaignInsert: 'coreCampaignInsert', MessagingCampaignInsert: 'messagingCampaignInsert',
      RecordSet: 'recordSet', RecordSetInsert: 'recordSet', RecordSetDelete: 'recordSet', Webhook: 'webhook', ActiveProspect: 'activeProspect', Verisk: 'verisk',
    });
    expect(new Set(Object.values(flags).filter(Boolean))).toEqual(new Set(AEGIS_FEATURES));
  });

  it('opens each edit panel at its width (spec 3 §2.8)', () => {
    const widths = Object.fromEntries(NODE_DEFINITIONS.filter((d) => d.panelWidth !== 500).map((d) => [d.type, d.panelWidth]));
    expect(widths).toEqual({ TimeOfDay: 700, StateDialing: 700, Decision: 900, RecordSetInsert: 900, Script: 900, CoreCampaignInsert: 900, MessagingCampaignInsert: 900 });
  });

  it.each(NODE_TYPES.map((t) => [t]))('%s: a complete setting parses, its fallback is one of its outputs, and its form names only its fields', (type) => {
    const def = nodeDefinition(type)!;
    const parsed = def.config.safeParse(SAMPLE_CONFIGS[type]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const outputs = outputsOf(def, parsed.data as never).map((o) => o.id);
    // Start cannot fail: it has no fallback.
    if (outputs.length && type !== 'Start') expect(outputs).toContain(def.fallback);
    expect(new Set(outputs).size).toBe(outputs.length);
    for (const field of def.form) {
      if (field.name === 'label') continue;
      expect(valueAt(parsed.data, field.name), `${type}.${field.name}`).not.toBeUndefined();
      if (field.showIf) expect(valueAt(parsed.data, field.showIf.field), `${type}.${field.name} showIf`).not.toBeUndefined();
      if (field.kind === 'recordSetAttribute') expect(def.form.some((f) => f.name === field.recordSetField && f.kind === 'picker')).toBe(true);
    }
  });

  it('lets the graph rules refuse a node in the wrong workflow type, a disabled one, an output a script does not have, and incomplete settings', () => {
    const node = (id: string, type: NodeType, config: Record<string, unknown> = {}) => ({ id, type, version: 1, position: { x: 0, y: 0 }, data: { label: '', config } });
    const edge = (source: string, sourceHandle: string, target: string) => ({ id: `${source}-${sourceHandle}`, source, sourceHandle, target });
    const etl = { nodes: [node('s', 'Start'), node('v', 'Velocity'), node('a', 'Accept')], edges: [edge('s', 'next', 'v'), edge('v', 'allowed', 'a')] };
    expect(graphProblems(etl, 'ETL', { velocity: true })).toEqual([{ path: 'nodes.1', message: 'Velocity check cannot be used in an ETL workflow' }]);
    const realTime = { nodes: [node('s', 'Start'), node('i', 'CoreCampaignInsert', SAMPLE_CONFIGS.CoreCampaignInsert)], edges: [edge('s', 'next', 'i')] };
    expect(graphProblems(realTime, 'RealTime', { coreCampaignInsert: true })).toEqual([{ path: 'nodes.1', message: 'Core campaign insert cannot be used in a real-time workflow' }]);
    expect(graphProblems(realTime, 'ETL', {})).toEqual([{ path: 'nodes.1', message: 'This node type is not currently enabled on your workspace.  Please contact support to activate.' }]);
    const script = { nodes: [node('s', 'Start'), node('x', 'Script', { outputs: 2 }), node('a', 'Accept'), node('d', 'Decision', { conditions: [] })],
      edges: [edge('s', 'next', 'x'), edge('x', '2', 'a'), edge('x', '3', 'd')] };
    expect(graphProblems(script, 'RealTime', { scripting: true, decision: true }, { configs: true })).toEqual([
      { path: 'nodes.3.data.config.conditions', message: 'Add at least one condition' },
      { path: 'edges.2', message: 'This connection leaves from an output the node does not have' },
    ]);
  });
});
