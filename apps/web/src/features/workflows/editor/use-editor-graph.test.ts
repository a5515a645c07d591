import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { WorkflowGraph } from '@trueline/contract';
import { PASTE_OFFSET } from './graph-edit';
import { useEditorGraph } from './use-editor-graph';

const graph: WorkflowGraph = {
  nodes: [
    { id: 'start', type: 'Start', version: 1, position: { x: 0, y: 0 }, data: { label: 'Start', config: {} } },
    { id: 'ok', type: 'Accept', version: 1, position: { x: 300, y: 40 }, data: { label: 'Welcome', config: {} } },
    { id: 'no', type: 'Reject', version: 1, position: { x: 300, y: 240 }, data: { label: 'Closed', config: { reasonMessage: '', sipResponseCode: 503 } } },
  ],
  edges: [],
};

const select = (h: { current: ReturnType<typeof useEditorGraph> }, id: string) =>
  act(() => h.current.onNodesChange(h.current.nodes.map((n) => ({ type: 'select' as const, id: n.id, selected: n.id === id }))));

describe('useEditorGraph', () => {
  it('keeps one connection per output: connecting the same output again replaces the older connection', () => {
    const { result } = renderHook(() => useEditorGraph(graph));
    act(() => result.current.onConnect({ source: 'start', sourceHandle: 'next', target: 'ok', targetHandle: 'in' }));
    act(() => result.current.onConnect({ source: 'start', sourceHandle: 'next', target: 'no', targetHandle: 'in' }));
    expect(result.current.graph.edges).toEqual([{ id: 'e-start-next-no', source: 'start', sourceHandle: 'next', target: 'no' }]);
    // Nothing connects into Start.
    act(() => result.current.onConnect({ source: 'ok', sourceHandle: 'next', target: 'start', targetHandle: 'in' }));
    expect(result.current.graph.edges).toHaveLength(1);
  });

  it('pastes a copy of the selected node 80 px right and down, selected, and each paste 80 px from the last', () => {
    const { result } = renderHook(() => useEditorGraph(graph));
    select(result, 'no');
    act(() => void result.current.copySelected());
    act(() => void result.current.paste());
    act(() => void result.current.paste());
    const rejects = result.current.nodes.filter((n) => n.type === 'Reject');
    expect(rejects.map((n) => n.position)).toEqual([
      { x: 300, y: 240 }, { x: 300 + PASTE_OFFSET, y: 240 + PASTE_OFFSET }, { x: 300 + 2 * PASTE_OFFSET, y: 240 + 2 * PASTE_OFFSET },
    ]);
    expect(new Set(rejects.map((n) => n.id)).size).toBe(3);
    expect(result.current.nodes.filter((n) => n.selected).map((n) => n.id)).toEqual([rejects[2]!.id]);
    expect(rejects[2]!.data.label).toBe('Closed');
  });

  it('neither copies nor removes the Start node', () => {
    const { result } = renderHook(() => useEditorGraph(graph));
    select(result, 'start');
    let copied = true;
    act(() => void (copied = result.current.copySelected()));
    expect(copied).toBe(false);
    act(() => result.current.onNodesChange([{ type: 'remove', id: 'start' }, { type: 'remove', id: 'ok' }]));
    expect(result.current.nodes.map((n) => n.id)).toEqual(['start', 'no']);
  });

  it('drops connections from outputs a node no longer has once its settings change', () => {
    const { result } = renderHook(() => useEditorGraph({
      nodes: [...graph.nodes, { id: 'hand', type: 'WorkflowTransfer', version: 1, position: { x: 0, y: 0 }, data: { label: '', config: {} } }],
      edges: [{ id: 'e1', source: 'hand', sourceHandle: 'next', target: 'ok' }, { id: 'e2', source: 'hand', sourceHandle: 'gone', target: 'no' }],
    }));
    act(() => result.current.updateNode('hand', { label: 'To billing', config: { workflowId: 'w2' } }));
    expect(result.current.graph.edges.map((e) => e.id)).toEqual(['e1']);
    expect(result.current.nodes.find((n) => n.id === 'hand')!.data).toMatchObject({ label: 'To billing', config: { workflowId: 'w2' } });
  });
});
