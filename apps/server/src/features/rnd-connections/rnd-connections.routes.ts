import type { FastifyInstance } from 'fastify';
import { rndConnectionsRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes } from '../../platform/http';
import type { RndConnectionsService } from './rnd-connections.service';
import type { Gate } from '../workspaces/workspace';

export function registerRndConnectionsRoutes(app: FastifyInstance, connections: RndConnectionsService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, rndConnectionsRoutes, connections, gate);
}
