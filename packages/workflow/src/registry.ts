import type { AegisFeature, NodeCategory, NodeType, WorkflowType } from '@trueline/contract';
import type { NodeDefinition } from './define-node';
import { acceptNode } from './nodes/accept.node.js';
import { activeProspectNode } from './nodes/active-prospect.node.js';
import { callerIdNode } from './nodes/caller-id.node.js';
import { campaignQueryNode } from './nodes/campaign-query.node.js';
import { coreCampaignInsertNode } from './nodes/core-campaign-insert.node.js';
import { dataBoostNode } from './nodes/data-boost.node.js';
import { decisionNode } from './nodes/decision.node.js';
import { doNotCallNode } from './nodes/do-not-call.node.js';
import { knownLitigatorNode } from './nodes/known-litigator.node.js';
import { messagingCampaignInsertNode } from './nodes/messaging-campaign-insert.node.js';
import { notesNode } from './nodes/notes.node.js';
import { reassignedNumberDatabaseNode } from './nodes/reassigned-number-database.node.js';
import { recordSetNode } from './nodes/record-set.node.js';
import { recordSetDeleteNode } from './nodes/record-set-delete.node.js';
import { recordSetInsertNode } from './nodes/record-set-insert.node.js';
import { recordSetRouteNode } from './nodes/record-set-route.node.js';
import { rejectNode } from './nodes/reject.node.js';
import { returnNode } from './nodes/return.node.js';
import { scriptNode } from './nodes/script.node.js';
import { startNode } from './nodes/start.node.js';
import { stateDialingNode } from './nodes/state-dialing.node.js';
import { stateDoNotCallNode } from './nodes/state-do-not-call.node.js';
import { stateOfEmergencyNode } from './nodes/state-of-emergency.node.js';
import { timeOfDayNode } from './nodes/time-of-day.node.js';
import { velocityNode } from './nodes/velocity.node.js';
import { veriskNode } from './nodes/verisk.node.js';
import { webhookNode } from './nodes/webhook.node.js';
import { workflowTransferNode } from './nodes/workflow-transfer.node.js';

/**
 * Every node type, listed explicitly: the editor's palette and forms and the server's engine read this one list.
 * The order within a category is the palette's.
 */
export const NODE_DEFINITIONS: readonly NodeDefinition<never>[] = [
  // Flow control
  startNode, notesNode, acceptNode, rejectNode, returnNode, workflowTransferNode,
  // Conditional routing
  decisionNode, timeOfDayNode, recordSetRouteNode, scriptNode,
  // Compliance
  doNotCallNode, stateDoNotCallNode, stateDialingNode, velocityNode, reassignedNumberDatabaseNode, knownLitigatorNode, stateOfEmergencyNode,
  // Data services
  recordSetNode, recordSetInsertNode, recordSetDeleteNode, campaignQueryNode, callerIdNode, dataBoostNode,
  // External services
  activeProspectNode, veriskNode, webhookNode, coreCampaignInsertNode, messagingCampaignInsertNode,
] as unknown as NodeDefinition<never>[];

const byType = new Map<string, NodeDefinition>(NODE_DEFINITIONS.map((d) => [d.type, d as unknown as NodeDefinition]));

/** The definition of a node type, or undefined for a type this build does not know. */
export function nodeDefinition(type: NodeType | string): NodeDefinition | undefined {
  return byType.get(type);
}

/** Whether the workspace's flags let this node type be used (types without a flag always can). */
export function isNodeEnabled(def: Pick<NodeDefinition, 'featureFlag'>, features: Readonly<Partial<Record<AegisFeature, boolean>>>): boolean {
  return !def.featureFlag || Boolean(features[def.featureFlag]);
}

/** The palette of a workflow type: its categories in order, each with the node types usable in that type (Start is never offered). */
export function paletteOf(type: WorkflowType, categories: readonly NodeCategory[]): { category: NodeCategory; nodes: NodeDefinition[] }[] {
  return categories.map((category) => ({
    category,
    nodes: [...byType.values()].filter((d) => d.category === category && d.type !== 'Start' && d.workflowTypes.includes(type)),
  }));
}
