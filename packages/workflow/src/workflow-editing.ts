import { z } from 'zod';
import type { PickerSourceName, WorkflowGraph, WorkflowNode } from '@trueline/contract';
import { outputsOf, type NodeDefinition, type NodeOutput, type PickerSource } from './define-node';
import type { GraphProblem } from './graph-rules';
import { nodeDefinition } from './registry';

/**
 * What the editor and the workflows service both need about graphs beyond the engine: a new workflow's graph, a new
 * node's defaults, the outputs a node shows, problems named by node, and how a picker's `filter` narrows its choices.
 */

// The contract's picker sources (the API's) and the form fields' are the same names.
const _sameSources: [PickerSource] extends [PickerSourceName] ? ([PickerSourceName] extends [PickerSource] ? true : never) : never = true;
void _sameSources;

export const START_NODE_ID = 'start';
export const START_POSITION = { x: 80, y: 200 } as const;

export function newStartNode(): WorkflowNode {
  return { id: START_NODE_ID, type: 'Start', version: 1, position: { ...START_POSITION }, data: { label: 'Start', config: {} } };
}

/** A new workflow's graph: one Start node. */
export const initialGraph = (): WorkflowGraph => ({ nodes: [newStartNode()], edges: [] });

/** The graph with a Start node placed when it has none (spec 3 §4). */
export function withStartNode(graph: WorkflowGraph): WorkflowGraph {
  if (graph.nodes.some((n) => n.type === 'Start')) return graph;
  const taken = new Set(graph.nodes.map((n) => n.id));
  let id = START_NODE_ID;
  for (let i = 2; taken.has(id); i++) id = `${START_NODE_ID}-${i}`;
  return { ...graph, nodes: [{ ...newStartNode(), id }, ...graph.nodes] };
}

/**
 * A new node's settings: the schema's defaults. A schema with required fields (a picker not yet chosen) cannot parse
 * `{}`, so each field's own default is taken instead and the required ones stay empty.
 */
export function defaultConfig(def: Pick<NodeDefinition, 'config'>): Record<string, unknown> {
  const whole = def.config.safeParse({});
  if (whole.success && whole.data && typeof whole.data === 'object') return { ...(whole.data as Record<string, unknown>) };
  const config: Record<string, unknown> = {};
  if (def.config instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(def.config.shape as Record<string, z.ZodType>)) {
      const value = field.safeParse(undefined);
      if (value.success && value.data !== undefined) config[key] = value.data;
    }
  }
  return config;
}

/** A node of a type, with its defaults, at a place on the canvas. */
export function newNode(def: NodeDefinition, id: string, position: { x: number; y: number }): WorkflowNode {
  return { id, type: def.type, version: def.version, position, data: { label: def.label, config: defaultConfig(def) } };
}

/**
 * The outputs a node shows with its current settings. Outputs that depend on settings (a script's count) are read
 * from the settings as they are when they do not parse yet, so the canvas keeps its handles while a form is invalid.
 */
export function nodeOutputs(node: Pick<WorkflowNode, 'type' | 'data'>): readonly NodeOutput[] {
  const def = nodeDefinition(node.type);
  if (!def) return [];
  const parsed = def.config.safeParse(node.data.config);
  if (parsed.success) return outputsOf(def, parsed.data);
  if (typeof def.outputs !== 'function') return def.outputs;
  try {
    return def.outputs({ ...defaultConfig(def), ...node.data.config });
  } catch {
    return [];
  }
}

/** The node a problem's path names, by index in the graph (`nodes.3…`), or null for problems of the whole graph or of edges. */
function nodeOfPath(graph: WorkflowGraph, path: string): { node: WorkflowNode; rest: string } | null {
  const m = /^nodes\.(\d+)(\..*)?$/.exec(path);
  const node = m ? graph.nodes[Number(m[1])] : undefined;
  return node ? { node, rest: m![2] ?? '' } : null;
}

export const nodeName = (node: WorkflowNode) => node.data.label.trim() || nodeDefinition(node.type)?.label || node.type;

/**
 * Problems as field errors that name their node: the path carries the node's id (`nodes.{id}.data.config.field`)
 * and the message starts with its label, so the list reads well and the editor can mark the node.
 */
export function namedProblems(graph: WorkflowGraph, problems: readonly GraphProblem[]): GraphProblem[] {
  return problems.map((p) => {
    const at = nodeOfPath(graph, p.path);
    if (!at) return p;
    return { path: `nodes.${at.node.id}${at.rest}`, message: `${nodeName(at.node)}: ${p.message}` };
  });
}

/** The id of the node a named problem's path points at, among the graph's node ids (ids may hold dots). */
export function nodeIdOfProblem(path: string, nodeIds: readonly string[]): string | null {
  if (!path.startsWith('nodes.')) return null;
  const rest = path.slice('nodes.'.length);
  let best: string | null = null;
  for (const id of nodeIds) {
    if ((rest === id || rest.startsWith(`${id}.`)) && (!best || id.length > best.length)) best = id;
  }
  return best;
}

/** Filter keys that are not properties of the choices: what a picker depends on, and the workflow being edited. */
const DEPENDENCY_KEYS = new Set(['campaignField', 'recordSetField']);

/**
 * Whether a picker choice passes a form field's `filter`: `statuses` keeps choices whose status is listed,
 * `excludeStatuses` drops those whose status is listed, `excludeCurrent: true` drops the workflow being edited, and
 * any other key is a property of the choice that must equal the value (or be one of a list). `campaignField` names
 * the field a picker depends on (dialer lists follow the chosen campaign) and filters nothing.
 */
export function matchesPickerFilter(
  option: Readonly<Record<string, unknown>> & { id: string },
  filter: Readonly<Record<string, unknown>> | undefined,
  ctx: { currentWorkflowId?: string | null } = {},
): boolean {
  if (!filter) return true;
  for (const [key, want] of Object.entries(filter)) {
    if (DEPENDENCY_KEYS.has(key)) continue;
    if (key === 'excludeCurrent') {
      if (want && option.id === ctx.currentWorkflowId) return false;
    } else if (key === 'statuses') {
      if (Array.isArray(want) && !want.includes(option.status)) return false;
    } else if (key === 'excludeStatuses') {
      if (Array.isArray(want) && want.includes(option.status)) return false;
    } else if (Array.isArray(want) ? !want.includes(option[key]) : option[key] !== want) return false;
  }
  return true;
}
