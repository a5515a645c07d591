import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { UsersService } from '../users/users.service';
import { authService, type AuthPeers } from './auth.service';
import { registerAuthRoutes } from './auth.routes';

/**
 * Sign-in, sessions, password resets and account activation. The access tokens and the mailer are made beside the
 * modules (the authenticator reads the tokens too) and come as peers; the accounts and their credential columns are
 * the users service's; sign-in answers with the caller's profile. Users' invitations carry sign-in's activation link
 * and a deleted user's sessions end: auth registers that part with users in `connect`.
 */
export const authModule = defineModule({
  name: 'auth',
  create: (deps: Pick<Deps, 'db' | 'now' | 'config' | 'cipher' | 'captcha' | 'jobs' | 'rateLimiter'>, peers: AuthPeers) => authService(deps, peers),
  connect: (auth, peers: { users: Pick<UsersService, 'registerSessions'> }) => {
    peers.users.registerSessions(auth);
  },
  routes: registerAuthRoutes,
});
