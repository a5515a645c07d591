import { CARRIER_LABELS, MESSAGING_LIST_LIMITS as L, MESSAGING_LIST_MESSAGES as M, type AgentConversation, type MessagingDisposition, type MessagingLead, type SmsMessage } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound, unauthenticated } from '../../platform/errors';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { ExportService } from '../reports/export-service';
import * as repo from './messaging-leads.repo';
import type { MessagingLeadRow } from './messaging-leads.tables';
import type { AgentLinks } from './agent-links';
import type { ConversationEvent, InboundHandler } from './inbound';
import { toMessagingLead, toSmsMessage } from './lead-entity';
import { addRollups } from './rollups';

export const MESSAGING_LEADS_EXPORT = 'messaging-leads';
const DOWNLOAD_PAGE = 1000;
/** Agent replies a lead may receive an hour through its link (a leaked link cannot flood a phone). */
export const AGENT_REPLIES_PER_HOUR = 60;

/** What the lead routes ask of the messaging campaigns (filled by their module's `connect`). */
export interface LeadCampaignPorts {
  /** The campaign of the scope's workspace (deleted ones too), or a 404. */
  assertCampaign?(scope: WorkspaceScope, campaignId: string): Promise<unknown>;
  /** Name and dispositions of a campaign by id, or null. */
  describe?(campaignId: string): Promise<{ name: string; dispositions: MessagingDisposition[] } | null>;
}

export interface LeadsServicePeers {
  exports: Pick<ExportService, 'request'>;
  links: AgentLinks;
  inbound: Pick<InboundHandler, 'reply'>;
  isOptedOut(workspaceId: string, phone: string): Promise<boolean>;
  /** Do not contact: the number joins the workspace's opt-outs. */
  suppress(workspaceId: string, phone: string, campaignId: string): Promise<unknown>;
  announce(event: ConversationEvent): Promise<void>;
  ports: LeadCampaignPorts;
}

const CSV_HEADER = ['Phone', 'Status', 'Info', 'Carrier', 'Sent', 'Result', 'Finalized', 'Disposition', 'Disposition time', 'Lead data'];
const iso = (d: Date | null) => d?.toISOString() ?? '';

/**
 * The campaign's leads (spec 3 §7 Messaging lists and leads): search by number prefix, a lead's conversation, its
 * agent link and the CSV download; and the agent chat behind that link (read, reply through the lead's sending
 * number unless it opted out, set the final disposition). Another workspace's lead or campaign does not exist.
 */
export function leadsService(deps: Pick<Deps, 'db' | 'now' | 'rateLimiter'>, peers: LeadsServicePeers) {
  const { db } = deps;

  async function campaignOf(scope: WorkspaceScope, campaignId: string) {
    if (!peers.ports.assertCampaign) throw notFound();
    await peers.ports.assertCampaign(scope, campaignId);
  }
  async function leadOf(scope: WorkspaceScope, leadId: string): Promise<MessagingLeadRow> {
    const lead = await repo.findLeadIn(db, scope.workspace.id, leadId);
    if (!lead) throw notFound();
    return lead;
  }
  /** The lead an agent token names: a token expired, altered or of a lead gone answers 401 with the link text. */
  async function byToken(token: string): Promise<{ lead: MessagingLeadRow; expires: Date; campaign: { name: string; dispositions: MessagingDisposition[] } }> {
    const link = peers.links.verify(token);
    const lead = link ? await repo.findLead(db, link.leadId) : null;
    const campaign = lead ? await peers.ports.describe?.(lead.campaignId) : null;
    if (!lead || !campaign || !link) throw unauthenticated(M.agentLinkInvalid);
    return { lead, campaign, expires: link.expires };
  }
  const thread = async (leadId: string): Promise<SmsMessage[]> => (await repo.conversation(db, leadId, L.conversationMax)).map(toSmsMessage);

  return {
    async search(scope: WorkspaceScope, q: { prefix: string; campaignId: string }): Promise<MessagingLead[]> {
      await campaignOf(scope, q.campaignId);
      const digits = q.prefix.replace(/\D/g, '');
      return (await repo.searchLeads(db, scope.workspace.id, q.campaignId, digits, L.leadSearchMax)).map(toMessagingLead);
    },
    async messages(scope: WorkspaceScope, leadId: string): Promise<SmsMessage[]> {
      return thread((await leadOf(scope, leadId)).id);
    },
    async agentLink(scope: WorkspaceScope, leadId: string): Promise<{ url: string; expires: string }> {
      const lead = await leadOf(scope, leadId);
      const link = peers.links.issue(lead.id);
      return { url: link.url, expires: link.expires.toISOString() };
    },
    async download(scope: WorkspaceScope, campaignId: string) {
      await campaignOf(scope, campaignId);
      return peers.exports.request(scope, { reportName: 'Messaging leads', kind: MESSAGING_LEADS_EXPORT, params: { campaignId } });
    },
    /** The download's rows, page by page: the table's columns, then the lead's data as JSON. */
    async *csvRows(workspaceId: string, campaignId: string): AsyncGenerator<(string | number)[]> {
      yield CSV_HEADER;
      let after = '';
      for (;;) {
        const page = await repo.leadsPage(db, workspaceId, campaignId, after, DOWNLOAD_PAGE);
        for (const l of page) {
          const carrier = l.normalizedCarrier ? CARRIER_LABELS[l.normalizedCarrier] : l.carrier ?? '';
          yield [l.phone, l.status, l.statusMessage ?? '', carrier, iso(l.sent), l.result ?? '', iso(l.finalized), l.disposition ?? '', iso(l.dispositionAt), JSON.stringify(l.leadData)];
        }
        if (page.length < DOWNLOAD_PAGE) return;
        after = page[page.length - 1]!.id;
      }
    },

    // The agent chat.
    async conversation(token: string): Promise<AgentConversation> {
      const { lead, campaign, expires } = await byToken(token);
      return {
        campaignName: campaign.name, lead: toMessagingLead(lead), messages: await thread(lead.id),
        dispositions: campaign.dispositions.map((d) => ({ id: d.id, disposition: d.disposition })),
        expires: expires.toISOString(),
      };
    },
    async send(token: string, text: string): Promise<SmsMessage> {
      const { lead } = await byToken(token);
      if (lead.status === 'OPTED_OUT' || await peers.isOptedOut(lead.workspaceId, lead.phone)) throw conflict(M.leadOptedOut);
      if (!lead.senderNumber) throw conflict(M.leadOptedOut);
      await deps.rateLimiter.hit([{ key: `agent-reply:${lead.id}`, limit: { max: AGENT_REPLIES_PER_HOUR, windowMs: 3_600_000 } }]);
      const sent = await peers.inbound.reply(lead, 'AGENT', text, 'AGENT');
      if (!sent) throw notFound();
      return toSmsMessage(sent);
    },
    async dispose(token: string, dispositionId: string): Promise<MessagingLead> {
      const { lead, campaign } = await byToken(token);
      const d = campaign.dispositions.find((x) => x.id === dispositionId);
      if (!d) throw badRequest(M.dispositionUnknown, 'dispositionId');
      const saved = await repo.setDisposition(db, lead.id, { dispositionId: d.id, disposition: d.disposition, at: deps.now() });
      if (d.doNotContact) await peers.suppress(lead.workspaceId, lead.phone, lead.campaignId);
      // The dashboard's dispositions block counts it (a changed disposition moves from the old key to the new).
      const rollup = (key: string, count: number) => ({ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: deps.now(), dimension: 'disposition' as const, key, count });
      await addRollups(db, [rollup(d.disposition, 1), ...(lead.disposition ? [rollup(lead.disposition, -1)] : [])]);
      await peers.announce({ type: 'disposition', lead: saved, message: null });
      return toMessagingLead(saved);
    },
  };
}
export type LeadsService = ReturnType<typeof leadsService>;

