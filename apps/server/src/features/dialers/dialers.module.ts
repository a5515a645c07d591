import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import { dialersService } from './dialers.service';
import { registerDialersRoutes } from './dialers.routes';

/** The workspace's dialer: connecting it (CXone by OAuth), its campaigns and mapping fields; the sandbox CXone sign-in. */
export const dialersModule = defineModule({
  name: 'dialers',
  create: (deps: Pick<Deps, 'secretKey' | 'config' | 'dialers' | 'now'>, peers: { workspaces: Pick<WorkspacesService, 'dialerSecrets' | 'saveDialer'> }) =>
    dialersService(deps, peers),
  routes: registerDialersRoutes,
});
