import type { MessagingLeads } from '../messaging-leads/messaging-leads.module';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { PoolsService } from '../pools/pools.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { MessagingCampaignsService } from './messaging-campaigns.service';
import type { MessagingMedia } from './media-files';
import { singleFlight } from '../../platform/single-flight';
import { repliesOf, sendingCampaignOf } from './sending-campaign';
import { leadAnnouncer } from './lead-announcer';

export interface SendingPeers {
  webhooks: Pick<Webhooks, 'deliverTo'>;
  messagingLeads: Pick<MessagingLeads, 'ports' | 'jobs' | 'links' | 'forecast' | 'firstAndLast'>;
  campaigns: Pick<CampaignsService, 'findById'>;
  businessRecords: Pick<BusinessRecordsService, 'find' | 'findSmsCampaign'>;
  pools: { service: Pick<PoolsService, 'poolOf'> };
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'list'>;
  mailer: Pick<MailQueue, 'send'>;
}

/** The heading of the notification a campaign stopped by the circuit breaker sends. */
export const BREAKER_HEADING = 'Messaging campaign stopped';

/**
 * Fills the sending engine's ports from the messaging campaigns: each campaign as it sends (its Core campaign's pool,
 * carrier caps, media, lists), the ACTIVE ones, a start that kicks the sender, the six campaign webhooks and the
 * conversation email, the circuit breaker's stop (event log, webhooks and a notification to the organisation) and the
 * campaign checks of the lead routes.
 *
 * Lists: `activeListIds` answers none until the lists feature fills `listPorts.activeListIds` (at merge: its module's
 * connect sets it to its ACTIVE list ids of the campaign, and calls `messagingLeads.jobs.kick(campaignId)` when a
 * list is activated).
 */
export function wireSending(m: { service: MessagingCampaignsService; media: MessagingMedia; listPorts: ListPorts }, peers: SendingPeers) {
  const { service, media } = m;
  const leads = peers.messagingLeads;
  // Replies and their webhooks read the campaign per event: concurrent events of one campaign share the read.
  const byId = singleFlight((id: string) => service.byId(id));
  const build = sendingCampaignOf({
    campaigns: peers.campaigns, businessRecords: peers.businessRecords, pools: peers.pools.service,
    mediaUrl: (row, fileId) => media.carrierUrl(row, fileId),
    activeListIds: (id) => m.listPorts.activeListIds(id),
  });
  leads.ports.campaign = async (id) => {
    const row = await service.byId(id);
    return row ? build(row) : null;
  };
  leads.ports.replies = async (id) => {
    const row = await byId(id);
    return row ? repliesOf(row) : null;
  };
  leads.ports.activeCampaignIds = () => service.activeIds();
  leads.ports.assertCampaign = (scope, id) => service.find(scope, id);
  leads.ports.describe = async (id) => {
    const row = await service.byId(id);
    return row ? { name: row.name, dispositions: row.dispositions } : null;
  };
  leads.ports.announce = leadAnnouncer({
    campaign: byId,
    deliverTo: (id, event) => peers.webhooks.deliverTo(id, event),
    mail: (message) => peers.mailer.send(message),
    agentLink: (leadId) => leads.links.issue(leadId),
    firstAndLast: (leadId) => leads.firstAndLast(leadId),
  });
  leads.ports.trip = async (id, reason) => {
    const row = await service.stopBySystem(id, reason);
    if (!row) return;
    // The stop acts for the organisation itself: everyone in it who activated their account hears of it.
    const users = await peers.users.list({ kind: 'apiKey', keyId: 'engage-circuit-breaker', orgId: row.orgId, workspaceId: '' }, row.orgId);
    for (const u of users.filter((x) => x.activated)) {
      await peers.notifications.notify({ orgId: row.orgId, userId: u.id, type: 'MessagingCampaign', payload: { heading: BREAKER_HEADING, message: `${row.name}: ${reason}`, workspaceId: row.workspaceId } });
    }
  };
  service.ports.forecast = (id) => leads.forecast(id);
  service.ports.started = (id) => leads.jobs.kick(id);
}

/** What the lists feature fills so its ACTIVE lists send (none until it does). */
export interface ListPorts {
  activeListIds(campaignId: string): Promise<string[]>;
}
