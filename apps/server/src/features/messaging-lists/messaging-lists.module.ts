import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { Lists } from '../lists/lists.module';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';
import type { MessagingCampaigns } from '../messaging-campaigns/messaging-campaigns.module';
import type { MessagingLeads } from '../messaging-leads/messaging-leads.module';
import type { OptOuts } from '../opt-outs/opt-outs.module';
import type { RecordSets } from '../record-sets/record-sets.module';
import type { ScreeningService } from '../screening/screening.service';
import type { UsersService } from '../users/users.service';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { WorkflowsService } from '../workflows/workflows.service';
import { listCompleter } from './complete-lists';
import { listEvents } from './list-events';
import { defineMessagingListsJobs } from './messaging-lists.jobs';
import { registerMessagingListsRoutes } from './messaging-lists.routes';
import { messagingListsService } from './messaging-lists.service';
import type { MessagingListsPorts, MessagingListsServices } from './ports';
import { messagingListProcessor, type ProcessorHooks } from './process-list';
import { scrubber, type ScrubDeps } from './scrub';
import { oneLeadLoader } from './load-one';

interface Peers {
  messagingCampaigns: Pick<MessagingCampaigns, 'service'>;
  lists: Pick<Lists, 'service'>;
  optOuts: Pick<OptOuts, 'service'>;
  recordSets: Pick<RecordSets, 'engine'>;
  workflows: Pick<WorkflowsService, 'published'>;
  screening: Pick<ScreeningService, 'etl'>;
  webhooks: Pick<Webhooks, 'emit'>;
  users: Pick<UsersService, 'names'>;
  mappingTemplates: Pick<MappingTemplatesService, 'assertNameFree' | 'saveNew'>;
}

/** Each peer read when called: a module's peers are created as they are read. */
function servicesOf(p: Peers): MessagingListsServices {
  return {
    campaigns: { find: (scope, id) => p.messagingCampaigns.service.find(scope, id), byId: (id) => p.messagingCampaigns.service.byId(id), log: (row, type, category, message) => p.messagingCampaigns.service.log(row, type, category, message) },
    uploads: { receive: (orgId, part) => p.lists.service.receive(orgId, part), discardFile: (file) => p.lists.service.discardFile(file) },
    optOuts: { optedOutAmong: (ws, phones) => p.optOuts.service.optedOutAmong(ws, phones) },
    recordSets: { getRecords: (ws, id, keys) => p.recordSets.engine.getRecords(ws, id, keys) },
    workflows: { published: (ws, id) => p.workflows.published(ws, id) },
    screening: { etl: (ws, workflow, record, inserts, channel) => p.screening.etl(ws, workflow, record, inserts, channel) },
    webhooks: { emit: (event) => p.webhooks.emit(event) },
    users: { names: (actor) => p.users.names(actor) },
    templates: { assertNameFree: (ws, name) => p.mappingTemplates.assertNameFree(ws, name), saveNew: (w, name, mapping) => p.mappingTemplates.saveNew(w, name, mapping) },
  };
}

/**
 * Engage lists: uploaded to a messaging campaign, mapped, scrubbed in a durable job (the Core lists' CSV reader and
 * phone rules, opt-outs, DNC record sets, DataBoost landlines, the Aegis workflow), then activated to send.
 * `ports.listActivated` is the sending engine's hook (a no-op until its module sets it); `service.activeListIds`
 * answers the lists whose leads it may text; a list whose leads are all final becomes COMPLETE (`completeFinished`, a
 * sweep every minute).
 */
export const messagingListsModule = defineModule({
  name: 'messagingLists',
  create(deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now' | 'realtime' | 'config'> & ScrubDeps, peers: Peers) {
    const s = servicesOf(peers);
    const ports: MessagingListsPorts = { listActivated: async () => undefined };
    const events = listEvents(deps, s);
    const hooks: ProcessorHooks = {};
    const scrub = scrubber(deps, s);
    const processor = messagingListProcessor(deps, s, scrub, events, hooks);
    const completeFinished = listCompleter(deps, s, events);
    const jobs = defineMessagingListsJobs(deps, processor, events.present, completeFinished);
    hooks.finished = jobs.notify;
    const service = messagingListsService(deps, s, { events, enqueue: jobs.enqueue, ports, hooks });
    return { service, processor, ports, completeFinished, loadOne: oneLeadLoader(deps, s, scrub) };
  },
  // The sending engine texts the leads of a campaign's ACTIVE lists, and starts as soon as one is activated.
  connect(m, peers: { messagingCampaigns: Pick<MessagingCampaigns, 'listPorts'>; messagingLeads: Pick<MessagingLeads, 'jobs'> }) {
    peers.messagingCampaigns.listPorts.activeListIds = (campaignId) => m.service.activeListIds(campaignId);
    m.ports.listActivated = (campaignId) => peers.messagingLeads.jobs.kick(campaignId);
  },
  routes: (app, m, gate: Gate) => registerMessagingListsRoutes(app, m.service, gate),
});
export type MessagingLists = ReturnType<typeof messagingListsModule.create>;
