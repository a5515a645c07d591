import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { usersService, type UsersPeers } from './users.service';
import { registerUsersRoutes } from './users.routes';

/** The organisation's users: invitations (mailed with an activation link), roles and deletion (which ends their sessions). */
export const usersModule = defineModule({
  name: 'users',
  create: (deps: Pick<Deps, 'db' | 'config' | 'now'>, peers: UsersPeers) => usersService(deps, peers),
  routes: registerUsersRoutes,
});
