import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { LeadsService } from '../leads/leads.service';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';
import { defineListsJobs, defineReimport } from './lists.jobs';
import { listsService } from './lists.service';
import { registerListsRoutes } from './lists.routes';
import type { ListsPools, ListsServices } from './ports';
import { listProcessor } from './process-list';
import type { ScrubDeps } from './scrub';
import { listPublisher } from './view';

/** What the list pipeline reads of other features, as the modules name them (lists and the public API share it). */
export interface ListsPeers extends Omit<ListsServices, 'pools'> {
  pools: { service: ListsPools };
  leads: LeadsService;
  mappingTemplates: MappingTemplatesService;
}
type ListsDeps = Pick<Deps, 'config' | 'db' | 'dialers' | 'files' | 'jobs' | 'log' | 'now' | 'realtime' | 'voice'> & ScrubDeps;

/** The pipeline's services from the peers: local caller IDs from the pools, the requester's names, the mapping templates. */
export const listsServices = (peers: ListsPeers) => {
  // Named one by one: a module's peers are created as they are read, so spreading them would miss those not made yet.
  const { campaigns, workspaces, dialers, ftcSans, activeProspect, verisk, users, webhooks, leads, pools, mappingTemplates, metering } = peers;
  return { campaigns, workspaces, dialers, ftcSans, activeProspect, verisk, users, webhooks, leads, pools: pools.service, templates: mappingTemplates, metering };
};

/** Lists' parts: the service behind the routes, the processing job and the periodic reimport. */
function createLists(deps: ListsDeps, peers: ListsPeers) {
  const s = listsServices(peers);
  const publish = listPublisher(deps);
  const processor = listProcessor(deps, s, publish);
  const jobs = defineListsJobs(deps, s, processor);
  const service = listsService(deps, s, { publish, enqueue: jobs.enqueue });
  const reimport = defineReimport(deps, s, service);
  return { service, processor, reimport, enqueue: jobs.enqueue };
}
export type Lists = ReturnType<typeof createLists>;

/** Lists into the dialer; the campaign Overview's List activity chart reads their daily totals, the workspace list their count. */
export const listsModule = defineModule({
  name: 'lists',
  create: createLists,
  connect: (lists, peers: { campaigns: Pick<CampaignsService, 'registerStatsSource'>; workspaces: Pick<WorkspacesService, 'registerActivity'> }) => {
    peers.campaigns.registerStatsSource({ listStats: lists.service.listStats });
    peers.workspaces.registerActivity('lists', lists.service.countPerWorkspace);
  },
  routes: (app, lists, gate: Gate) => registerListsRoutes(app, lists.service, gate),
});
