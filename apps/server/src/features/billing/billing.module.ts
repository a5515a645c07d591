import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { billingService } from './billing.service';
import { registerBillingRoutes } from './billing.routes';

/** What an organisation is charged: its billing profile (fees, graduated rate tiers, terms, commissions). */
export const billingModule = defineModule({
  name: 'billing',
  create: (deps: Pick<Deps, 'db'>, peers: { organizations: Pick<OrganizationsService, 'name'> }) => billingService(deps, peers.organizations),
  routes: registerBillingRoutes,
});
