import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { MailQueue } from '../../providers/mail/mail-queue';
import type { AccessTokens } from './access-tokens';
import { authService } from './auth.service';
import { registerAuthRoutes } from './auth.routes';

/**
 * Sign-in, sessions, password resets and account activation. The access tokens and the mailer are made beside the
 * modules (the authenticator reads the tokens too) and come as peers; sign-in answers with the caller's profile.
 */
export const authModule = defineModule({
  name: 'auth',
  create: (deps: Pick<Deps, 'db' | 'now' | 'config' | 'cipher' | 'captcha' | 'jobs' | 'rateLimiter'>, peers: { tokens: AccessTokens; mailer: Pick<MailQueue, 'send'> }) =>
    authService(deps, peers),
  routes: registerAuthRoutes,
});
