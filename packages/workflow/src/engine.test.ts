import { describe, expect, it } from 'vitest';
import type { WorkflowGraph, WorkflowNode } from '@trueline/contract';
import { ENGINE_REASONS, HOP_LIMIT, runWorkflow } from './engine';
import { newInteraction } from './interaction';
import { graphProblems } from './graph-rules';
import { fakeContext } from './testing/fake-context';
import { nodeContext } from './testing/node-harness';

const node = (id: string, type: WorkflowNode['type'], label = '', config: Record<string, unknown> = {}): WorkflowNode =>
  ({ id, type, version: 1, position: { x: 0, y: 0 }, data: { label, config } });
const edge = (source: string, target: string, sourceHandle = 'next') => ({ id: `${source}-${sourceHandle}`, source, sourceHandle, target });
const call = () => newInteraction({ id: 'ix-1', timestamp: new Date('2026-03-03T15:00:00Z'), workflowId: 'wf-1', isTest: false, channelType: 'Voice', to: '5125550100', from: '2125550100' });

describe('engine.runWorkflow', () => {
  it('walks from Start to Accept, the label being the reason', async () => {
    const graph: WorkflowGraph = { nodes: [node('s', 'Start'), node('a', 'Accept', 'Good to call')], edges: [edge('s', 'a')] };
    const ix = await runWorkflow({ id: 'wf-1', graph }, call(), fakeContext());
    expect([ix.result, ix.reason, ix.sipResponseCode]).toEqual(['Accepted', 'Good to call', null]);
    expect(ix.events.map((e) => [e.type, e.message])).toEqual([['SUCCESS', 'Accepted: Good to call']]);
  });

  it('rejects with the reason message (else the label) and the SIP code, 503 by default', async () => {
    const with503 = await runWorkflow({ id: 'w', graph: { nodes: [node('s', 'Start'), node('r', 'Reject', 'No')], edges: [edge('s', 'r')] } }, call(), fakeContext());
    expect([with503.result, with503.reason, with503.sipResponseCode]).toEqual(['Rejected', 'No', 503]);
    const custom = await runWorkflow({ id: 'w', graph: { nodes: [node('s', 'Start'), node('r', 'Reject', 'No', { reasonMessage: 'Quiet hours', sipResponseCode: 586 })], edges: [edge('s', 'r')] } }, call(), fakeContext());
    expect([custom.reason, custom.sipResponseCode]).toEqual(['Quiet hours', 586]);
  });

  it('accepts with a WARNING when an output leads nowhere, and refuses a graph without Start', async () => {
    const open = await runWorkflow({ id: 'w', graph: { nodes: [node('s', 'Start')], edges: [] } }, call(), fakeContext());
    expect([open.result, open.reason]).toEqual(['Accepted', 'Start']);
    expect(open.events[0]).toMatchObject({ type: 'WARNING', message: 'Start: nothing is connected to Next, the call is accepted' });
    const none = await runWorkflow({ id: 'w', graph: { nodes: [node('a', 'Accept')], edges: [] } }, call(), fakeContext());
    expect([none.result, none.reason, none.events[0]?.type]).toEqual(['Rejected', ENGINE_REASONS.noStart, 'ERROR']);
  });

  it('hands off to a published workflow and comes back on Return', async () => {
    const sub: WorkflowGraph = { nodes: [node('s2', 'Start'), node('ret', 'Return')], edges: [edge('s2', 'ret')] };
    const main: WorkflowGraph = {
      nodes: [node('s', 'Start'), node('t', 'WorkflowTransfer', 'To checks', { workflowId: 'wf-sub' }), node('a', 'Accept', 'Back home')],
      edges: [edge('s', 't'), edge('t', 'a')],
    };
    const ctx = fakeContext({ workflows: { published: async (id: string) => (id === 'wf-sub' ? { id, name: 'Checks', type: 'RealTime' as const, graph: sub } : null) } });
    const ix = await runWorkflow({ id: 'wf-1', graph: main }, call(), ctx);
    expect([ix.result, ix.reason]).toEqual(['Accepted', 'Back home']);
    expect(ix.events[0]).toMatchObject({ type: 'INFO', message: 'To checks: handed off to Checks' });
    // A handoff to a workflow that is not published logs ERROR and goes on from Next.
    const missing = await runWorkflow({ id: 'wf-1', graph: { ...main, nodes: main.nodes.map((n) => (n.id === 't' ? node('t', 'WorkflowTransfer', 'To checks', { workflowId: 'gone' }) : n)) } }, call(), ctx);
    expect(missing.result).toBe('Accepted');
    expect(missing.events[0]?.type).toBe('ERROR');
  });

  it('stops a loop at the hop limit with Rejected and an ERROR', async () => {
    const sub: WorkflowGraph = { nodes: [node('s', 'Start'), node('t', 'WorkflowTransfer', 'Again', { workflowId: 'self' })], edges: [edge('s', 't'), edge('t', 't')] };
    const ctx = fakeContext({ workflows: { published: async () => ({ id: 'self', name: 'Self', type: 'RealTime' as const, graph: sub }) } });
    const ix = await runWorkflow({ id: 'self', graph: sub }, call(), ctx);
    expect([ix.result, ix.reason]).toEqual(['Rejected', ENGINE_REASONS.hopLimit]);
    expect(ix.events.filter((e) => e.type === 'INFO')).toHaveLength(HOP_LIMIT / 2);
    expect(ix.events.at(-1)?.type).toBe('ERROR');
  });

  it('stops a node that outlives the time budget with Rejected', async () => {
    const graph: WorkflowGraph = { nodes: [node('s', 'Start'), node('t', 'WorkflowTransfer', 'Slow', { workflowId: 'x' }), node('a', 'Accept')], edges: [edge('s', 't'), edge('t', 'a')] };
    const ctx = fakeContext({ workflows: { published: () => new Promise(() => undefined) } });
    const ix = await runWorkflow({ id: 'w', graph }, call(), ctx, { budgetMs: 50 });
    expect([ix.result, ix.reason]).toEqual(['Rejected', ENGINE_REASONS.budget]);
  });

  it('lets the event loop run during a long walk of nodes that answer at once', async () => {
    const sub: WorkflowGraph = { nodes: [node('s', 'Start'), node('t', 'WorkflowTransfer', 'Again', { workflowId: 'self' })], edges: [edge('s', 't'), edge('t', 't')] };
    let loopRan = false;
    const seen: boolean[] = [];
    const ctx = fakeContext({ workflows: { published: async () => (seen.push(loopRan), { id: 'self', name: 'Self', type: 'RealTime' as const, graph: sub }) } });
    setImmediate(() => (loopRan = true));
    // A clock on which each look costs a millisecond: the walk is due a break after a few nodes.
    let ms = 0;
    await runWorkflow({ id: 'self', graph: sub }, call(), ctx, { clock: () => ms++ });
    // Timers and I/O (here a setImmediate queued before the walk) ran long before its end.
    expect(seen.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(true)).toBeLessThan(5);
  });

  it('gives the Script nodes of a call what is left of its budget, so together they cannot outlive it', async () => {
    // The walk's clock is ours: each script run takes 40 ms of it, whatever the machine is doing.
    let now = 0;
    const budgets: number[] = [];
    const ctx = nodeContext({ scripts: { run: async (req, opts) => {
      budgets.push(opts?.budgetMs ?? Infinity);
      now += 40;
      return { output: '1', data: req.data, logs: [], error: null };
    } } });
    // A Script node wired back to itself.
    const graph: WorkflowGraph = { nodes: [node('s', 'Start'), node('js', 'Script', 'Again', { script: 'goTo(1)', outputs: 1 })], edges: [edge('s', 'js'), edge('js', 'js', '1')] };
    const ix = await runWorkflow({ id: 'w', graph }, call(), ctx, { budgetMs: 150, clock: () => now });
    expect([ix.result, ix.reason]).toEqual(['Rejected', ENGINE_REASONS.budget]);
    expect(budgets).toEqual([150, 110, 70, 30]);
  });

  it('logs ERROR for a node whose settings are incomplete and follows its fallback', async () => {
    const graph: WorkflowGraph = { nodes: [node('s', 'Start'), node('t', 'WorkflowTransfer', 'Nowhere'), node('a', 'Accept', 'After')], edges: [edge('s', 't'), edge('t', 'a')] };
    const ix = await runWorkflow({ id: 'w', graph }, call(), fakeContext());
    expect(ix.events[0]).toMatchObject({ type: 'ERROR', message: 'Nowhere: its settings are incomplete (Field is required)' });
    expect([ix.result, ix.reason]).toEqual(['Accepted', 'After']);
  });
});

describe('graph-rules.graphProblems', () => {
  it('accepts a sound graph and names each structural problem', () => {
    const ok: WorkflowGraph = { nodes: [node('s', 'Start'), node('a', 'Accept'), node('n', 'Notes', 'hello')], edges: [edge('s', 'a')] };
    expect(graphProblems(ok, 'RealTime', {})).toEqual([]);
    const bad: WorkflowGraph = {
      nodes: [node('s', 'Start'), node('s2', 'Start'), node('a', 'Accept'), node('n', 'Notes')],
      edges: [edge('s', 'a'), { ...edge('s', 'n'), id: 'x' }, edge('a', 's', 'out'), edge('s', 'ghost', 'other')],
    };
    expect(graphProblems(bad, 'RealTime', {}).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'nodes: A workflow has exactly one Start node',
      'edges.1: Notes cannot be connected',
      'edges.1: Each output of a node can have only one connection',
      'edges.2: Nothing can connect into the Start node',
      'edges.2: This connection leaves from an output the node does not have',
      'edges.3: This connection joins nodes that are not in the workflow',
    ]);
  });

  it('checks settings when publishing', () => {
    const graph: WorkflowGraph = { nodes: [node('s', 'Start'), node('r', 'Reject', '', { sipResponseCode: 404 })], edges: [edge('s', 'r')] };
    expect(graphProblems(graph, 'RealTime', {})).toEqual([]);
    expect(graphProblems(graph, 'RealTime', {}, { configs: true })).toEqual([
      { path: 'nodes.1.data.config.sipResponseCode', message: 'SIP response code must be between 500 and 599' },
    ]);
  });
});
