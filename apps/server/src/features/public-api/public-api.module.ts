import { defineModule } from '../../platform/module';
import type { Deps } from '../../platform/deps';
import { publicApiService, type PublicApiPeers } from './public-api.service';
import { registerPublicApiRoutes } from './public-api.routes';

/** The public API: single leads and whole lists through the list pipeline, which the lists service runs. */
export const publicApiModule = defineModule({
  name: 'publicApi',
  create: (deps: Pick<Deps, 'config'>, peers: Omit<PublicApiPeers, 'lists'> & { lists: { service: PublicApiPeers['lists'] } }) => {
    // Named one by one: a module's peers are created as they are read, so spreading them would miss those not made yet.
    const { campaigns, workspaces, webhooks, lists } = peers;
    return publicApiService(deps, { campaigns, workspaces, webhooks, lists: lists.service });
  },
  routes: registerPublicApiRoutes,
});
