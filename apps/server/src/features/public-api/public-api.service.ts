import crypto from 'node:crypto';
import {
  LEAD_ACCEPTED_MESSAGE, LEAD_REJECT_MESSAGES, MESSAGES, resolveFive9Options,
  type LeadLoadResult, type LeadRejectReason, type ListProcessRequestParsed,
} from '@trueline/contract';
import type { z } from 'zod';
import type { leadLoadBody } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { webhookUrlProblem } from '../../platform/webhook-http';
import { ProviderError } from '../../providers/sandbox';
import type { LeadsService } from '../leads/leads.service';
import { leadContext, ListFailure, type LeadContextDeps } from '../lists/context';
import type { ListsServices } from '../lists/ports';
import type { ListsService, StoredUpload } from '../lists/lists.service';
import { leadPhone } from '../lists/phone';
import { dialerRecord } from '../lists/records';
import { assertTakesLists } from '../lists/request';
import { scrubBatch, type ScrubDeps } from '../lists/scrub';

type LeadBody = z.output<typeof leadLoadBody>;

/**
 * The public API: one lead through the same checks as a list row (synchronously), or a whole file through the list
 * pipeline (asynchronously, the result POSTed to the webhook). A key reaches only its own workspace's campaigns.
 */
export function publicApiService(deps: Pick<Deps, 'config' | 'now'> & LeadContextDeps & ScrubDeps, s: ListsServices & { leads: LeadsService; lists: Pick<ListsService, 'receive' | 'discardFile' | 'uploadAndProcess'> }) {
  /** The campaign named in the request, as the caller may see it (another workspace's campaign does not exist). */
  async function target(actor: Actor, campaignId: string) {
    const found = await s.campaigns.findById(campaignId);
    if (!found) throw notFound();
    return s.campaigns.access(await s.workspaces.scope(actor, found.orgId, found.workspaceId), found.id);
  }

  const userError = (err: unknown) => (err instanceof ListFailure ? badRequest(err.message) : err instanceof ProviderError ? new AppError('PROVIDER_ERROR', err.message) : err);

  const service = {
    async loadLead(actor: Actor, body: LeadBody): Promise<LeadLoadResult> {
      const { workspace, campaign } = await target(actor, body.campaignId);
      assertTakesLists(campaign, { upload: true });
      if (!workspace.dialerProviderType || !workspace.dialerSettings?.connected) throw new AppError('CONFLICT', MESSAGES.dialerNotConnected);
      const dialerListId = body.dialerListId?.trim() || null;
      if (workspace.dialerProviderType !== 'CONNECT' && !dialerListId) throw badRequest(MESSAGES.selectList, 'dialerListId');
      try {
        const ctx = await leadContext(deps, s, campaign, workspace);
        const fields: Record<string, string> = { ...body.fields };
        if (ctx.fields.zip && body.zip) fields[ctx.fields.zip] = body.zip;
        if (ctx.fields.state && body.state) fields[ctx.fields.state] = body.state.toUpperCase();
        const phone = leadPhone(body.phone);
        const zip = body.zip?.replace(/[^\dA-Za-z]/g, '').toUpperCase() || null;
        const state = body.state?.toUpperCase() || null;
        const [outcome] = await scrubBatch(deps, s.leads, ctx, [{ phone, zip, state, trustedForm: body.trustedFormToken ?? null, leadId: body.leadIdToken ?? null }],
          { listId: null, existing: campaign.features.duplicatePrevention ? 'REJECT' : 'KEEP' });
        if (outcome!.status === 'INVALID') return { status: 'Rejected', reason: 'INVALID', message: LEAD_REJECT_MESSAGES.INVALID, callerId: null };
        let callerId: string | null = null;
        const uniqueId = outcome!.status === 'LOADED' ? `api-${crypto.randomBytes(6).toString('hex')}` : null;
        if (outcome!.status === 'LOADED') {
          [callerId = null] = await s.pools.assignCallerIds(campaign, [{ phone: phone!, zip, state }]);
          const options = ctx.provider === 'FIVE9'
            ? resolveFive9Options({ crmAddMode: body.crmAddMode, crmUpdateMode: body.crmUpdateMode, listAddMode: body.listAddMode }, { single: true })
            : {};
          await ctx.adapter.deliver(ctx.account, {
            dialerCampaignId: campaign.dialerCampaignId, dialerListId: ctx.provider === 'CONNECT' ? null : dialerListId, mode: 'APPEND', first: false, options,
            records: [dialerRecord(ctx, fields, { phone: phone!, callerId, uniqueId, boost: outcome!.boost })],
          });
        }
        await s.leads.insertBatch([{
          orgId: campaign.orgId, workspaceId: campaign.workspaceId, campaignId: campaign.id, listId: null, phone: phone!,
          status: outcome!.status, zip, state, callerId, uniqueId, loaded: deps.now(),
        }]);
        if (outcome!.status === 'LOADED') return { status: 'Accepted', reason: null, message: LEAD_ACCEPTED_MESSAGE, callerId };
        const reason = outcome!.status as LeadRejectReason;
        return { status: 'Rejected', reason, message: outcome!.reason ?? LEAD_REJECT_MESSAGES[reason], callerId: null };
      } catch (err) {
        throw userError(err);
      }
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
      const t = await target(actor, campaignId);
      assertTakesLists(t.campaign, { upload: true });
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
