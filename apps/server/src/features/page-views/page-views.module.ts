import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { pageViewsService } from './page-views.service';
import { registerPageViewsRoutes } from './page-views.routes';

/** Page views of the console, for usage analytics. */
export const pageViewsModule = defineModule({
  name: 'pageViews',
  create: (deps: Pick<Deps, 'db' | 'now'>) => pageViewsService(deps),
  routes: registerPageViewsRoutes,
});
