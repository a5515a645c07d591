import type { EngineContext, Interaction } from '@trueline/workflow';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';
import type { MessagingCampaignsService } from '../messaging-campaigns/messaging-campaigns.service';
import type { ListsService } from '../lists';
import type { WalkableWorkflow } from '../screening/ports';
import type { UsersService } from '../users/users.service';
import type { WebhookEmit } from '../webhooks/webhook-delivery';

/** A messaging campaign as its service answers it. */
export type MessagingCampaignRow = Awaited<ReturnType<MessagingCampaignsService['find']>>;

/** What Engage lists read of other features, each through its service (the module fills these from its peers). */
export interface MessagingListsServices {
  /** `find` for a caller's scope; `byId` for code that holds only ids (a job, another feature's system call), which checks the workspace itself. */
  campaigns: Pick<MessagingCampaignsService, 'find' | 'byId' | 'log'>;
  /** The Core lists' upload reader: a .csv streamed into storage, parsed as it comes, its first row and row count known. */
  uploads: Pick<ListsService, 'receive' | 'discardFile'>;
  optOuts: { optedOutAmong(workspaceId: string, phones: readonly string[]): Promise<Set<string>> };
  recordSets: { getRecords(workspaceId: string, recordSetId: string, keys: readonly string[]): Promise<Map<string, unknown>> };
  workflows: { published(workspaceId: string, workflowId: string): Promise<WalkableWorkflow | null> };
  /** The Aegis workflow walked for one lead (an SMS interaction, recorded like every other). */
  screening: {
    etl(workspaceId: string, workflow: WalkableWorkflow, record: { phone: string; zip: string | null; data: Record<string, string> }, inserts: EngineContext['inserts'], channelType: 'SMS'): Promise<Interaction | null>;
  };
  webhooks: { emit: WebhookEmit };
  users: Pick<UsersService, 'names'>;
  templates: Pick<MappingTemplatesService, 'assertNameFree' | 'saveNew'>;
}

/**
 * What the sending engine hears from lists (its helper wires these in the messaging leads or campaigns module's
 * `connect`): `listActivated` runs after a list turns ACTIVE, so the engine can claim its leads at once.
 */
export interface MessagingListsPorts {
  listActivated(campaignId: string): Promise<void>;
}
