import type { InteractionEventType, WorkflowNode } from '@trueline/contract';
import type { EngineContext } from './context';
import { logEvent, type Interaction } from './interaction';

/**
 * Logs a node's event as "{Type}: {label} - {message}" (e.g. "RecordSet: EBR - Record found"), or "{Type}: {message}"
 * when the node has no label of its own.
 */
export function nodeLog(ix: Interaction, ctx: EngineContext, node: WorkflowNode, type: InteractionEventType, message: string) {
  const label = node.data.label.trim();
  logEvent(ix, type, `${node.type}: ${label ? `${label} - ` : ''}${message}`, ctx.now(), node.id);
}
