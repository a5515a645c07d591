import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '@trueline/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  orgId: string;
  userType: UserType;
  email: string;
  /**
   * When the user's password was last set (null: never since this was recorded). The token carries it, and stops
   * working once the password changes again (authenticate.ts): exact, where comparing times to the second is not.
   */
  passwordChangedAt: Date | null;
}

/**
 * Short-lived access tokens (JWT, HS256) sent as `Authorization: Bearer`.
 * Issue and expiry follow `now`, the app's one clock, so they agree with every other expiry.
 */
export function accessTokens(key: Uint8Array, now: () => Date = () => new Date()) {
  return {
    async sign(c: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ org: c.orgId, typ: c.userType, email: c.email, pwd: c.passwordChangedAt?.getTime() ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (!payload.sub) return null;
        // A token from before the claim existed counts as issued under a password never changed.
        const pwd = typeof payload.pwd === 'number' && payload.pwd > 0 ? new Date(payload.pwd) : null;
        return { userId: payload.sub, orgId: String(payload.org), userType: payload.typ as UserType, email: String(payload.email), passwordChangedAt: pwd };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
