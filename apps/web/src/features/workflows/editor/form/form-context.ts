import { createContext, useContext } from 'react';
import type { NodeType, PickerOption } from '@trueline/contract';

/** What a node form knows beyond its node: where it is, which workflow, and the workspace's ACTIVE record sets (their scopes and attributes). */
export interface NodeFormContextValue {
  ws: string;
  workflowId: string;
  nodeType: NodeType;
  recordSets: readonly PickerOption[];
}

export const NodeFormContext = createContext<NodeFormContextValue>({ ws: '', workflowId: '', nodeType: 'Start', recordSets: [] });
export const useNodeFormContext = () => useContext(NodeFormContext);
