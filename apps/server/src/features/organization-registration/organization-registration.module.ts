import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { organizationRegistrationService } from './organization-registration.service';
import { registerOrganizationRegistrationRoutes } from './organization-registration.routes';

/** The organisation's caller-reputation registration and its follow-up job. */
export const organizationRegistrationModule = defineModule({
  name: 'organizationRegistration',
  create: (deps: Pick<Deps, 'db' | 'registration' | 'jobs' | 'now'>, peers: { organizations: Pick<OrganizationsService, 'get'> }) =>
    organizationRegistrationService(deps, peers.organizations),
  routes: registerOrganizationRegistrationRoutes,
});
