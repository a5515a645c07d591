import type { NodeTypes } from '@xyflow/react';
import { NODE_DEFINITIONS } from '@trueline/workflow';
import { WorkflowNodeView } from './WorkflowNodeView';

/**
 * xyflow's node types, built once from the registry (design §6): every node type the engine knows is drawn by the
 * same generic view, reading its outputs and form from its definition. A type added to the registry appears here
 * without changes.
 */
export const NODE_TYPES: NodeTypes = Object.fromEntries(NODE_DEFINITIONS.map((d) => [d.type, WorkflowNodeView]));
