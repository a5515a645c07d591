import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { MeteringService } from '../metering/metering.service';
import { utilityService } from './utility.service';
import { registerUtilityRoutes } from './utility.routes';

/** The number utility: CNAM and spam look-ups of any number. */
export const utilityModule = defineModule({
  name: 'utility',
  create: (deps: Pick<Deps, 'db' | 'reputation' | 'now'>, peers: { metering: Pick<MeteringService, 'record'> }) => utilityService(deps, peers.metering),
  routes: registerUtilityRoutes,
});
