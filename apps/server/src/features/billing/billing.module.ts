import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { billingService } from './billing.service';
import { registerBillingRoutes } from './billing.routes';
import type { BillableUsagePeers } from './billable-usage';
import type { UsageAlertPeers } from './usage-alerts';

/** What an organisation is charged: its billing profile (fees, graduated rate tiers, terms, commissions) and each month's usage rated with it. */
export const billingModule = defineModule({
  name: 'billing',
  create: (deps: Pick<Deps, 'db' | 'now' | 'jobs' | 'log'>, peers: { organizations: Pick<OrganizationsService, 'name'> } & BillableUsagePeers & UsageAlertPeers) =>
    billingService(deps, peers),
  routes: registerBillingRoutes,
});
