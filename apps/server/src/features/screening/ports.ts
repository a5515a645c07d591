import type { Campaign, FtcSan, UsageProduct, WorkflowGraph, WorkflowType } from '@trueline/contract';
import type { Interaction, RecordSetDefinition, RecordSetRecord, ScopeValue } from '@trueline/workflow';
import type { WorkspaceRow } from '../workspaces/workspace';

/** A workflow version the engine can walk. */
export interface WalkableWorkflow { id: string; name: string; type: WorkflowType; status: string; graph: WorkflowGraph }

/** What the screening runtime needs of the other features (register.ts passes their services). */
export interface ScreeningPorts {
  workspaces: { findAnyOrg(id: string): Promise<WorkspaceRow | null> };
  workflows: {
    /** The published version of a workspace's workflow (null: missing, deleted, never published). */
    published(workspaceId: string, workflowId: string): Promise<WalkableWorkflow | null>;
  };
  /** Records a decided interaction (buffered: never a round trip on the call's path). */
  recorder: { record(ix: Interaction, meta: RecordMeta): void };
  recordSets: {
    definition(workspaceId: string, recordSetId: string): Promise<RecordSetDefinition | null>;
    /** A record set of the workspace by its id or its name (scripts name them). */
    resolve(workspaceId: string, idOrName: string): Promise<RecordSetDefinition | null>;
    get(workspaceId: string, recordSetId: string, key: string): Promise<RecordSetRecord | null>;
    put(workspaceId: string, recordSetId: string, key: string, attributes: Record<string, ScopeValue>): Promise<void>;
    remove(workspaceId: string, recordSetId: string, key: string): Promise<boolean>;
  };
  interactions: {
    /** Counts the workspace's earlier interactions (recorded or still buffered) for the Velocity node. */
    countSince(q: { workspaceId: string; by: 'Phone' | 'ExternId'; value: string; channelTypes: readonly string[]; since: Date; until: Date; includeTest: boolean }): Promise<number>;
  };
  webhooks: {
    /** Queues an AegisEvent delivery of the interaction to one of the workspace's webhooks. */
    sendAegisEvent(workspace: { orgId: string; id: string }, webhookId: string, ix: Interaction): Promise<void>;
  };
  ftcSans: { find(workspaceId: string, id: string): Promise<FtcSan | null> };
  /** Keys of the workspace's lead-verification and RND connections, decrypted (null: missing or not active). */
  connections: {
    trustedFormKey(workspaceId: string, connectionId: string): Promise<string | null>;
    leadIdKey(workspaceId: string): Promise<string | null>;
    rndToken(workspaceId: string, connectionId: string): Promise<string | null>;
  };
  campaigns: { findById(campaignId: string): Promise<Campaign | null> };
  pools: { assignCallerIds(campaign: { id: string; workspaceId: string }, leads: { phone: string; zip: string | null; state: string | null }[]): Promise<(string | null)[]> };
  leads: { latest(campaign: { id: string; workspaceId: string }, phone: string): Promise<{ zip: string | null; state: string | null; status: string } | null> };
}

/** What is recorded with an interaction besides the engine's own fields. */
export interface RecordMeta {
  orgId: string;
  workspaceId: string;
  runTimeMs: number;
  /** What the screening is billed as (none for a test call). */
  usageProduct: UsageProduct | null;
}
