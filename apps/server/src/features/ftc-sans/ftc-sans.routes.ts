import type { FastifyInstance } from 'fastify';
import { ftcSansRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes } from '../../platform/http';
import type { FtcSansService } from './ftc-sans.service';
import type { Gate } from '../workspaces/workspace';

export function registerFtcSansRoutes(app: FastifyInstance, sans: FtcSansService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, ftcSansRoutes, sans, gate);
}
