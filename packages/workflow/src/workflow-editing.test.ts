import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WorkflowGraph } from '@trueline/contract';
import { defineNode } from './define-node';
import { graphProblems } from './graph-rules';
import { nodeDefinition } from './registry';
import {
  defaultConfig, initialGraph, matchesPickerFilter, namedProblems, newNode, nodeIdOfProblem, nodeOutputs, withStartNode,
} from './workflow-editing';

const node = (id: string, type: WorkflowGraph['nodes'][number]['type'], config: Record<string, unknown> = {}, label = '') =>
  ({ id, type, version: 1, position: { x: 0, y: 0 }, data: { label, config } });

describe('initialGraph and withStartNode', () => {
  it('starts a workflow with one Start node', () => {
    expect(initialGraph().nodes.map((n) => n.type)).toEqual(['Start']);
    expect(initialGraph().edges).toEqual([]);
  });

  it('places a Start node when a graph has none, with an id no other node has', () => {
    const g = withStartNode({ nodes: [node('start', 'Accept')], edges: [] });
    expect(g.nodes.map((n) => [n.id, n.type])).toEqual([['start-2', 'Start'], ['start', 'Accept']]);
    const kept = initialGraph();
    expect(withStartNode(kept)).toBe(kept);
  });
});

describe('defaultConfig and newNode', () => {
  it('takes the schema defaults, and each field default when required fields are empty', () => {
    expect(defaultConfig(nodeDefinition('Reject')!)).toEqual({ reasonMessage: '', sipResponseCode: 503 });
    expect(defaultConfig(nodeDefinition('WorkflowTransfer')!)).toEqual({});
    const def = defineNode({
      ...nodeDefinition('Accept')!, config: z.object({ picked: z.string().min(1), count: z.number().default(7), on: z.boolean().default(true) }),
    });
    expect(defaultConfig(def)).toEqual({ count: 7, on: true });
  });

  it('makes a node of a type with its label and version', () => {
    expect(newNode(nodeDefinition('Reject')!, 'n1', { x: 5, y: 6 })).toEqual({
      id: 'n1', type: 'Reject', version: 1, position: { x: 5, y: 6 }, data: { label: 'Reject', config: { reasonMessage: '', sipResponseCode: 503 } },
    });
  });
});

describe('nodeOutputs', () => {
  it('answers the outputs of a type, none for types without', () => {
    expect(nodeOutputs(node('s', 'Start'))).toEqual([{ id: 'next', label: 'Next' }]);
    expect(nodeOutputs(node('a', 'Accept'))).toEqual([]);
    expect(nodeOutputs(node('w', 'WorkflowTransfer'))).toEqual([{ id: 'next', label: 'Next' }]);
  });
});

describe('namedProblems and nodeIdOfProblem', () => {
  it('names the node of each problem by id and label', () => {
    const graph: WorkflowGraph = { nodes: [node('start', 'Start'), node('hand.off', 'WorkflowTransfer', {}, 'To sales')], edges: [] };
    const problems = namedProblems(graph, graphProblems(graph, 'RealTime', {}, { configs: true }));
    expect(problems).toEqual([{ path: 'nodes.hand.off.data.config.workflowId', message: 'To sales: Field is required' }]);
    expect(nodeIdOfProblem(problems[0]!.path, ['start', 'hand', 'hand.off'])).toBe('hand.off');
    expect(nodeIdOfProblem('edges.0', ['start'])).toBeNull();
    expect(namedProblems(graph, [{ path: 'nodes', message: 'x' }])).toEqual([{ path: 'nodes', message: 'x' }]);
  });
});

describe('matchesPickerFilter', () => {
  const campaign = { id: 'c1', name: 'East', status: 'SENTRY' };
  it('keeps choices whose property is listed, drops excluded statuses, compares other properties', () => {
    expect(matchesPickerFilter(campaign, undefined)).toBe(true);
    expect(matchesPickerFilter(campaign, { statuses: ['ACTIVE'] })).toBe(false);
    expect(matchesPickerFilter({ ...campaign, status: 'ACTIVE' }, { statuses: ['ACTIVE'] })).toBe(true);
    expect(matchesPickerFilter(campaign, { excludeStatuses: ['DEACTIVATED', 'DELETED'] })).toBe(true);
    expect(matchesPickerFilter({ ...campaign, status: 'DELETED' }, { excludeStatuses: ['DEACTIVATED', 'DELETED'] })).toBe(false);
    expect(matchesPickerFilter(campaign, { type: ['RealTime', 'ETL'] })).toBe(false);
    expect(matchesPickerFilter(campaign, { campaignField: 'campaignId' })).toBe(true);
    expect(matchesPickerFilter({ id: 'w', name: 'W', eventType: 'AegisEvent' }, { eventType: 'AegisEvent' })).toBe(true);
    expect(matchesPickerFilter({ id: 'w', name: 'W', eventType: 'CampaignList' }, { eventType: 'AegisEvent' })).toBe(false);
  });

  it('drops the workflow being edited when asked', () => {
    expect(matchesPickerFilter({ id: 'wf1', name: 'A' }, { excludeCurrent: true }, { currentWorkflowId: 'wf1' })).toBe(false);
    expect(matchesPickerFilter({ id: 'wf2', name: 'B' }, { excludeCurrent: true }, { currentWorkflowId: 'wf1' })).toBe(true);
  });
});
