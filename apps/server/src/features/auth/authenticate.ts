import type { FastifyRequest } from 'fastify';
import type { RouteAuth } from '@trueline/contract';
import type { Actor } from '../../platform/auth-context';
import { forbidden, unauthenticated } from '../../platform/errors';
import type { AccessTokens } from './access-tokens';
import type { UsersService } from '../users/users.service';

export type KeyAuthenticator = (key: string) => Promise<Actor | null>;

/** How every workspace API key begins (`tl_` and 40 random characters). */
export const API_KEY_PREFIX = 'tl_';

/** Reads the credentials of a request: a bearer access token, or a workspace API key (bearer, X-Api-Key or ?api-key=). */
/** How the authenticator finds the account behind a token: a user not deleted, by id (the users service's). */
export type LiveUser = UsersService['credentials']['findLiveById'];

export function createAuthenticator(liveUser: LiveUser, tokens: AccessTokens, apiKey: KeyAuthenticator) {
  async function fromToken(token: string): Promise<Actor | null> {
    if (!token) return null;
    // A workspace API key is never a signed token: it skips the signature check (a dialer sends thousands a second).
    if (token.startsWith(API_KEY_PREFIX)) return apiKey(token);
    const claims = await tokens.verify(token);
    if (claims) {
      // A deleted user's tokens stop working at once, not when they expire; so do tokens issued before the password
      // was last changed (whoever held one, or the session it was stolen from, keeps no access).
      const user = await liveUser(claims.userId);
      if (!user) return null;
      if ((user.passwordChangedAt?.getTime() ?? 0) !== (claims.passwordChangedAt?.getTime() ?? 0)) return null;
      return { kind: 'user', userId: user.id, orgId: user.orgId, userType: user.userType, email: user.email };
    }
    return apiKey(token);
  }

  async function authenticate(req: FastifyRequest, auth: RouteAuth): Promise<Actor | null> {
    if (auth === 'public') return null;
    const header = req.headers.authorization ?? '';
    const bearer = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    const xKey = req.headers['x-api-key'];
    const queryKey = (req.query as Record<string, unknown> | undefined)?.['api-key'];
    const credential = bearer || (typeof xKey === 'string' ? xKey : '') || (typeof queryKey === 'string' ? queryKey : '');
    const actor = await fromToken(credential);
    if (!actor) throw unauthenticated();
    if (auth === 'user' && actor.kind !== 'user') throw forbidden();
    return actor;
  }

  return { authenticate, fromToken };
}
