import type { FastifyInstance, FastifyReply } from 'fastify';
import { authRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import { requireUser } from '../../platform/auth-context';
import type { Deps } from '../../platform/deps';
import type { AuthService, Session } from './auth.service';
import { REFRESH_TTL_MS } from './auth.service';
import type { ProfileService } from '../profile/profile.service';

export const REFRESH_COOKIE = 'tl_refresh';

export function registerAuthRoutes(app: FastifyInstance, deps: Deps, auth: AuthService, profiles: ProfileService, authenticate: Authenticate) {
  const secure = deps.config.publicUrl.startsWith('https://');
  const setCookie = (reply: FastifyReply, session: Session) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: '/api/auth', httpOnly: true, sameSite: 'strict', secure, maxAge: Math.floor(REFRESH_TTL_MS / 1000),
    });
    return session.user;
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
  const ok = { ok: true as const };

  bindRoute(app, authRoutes.credentials, authenticate, async ({ body, req, reply }) => {
    const { response, session } = await auth.signIn(body, req.ip);
    if (session) setCookie(reply, session);
    return response;
  });
  bindRoute(app, authRoutes.secondFactor, authenticate, async ({ body, reply }) => setCookie(reply, await auth.secondFactor(body)));
  bindRoute(app, authRoutes.refresh, authenticate, async ({ req, reply }) => {
    try {
      return setCookie(reply, await auth.refresh(req.cookies[REFRESH_COOKIE]));
    } catch (err) {
      clearCookie(reply);
      throw err;
    }
  });
  bindRoute(app, authRoutes.me, authenticate, async ({ actor }) => profiles.get(requireUser(actor)));
  bindRoute(app, authRoutes.requestPasswordReset, authenticate, async ({ body, req }) => {
    await auth.requestPasswordReset(body, req.ip);
    return ok;
  });
  bindRoute(app, authRoutes.resetPasswordVerify, authenticate, async ({ body }) => {
    await auth.verifyResetToken(body.token);
    return ok;
  });
  bindRoute(app, authRoutes.resetPassword, authenticate, async ({ body }) => {
    await auth.resetPassword(body);
    return ok;
  });
  bindRoute(app, authRoutes.activationTokenVerify, authenticate, async ({ body }) => {
    await auth.verifyActivationToken(body.token);
    return ok;
  });
  bindRoute(app, authRoutes.activateAccount, authenticate, async ({ body, reply }) => setCookie(reply, await auth.activate(body)));
  bindRoute(app, authRoutes.token, authenticate, async ({ query, reply }) => setCookie(reply, await auth.signInWithToken(query.token)));
  bindRoute(app, authRoutes.issueToken, authenticate, async ({ actor }) => {
    const token = await auth.issueToken(requireUser(actor).userId, 'signin');
    return { token, url: `${deps.config.publicUrl}/auth/token?token=${encodeURIComponent(token)}` };
  });
  bindRoute(app, authRoutes.logout, authenticate, async ({ req, reply }) => {
    await auth.logout(req.cookies[REFRESH_COOKIE]);
    clearCookie(reply);
    return ok;
  });
  bindRoute(app, authRoutes.mfa, authenticate, async ({ actor, reply }) => {
    const png = await auth.mfaQr(requireUser(actor));
    void reply.header('content-type', 'image/png').header('cache-control', 'no-store');
    return png;
  });
  bindRoute(app, authRoutes.mfaVerify, authenticate, async ({ actor, query }) => {
    await auth.mfaVerify(requireUser(actor), query.code);
    return ok;
  });
}
