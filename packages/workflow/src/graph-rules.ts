import type { AegisFeature, WorkflowGraph, WorkflowType } from '@trueline/contract';
import { MESSAGES } from '@trueline/contract';
import { outputsOf } from './define-node';
import { isNodeEnabled, nodeDefinition } from './registry';

export interface GraphProblem {
  /** Where the problem is: `nodes.{index}`, `nodes.{index}.data.config.{field}` or `edges.{index}`. */
  path: string;
  message: string;
}

export const GRAPH_MESSAGES = {
  oneStart: 'A workflow has exactly one Start node',
  duplicateId: 'Two nodes have the same id',
  unknownType: 'This node type is unknown',
  wrongWorkflowType: (label: string, type: WorkflowType) => `${label} cannot be used in ${type === 'ETL' ? 'an ETL' : 'a real-time'} workflow`,
  edgeEnds: 'This connection joins nodes that are not in the workflow',
  edgeOutput: 'This connection leaves from an output the node does not have',
  oneConnection: 'Each output of a node can have only one connection',
  intoStart: 'Nothing can connect into the Start node',
  notes: 'Notes cannot be connected',
} as const;

/**
 * The structure a workflow must have to be saved: one Start, known node types usable in this workflow type and
 * enabled on the workspace, connections between existing nodes from outputs they have, one connection per output,
 * none into Start or to or from a note. With `configs`, each node's settings are checked too (publishing).
 */
export function graphProblems(
  graph: WorkflowGraph, type: WorkflowType, features: Readonly<Partial<Record<AegisFeature, boolean>>>, opts: { configs?: boolean } = {},
): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const ids = new Map<string, number>();
  graph.nodes.forEach((n, i) => {
    if (ids.has(n.id)) problems.push({ path: `nodes.${i}`, message: GRAPH_MESSAGES.duplicateId });
    ids.set(n.id, i);
    const def = nodeDefinition(n.type);
    if (!def) return void problems.push({ path: `nodes.${i}`, message: GRAPH_MESSAGES.unknownType });
    if (!def.workflowTypes.includes(type)) problems.push({ path: `nodes.${i}`, message: GRAPH_MESSAGES.wrongWorkflowType(def.label, type) });
    if (!isNodeEnabled(def, features)) problems.push({ path: `nodes.${i}`, message: MESSAGES.nodeTypeDisabled });
    if (opts.configs) {
      const parsed = def.config.safeParse(n.data.config);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ path: ['nodes', i, 'data', 'config', ...issue.path].join('.'), message: issue.message });
      }
    }
  });
  if (graph.nodes.filter((n) => n.type === 'Start').length !== 1) problems.push({ path: 'nodes', message: GRAPH_MESSAGES.oneStart });

  const used = new Set<string>();
  graph.edges.forEach((e, i) => {
    const source = graph.nodes[ids.get(e.source) ?? -1];
    const target = graph.nodes[ids.get(e.target) ?? -1];
    if (!source || !target) return void problems.push({ path: `edges.${i}`, message: GRAPH_MESSAGES.edgeEnds });
    if (target.type === 'Start') problems.push({ path: `edges.${i}`, message: GRAPH_MESSAGES.intoStart });
    if (source.type === 'Notes' || target.type === 'Notes') problems.push({ path: `edges.${i}`, message: GRAPH_MESSAGES.notes });
    const def = nodeDefinition(source.type);
    const config = def?.config.safeParse(source.data.config);
    // An output that depends on settings not yet valid (a script's count) is checked when publishing.
    if (def && config?.success && !outputsOf(def, config.data).some((o) => o.id === e.sourceHandle)) {
      problems.push({ path: `edges.${i}`, message: GRAPH_MESSAGES.edgeOutput });
    }
    const key = `${e.source}\u0000${e.sourceHandle}`;
    if (used.has(key)) problems.push({ path: `edges.${i}`, message: GRAPH_MESSAGES.oneConnection });
    used.add(key);
  });
  return problems;
}
