import type { FastifyInstance } from 'fastify';
import { messagingDashboardRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { Gate } from '../workspaces/workspace';
import type { MessagingDashboardService } from './messaging-dashboard.service';

export function registerMessagingDashboardRoutes(app: FastifyInstance, dashboard: MessagingDashboardService, gate: Gate) {
  bindRoute(app, messagingDashboardRoutes.dashboard, gate, ({ scope, body }) => dashboard.dashboard(scope, body));
}
