import type { FastifyInstance } from 'fastify';
import { brandedCallingProfilesRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes } from '../../platform/http';
import type { BrandedCallingProfilesService } from './branded-calling-profiles.service';
import type { Gate } from '../workspaces/workspace';

export function registerBrandedCallingProfilesRoutes(app: FastifyInstance, profiles: BrandedCallingProfilesService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, brandedCallingProfilesRoutes, profiles, gate);
}
