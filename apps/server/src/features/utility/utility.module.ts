import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { utilityService } from './utility.service';
import { registerUtilityRoutes } from './utility.routes';

/** The number utility: CNAM and spam look-ups of any number. */
export const utilityModule = defineModule({
  name: 'utility',
  create: (deps: Pick<Deps, 'db' | 'reputation' | 'now'>) => utilityService(deps),
  routes: registerUtilityRoutes,
});
