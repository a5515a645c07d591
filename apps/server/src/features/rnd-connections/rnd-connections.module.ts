import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { rndConnectionsService } from './rnd-connections.service';
import { registerRndConnectionsRoutes } from './rnd-connections.routes';

/** Connections to the Reassigned Numbers Database, and the job that checks their tokens. */
export const rndConnectionsModule = defineModule({
  name: 'rndConnections',
  create: (deps: Pick<Deps, 'db' | 'cipher' | 'rnd' | 'now' | 'log' | 'jobs'>) => rndConnectionsService(deps),
  routes: registerRndConnectionsRoutes,
});
