import type { WorkflowGraph, WorkflowStatus, WorkflowType } from '@trueline/contract';

/** A workflow as screening runs it: its published graph (and its status: a Disabled workflow screens nothing). */
export interface PublishedWorkflow {
  id: string;
  name: string;
  type: WorkflowType;
  status: WorkflowStatus;
  graph: WorkflowGraph;
}

/** How long an answer is reused: publishing on this instance drops it at once; another instance's publish shows within this. */
export const PUBLISHED_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * The published versions the screening path reads on every call, kept in memory. The same graph object is handed out
 * while cached, so the engine's per-graph index is built once. Missing workflows are remembered too (briefly), so a
 * dialer calling with a wrong id does not reach the database each time.
 */
export function publishedCache(load: (workspaceId: string, workflowId: string) => Promise<PublishedWorkflow | null>, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<PublishedWorkflow | null> }>();
  const key = (workspaceId: string, workflowId: string) => `${workspaceId}\u0000${workflowId}`;

  return {
    get(workspaceId: string, workflowId: string): Promise<PublishedWorkflow | null> {
      const k = key(workspaceId, workflowId);
      const hit = entries.get(k);
      if (hit && now() - hit.at < PUBLISHED_TTL_MS) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const value = load(workspaceId, workflowId);
      entries.set(k, { at: now(), value });
      // A failed load is not remembered: the next call tries again.
      value.catch(() => entries.get(k)?.value === value && entries.delete(k));
      return value;
    },
    invalidate(workspaceId: string, workflowId: string) {
      entries.delete(key(workspaceId, workflowId));
    },
  };
}
