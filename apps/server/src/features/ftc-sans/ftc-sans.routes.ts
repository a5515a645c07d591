import type { FastifyInstance } from 'fastify';
import { ftcSansRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { FtcSansService } from './ftc-sans.service';

export function registerFtcSansRoutes(app: FastifyInstance, sans: FtcSansService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, ftcSansRoutes, sans, authenticate);
}
