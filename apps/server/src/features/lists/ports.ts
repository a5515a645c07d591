import type { MeteringService } from '../metering/metering.service';
import type { Campaign, CampaignEventCategory, CampaignEventType, FtcSan } from '@trueline/contract';
import type { Actor } from '../../platform/auth-context';
import type { DialerAccount } from '../../providers/dialers/dialers';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import type { WebhookEmit } from '../webhooks/webhook-delivery';

/** One day of list activity for the campaign charts. */
export interface ListStatsRow { date: string; total: number; inactive: number; invalid: number; valid: number }

/** What lists need of the campaigns service (the plan's interface; the module passes the service). */
export interface ListsCampaigns {
  access(scope: WorkspaceScope, campaignId: string): Promise<{ workspace: WorkspaceRow; campaign: Campaign }>;
  findById(campaignId: string): Promise<Campaign | null>;
  logEvent(c: { id: string; orgId: string; workspaceId: string }, type: CampaignEventType, category: CampaignEventCategory, message: string): Promise<void>;
  /** Active campaigns of every workspace (the periodic reimport looks for managed ones). */
  activeCampaigns(): Promise<Campaign[]>;
  /** Makes a template the campaign's default mapping template when it has none (answers whether it did). */
  adoptDefaultTemplate(campaignId: string, templateName: string): Promise<boolean>;
  /** Records when a managed campaign's dialer list was last imported. */
  markImported?(campaignId: string, at: Date): Promise<void>;
}

/** What lists need of the pools service: a local caller ID per lead (null when the pool has none to give). */
export interface ListsPools {
  assignCallerIds(campaign: { id: string; workspaceId: string }, leads: { phone: string; zip: string | null; state: string | null }[]): Promise<(string | null)[]>;
}

/** The other services list processing reads. */
export interface ListsServices {
  campaigns: ListsCampaigns;
  pools: ListsPools;
  /** `scope` for the public API, whose keys name a campaign rather than a workspace path. */
  workspaces: { scope(actor: Actor, orgId: string, id: string): Promise<WorkspaceScope>; findAnyOrg(id: string): Promise<WorkspaceRow | null> };
  dialers: { accountOf(w: WorkspaceRow): DialerAccount };
  ftcSans: { find(workspaceId: string, id: string): Promise<FtcSan | null> };
  /** Active Prospect (TrustedForm) and Verisk (LeadiD) connections: the key of the workspace's active one. */
  activeProspect: { activeKey(workspaceId: string): Promise<string | null> };
  verisk: { activeKey(workspaceId: string): Promise<string | null> };
  users: { names(actor: Actor): Promise<{ firstName: string; lastName: string } | null> };
  /** Fires the CampaignList (and, for lists of the public API, RealTimeListLoad) webhooks. */
  webhooks: { emit: WebhookEmit };
  /** The usage ledger: the checks each batch made, written with the batch. */
  metering: Pick<MeteringService, 'record'>;
}
