import type { FastifyInstance } from 'fastify';
import { utilityRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { UtilityService } from './utility.service';

export function registerUtilityRoutes(app: FastifyInstance, utility: UtilityService, authenticate: Authenticate) {
  bindRoute(app, utilityRoutes.cnamCheck, authenticate, ({ actor, params, query }) => utility.cnamCheck(actor, params.orgId, query.number));
  bindRoute(app, utilityRoutes.spamCheck, authenticate, ({ actor, params, query }) => utility.spamCheck(actor, params.orgId, query.number));
  bindRoute(app, utilityRoutes.ping, authenticate, ({ actor, params }) => utility.ping(actor, params.orgId));
}
