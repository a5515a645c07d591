import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { UsersService } from '../users/users.service';
import { featureRequestsService } from './feature-requests.service';
import { registerFeatureRequestsRoutes } from './feature-requests.routes';

/** Requests to switch a workspace feature on, mailed to the organisation's support contact or its SuperAdmins. */
export const featureRequestsModule = defineModule({
  name: 'featureRequests',
  create: (
    deps: Pick<Deps, 'db' | 'rateLimiter' | 'config' | 'log'>,
    peers: { organizations: Pick<OrganizationsService, 'supportEmail' | 'get'>; users: Pick<UsersService, 'list'>; mailer: Pick<MailQueue, 'send'> },
  ) => featureRequestsService(deps, peers),
  routes: registerFeatureRequestsRoutes,
});
