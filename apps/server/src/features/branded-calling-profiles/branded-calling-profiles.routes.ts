import type { FastifyInstance } from 'fastify';
import { brandedCallingProfilesRoutes } from '@trueline/contract';
import { bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { BrandedCallingProfilesService } from './branded-calling-profiles.service';

export function registerBrandedCallingProfilesRoutes(app: FastifyInstance, profiles: BrandedCallingProfilesService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, brandedCallingProfilesRoutes, profiles, authenticate);
}
