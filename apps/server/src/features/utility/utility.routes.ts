import type { FastifyInstance } from 'fastify';
import { utilityRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { UtilityService } from './utility.service';
import type { Gate } from '../workspaces/workspace';

export function registerUtilityRoutes(app: FastifyInstance, utility: UtilityService, gate: Gate) {
  bindRoute(app, utilityRoutes.cnamCheck, gate, ({ actor, params, query }) => utility.cnamCheck(actor, params.orgId, query.number));
  bindRoute(app, utilityRoutes.spamCheck, gate, ({ actor, params, query }) => utility.spamCheck(actor, params.orgId, query.number));
  bindRoute(app, utilityRoutes.ping, gate, ({ actor, params }) => utility.ping(actor, params.orgId));
}
