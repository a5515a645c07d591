import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { apiKeysService } from './api-keys.service';
import { registerApiKeysRoutes } from './api-keys.routes';

/** A workspace's API keys, and the authenticator's check of a key (cached briefly: a dialer sends thousands a second). */
export const apiKeysModule = defineModule({
  name: 'apiKeys',
  create: (deps: Pick<Deps, 'db' | 'now'>, peers: { workspaces: Pick<WorkspacesService, 'findById'> }) => apiKeysService(deps, peers),
  connect: (keys, peers: { workspaces: Pick<WorkspacesService, 'onDeactivated'> }) => {
    // What the screening path remembers of a workspace (its keys) goes when it is deactivated.
    peers.workspaces.onDeactivated((id) => keys.forgetWorkspace(id));
  },
  routes: registerApiKeysRoutes,
});
