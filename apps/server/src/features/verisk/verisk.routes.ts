import type { FastifyInstance } from 'fastify';
import { veriskRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { VeriskService } from './verisk.service';

export function registerVeriskRoutes(app: FastifyInstance, connections: VeriskService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, veriskRoutes, connections, authenticate);
}
