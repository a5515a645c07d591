import type { FastifyInstance } from 'fastify';
import { veriskRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes } from '../../platform/http';
import type { VeriskService } from './verisk.service';
import type { Gate } from '../workspaces/workspace';

export function registerVeriskRoutes(app: FastifyInstance, connections: VeriskService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, veriskRoutes, connections, gate);
}
