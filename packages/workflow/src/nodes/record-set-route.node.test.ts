import { describe, expect, it } from 'vitest';
import type { WorkflowGraph, WorkflowNode } from '@trueline/contract';
import type { RecordSetDefinition } from '../context';
import { runWorkflow } from '../engine';
import { call, memoryRecordSets, nodeContext, nodeOf, parseConfig, runNode } from '../testing/node-harness';

const routes: RecordSetDefinition = { id: 'rs-r', name: 'Routes', strictPhoneKey: true, attributes: [{ name: 'phone', type: 'S' }, { name: 'workflow', type: 'S' }] };
const store = () => memoryRecordSets([{ def: routes, records: { '2125550199': { workflow: 'wf-ny' }, '5125550100': { workflow: 'wf-tx' }, '3055550100': { workflow: '' } } }]);
const n = (id: string, type: WorkflowNode['type'], config: Record<string, unknown> = {}, label = '') => ({ ...nodeOf(type, config, label), id });
const e = (source: string, target: string, sourceHandle = 'next') => ({ id: `${source}-${sourceHandle}`, source, sourceHandle, target });

describe('record-set-route.node', () => {
  it('hands off to the workflow the record of the From number names, and follows Next when it returns', async () => {
    const sub: WorkflowGraph = { nodes: [n('s2', 'Start'), n('ret', 'Return')], edges: [e('s2', 'ret')] };
    const main: WorkflowGraph = {
      nodes: [n('s', 'Start'), n('r', 'RecordSetRoute', { recordSetId: 'rs-r', workflowIdAttribute: 'workflow' }, 'By DID'), n('back', 'Accept', {}, 'Back'), n('miss', 'Accept', {}, 'No route')],
      edges: [e('s', 'r'), e('r', 'back'), e('r', 'miss', 'notFound')],
    };
    const published: string[] = [];
    const ctx = nodeContext({ recordSets: store().service, workflows: { published: async (id: string) => (published.push(id), { id, name: 'New York', type: 'RealTime' as const, graph: sub }) } });
    const ix = await runWorkflow({ id: 'wf-main', graph: main }, call(), ctx);
    expect(published).toEqual(['wf-ny']);
    expect([ix.result, ix.reason]).toEqual(['Accepted', 'Back']);
    expect(ix.events.map((x) => x.message).slice(0, 2)).toEqual(['RecordSetRoute: By DID - Record found (2125550199 in Routes), routing to workflow wf-ny', 'By DID: handed off to New York']);
  });

  it('looks the To number up when told to', async () => {
    const r = await runNode('RecordSetRoute', { recordSetId: 'rs-r', source: 'TO', workflowIdAttribute: 'workflow' }, call(), nodeContext({ recordSets: store().service }));
    // wf-tx is not published in this context: the engine logs ERROR and follows the fallback.
    expect(r.events[0]).toBe('SUCCESS RecordSetRoute: Record found (5125550100 in Routes), routing to workflow wf-tx');
    expect(r.output).toBe('notFound');
    expect(r.ix.events.map((x) => x.message)).toContain('Record set router: the workflow to hand off to is missing or not published');
  });

  it('follows Not found when there is no record, or it names no workflow', async () => {
    const none = await runNode('RecordSetRoute', { recordSetId: 'rs-r', workflowIdAttribute: 'workflow' }, call({ from: '3105550100' }), nodeContext({ recordSets: store().service }));
    expect([none.output, none.events]).toEqual(['notFound', ['INFO RecordSetRoute: No route: 3105550100 is not in Routes']]);
    const blank = await runNode('RecordSetRoute', { recordSetId: 'rs-r', workflowIdAttribute: 'workflow' }, call({ from: '3055550100' }), nodeContext({ recordSets: store().service }));
    expect([blank.output, blank.events]).toEqual(['notFound', ['INFO RecordSetRoute: No route: the record has no workflow']]);
    const noFrom = await runNode('RecordSetRoute', { recordSetId: 'rs-r', workflowIdAttribute: 'workflow' }, call({ from: '' }), nodeContext({ recordSets: store().service }));
    expect([noFrom.output, noFrom.events]).toEqual(['notFound', ['WARNING RecordSetRoute: No route: the interaction has no From number']]);
  });

  it('fails to Not found with an ERROR when the set is missing', async () => {
    const r = await runNode('RecordSetRoute', { recordSetId: 'gone', workflowIdAttribute: 'workflow' }, call(), nodeContext({ recordSets: store().service }), 'Route');
    expect([r.output, r.events]).toEqual(['notFound', ['ERROR Route: the record set is missing or deleted']]);
  });

  it('is always enabled, FROM by default, and needs its set and attribute', async () => {
    const r = await runNode('RecordSetRoute', { recordSetId: 'rs-r', workflowIdAttribute: 'workflow' }, call({ from: '3105550100' }), nodeContext({ recordSets: store().service, workspace: { id: 'ws-1', orgId: 'org-1', features: {} } }));
    expect(r.output).toBe('notFound');
    expect(r.events[0]).toMatch(/^INFO/);
    expect(parseConfig('RecordSetRoute', { recordSetId: 'rs', workflowIdAttribute: 'w' })).toEqual({ ok: true, config: { recordSetId: 'rs', source: 'FROM', workflowIdAttribute: 'w' } });
    expect(parseConfig('RecordSetRoute', {})).toEqual({ ok: false, errors: ['recordSetId: Field is required', 'workflowIdAttribute: Field is required'] });
  });
});
