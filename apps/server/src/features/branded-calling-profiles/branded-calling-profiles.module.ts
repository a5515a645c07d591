import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { brandedCallingProfilesService } from './branded-calling-profiles.service';
import { registerBrandedCallingProfilesRoutes } from './branded-calling-profiles.routes';

/** Branded calling profiles; features that name one register with `registerUsage`, so a profile in use is not deleted. */
export const brandedCallingProfilesModule = defineModule({
  name: 'brandedCallingProfiles',
  create: (deps: Pick<Deps, 'db' | 'now'>) => brandedCallingProfilesService(deps),
  routes: registerBrandedCallingProfilesRoutes,
});
