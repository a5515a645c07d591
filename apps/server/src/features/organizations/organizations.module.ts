import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { organizationsService } from './organizations.service';
import { registerOrganizationsRoutes } from './organizations.routes';

/** The customer's organisation: its details and support address. */
export const organizationsModule = defineModule({
  name: 'organizations',
  create: (deps: Pick<Deps, 'db'>) => organizationsService(deps),
  routes: registerOrganizationsRoutes,
});
