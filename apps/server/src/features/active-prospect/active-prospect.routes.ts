import type { FastifyInstance } from 'fastify';
import { activeProspectRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes } from '../../platform/http';
import type { ActiveProspectService } from './active-prospect.service';
import type { Gate } from '../workspaces/workspace';

export function registerActiveProspectRoutes(app: FastifyInstance, connections: ActiveProspectService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, activeProspectRoutes, connections, gate);
}
