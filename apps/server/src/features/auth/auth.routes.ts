import type { FastifyInstance, FastifyReply } from 'fastify';
import { authRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { requireUser } from '../../platform/auth-context';
import type { AuthService, Session } from './auth.service';
import { REFRESH_TTL_MS } from './auth.service';
import type { ProfileService } from '../profile/profile.service';
import type { Gate } from '../workspaces/workspace';

export const REFRESH_COOKIE = 'tl_refresh';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, gate: Gate, { profiles }: { profiles: Pick<ProfileService, 'get'> }) {
  const secure = auth.publicUrl.startsWith('https://');
  const setCookie = (reply: FastifyReply, session: Session) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: '/api/auth', httpOnly: true, sameSite: 'strict', secure, maxAge: Math.floor(REFRESH_TTL_MS / 1000),
    });
    return session.user;
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
  const ok = { ok: true as const };

  bindRoute(app, authRoutes.credentials, gate, async ({ body, req, reply }) => {
    const { response, session } = await auth.signIn(body, req.ip);
    if (session) setCookie(reply, session);
    return response;
  });
  bindRoute(app, authRoutes.secondFactor, gate, async ({ body, reply }) => setCookie(reply, await auth.secondFactor(body)));
  bindRoute(app, authRoutes.refresh, gate, async ({ req, reply }) => {
    try {
      return setCookie(reply, await auth.refresh(req.cookies[REFRESH_COOKIE]));
    } catch (err) {
      clearCookie(reply);
      throw err;
    }
  });
  bindRoute(app, authRoutes.me, gate, async ({ actor }) => profiles.get(requireUser(actor)));
  bindRoute(app, authRoutes.requestPasswordReset, gate, async ({ body, req }) => {
    await auth.requestPasswordReset(body, req.ip);
    return ok;
  });
  bindRoute(app, authRoutes.resetPasswordVerify, gate, async ({ body }) => {
    await auth.verifyResetToken(body.token);
    return ok;
  });
  bindRoute(app, authRoutes.resetPassword, gate, async ({ body }) => {
    await auth.resetPassword(body);
    return ok;
  });
  bindRoute(app, authRoutes.activationTokenVerify, gate, async ({ body }) => {
    await auth.verifyActivationToken(body.token);
    return ok;
  });
  bindRoute(app, authRoutes.activateAccount, gate, async ({ body, reply }) => setCookie(reply, await auth.activate(body)));
  bindRoute(app, authRoutes.token, gate, async ({ query, reply }) => setCookie(reply, await auth.signInWithToken(query.token)));
  bindRoute(app, authRoutes.issueToken, gate, async ({ actor }) => {
    const token = await auth.issueToken(requireUser(actor).userId, 'signin');
    return { token, url: `${auth.publicUrl}/auth/token?token=${encodeURIComponent(token)}` };
  });
  bindRoute(app, authRoutes.logout, gate, async ({ req, reply }) => {
    await auth.logout(req.cookies[REFRESH_COOKIE]);
    clearCookie(reply);
    return ok;
  });
  bindRoute(app, authRoutes.mfa, gate, async ({ actor, reply }) => {
    const png = await auth.mfaQr(requireUser(actor));
    void reply.header('content-type', 'image/png').header('cache-control', 'no-store');
    return png;
  });
  bindRoute(app, authRoutes.mfaVerify, gate, async ({ actor, query }) => {
    await auth.mfaVerify(requireUser(actor), query.code);
    return ok;
  });
}
