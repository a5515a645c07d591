// The realistic screening workflow the engine and screening benchmarks walk: 12 nodes — an internal do-not-call record
// set, federal and state DNC, state calling hours, time of day, velocity and a decision on the request's data.
import type { WorkflowGraph, WorkflowNode } from '@trueline/contract';

const node = (id: string, type: WorkflowNode['type'], label: string, config: Record<string, unknown> = {}, x = 0): WorkflowNode =>
  ({ id, type, version: 1, position: { x, y: 0 }, data: { label, config } });
const edge = (source: string, sourceHandle: string, target: string) => ({ id: `${source}-${sourceHandle}`, source, sourceHandle, target });

export function screeningGraph(ids: { internalDncSetId: string; ftcSanId: string }): WorkflowGraph {
  return {
    nodes: [
      node('start', 'Start', 'Start'),
      node('internal', 'RecordSet', 'Internal DNC', { recordSetId: ids.internalDncSetId, lookupSource: 'PHONE' }),
      node('fed', 'DoNotCall', 'Federal DNC', { ftcSanId: ids.ftcSanId }),
      node('state', 'StateDoNotCall', 'State DNC', { allStates: true }),
      node('hours', 'StateDialing', 'State calling hours', { checkFederalHolidays: true }),
      node('tod', 'TimeOfDay', 'Business hours', {
        sunday: [], monday: [{ start: 0, end: 1439 }], tuesday: [{ start: 0, end: 1439 }], wednesday: [{ start: 0, end: 1439 }],
        thursday: [{ start: 0, end: 1439 }], friday: [{ start: 0, end: 1439 }], saturday: [{ start: 0, end: 1439 }],
      }),
      node('velocity', 'Velocity', 'Three a day', { maxInteractions: 3, interval: 1, duration: 'DAYS', lookBackMode: 'Relative' }),
      node('source', 'Decision', 'Web lead?', { conditionType: 'OR', conditions: [{ id: 'c1', scope: 'Meta', property: 'leadSource', operation: 'EQUALS', value: 'web' }] }),
      node('acceptWeb', 'Accept', 'Web lead'),
      node('acceptOther', 'Accept', 'Other lead'),
      node('rejectDnc', 'Reject', 'Do not call', { sipResponseCode: 503 }),
      node('rejectHours', 'Reject', 'Not now', { reasonMessage: 'Outside calling hours', sipResponseCode: 580 }),
    ],
    edges: [
      edge('start', 'next', 'internal'),
      edge('internal', 'found', 'rejectDnc'), edge('internal', 'notFound', 'fed'),
      edge('fed', 'blocked', 'rejectDnc'), edge('fed', 'allowed', 'state'),
      edge('state', 'blocked', 'rejectDnc'), edge('state', 'allowed', 'hours'),
      edge('hours', 'blocked', 'rejectHours'), edge('hours', 'allowed', 'tod'),
      edge('tod', 'blocked', 'rejectHours'), edge('tod', 'allowed', 'velocity'),
      edge('velocity', 'blocked', 'rejectHours'), edge('velocity', 'allowed', 'source'),
      edge('source', 'true', 'acceptWeb'), edge('source', 'false', 'acceptOther'),
    ],
  };
}

/** Callees spread over area codes, time zones and the DNC lists' states. */
export const BENCH_AREA_CODES = ['512', '212', '305', '602', '312', '415', '214', '303', '617', '404'] as const;
export const benchPhone = (i: number) => `${BENCH_AREA_CODES[i % BENCH_AREA_CODES.length]}${String(2000000 + ((i * 7919) % 7999999)).padStart(7, '0')}`;
