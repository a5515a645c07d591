import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { veriskService } from './verisk.service';
import { registerVeriskRoutes } from './verisk.routes';

/** Verisk (Jornaya LeadiD) API-key connections of a workspace. */
export const veriskModule = defineModule({
  name: 'verisk',
  create: (deps: Pick<Deps, 'db' | 'cipher' | 'now'>) => veriskService(deps),
  routes: registerVeriskRoutes,
});
