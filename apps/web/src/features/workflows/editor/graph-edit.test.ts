import { describe, expect, it } from 'vitest';
import { applyNodeChanges } from '@xyflow/react';
import { MESSAGES, type WorkflowGraph } from '@trueline/contract';
import {
  NODE_SIZE_GUESS, PASTE_OFFSET, canConnect, connectOnePerOutput, copyOf, dropNode, freePosition, fromFlow, problemsByNode, sameGraph, toFlow, withoutStartRemoval, type FlowNode,
} from './graph-edit';

const graph: WorkflowGraph = {
  nodes: [
    { id: 'start', type: 'Start', version: 1, position: { x: 0, y: 0 }, data: { label: 'Start', config: {} } },
    { id: 'ok', type: 'Accept', version: 1, position: { x: 300, y: 0 }, data: { label: 'Welcome', config: {} } },
    { id: 'no', type: 'Reject', version: 1, position: { x: 300, y: 200 }, data: { label: 'Closed', config: { reasonMessage: '', sipResponseCode: 503 } } },
    { id: 'note', type: 'Notes', version: 1, position: { x: 0, y: 300 }, data: { label: 'Hello', config: {} } },
  ],
  edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'ok' }],
};

describe('toFlow and fromFlow', () => {
  it('round-trips a graph, and places a Start node when it has none', () => {
    const { nodes, edges } = toFlow(graph);
    expect(sameGraph(fromFlow(nodes, edges), graph)).toBe(true);
    expect(nodes.find((n) => n.type === 'Start')!.deletable).toBe(false);
    const noStart = toFlow({ nodes: graph.nodes.slice(1), edges: [] });
    expect(noStart.nodes.filter((n) => n.type === 'Start')).toHaveLength(1);
  });

  it('compares graphs by value, whatever the order of their keys', () => {
    const reordered = { edges: graph.edges, nodes: graph.nodes.map((n) => ({ data: n.data, position: n.position, version: n.version, type: n.type, id: n.id })) };
    expect(sameGraph(reordered, graph)).toBe(true);
    expect(sameGraph({ ...graph, edges: [] }, graph)).toBe(false);
  });
});

describe('connections', () => {
  const { nodes } = toFlow(graph);
  it('keeps one connection per output: a second from the same output replaces the older one', () => {
    const first = connectOnePerOutput([], { source: 'start', sourceHandle: 'next', target: 'ok', targetHandle: 'in' });
    const second = connectOnePerOutput(first, { source: 'start', sourceHandle: 'next', target: 'no', targetHandle: 'in' });
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ source: 'start', sourceHandle: 'next', target: 'no' });
  });

  it('refuses connections into Start, from or to a note, and from a node to itself', () => {
    expect(canConnect(nodes, { source: 'ok', target: 'start' })).toBe(false);
    expect(canConnect(nodes, { source: 'note', target: 'ok' })).toBe(false);
    expect(canConnect(nodes, { source: 'start', target: 'note' })).toBe(false);
    expect(canConnect(nodes, { source: 'ok', target: 'ok' })).toBe(false);
    expect(canConnect(nodes, { source: 'start', target: 'no' })).toBe(true);
  });
});

describe('the Start node and copies', () => {
  const { nodes } = toFlow(graph);
  it('is never removed, while other nodes are', () => {
    const kept = applyNodeChanges(withoutStartRemoval([{ type: 'remove', id: 'start' }, { type: 'remove', id: 'no' }], nodes), nodes);
    expect(kept.map((n) => n.id)).toEqual(['start', 'ok', 'note']);
  });

  it('is never copied; a copy of another node is 80 px right and down, with a new id and its own settings', () => {
    expect(copyOf(nodes[0]!)).toBeNull();
    const original = nodes[2] as FlowNode;
    const copy = copyOf(original, 'copy-1')!;
    expect(copy).toMatchObject({ id: 'copy-1', type: 'Reject', position: { x: 300 + PASTE_OFFSET, y: 200 + PASTE_OFFSET }, selected: true });
    expect(copy.data.config).toEqual(original.data.config);
    expect(copy.data.config).not.toBe(original.data.config);
  });
});

describe('dropNode', () => {
  it('makes a node with its type\'s defaults where it was dropped', () => {
    expect(dropNode('Reject', { x: 10, y: 20 }, {}, 'n1')).toEqual({
      id: 'n1', type: 'Reject', position: { x: 10, y: 20 }, data: { label: 'Reject', config: { reasonMessage: '', sipResponseCode: 503 }, version: 1 },
    });
  });

  it('refuses a type whose feature the workspace has not enabled with the spec\'s text; Start is never dropped', () => {
    expect(dropNode('DoNotCall', { x: 0, y: 0 }, { doNotCall: false })).toEqual({ refused: MESSAGES.nodeTypeDisabled });
    expect(dropNode('DoNotCall', { x: 0, y: 0 }, { doNotCall: true }, 'n2')).toMatchObject({ id: 'n2', type: 'DoNotCall' });
    expect('refused' in dropNode('Start', { x: 0, y: 0 }, {})).toBe(true);
  });
});

describe('problemsByNode', () => {
  it('gathers the server\'s field errors by the node they name', () => {
    const byNode = problemsByNode([
      { path: 'nodes.no.data.config.sipResponseCode', message: 'Closed: bad code' },
      { path: 'nodes.no', message: 'Closed: disabled' },
      { path: 'edges.0', message: 'bad edge' },
    ], ['start', 'no']);
    expect([...byNode]).toEqual([['no', ['Closed: bad code', 'Closed: disabled']]]);
  });
});

describe('freePosition', () => {
  const at = (x: number, y: number) => ({ position: { x, y } });
  const size = NODE_SIZE_GUESS;
  const clear = (p: { x: number; y: number }, nodes: { position: { x: number; y: number } }[]) =>
    nodes.every((n) => p.x + size.width <= n.position.x || n.position.x + size.width <= p.x || p.y + size.height <= n.position.y || n.position.y + size.height <= p.y);

  it('centres the node on the point when that space is free', () => {
    expect(freePosition([at(1000, 1000)], { x: 0, y: 0 })).toEqual({ x: -size.width / 2, y: -size.height / 2 });
  });

  it('moves it to the nearest free place when a node is there, again and again', () => {
    const nodes = [at(-105, -40)];
    for (let i = 0; i < 12; i++) {
      const p = freePosition(nodes, { x: 0, y: 0 });
      expect(clear(p, nodes), `${JSON.stringify(p)} lands on a node`).toBe(true);
      expect(Math.hypot(p.x, p.y)).toBeLessThan(1000);
      nodes.push(at(p.x, p.y));
    }
  });

  it('uses a node\'s measured size', () => {
    const tall = { position: { x: -105, y: -300 }, measured: { width: 210, height: 700 } };
    const p = freePosition([tall], { x: 0, y: 0 });
    expect(p.x >= 105 + 24 || p.x + size.width <= -105 - 24).toBe(true);
  });
});
