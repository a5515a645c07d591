import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '@trueline/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  orgId: string;
  userType: UserType;
  email: string;
}

/**
 * Short-lived access tokens (JWT, HS256) sent as `Authorization: Bearer`.
 * Issue and expiry follow `now`, the app's one clock, so they agree with every other expiry.
 */
export function accessTokens(key: Uint8Array, now: () => Date = () => new Date()) {
  return {
    async sign(c: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ org: c.orgId, typ: c.userType, email: c.email })
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
        return { userId: payload.sub, orgId: String(payload.org), userType: payload.typ as UserType, email: String(payload.email) };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
