import { usageDownloadRequest, usageRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { messagesUsage, MESSAGES_USAGE_EXPORT } from './messages-usage';
import { once } from 'node:events';
import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { csvRow } from '../../platform/csv';
import { batchQueue } from '../../platform/batch-queue';
import type { Gate } from '../workspaces/workspace';
import type { OptOuts } from '../opt-outs/opt-outs.module';
import type { ExportService } from '../reports/export-service';
import type { MeteringService } from '../metering/metering.service';
import { sendEngine, type SendingCampaign } from './send-engine';
import { earlyReceipts, receiptHandler } from './receipts';
import { receiptTimeout } from './receipt-timeout';
import { rollupWriter } from './rollup-writer';
import { inboundHandler, type ConversationEvent } from './inbound';
import { defineSendJobs } from './messaging-leads.jobs';
import { registerLeadRoutes, registerProviderEvents } from './messaging-leads.routes';
import { agentLinks } from './agent-links';
import { circuitBreaker } from './circuit-breaker';
import { forecastFinish } from './forecast';
import { leadsService, MESSAGING_LEADS_EXPORT, type LeadCampaignPorts } from './leads.service';
import * as repo from './messaging-leads.repo';

/**
 * What the engine asks of the messaging campaigns (filled in by their module's `connect`): the campaign as it sends,
 * the ACTIVE campaigns, what a lead's events set off (webhooks, the conversation email), how the circuit breaker
 * stops a campaign, and the campaign checks of the lead routes.
 */
export interface MessagingLeadsPorts extends LeadCampaignPorts {
  campaign(campaignId: string): Promise<SendingCampaign | null>;
  /** The campaign's automatic replies (one read, where `campaign` assembles its pool and caps too). */
  replies(campaignId: string): Promise<SendingCampaign['replies'] | null>;
  activeCampaignIds(): Promise<string[]>;
  announce?(event: ConversationEvent): Promise<void>;
  trip?(campaignId: string, reason: string): Promise<void>;
}

/**
 * Engage leads and their messages: the sending engine and its jobs, delivery receipts and replies from the SMS
 * provider's signed events, the lead routes and the agent chat.
 */
export const messagingLeadsModule = defineModule({
  name: 'messagingLeads',
  create(
    deps: Pick<Deps, 'db' | 'sms' | 'now' | 'log' | 'jobs' | 'secretKey' | 'config' | 'rateLimiter'>,
    peers: { optOuts: Pick<OptOuts, 'service'>; reports: { exports: Pick<ExportService, 'request'> }; metering: Pick<MeteringService, 'record'> },
  ) {
    const optOuts = peers.optOuts.service;
    const ports: MessagingLeadsPorts = { campaign: async () => null, replies: async () => null, activeCampaignIds: async () => [] };
    const rollups = rollupWriter(deps.db);
    const campaign = (id: string) => ports.campaign(id);
    const announce = (e: ConversationEvent) => ports.announce?.(e) ?? Promise.resolve();
    const receipt = receiptHandler(deps, { suppress: (ws, phone, c) => optOuts.optOut(ws, phone, c, 'CARRIER'), announce }, rollups);
    const applyEarly = earlyReceipts(deps, receipt);
    const engine = sendEngine(deps, { campaign, optedOutAmong: (ws, phones) => optOuts.optedOutAmong(ws, phones), earlyReceipts: applyEarly, metering: peers.metering });
    const isOptedOut = async (ws: string, phone: string) => (await optOuts.optedOutAmong(ws, [phone])).has(phone);
    const inbound = inboundHandler(deps, {
      replies: (id) => ports.replies(id),
      optedOutAmong: (ws, phones) => optOuts.optedOutAmong(ws, phones),
      replyChanges: (changes, stored) => optOuts.replyChanges(changes, stored),
      announce,
    }, rollups);
    const firstAndLast = batchQueue(async (ids: string[]) => {
      const found = await repo.firstAndLastOf(deps.db, ids);
      return ids.map((id) => ({ status: 'fulfilled' as const, value: found.get(id)! }));
    }, { max: 500, keyOf: (id) => id });
    const breaker = circuitBreaker(deps, { trip: (id, reason) => ports.trip?.(id, reason) ?? Promise.resolve() });
    const expireReceipts = receiptTimeout(deps, { announce });
    const jobs = defineSendJobs(deps, engine, { campaign, activeCampaignIds: () => ports.activeCampaignIds(), breaker, recoverReplies: inbound.recoverReplies, earlyReceipts: () => applyEarly(), expireReceipts });
    const links = agentLinks(deps);
    const leads = leadsService(deps, {
      exports: peers.reports.exports, links, inbound, isOptedOut, announce, ports,
      suppress: (ws, phone, c) => optOuts.optOut(ws, phone, c, 'DO_NOT_CONTACT'),
    });
    return {
      engine, receipt, expireReceipts, inbound, jobs, ports, deps, leads, links, breaker, rollups,
      usage: messagesUsage(deps, peers.reports.exports),
      /** When the campaign's waiting leads should all have been sent (the campaign entity's forecastFinish). */
      forecast: async (campaignId: string) => forecastFinish(deps, await ports.campaign(campaignId)),
      /** The first and last messages of a lead's conversation (the conversation email); concurrent asks share a read. */
      firstAndLast: (leadId: string) => firstAndLast.push(leadId),
    };
  },
  connect(m, peers: { reports: { exports: Pick<ExportService, 'registerExport'> } }) {
    peers.reports.exports.registerExport(MESSAGING_LEADS_EXPORT, async (ctx) => {
      const { campaignId } = ctx.params as { campaignId: string };
      for await (const row of m.leads.csvRows(ctx.workspaceId, campaignId)) if (!ctx.out.write(csvRow(row))) await once(ctx.out, 'drain');
    });
    peers.reports.exports.registerExport(MESSAGES_USAGE_EXPORT, async (ctx) => {
      // The filters come back from storage: checked again.
      for await (const row of m.usage.csvRows(ctx.workspaceId, usageDownloadRequest.parse(ctx.params))) await ctx.row(row);
    });
  },
  // Replies are answered once stored: their automatic replies, announcements and counts finish before the database closes.
  close: async (m) => {
    await m.inbound.settled();
    await m.rollups.settled();
  },
  routes: (app, m, gate: Gate) => {
    registerProviderEvents(app, m.deps, gate, { receipt: m.receipt, inbound: m.inbound });
    registerLeadRoutes(app, m.leads, gate);
    bindRoute(app, usageRoutes.messaging, gate, ({ scope, body }) => m.usage.search(scope, body));
    bindRoute(app, usageRoutes.messagingDownload, gate, ({ scope, body }) => m.usage.download(scope, body));
  },
});
export type MessagingLeads = ReturnType<typeof messagingLeadsModule.create>;
