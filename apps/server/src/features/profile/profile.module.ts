import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { profileService, type ProfilePeers } from './profile.service';
import { registerProfileRoutes } from './profile.routes';

/** The signed-in user's own profile and picture. */
export const profilesModule = defineModule({
  name: 'profiles',
  create: (deps: Pick<Deps, 'files'>, peers: ProfilePeers) => profileService(deps, peers),
  routes: registerProfileRoutes,
});
