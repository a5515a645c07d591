import type { FastifyInstance } from 'fastify';
import { rndConnectionsRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { RndConnectionsService } from './rnd-connections.service';

export function registerRndConnectionsRoutes(app: FastifyInstance, connections: RndConnectionsService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, rndConnectionsRoutes, connections, authenticate);
}
