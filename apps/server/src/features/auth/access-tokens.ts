import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '@trueline/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  orgId: string;
  userType: UserType;
  email: string;
}

/** Short-lived access tokens (JWT, HS256) sent as `Authorization: Bearer`. */
export function accessTokens(key: Uint8Array) {
  return {
    async sign(c: AccessClaims): Promise<string> {
      return new SignJWT({ org: c.orgId, typ: c.userType, email: c.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(c.userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub) return null;
        return { userId: payload.sub, orgId: String(payload.org), userType: payload.typ as UserType, email: String(payload.email) };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
