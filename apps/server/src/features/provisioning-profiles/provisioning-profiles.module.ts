import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { provisioningProfilesService } from './provisioning-profiles.service';
import { registerProvisioningProfilesRoutes } from './provisioning-profiles.routes';

/** Provisioning profiles of a workspace (spec 2 §5), which campaigns and number pools name. */
export const provisioningProfilesModule = defineModule({
  name: 'provisioningProfiles',
  create: (deps: Pick<Deps, 'db' | 'now'>) => provisioningProfilesService(deps),
  routes: registerProvisioningProfilesRoutes,
});
