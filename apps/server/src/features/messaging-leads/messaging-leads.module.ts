import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { OptOuts } from '../opt-outs/opt-outs.module';
import { sendEngine, type SendingCampaign } from './send-engine';
import { receiptHandler } from './receipts';
import { inboundHandler, type ConversationEvent } from './inbound';
import { defineSendJobs } from './messaging-leads.jobs';
import { registerProviderEvents } from './messaging-leads.routes';

/** What the engine asks of the messaging campaigns (filled in by their module's `connect`). */
export interface MessagingLeadsPorts {
  campaign(campaignId: string): Promise<SendingCampaign | null>;
  activeCampaignIds(): Promise<string[]>;
  announce?(event: ConversationEvent): Promise<void>;
}

/**
 * Engage leads and their messages: the sending engine and its jobs, delivery receipts and replies from the SMS
 * provider's signed events.
 */
export const messagingLeadsModule = defineModule({
  name: 'messagingLeads',
  create(deps: Pick<Deps, 'db' | 'sms' | 'now' | 'log' | 'jobs'>, peers: { optOuts: Pick<OptOuts, 'service'> }) {
    const optOuts = peers.optOuts.service;
    const ports: MessagingLeadsPorts = { campaign: async () => null, activeCampaignIds: async () => [] };
    const campaign = (id: string) => ports.campaign(id);
    const engine = sendEngine(deps, { campaign, optedOutAmong: (ws, phones) => optOuts.optedOutAmong(ws, phones) });
    const receipt = receiptHandler(deps, { suppress: (ws, phone, c) => optOuts.optOut(ws, phone, c, 'CARRIER') });
    const inbound = inboundHandler(deps, {
      campaign,
      optOut: (ws, phone, c, reason) => optOuts.optOut(ws, phone, c, reason),
      optIn: (ws, phone) => optOuts.optIn(ws, phone),
      isOptedOut: async (ws, phone) => (await optOuts.optedOutAmong(ws, [phone])).has(phone),
      flagForReview: (ws, phone, c, text) => optOuts.flagForReview(ws, phone, c, text),
      announce: (e) => ports.announce?.(e) ?? Promise.resolve(),
    });
    const jobs = defineSendJobs(deps, engine, { campaign, activeCampaignIds: () => ports.activeCampaignIds() });
    return { engine, receipt, inbound, jobs, ports, deps };
  },
  routes: (app, m, gate: Gate) => registerProviderEvents(app, m.deps, gate, { receipt: m.receipt, inbound: m.inbound }),
});
export type MessagingLeads = ReturnType<typeof messagingLeadsModule.create>;
