import fs from 'node:fs/promises';
import {
  ENGAGE_API_MESSAGES as M, MESSAGES,
  type EngageCampaignStatus, type EngageLeadLoadResult, type MessagingList, type engageLeadLoadBody, type engageListLoadBody,
} from '@trueline/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { csvRow } from '../../platform/csv';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { webhookUrlProblem } from '../../platform/webhook-http';
import type { MessagingCampaignsService } from '../messaging-campaigns/messaging-campaigns.service';
import type { MessagingListsService } from '../messaging-lists/messaging-lists.service';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { WorkspacesService } from '../workspaces/workspaces.service';

/** What Engage's public API asks of other features. */
export interface EngagePublicApiPeers {
  workspaces: Pick<WorkspacesService, 'scope'>;
  campaigns: Pick<MessagingCampaignsService, 'find' | 'activate' | 'pause'>;
  lists: Pick<MessagingListsService, 'fromFile' | 'get' | 'activate' | 'pause'>;
  loadOne(scope: WorkspaceScope, campaignId: string, lead: { phone: string; fields: Record<string, string> }): Promise<EngageLeadLoadResult>;
}

const API_KEY = { firstName: 'API', lastName: '' };
type CampaignRow = Awaited<ReturnType<MessagingCampaignsService['find']>>;
const approved = (c: CampaignRow) => c.status !== 'DELETED' && (c.campaignStatus === 'READY' || c.campaignStatus === 'ACTIVE');

/**
 * Engage's public API (beside Core's `public-api`): a key reaches its own workspace's messaging campaigns only, and of
 * those only approved ones (READY or ACTIVE) for status, activation and pause; another workspace's campaign does not exist.
 */
export function engagePublicApiService(deps: Pick<Deps, 'config' | 'files'>, p: EngagePublicApiPeers) {
  async function scopeOf(actor: Actor): Promise<WorkspaceScope> {
    if (actor.kind !== 'apiKey') throw notFound();
    return p.workspaces.scope(actor, actor.orgId, actor.workspaceId);
  }
  /** An approved campaign of the key's workspace (404 when it is another's; 409 when it is not approved). */
  async function approvedCampaign(actor: Actor, id: string) {
    const scope = await scopeOf(actor);
    const campaign = await p.campaigns.find(scope, id);
    if (!approved(campaign)) throw conflict(M.campaignNotApproved);
    return { scope, campaign };
  }
  const statusOf = (c: { id: string; name: string; campaignStatus: EngageCampaignStatus['status'] }): EngageCampaignStatus => ({ id: c.id, name: c.name, status: c.campaignStatus });

  return {
    async loadLead(actor: Actor, body: z.output<typeof engageLeadLoadBody>): Promise<EngageLeadLoadResult> {
      return p.loadOne(await scopeOf(actor), body.messagingCampaignId, { phone: body.phone, fields: body.fields });
    },

    /** The rows become a .csv of the campaign's fields, processed as a list; the result goes to webhookUrl when done. */
    async loadList(actor: Actor, body: z.output<typeof engageListLoadBody>) {
      // The result is POSTed there later: a private target (or an IP literal) is refused now as well as at delivery.
      if (body.webhookUrl && (await webhookUrlProblem(body.webhookUrl, deps.config.ALLOW_PRIVATE_WEBHOOKS))) throw badRequest(MESSAGES.webhookUrlInvalid, 'webhookUrl');
      const scope = await scopeOf(actor);
      await p.campaigns.find(scope, body.messagingCampaignId);
      const columns = ['Phone', ...new Set(body.rows.flatMap((r) => Object.keys(r)).filter((k) => k !== 'Phone'))];
      const fileId = await deps.files.create({ orgId: scope.workspace.orgId, name: `${body.name}.csv`, contentType: 'text/csv' });
      try {
        await fs.writeFile(deps.files.pathOf(fileId), [csvRow(columns), ...body.rows.map((r) => csvRow(columns.map((c) => r[c] ?? '')))].join(''));
        const list = await p.lists.fromFile({
          workspace: scope.workspace, campaignId: body.messagingCampaignId, name: body.name, source: { fileId, fileName: `${body.name}.csv` }, columns,
          initStatus: body.initStatus, by: API_KEY, says: 'an API key', webhookUrl: body.webhookUrl ?? null,
        });
        return { listId: list.id, messagingCampaignId: list.messagingCampaignId, status: list.status };
      } finally {
        await deps.files.remove(fileId).catch(() => undefined);
      }
    },

    async campaignStatus(actor: Actor, id: string): Promise<EngageCampaignStatus> {
      return statusOf((await approvedCampaign(actor, id)).campaign);
    },
    async campaignActivate(actor: Actor, id: string): Promise<EngageCampaignStatus> {
      const { scope } = await approvedCampaign(actor, id);
      const c = await p.campaigns.activate(scope, id);
      return { id: c.id, name: c.name, status: c.campaignStatus };
    },
    async campaignPause(actor: Actor, id: string): Promise<EngageCampaignStatus> {
      const { scope } = await approvedCampaign(actor, id);
      const c = await p.campaigns.pause(scope, id);
      return { id: c.id, name: c.name, status: c.campaignStatus };
    },

    async listStatus(actor: Actor, id: string, listId: string): Promise<MessagingList> {
      return p.lists.get((await approvedCampaign(actor, id)).scope, id, listId);
    },
    async listActivate(actor: Actor, id: string, listId: string): Promise<MessagingList> {
      return p.lists.activate((await approvedCampaign(actor, id)).scope, id, listId);
    },
    async listPause(actor: Actor, id: string, listId: string): Promise<MessagingList> {
      return p.lists.pause((await approvedCampaign(actor, id)).scope, id, listId);
    },
  };
}
export type EngagePublicApiService = ReturnType<typeof engagePublicApiService>;
