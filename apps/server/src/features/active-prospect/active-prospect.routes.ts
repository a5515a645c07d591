import type { FastifyInstance } from 'fastify';
import { activeProspectRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { ActiveProspectService } from './active-prospect.service';

export function registerActiveProspectRoutes(app: FastifyInstance, connections: ActiveProspectService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, activeProspectRoutes, connections, authenticate);
}
