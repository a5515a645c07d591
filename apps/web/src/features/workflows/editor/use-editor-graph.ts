import { useCallback, useMemo, useRef, useState } from 'react';
import { applyEdgeChanges, applyNodeChanges, type Connection, type Edge, type EdgeChange, type NodeChange } from '@xyflow/react';
import type { WorkflowGraph } from '@trueline/contract';
import { nodeOutputs } from '@trueline/workflow';
import { canConnect, connectOnePerOutput, copyOf, fromFlow, markProblems, toFlow, withoutStartRemoval, type FlowNode, type FlowNodeData } from './graph-edit';

/**
 * The canvas's nodes and edges with the editor's rules applied to every change: Start stays, one connection per
 * output, copies offset by 80 px. `graph` is what a save sends.
 */
export function useEditorGraph(initial: WorkflowGraph) {
  const [state, setState] = useState(() => toFlow(initial));
  const clipboard = useRef<FlowNode | null>(null);
  const { nodes, edges } = state;

  const onNodesChange = useCallback((changes: NodeChange<FlowNode>[]) =>
    setState((s) => ({ ...s, nodes: applyNodeChanges(withoutStartRemoval(changes, s.nodes), s.nodes) })), []);
  const onEdgesChange = useCallback((changes: EdgeChange<Edge>[]) => setState((s) => ({ ...s, edges: applyEdgeChanges(changes, s.edges) })), []);
  const onConnect = useCallback((c: Connection) => setState((s) => (canConnect(s.nodes, c) ? { ...s, edges: connectOnePerOutput(s.edges, c) } : s)), []);
  const isValidConnection = useCallback((c: Connection | Edge) => canConnect(nodes, c), [nodes]);

  const addNode = useCallback((node: FlowNode) => setState((s) => ({
    ...s, nodes: [...s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), { ...node, selected: true }],
  })), []);

  /** Copies the selected node (not Start); answers whether one was copied. */
  const copySelected = useCallback((): boolean => {
    const selected = nodes.find((n) => n.selected && n.type !== 'Start');
    if (!selected) return false;
    clipboard.current = selected;
    return true;
  }, [nodes]);

  /** Pastes the copied node 80 px from it (each paste 80 px from the last); answers whether there was one. */
  const paste = useCallback((): boolean => {
    const source = clipboard.current;
    const copy = source ? copyOf(source) : null;
    if (!copy) return false;
    clipboard.current = copy;
    addNode(copy);
    return true;
  }, [addNode]);

  const updateNode = useCallback((id: string, data: Pick<FlowNodeData, 'label' | 'config'>) => setState((s) => {
    const node = s.nodes.find((n) => n.id === id);
    if (!node) return s;
    // Outputs may follow the settings (a script's count): connections from outputs the node no longer has go.
    const outputs = new Set(nodeOutputs({ type: node.type, data }).map((o) => o.id));
    return {
      nodes: s.nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...data, problems: undefined } } : n)),
      edges: s.edges.filter((e) => e.source !== id || outputs.has(e.sourceHandle ?? '')),
    };
  }), []);

  const setProblems = useCallback((byNode: ReadonlyMap<string, string[]>) => setState((s) => ({ ...s, nodes: markProblems(s.nodes, byNode) })), []);
  /** Bumped when the whole graph is replaced (a revert), so the canvas fits the view to it again. */
  const [generation, setGeneration] = useState(0);
  const reset = useCallback((graph: WorkflowGraph) => {
    setState(toFlow(graph));
    setGeneration((g) => g + 1);
  }, []);
  const graph = useMemo(() => fromFlow(nodes, edges), [nodes, edges]);

  return { nodes, edges, graph, generation, onNodesChange, onEdgesChange, onConnect, isValidConnection, addNode, copySelected, paste, updateNode, setProblems, reset };
}
export type EditorGraph = ReturnType<typeof useEditorGraph>;
