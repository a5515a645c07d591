import { MESSAGES, type LeadLoadResult, type ListProcessRequestParsed } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { badRequest, notFound } from '../../platform/errors';
import { webhookUrlProblem } from '../../platform/webhook-http';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { ListsService, LeadBody, StoredUpload } from '../lists';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { WorkspacesService } from '../workspaces/workspaces.service';

/** What the public API asks of other features: the campaign a key names, its workspace, the list pipeline, webhooks. */
export interface PublicApiPeers {
  campaigns: Pick<CampaignsService, 'findById' | 'access'>;
  workspaces: Pick<WorkspacesService, 'scope'>;
  lists: Pick<ListsService, 'loadLead' | 'receive' | 'discardFile' | 'uploadTarget' | 'uploadAndProcess'>;
  webhooks: Pick<Webhooks, 'emit'>;
}

/**
 * The public API: one lead through the same checks as a list row (synchronously), or a whole file through the list
 * pipeline (asynchronously, the result POSTed to the webhook). A key reaches only its own workspace's campaigns.
 */
export function publicApiService(deps: Pick<Deps, 'config'>, s: PublicApiPeers) {
  /** The scope of the campaign named in the request, as the caller may see it (another workspace's campaign does not exist). */
  async function scopeOf(actor: Actor, campaignId: string) {
    const found = await s.campaigns.findById(campaignId);
    if (!found) throw notFound();
    return { scope: await s.workspaces.scope(actor, found.orgId, found.workspaceId), campaignId: found.id };
  }

  const service = {
    async loadLead(actor: Actor, body: LeadBody): Promise<LeadLoadResult> {
      const { scope, campaignId } = await scopeOf(actor, body.campaignId);
      return s.lists.loadLead(scope, campaignId, body);
    },

    /** Where an uploaded file goes: the key's organisation (the campaign is checked once the fields are read). */
    storeFile: (actor: Actor, part: Parameters<ListsService['receive']>[1]) => s.lists.receive(actor.orgId, part),

    /** Drops an uploaded file whose request was refused (missing already is fine). */
    discardFile: (file: StoredUpload) => s.lists.discardFile(file).catch(() => undefined),

    /** Records the list and starts processing it; the result goes to the request's webhookUrl when done. */
    async loadList(actor: Actor, campaignId: string, file: StoredUpload, request: ListProcessRequestParsed & { webhookUrl?: string | null }) {
      // The result is POSTed there later: a private target (or an IP literal) is refused now as well as at delivery.
      if (request.webhookUrl && (await webhookUrlProblem(request.webhookUrl, deps.config.ALLOW_PRIVATE_WEBHOOKS))) {
        throw badRequest(MESSAGES.webhookUrlInvalid, 'processRequest.webhookUrl');
      }
      const { scope, campaignId: id } = await scopeOf(actor, campaignId);
      const t = await s.lists.uploadTarget(scope, id);
      const list = await s.lists.uploadAndProcess(actor, t, file, { ...request, viaApi: true });
      return { listId: list.id, campaignId: list.campaignId, status: list.status };
    },
  };

  return {
    ...service,
    /** A lead's answer also goes to the workspace's RealTimeListLoad webhooks (refused requests, 4xx, do not). */
    async loadLead(actor: Actor, body: LeadBody): Promise<LeadLoadResult> {
      const result = await service.loadLead(actor, body);
      const c = await s.campaigns.findById(body.campaignId);
      if (c) {
        await s.webhooks.emit({
          eventType: 'RealTimeListLoad', orgId: c.orgId, workspaceId: c.workspaceId, campaignId: c.id,
          payload: { source: 'leads/load', campaignId: c.id, phone: body.phone, ...result },
        });
      }
      return result;
    },
  };
}
export type PublicApiService = ReturnType<typeof publicApiService>;
