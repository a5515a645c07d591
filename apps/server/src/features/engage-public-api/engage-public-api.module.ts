import { defineModule } from '../../platform/module';
import type { Deps } from '../../platform/deps';
import type { MessagingCampaigns } from '../messaging-campaigns/messaging-campaigns.module';
import type { MessagingLists } from '../messaging-lists/messaging-lists.module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { engagePublicApiService } from './engage-public-api.service';
import { registerEngagePublicApiRoutes } from './engage-public-api.routes';

interface Peers {
  workspaces: Pick<WorkspacesService, 'scope'>;
  messagingCampaigns: Pick<MessagingCampaigns, 'service'>;
  messagingLists: Pick<MessagingLists, 'service' | 'loadOne'>;
}

/** Engage's public API: one lead scrubbed synchronously, rows loaded as a list, approved campaigns' and lists' status, activate, pause. */
export const engagePublicApiModule = defineModule({
  name: 'engagePublicApi',
  create: (deps: Pick<Deps, 'config' | 'files'>, p: Peers) => engagePublicApiService(deps, {
    // Each peer read when called: a module's peers are created as they are read.
    workspaces: { scope: (actor, orgId, ws) => p.workspaces.scope(actor, orgId, ws) },
    campaigns: { find: (s, id) => p.messagingCampaigns.service.find(s, id), activate: (s, id) => p.messagingCampaigns.service.activate(s, id), pause: (s, id) => p.messagingCampaigns.service.pause(s, id) },
    lists: {
      fromFile: (input) => p.messagingLists.service.fromFile(input), get: (s, c, l) => p.messagingLists.service.get(s, c, l),
      activate: (s, c, l) => p.messagingLists.service.activate(s, c, l), pause: (s, c, l) => p.messagingLists.service.pause(s, c, l),
    },
    loadOne: (scope, id, lead) => p.messagingLists.loadOne(scope, id, lead),
  }),
  routes: registerEngagePublicApiRoutes,
});
