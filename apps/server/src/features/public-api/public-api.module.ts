import { defineModule } from '../../platform/module';
import type { Deps } from '../../platform/deps';
import { listsServices, type ListsPeers } from '../lists/lists.module';
import type { ScrubDeps } from '../lists/scrub';
import type { ListsService } from '../lists/lists.service';
import { publicApiService } from './public-api.service';
import { registerPublicApiRoutes } from './public-api.routes';

/** The public API: single leads and whole lists through the list pipeline (local caller IDs from the pools). */
export const publicApiModule = defineModule({
  name: 'publicApi',
  create: (deps: Pick<Deps, 'config' | 'now' | 'dialers'> & ScrubDeps, peers: ListsPeers & { lists: { service: Pick<ListsService, 'receive' | 'discardFile' | 'uploadAndProcess'> } }) =>
    publicApiService(deps, { ...listsServices(peers), lists: peers.lists.service }),
  routes: registerPublicApiRoutes,
});
