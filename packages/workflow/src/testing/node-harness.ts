import { AEGIS_FEATURES, type NodeType, type WorkflowNode } from '@trueline/contract';
import type { EngineContext, GeoPlace, RecordSetDefinition } from '../context';
import { outputsOf } from '../define-node';
import { runWorkflow } from '../engine';
import { newInteraction, type Interaction, type InteractionInput, type ScopeValue } from '../interaction';
import { nodeDefinition } from '../registry';
import { fakeContext } from './fake-context';

/** A few real places, for node tests that need the callee's place. */
const ZIPS: Record<string, GeoPlace> = {
  '78701': { zip: '78701', city: 'Austin', state: 'TX', timezone: 'America/Chicago' },
  '33101': { zip: '33101', city: 'Miami', state: 'FL', timezone: 'America/New_York' },
  '32501': { zip: '32501', city: 'Pensacola', state: 'FL', timezone: 'America/Chicago' },
  '10001': { zip: '10001', city: 'New York', state: 'NY', timezone: 'America/New_York' },
  '90210': { zip: '90210', city: 'Beverly Hills', state: 'CA', timezone: 'America/Los_Angeles' },
  '36104': { zip: '36104', city: 'Montgomery', state: 'AL', timezone: 'America/Chicago' },
  '70112': { zip: '70112', city: 'New Orleans', state: 'LA', timezone: 'America/Chicago' },
  '39201': { zip: '39201', city: 'Jackson', state: 'MS', timezone: 'America/Chicago' },
  '40202': { zip: '40202', city: 'Louisville', state: 'KY', timezone: 'America/New_York' },
  'M5V 2T6': { zip: 'M5V 2T6', city: 'Toronto', state: 'ON', timezone: 'America/Toronto' },
};
const AREA_CODES: Record<string, GeoPlace> = {
  '512': { zip: null, city: 'Austin', state: 'TX', timezone: 'America/Chicago' },
  '212': { zip: null, city: 'New York', state: 'NY', timezone: 'America/New_York' },
  '305': { zip: null, city: 'Miami', state: 'FL', timezone: 'America/New_York' },
  '310': { zip: null, city: 'Los Angeles', state: 'CA', timezone: 'America/Los_Angeles' },
  '334': { zip: null, city: 'Montgomery', state: 'AL', timezone: 'America/Chicago' },
  '504': { zip: null, city: 'New Orleans', state: 'LA', timezone: 'America/Chicago' },
  '416': { zip: null, city: 'Toronto', state: 'ON', timezone: 'America/Toronto' },
};
export const fakeGeo: EngineContext['geo'] = {
  zip: (zip) => ZIPS[zip.trim().toUpperCase()] ?? null,
  areaCode: (phone) => AREA_CODES[phone.replace(/\D/g, '').slice(-10, -7)] ?? null,
};

export const ALL_FEATURES = Object.fromEntries(AEGIS_FEATURES.map((f) => [f, true]));

/** A context with every node type enabled, the fake geography, and the services the test gives. */
export function nodeContext(over: Parameters<typeof fakeContext>[0] = {}): EngineContext {
  return fakeContext({ workspace: { id: 'ws-1', orgId: 'org-1', features: ALL_FEATURES }, geo: fakeGeo, ...over });
}

/** A call to an Austin number (To 512…) from New York, on Tuesday 2026-03-03 at 15:00 UTC (09:00 in Austin). */
export const call = (over: Partial<InteractionInput> = {}): Interaction => newInteraction({
  id: 'ix-1', timestamp: new Date('2026-03-03T15:00:00Z'), workflowId: 'wf-1', isTest: false, channelType: 'Voice',
  to: '5125550100', from: '2125550199', ...over,
});

export const nodeOf = (type: NodeType, config: Record<string, unknown> = {}, label = ''): WorkflowNode =>
  ({ id: 'n', type, version: 1, position: { x: 0, y: 0 }, data: { label, config } });

/** The settings a config parses to (the defaults filled in), or the messages it is refused with by path. */
export function parseConfig(type: NodeType, config: Record<string, unknown>) {
  const r = nodeDefinition(type)!.config.safeParse(config);
  return r.success ? { ok: true as const, config: r.data as Record<string, unknown> }
    : { ok: false as const, errors: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

/**
 * Runs one node through the engine: Start → the node, each of its outputs → an Accept labelled with the output id.
 * Answers the output followed (null when the walk ended another way), the interaction, and the node's own events as
 * "TYPE message".
 */
export async function runNode(type: NodeType, config: Record<string, unknown>, ix: Interaction, ctx: EngineContext, label = '') {
  const def = nodeDefinition(type)!;
  const parsed = def.config.safeParse(config);
  const outputs = outputsOf(def, (parsed.success ? parsed.data : {}) as never).map((o) => o.id);
  const graph = {
    nodes: [
      { ...nodeOf('Start'), id: 's' }, nodeOf(type, config, label),
      ...outputs.map((o) => ({ ...nodeOf('Accept', {}, o), id: `out-${o}` })),
    ],
    edges: [{ id: 's', source: 's', sourceHandle: 'next', target: 'n' }, ...outputs.map((o) => ({ id: o, source: 'n', sourceHandle: o, target: `out-${o}` }))],
  };
  const done = await runWorkflow({ id: 'wf-1', graph }, ix, ctx);
  const output = done.result === 'Accepted' && outputs.includes(done.reason ?? '') ? done.reason : null;
  const events = done.events.filter((e) => e.nodeId === 'n').map((e) => `${e.type} ${e.message}`);
  return { output, ix: done, events };
}

/** Record sets in memory, for the record-set nodes: definitions by id and records by key. */
export function memoryRecordSets(sets: { def: RecordSetDefinition; records?: Record<string, Record<string, ScopeValue>> }[]) {
  const defs = new Map(sets.map((s) => [s.def.id, s.def]));
  const records = new Map(sets.map((s) => [s.def.id, new Map(Object.entries(s.records ?? {}))]));
  const service: EngineContext['recordSets'] = {
    definition: async (id) => defs.get(id) ?? null,
    get: async (id, key) => {
      const attributes = records.get(id)?.get(key);
      return attributes ? { key, attributes } : null;
    },
    put: async (id, key, attributes) => {
      const def = defs.get(id)!;
      const unknown = Object.keys(attributes).find((a) => !def.attributes.some((d) => d.name === a));
      if (unknown) throw new Error(`Not an attribute of this record set: ${unknown}`);
      records.get(id)!.set(key, attributes);
    },
    remove: async (id, key) => records.get(id)?.delete(key) ?? false,
  };
  return { service, records: (id: string) => Object.fromEntries(records.get(id) ?? []) };
}
