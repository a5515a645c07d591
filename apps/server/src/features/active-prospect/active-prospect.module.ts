import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { activeProspectService } from './active-prospect.service';
import { registerActiveProspectRoutes } from './active-prospect.routes';

/** ActiveProspect (TrustedForm) API-key connections of a workspace. */
export const activeProspectModule = defineModule({
  name: 'activeProspect',
  create: (deps: Pick<Deps, 'db' | 'cipher' | 'now'>) => activeProspectService(deps),
  routes: registerActiveProspectRoutes,
});
