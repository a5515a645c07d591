import type { Connection, Edge, Node, NodeChange } from '@xyflow/react';
import { MESSAGES, type AegisFeature, type NodeType, type WorkflowGraph, type WorkflowNode } from '@trueline/contract';
import { isNodeEnabled, newNode, nodeDefinition, nodeIdOfProblem, withStartNode, type NodeDefinition } from '@trueline/workflow';
import { NODE_WIDTH } from './node-style';

/**
 * The editor's graph rules as pure functions over xyflow's nodes and edges (spec 3 §4): one connection per output,
 * the Start node never removed or copied, copies offset by 80 px, disabled node types refused on drop.
 */

export interface FlowNodeData extends Record<string, unknown> {
  label: string;
  config: Record<string, unknown>;
  version: number;
  /** Problems the server named for this node (publish or save), shown until the node is edited. */
  problems?: string[];
}
export type FlowNode = Node<FlowNodeData, NodeType>;
export type Features = Readonly<Partial<Record<AegisFeature, boolean>>>;

export const PASTE_OFFSET = 80;

export function toFlow(graph: WorkflowGraph): { nodes: FlowNode[]; edges: Edge[] } {
  const g = withStartNode(graph);
  return {
    nodes: g.nodes.map((n) => ({
      id: n.id, type: n.type, position: { ...n.position }, deletable: n.type !== 'Start',
      data: { label: n.data.label, config: n.data.config, version: n.version },
    })),
    edges: g.edges.map((e) => ({ id: e.id, source: e.source, sourceHandle: e.sourceHandle, target: e.target })),
  };
}

/** The graph to save: places, labels, settings and connections (selection and sizes stay in the editor). */
export function fromFlow(nodes: readonly FlowNode[], edges: readonly Edge[]): WorkflowGraph {
  return {
    nodes: nodes.map((n): WorkflowNode => ({
      id: n.id, type: n.type as NodeType, version: n.data.version, position: { x: Math.round(n.position.x), y: Math.round(n.position.y) },
      data: { label: n.data.label, config: n.data.config },
    })),
    edges: edges.map((e) => ({ id: e.id, source: e.source, sourceHandle: e.sourceHandle ?? '', target: e.target })),
  };
}

export const newNodeId = () => `n-${crypto.randomUUID().slice(0, 8)}`;
export const edgeId = (c: Pick<Connection, 'source' | 'sourceHandle' | 'target'>) => `e-${c.source}-${c.sourceHandle ?? ''}-${c.target}`;

const typeOf = (nodes: readonly FlowNode[], id: string) => nodes.find((n) => n.id === id)?.type;

/** Whether a connection may be drawn: not into Start, not from or to a note, not a node to itself. */
export function canConnect(nodes: readonly FlowNode[], c: Pick<Connection, 'source' | 'target'>): boolean {
  const [from, to] = [typeOf(nodes, c.source), typeOf(nodes, c.target)];
  return Boolean(from && to) && c.source !== c.target && to !== 'Start' && from !== 'Notes' && to !== 'Notes';
}

/** Adds a connection; an output has one, so a connection already leaving the same output is replaced (spec 3 §4). */
export function connectOnePerOutput(edges: readonly Edge[], c: Connection): Edge[] {
  const kept = edges.filter((e) => !(e.source === c.source && (e.sourceHandle ?? '') === (c.sourceHandle ?? '')));
  return [...kept, { id: edgeId(c), source: c.source, sourceHandle: c.sourceHandle, target: c.target }];
}

/** Node changes without the removal of Start (spec 3 §4: it cannot be removed). */
export function withoutStartRemoval(changes: NodeChange<FlowNode>[], nodes: readonly FlowNode[]): NodeChange<FlowNode>[] {
  return changes.filter((ch) => ch.type !== 'remove' || typeOf(nodes, ch.id) !== 'Start');
}

/** A copy of a node, 80 px to the right and down, with a new id; Start is never copied (null). */
export function copyOf(node: FlowNode, id: string = newNodeId()): FlowNode | null {
  if (node.type === 'Start') return null;
  return {
    id, type: node.type, position: { x: node.position.x + PASTE_OFFSET, y: node.position.y + PASTE_OFFSET }, selected: true, deletable: true,
    data: { label: node.data.label, config: structuredClone(node.data.config), version: node.data.version },
  };
}

/** A node of a type dropped at a place, or the spec's refusal when the workspace does not have its feature. */
export function dropNode(type: string, position: { x: number; y: number }, features: Features, id: string = newNodeId()): FlowNode | { refused: string } {
  const def: NodeDefinition | undefined = nodeDefinition(type);
  if (!def || def.type === 'Start') return { refused: MESSAGES.errorOccurred };
  if (!isNodeEnabled(def, features)) return { refused: MESSAGES.nodeTypeDisabled };
  const n = newNode(def, id, position);
  return { id, type: def.type, position, data: { label: n.data.label, config: n.data.config, version: n.version } };
}

/** The size a node is drawn at before it has been measured: its fixed width and about two lines and an output. */
export const NODE_SIZE_GUESS = { width: NODE_WIDTH, height: 80 };
/** Free space kept around a placed node, and the step between places tried. */
const PLACE_GAP = 24;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = (n: Pick<FlowNode, 'position' | 'measured' | 'width' | 'height'>): Box => ({
  x: n.position.x, y: n.position.y,
  width: n.measured?.width ?? n.width ?? NODE_SIZE_GUESS.width, height: n.measured?.height ?? n.height ?? NODE_SIZE_GUESS.height,
});
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + PLACE_GAP && b.x < a.x + a.width + PLACE_GAP && a.y < b.y + b.height + PLACE_GAP && b.y < a.y + a.height + PLACE_GAP;

/**
 * Where a new node of `size` goes near `centre` (flow coordinates) without covering another node: centred there when
 * that is free, else the nearest free place on rings around it (below and to the right first), so a node picked from
 * the palette never lands on top of one already there.
 */
export function freePosition(nodes: readonly Pick<FlowNode, 'position' | 'measured' | 'width' | 'height'>[], centre: { x: number; y: number },
  size: { width: number; height: number } = NODE_SIZE_GUESS): { x: number; y: number } {
  const boxes = nodes.map(boxOf);
  const start = { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
  const free = (p: { x: number; y: number }) => !boxes.some((b) => overlaps(b, { ...p, ...size }));
  if (free(start)) return start;
  const stepX = size.width + PLACE_GAP;
  const stepY = size.height + PLACE_GAP;
  for (let ring = 1; ring <= 50; ring++) {
    const places: { x: number; y: number; d: number }[] = [];
    for (let i = -ring; i <= ring; i++) {
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        // Nearest first; on a tie, below before above and right before left.
        places.push({ x: start.x + i * stepX, y: start.y + j * stepY, d: Math.hypot(i * stepX, j * stepY) - (j > 0 ? 0.5 : 0) - (i > 0 ? 0.25 : 0) });
      }
    }
    const found = places.sort((a, b) => a.d - b.d).find(free);
    if (found) return { x: found.x, y: found.y };
  }
  return start;
}

/** Puts the problems the server named (by node id) on their nodes, and clears the others'. */
export function markProblems(nodes: readonly FlowNode[], byNode: ReadonlyMap<string, string[]>): FlowNode[] {
  return nodes.map((n) => {
    const problems = byNode.get(n.id);
    if (!problems && !n.data.problems) return n;
    return { ...n, data: { ...n.data, problems } };
  });
}

/** JSON with object keys sorted, so two graphs compare by value whatever order their settings' keys came in. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
  return v;
}
export const sameGraph = (a: WorkflowGraph, b: WorkflowGraph) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The server's field errors naming nodes (`nodes.{id}…`), gathered by node. */
export function problemsByNode(errors: readonly { path: string; message: string }[], nodeIds: readonly string[]): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  for (const e of errors) {
    const id = nodeIdOfProblem(e.path, nodeIds);
    if (id) byNode.set(id, [...(byNode.get(id) ?? []), e.message]);
  }
  return byNode;
}
