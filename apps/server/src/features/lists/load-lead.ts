import crypto from 'node:crypto';
import {
  LEAD_ACCEPTED_MESSAGE, LEAD_REJECT_MESSAGES, MESSAGES, resolveFive9Options,
  type Campaign, type LeadLoadResult, type LeadRejectReason, type leadLoadBody,
} from '@trueline/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/errors';
import { ProviderError } from '../../providers/sandbox';
import type { LeadsService } from '../leads/leads.service';
import type { WorkspaceRow } from '../workspaces/workspace';
import { leadContext, ListFailure, type LeadContextDeps } from './context';
import type { ListsServices } from './ports';
import { leadPhone } from './phone';
import { dialerRecord } from './records';
import { assertTakesLists } from './request';
import { scrubBatch, type CheckCounts, type ScrubDeps, type ScrubProduct } from './scrub';

/** One lead as the public API's leads/load takes it. */
export type LeadBody = z.output<typeof leadLoadBody>;

const userError = (err: unknown) => (err instanceof ListFailure ? badRequest(err.message) : err instanceof ProviderError ? new AppError('PROVIDER_ERROR', err.message) : err);

/**
 * One lead through the same checks as a list row, synchronously: scrubbed, given a local caller ID and delivered to the
 * campaign's dialer when it passes, and recorded either way.
 */
export const leadLoader = (deps: Pick<Deps, 'now' | 'voice'> & LeadContextDeps & ScrubDeps, s: ListsServices & { leads: LeadsService }) =>
  async function loadLead({ workspace, campaign }: { workspace: WorkspaceRow; campaign: Campaign }, body: LeadBody): Promise<LeadLoadResult> {
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
      const checks: CheckCounts = {};
      const [outcome] = await scrubBatch(deps, s.leads, ctx, [{ phone, zip, state, trustedForm: body.trustedFormToken ?? null, leadId: body.leadIdToken ?? null }],
        { listId: null, existing: campaign.features.duplicatePrevention ? 'REJECT' : 'KEEP', checks });
      // A lead of the API is one request: its checks are billed once, keyed by the request's own id.
      const checkedAt = deps.now();
      const requestId = crypto.randomUUID();
      await s.metering.record(Object.entries(checks).map(([product, quantity]) => ({
        orgId: campaign.orgId, workspaceId: campaign.workspaceId, product: product as ScrubProduct, quantity, key: `lead:${requestId}:${product}`, at: checkedAt,
      })));
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
      if (outcome!.status === 'LOADED' && callerId) {
        await s.metering.record([{ orgId: campaign.orgId, workspaceId: campaign.workspaceId, product: 'transactions', quantity: 1, key: `lead:${requestId}:transactions`, at: checkedAt }]);
        deps.voice.dialled([{ callerId, to: phone!, at: deps.now() }]);
      }
      if (outcome!.status === 'LOADED') return { status: 'Accepted', reason: null, message: LEAD_ACCEPTED_MESSAGE, callerId };
      const reason = outcome!.status as LeadRejectReason;
      return { status: 'Rejected', reason, message: outcome!.reason ?? LEAD_REJECT_MESSAGES[reason], callerId: null };
    } catch (err) {
      throw userError(err);
    }
  };
